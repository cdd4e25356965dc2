import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Card } from "../Card/Card";
import { TextField } from "../TextField/TextField";
import { Page } from "./Page";

const meta = {
  title: "Templates/Page",
  component: Page,
  args: { title: "People" },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page: full width, primary action, secondary actions in a menu, tabs under the header. */
export const ListPage: Story = {
  args: {
    title: "People",
    description: "Everyone in your organization whose security you follow: their score, groups and tags.",
    width: "full",
    primaryAction: <Button>Import CSV</Button>,
    actions: <Button variant="secondary">Export</Button>,
    secondaryActions: [
      { key: "sync", label: "Sync from Google Workspace", onSelect: fn() },
      { key: "template", label: "Download CSV template", onSelect: fn() },
    ],
    tabs: {
      label: "People sections",
      currentId: "people",
      items: [
        { id: "people", label: "People", href: "/inventory/people", count: 214 },
        { id: "sync", label: "Directory sync", href: "/inventory/people/sync" },
      ],
    },
    children: <Card>The list goes here.</Card>,
  },
};

/** A form page: reading width, with a back link. */
export const FormPage: Story = {
  args: {
    title: "Organization settings",
    description: "Name, address and logo shown to your members.",
    width: "reading",
    back: { href: "/", label: "Overview" },
    children: (
      <Card title="Details">
        <TextField label="Name" defaultValue="Acme d.o.o." />
      </Card>
    ),
  },
};

/** A detail page deep in a hierarchy: breadcrumb instead of a back link. */
export const DetailWithBreadcrumb: Story = {
  args: {
    title: "mail.acme.example",
    description: "Domain · verified 3 days ago",
    width: "reading",
    breadcrumb: [
      { label: "Inventory", href: "/inventory" },
      { label: "Assets", href: "/inventory/assets" },
      { label: "mail.acme.example" },
    ],
    primaryAction: <Button variant="secondary">Check now</Button>,
    secondaryActions: [{ key: "delete", label: "Delete asset", onSelect: fn(), danger: true }],
    children: <Card title="DNS records">…</Card>,
  },
};

/** A phone: actions wrap under the title and the tab strip scrolls inside itself with a fade. */
export const Phone: Story = {
  ...ListPage,
  args: {
    ...ListPage.args,
    tabs: {
      label: "Organization sections",
      currentId: "members",
      items: [
        { id: "settings", label: "Settings", href: "#settings" },
        { id: "members", label: "Members and roles", href: "#members" },
        { id: "invitations", label: "Invitations", href: "#invitations", count: 3 },
        { id: "keys", label: "API keys", href: "#keys" },
        { id: "activity", label: "Activity log", href: "#activity" },
        { id: "domains", label: "Whitelisted domains", href: "#domains" },
      ],
    },
  },
  globals: { viewport: { value: "mobile1" } },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Menu } from "./Menu";

const meta = {
  title: "Components/Menu",
  component: Menu,
  args: {
    trigger: "Account ▾",
    items: [
      { key: "settings", label: "User settings", href: "/account-settings" },
      { key: "orgs", label: "Manage organizations", onSelect: fn() },
      { key: "sep", separator: true },
      { key: "out", label: "Sign out", onSelect: fn(), danger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "center", paddingBlockEnd: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the trigger, or focus it and press ArrowDown; Escape closes and returns focus. */
export const Default: Story = {};

/** A header above the entries, e.g. who is signed in. */
export const WithHeader: Story = {
  args: { header: <strong>ana@acme.example</strong>, align: "start" },
};

/** An icon-only trigger names the menu through `label`. */
export const IconTrigger: Story = {
  args: { trigger: <span aria-hidden="true">⋯</span>, label: "More actions" },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import {
  gammaTenant,
  groupAdminPermissions,
  noOrganizationUser,
  plainUser,
  shellRoutes,
  superAdminUser,
  viewerPermissions,
} from "../samples";
import { Sidebar } from "./Sidebar";

const meta = {
  title: "Shell/Sidebar",
  component: Sidebar,
  args: { view: "platform", currentPath: "/inventory/people" },
  decorators: [(Story) => <div style={{ height: 720, display: "flex" }}>{Story()}</div>],
  parameters: { fakeApi: { routes: shellRoutes(plainUser) } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin with the default features (no WAF, no group). */
export const Platform: Story = {};

/** A group organisation with WAF on, for its group administrator: every platform entry. */
export const PlatformEverything: Story = {
  args: { currentPath: "/waf/blocked-ips" },
  parameters: {
    fakeApi: {
      routes: shellRoutes({ ...plainUser, tenants: [gammaTenant] }, [...groupAdminPermissions]),
    },
  },
};

/** A viewer: inventory only. */
export const Viewer: Story = { parameters: { fakeApi: { routes: shellRoutes(plainUser, viewerPermissions) } } };

/** No organisation: the demo areas. */
export const Demo: Story = {
  args: { currentPath: "/" },
  parameters: { fakeApi: { routes: shellRoutes(noOrganizationUser) } },
};

/** A super-admin with every permission, in the administration view (local environment: Theme too). */
export const Administration: Story = {
  args: { view: "administration", currentPath: "/administration/users", localEnvironment: true },
  parameters: { fakeApi: { routes: shellRoutes(superAdminUser) } },
};

/** Collapsed: icons only, labels as tooltips and for screen readers. */
export const Collapsed: Story = { args: { collapsed: true } };

/** With its toggle. */
export const Toggle: Story = {
  render: (args) => {
    const [collapsed, setCollapsed] = useState(false);
    return <Sidebar {...args} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />;
  },
};

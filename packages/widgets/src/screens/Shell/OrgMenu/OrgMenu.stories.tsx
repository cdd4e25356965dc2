import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  groupAdminPermissions,
  manyOrganizationsUser,
  noOrganizationUser,
  plainUser,
  shellRoutes,
  superAdminUser,
  viewerPermissions,
} from "../samples";
import { OrgMenu } from "./OrgMenu";

const meta = {
  title: "Shell/OrgMenu",
  component: OrgMenu,
  decorators: [
    (Story) => (
      <div
        style={{
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "flex-end",
          minHeight: 420,
          paddingInlineEnd: 24,
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { fakeApi: { routes: shellRoutes(plainUser) } },
} satisfies Meta<typeof OrgMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: /–/ }));
  await expect(canvas.getByRole("menu")).toBeVisible();
};

/** A member of one organisation, closed. */
export const Closed: Story = {};

/** Open: settings, reporting extension, user settings, sign out. */
export const PlainUser: Story = { play: open };

/** More than one organisation: "Manage organizations" opens the switcher. */
export const ManyOrganizations: Story = {
  parameters: { fakeApi: { routes: shellRoutes(manyOrganizationsUser) } },
  play: open,
};

/** ManageTenants as a super-admin: "Create new organization". */
export const SuperAdmin: Story = { parameters: { fakeApi: { routes: shellRoutes(superAdminUser) } }, play: open };

/** ManageTenants through a group-administrator role. */
export const GroupAdmin: Story = {
  parameters: { fakeApi: { routes: shellRoutes(plainUser, groupAdminPermissions) } },
  play: open,
};

/** A viewer: no organisation management. */
export const Viewer: Story = {
  parameters: { fakeApi: { routes: shellRoutes(plainUser, viewerPermissions) } },
  play: open,
};

/** No active organisation: DEMO badge and a hint; organisation entries hidden. */
export const Demo: Story = { parameters: { fakeApi: { routes: shellRoutes(noOrganizationUser) } }, play: open };

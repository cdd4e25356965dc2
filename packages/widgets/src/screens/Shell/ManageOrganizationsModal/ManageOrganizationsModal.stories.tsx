import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { manyOrganizationsUser, shellRoutes, superAdminUser } from "../samples";
import { ManageOrganizationsModal } from "./ManageOrganizationsModal";

const meta = {
  title: "Shell/ManageOrganizationsModal",
  component: ManageOrganizationsModal,
  args: { open: true, onClose: fn() },
  parameters: { fakeApi: { routes: shellRoutes(manyOrganizationsUser) } },
} satisfies Meta<typeof ManageOrganizationsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four organisations (logo, colour blocks), the active one marked; no permission to add. */
export const ManyOrganizations: Story = {};

/** A super-admin with ManageTenants also gets "Add organization". */
export const WithAddOrganization: Story = {
  parameters: { fakeApi: { routes: shellRoutes({ ...superAdminUser, tenants: manyOrganizationsUser.tenants }) } },
};

/** A super-admin who is a member of no organization: the dialog says so and offers to add one. */
export const NoOrganizations: Story = {
  parameters: { fakeApi: { routes: shellRoutes({ ...superAdminUser, tenants: [] }) } },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sessionRoutes } from "../../../storybook/fakeApi";
import {
  adminRoutes,
  noTenantRoutes,
  removedTenant,
  sampleTenant,
  superAdminUser,
  viewerRoutes,
} from "../shared/fixtures";
import { phone } from "../shared/storyPlay";
import { OrganizationSettings } from "./OrganizationSettings";

const logo =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#3056d3"/><path d="M25 70 50 25l25 45z" fill="#fff"/></svg>',
  );

const tenantRoute = "GET /api/v1/users/tenants/*";
const withTenant = (body: unknown, base = adminRoutes()) => ({
  ...base,
  [tenantRoute]: body,
  "PUT /api/v1/users/tenants/*": body,
  "POST /api/v1/users/tenants/*/logo": { ...sampleTenant, logo },
  "DELETE /api/v1/users/tenants/*": { ...sampleTenant, deletedAt: "2026-03-02T10:30:00.000Z" },
});

const meta = {
  title: "Screens/Organizations/OrganizationSettings",
  component: OrganizationSettings,
  args: { onRemoved: fn() },
  parameters: { fakeApi: { routes: withTenant(sampleTenant) } },
} satisfies Meta<typeof OrganizationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every field editable, logo upload and the danger zone. */
export const Admin: Story = {};

export const WithLogo: Story = { parameters: { fakeApi: { routes: withTenant({ ...sampleTenant, logo }) } } };

export const Loading: Story = { parameters: { fakeApi: { routes: withTenant("pending") } } };

export const LoadFailed: Story = {
  parameters: {
    fakeApi: {
      routes: withTenant({ status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }),
    },
  },
};

/** No features yet (features are switched on by super-admins). */
export const NoFeatures: Story = { parameters: { fakeApi: { routes: withTenant({ ...sampleTenant, features: [] }) } } };

/** A member without ManageOrganization: read-only, with the reason. */
export const ReadOnly: Story = {
  parameters: { fakeApi: { routes: withTenant({ ...sampleTenant, roles: ["Viewer"] }, viewerRoutes()) } },
};

/** Signed in without an organisation: "Must set up organization first". */
export const NoOrganization: Story = { parameters: { fakeApi: { routes: noTenantRoutes() } } };

/** A super-admin looking at a removed organisation can restore it. */
export const RemovedSuperAdmin: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...withTenant(
          removedTenant,
          sessionRoutes(superAdminUser, {
            tenantId: sampleTenant.id,
            roles: [],
            permissions: [],
            superAdminPermissions: ["ManageTenants", "ReadTenants"],
          }),
        ),
        "POST /api/v1/users/tenants/*/restore": sampleTenant,
      },
    },
  },
};

export const SerbianDark: Story = {
  parameters: { fakeApi: { routes: withTenant({ ...sampleTenant, logo }) } },
  globals: { lang: "sr", theme: "dark" },
};

export const ReadOnlySerbianDark: Story = { ...ReadOnly, globals: { lang: "sr", theme: "dark" } };

/** A phone: nothing scrolls sideways. */
export const Phone: Story = { globals: phone };

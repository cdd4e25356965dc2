import type { Tenant, User } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser } from "../../storybook/fakeApi";
import { notificationRoutes, sampleNotifications } from "../Notifications/samples";

/**
 * Sample users and organisations for the shell's stories and tests: a plain organisation admin,
 * a super-admin, an unverified user, a user without organisation (demo), and one with many.
 */
const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0e7c66"/><path d="M8 22 16 8l8 14z" fill="#fff"/></svg>',
)}`;

export const betaTenant: Tenant = {
  ...sampleTenant,
  id: "5d1f7a2b-8c3e-4f60-9a1b-2c3d4e5f6a7b",
  name: "Beta Banka a.d.",
  logo,
  color: "#0e7c66",
  features: ["inventory", "learning", "phishing", "leaks", "waf"],
};

export const gammaTenant: Tenant = {
  ...sampleTenant,
  id: "7e2a8b3c-9d4f-4a71-8b2c-3d4e5f6a7b8c",
  name: "Gamma Group",
  color: "#f5c518",
  features: ["inventory", "monitoring", "learning", "phishing", "leaks", "waf", "groupOrganization"],
};

export const deltaTenant: Tenant = {
  ...sampleTenant,
  id: "8f3b9c4d-0e5a-4b82-9c3d-4e5f6a7b8c9d",
  name: "Delta Health",
  color: "#7c3aed",
};

/** An organisation admin of one organisation (the default story user). */
export const plainUser: User = sampleUser;

/** A super-admin with every super-admin permission, member of one organisation. */
export const superAdminUser: User = {
  ...sampleUser,
  id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  email: "marko@bulwark.example",
  firstName: "Marko",
  lastName: "Marković",
  superAdminPermissions: [
    "ManageTenants",
    "ManageLearningContent",
    "ManageInventory",
    "ManageTemplatesLibrary",
    "ManageLearning",
    "ManageVulnerabilities",
    "ManageLeaks",
    "ManageUsers",
    "ManagePhishing",
    "ReadTenants",
  ],
};

export const unverifiedUser: User = { ...sampleUser, isVerified: false };

/** Verified, without any organisation: demo mode. */
export const noOrganizationUser: User = { ...sampleUser, tenants: [] };

/** A member of four organisations. */
export const manyOrganizationsUser: User = {
  ...sampleUser,
  tenants: [sampleTenant, betaTenant, deltaTenant, gammaTenant],
};

/** A group administrator: ManageTenants through a role in a group organisation. */
export const groupAdminPermissions: readonly string[] = [...adminPermissions.permissions, "ManageTenants"];

/** A read-only member (a Viewer): inventory only. */
export const viewerPermissions: readonly string[] = ["ReadInventory"];

/**
 * Every route the shell calls, for `user` with `permissions` in its first organisation: the
 * session, the notifications (two unread) and the verification email.
 */
export function shellRoutes(
  user: User = plainUser,
  permissions: readonly string[] = adminPermissions.permissions,
): FakeRoutes {
  return {
    "GET /api/v1/users/users/me": user,
    "GET /api/v1/users/acl/permissions/my-permissions": {
      tenantId: user.tenants[0]?.id ?? null,
      roles: user.tenants[0]?.roles ?? [],
      permissions: user.tenants.length > 0 ? permissions : [],
      superAdminPermissions: user.superAdminPermissions,
    },
    ...notificationRoutes(sampleNotifications, 12, 2),
    "POST /api/v1/users/auth/resend-verification-token": { status: 202, body: { message: "Email sent" } },
    "POST /api/v1/users/auth/logout": { status: 204 },
  };
}

import type { Requirement } from "../../platform/access/scope.js";
import { anyOrganizationPermission } from "../../platform/permissions.js";

/** What each call on organisations (and their members and invitations) needs. */
export const requirements = {
  /** Reading an organisation (details, features, extension data): any member, or a super-admin who reads organisations. */
  read: { permission: anyOrganizationPermission, superAdmin: ["ReadTenants", "ManageTenants"] },
  /** Editing an organisation, its logo, members, roles, invitations, API keys and extension data; removing and restoring it. */
  manage: { permission: "ManageOrganization", superAdmin: ["ManageTenants"] },
  /** Switching an organisation's features: super-admins only. */
  administer: { superAdmin: ["ManageTenants"] },
  /** Listing every organisation, removed ones included (outside any organisation). */
  listEvery: { superAdmin: ["ReadTenants", "ManageTenants"] },
  /** Creating an organisation beyond one's first: super-admin ManageTenants, or a group admin role anywhere. */
  createFurther: { permission: "ManageTenants", superAdmin: ["ManageTenants"] },
} as const satisfies Record<string, Requirement>;

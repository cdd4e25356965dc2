import type { Requirement } from "../../platform/access/scope.js";
import { anyOrganizationPermission } from "../../platform/permissions.js";

/** What each call on notifications needs. */
export const requirements = {
  /**
   * Reading and marking one's own notifications: membership of the organisation is the
   * permission (every role grants some permission), or a super-admin who reads organisations.
   */
  own: { permission: anyOrganizationPermission, superAdmin: ["ReadTenants", "ManageTenants"] },
} as const satisfies Record<string, Requirement>;

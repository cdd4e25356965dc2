import type { Requirement } from "../../platform/access/scope.js";

/** What each call on the activity log needs. */
export const requirements = {
  /** Reading an organisation's log: its admins, and super-admins who manage or read organisations. */
  read: { permission: "ManageOrganization", superAdmin: ["ManageTenants", "ReadTenants"] },
} as const satisfies Record<string, Requirement>;

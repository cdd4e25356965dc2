import type { Requirement } from "../../platform/access/scope.js";

/** What each call on webhooks needs. */
export const requirements = {
  /**
   * Every webhook call: an endpoint receives the organisation's events and its secret signs for
   * it, so managing them is managing the organisation (its admins, super-admins who manage
   * organisations).
   */
  manage: { permission: "ManageOrganization", superAdmin: ["ManageTenants"] },
} as const satisfies Record<string, Requirement>;

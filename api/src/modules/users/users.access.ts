import type { Requirement } from "../../platform/access/scope.js";

/** What each call on users needs (outside any organisation: super-admin permissions only). */
export const requirements = {
  /** Creating super-admins and setting their permissions. */
  manageUsers: { superAdmin: ["ManageUsers"] },
} as const satisfies Record<string, Requirement>;

import type { Requirement, SuperAdminPermission } from "../../../platform/permissions.js";

/** Reading assets: ReadInventory in the organisation, or a super-admin who manages inventory or reads organisations. */
export const readInventory: Requirement = { tenant: ["ReadInventory"], superAdmin: ["ManageInventory", "ReadTenants"] };

/** Adding, deleting, verifying (by the checks), monitoring and rediscovering assets. */
export const writeInventory: Requirement = { tenant: ["CrudInventory"], superAdmin: ["ManageInventory"] };

/** Verifying or unverifying by hand, without the checks: inventory super-admins only. */
export const manageVerification: Requirement = { superAdmin: ["ManageInventory"] };

/** Super-admin permissions that open any organisation's assets to a non-member (the "All assets" administration). */
export const inventorySuperAdmin: readonly SuperAdminPermission[] = ["ManageInventory"];

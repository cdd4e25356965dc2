import type { Requirement } from "../../platform/access/scope.js";

/**
 * The inventory's two requirements, shared by its modules (people, assets) and their exports.
 * Every inventory call needs the organisation's `inventory` feature.
 */
export const inventoryRequirements = {
  /** Reading: ReadInventory in the organisation, or a super-admin who manages inventory or reads organisations. */
  read: { permission: "ReadInventory", superAdmin: ["ManageInventory", "ReadTenants"], feature: "inventory" },
  /** Changing: CrudInventory in the organisation, or a super-admin who manages inventory. */
  write: { permission: "CrudInventory", superAdmin: ["ManageInventory"], feature: "inventory" },
} as const satisfies Record<string, Requirement>;

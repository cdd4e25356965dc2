import type { Requirement } from "../../../platform/access/scope.js";
import { inventoryRequirements } from "../inventory.access.js";

/** What each call of the asset inventory needs. */
export const requirements = {
  /** The list, one asset, verification details, DNS records, IP info, discoveries, exports. */
  read: inventoryRequirements.read,
  /** Adding, deleting, verifying (by the checks), monitoring and rediscovering assets. */
  write: inventoryRequirements.write,
  /** Verifying or unverifying by hand, without the checks: inventory super-admins only ("All assets"). */
  manageVerification: { superAdmin: ["ManageInventory"], feature: "inventory" },
} as const satisfies Record<string, Requirement>;

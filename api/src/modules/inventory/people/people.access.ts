import type { Requirement } from "../../../platform/access/scope.js";
import { inventoryRequirements } from "../inventory.access.js";

/** What each call of the people inventory needs. */
export const requirements = {
  /** The list, one person, tags, groups, overviews, directory connections, exports. */
  read: inventoryRequirements.read,
  /** Creating, importing, syncing, editing and deleting people. */
  write: inventoryRequirements.write,
  /** Deleting, tagging or grouping many people at once: the same rights as one at a time. */
  bulk: inventoryRequirements.write,
  /** Storing or forgetting a directory connection: its credentials act for the whole organisation. */
  manageDirectoryConnections: { permission: "ManageOrganization", superAdmin: ["ManageTenants"], feature: "inventory" },
} as const satisfies Record<string, Requirement>;

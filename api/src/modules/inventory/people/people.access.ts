import { requireFeature, requireOrganization } from "../../../platform/features.js";
import { type RequestContext, requirePrincipal } from "../../../platform/http/context.js";
import { authorize, type Requirement, type SuperAdminPermission } from "../../../platform/permissions.js";
import type { Platform } from "../../../platform/platform.js";
import { grantsIn } from "../../../platform/tenancy.js";

/** Reading people (list, one person, tags, groups, overviews, directory connections). */
export const readPeople: Requirement = { tenant: ["ReadInventory"], superAdmin: ["ManageInventory", "ReadTenants"] };

/** Creating, importing, syncing, editing and deleting people. */
export const writePeople: Requirement = { tenant: ["CrudInventory"], superAdmin: ["ManageInventory"] };

/** Storing or forgetting a directory connection: its credentials act for the whole organisation. */
export const manageDirectoryConnections: Requirement = {
  tenant: ["ManageOrganization"],
  superAdmin: ["ManageTenants"],
};

/** Super-admin permissions that open an organisation's people to a non-member. */
const inventorySuperAdmin: readonly SuperAdminPermission[] = ["ManageInventory"];

/**
 * Resolves the caller's grants in an organisation, authorises `requirement` and checks the
 * organisation's `inventory` feature, in that order: a stranger learns nothing about an
 * organisation's features. The organisation is `tenantId` when the call names it in its path,
 * otherwise `x-tenant-id` (403 "Organization must be set!" without one).
 */
export async function inventoryScope(
  platform: Platform,
  ctx: RequestContext,
  requirement: Requirement,
  tenantId: string = requireOrganization(ctx.tenantHeader),
) {
  const grants = await grantsIn(platform.db, requirePrincipal(ctx), tenantId, { admit: inventorySuperAdmin });
  authorize(grants, requirement);
  await requireFeature(platform.db, tenantId, "inventory");
  return grants;
}

import type { Schema } from "@bulwark/contract";
import { createScope } from "../../../platform/access/scope.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { inventoryRequirements } from "../inventory.access.js";
import { InventoryFiguresRepository } from "./figures.repository.js";

/** Groups listed by name when the caller does not say (the dashboard's chart holds this many). */
const DEFAULT_GROUP_LIMIT = 8;

/**
 * The inventory in figures for the dashboard: one call instead of a count request per group and
 * per asset type and a page-by-page read of discovered assets.
 */
export class InventoryFiguresService {
  private readonly scope;

  constructor(platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new InventoryFiguresRepository(db, tenantId));
  }

  /** People, assets and the discovery trend of the active organisation. */
  async get(ctx: RequestContext, query: { groupLimit?: number }): Promise<Schema<"InventoryFigures">> {
    const { repositories: figures } = await this.scope(ctx, inventoryRequirements.read);
    const [people, assets, discoveryTrend] = await Promise.all([
      figures.people(query.groupLimit ?? DEFAULT_GROUP_LIMIT),
      figures.assets(),
      figures.discoveryTrend(),
    ]);
    return { people, assets, discoveryTrend };
  }
}

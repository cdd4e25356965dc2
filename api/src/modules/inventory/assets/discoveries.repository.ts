import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Db } from "../../../platform/db/database.js";
import type { AssetDiscoveriesTable } from "../../../platform/db/schema.js";
import { updateAsset } from "./assets.repository.js";

export type AssetDiscovery = Schema<"AssetDiscovery">;
export type DiscoveredAsset = Schema<"DiscoveredAsset">;
export type DiscoverySource = AssetDiscovery["discoveryData"]["sources"][number];

/**
 * Discovery runs of one organisation's assets. Built with the tenant id bound; pass a transaction
 * as the executor to group changes.
 */
export class DiscoveriesRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  private discoveries() {
    return this.db
      .selectFrom("asset_discoveries")
      .innerJoin("assets", "assets.id", "asset_discoveries.asset_id")
      .where("asset_discoveries.tenant_id", "=", this.tenantId)
      .selectAll("asset_discoveries")
      .select("assets.name as asset_name");
  }

  /**
   * Opens a Requested discovery run for an asset, or answers the one already Requested (a
   * partial unique index keeps it to one, even between racing requests).
   */
  async request(assetId: string, at: string): Promise<{ discovery: AssetDiscovery; created: boolean }> {
    const inserted = await this.db
      .insertInto("asset_discoveries")
      .values({
        id: randomUUID(),
        tenant_id: this.tenantId,
        asset_id: assetId,
        status: "Requested",
        requested_at: at,
        finished_at: null,
        error: null,
        new_assets: "[]",
        sources: "[]",
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) await updateAsset(this.db, this.tenantId, assetId, { last_discovery_status: "Requested" });
    const row = await this.discoveries()
      .where("asset_discoveries.asset_id", "=", assetId)
      .where("asset_discoveries.status", "=", "Requested")
      .executeTakeFirstOrThrow();
    return { discovery: toDiscovery(row), created: inserted !== undefined };
  }

  async find(id: string): Promise<AssetDiscovery | undefined> {
    const row = await this.discoveries().where("asset_discoveries.id", "=", id).executeTakeFirst();
    return row ? toDiscovery(row) : undefined;
  }

  async list(assetId: string, skip: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.discoveries()
        .where("asset_discoveries.asset_id", "=", assetId)
        .orderBy("asset_discoveries.requested_at", "desc")
        .orderBy("asset_discoveries.id", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom("asset_discoveries")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("tenant_id", "=", this.tenantId)
        .where("asset_id", "=", assetId)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toDiscovery), total: Number(count.total) };
  }

  /** Ends a Requested run; false when it is no longer Requested (finished by another worker). */
  async finish(
    discovery: { id: string; assetId: string },
    outcome: {
      status: "Completed" | "Failed";
      error: string | null;
      newAssets: DiscoveredAsset[];
      sources: DiscoverySource[];
    },
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("asset_discoveries")
      .set({
        status: outcome.status,
        finished_at: at,
        error: outcome.error,
        new_assets: JSON.stringify(outcome.newAssets),
        sources: JSON.stringify(outcome.sources),
      })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", discovery.id)
      .where("status", "=", "Requested")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await updateAsset(this.db, this.tenantId, discovery.assetId, { last_discovery_status: outcome.status });
    return true;
  }
}

function toDiscovery(row: AssetDiscoveriesTable & { asset_name: string }): AssetDiscovery {
  return {
    id: row.id,
    assetId: row.asset_id,
    assetName: row.asset_name,
    status: row.status,
    requestedAt: row.requested_at,
    finishedAt: row.finished_at,
    error: row.error,
    discoveryData: {
      newlyDiscoveredAssets: JSON.parse(row.new_assets) as DiscoveredAsset[],
      sources: JSON.parse(row.sources) as DiscoverySource[],
    },
  };
}

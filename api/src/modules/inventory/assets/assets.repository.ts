import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import type { AssetsTable, Database } from "../../../platform/db/schema.js";
import type { AssetType } from "./asset-names.js";

export type { AssetType };

export type Asset = Schema<"Asset">;
/** An asset as stored: everything of {@link Asset} but what depends on who asks. */
export type AssetRecord = Omit<Asset, "monitoringBlockedReason">;
export type AssetOrigin = Schema<"AssetOrigin">;

/** The filters of the asset list, shared with exports. */
export interface AssetFilters {
  /** Text matched anywhere in the name (case-insensitive). */
  search?: string | undefined;
  assetType?: AssetType | undefined;
  verified?: boolean | undefined;
  monitored?: boolean | undefined;
  origin?: AssetOrigin | undefined;
  ids?: readonly string[] | undefined;
}

/** A new asset to insert. */
export interface NewAsset {
  name: string;
  assetType: AssetType;
  origin: AssetOrigin;
  parentAssetId: string | null;
}

/** Page size of {@link AssetsRepository.iterate}. */
const ITERATE_PAGE = 1000;

/** Columns of an asset the repositories of its parts keep in step (checked at, last discovery, verified). */
export type AssetChanges = Partial<Omit<AssetsTable, "id" | "tenant_id">>;

/**
 * Updates one asset of an organisation: for the repositories of the asset's parts
 * (verification, discoveries, history), which keep its summary columns in step.
 */
export async function updateAsset(db: Db, tenantId: string, id: string, changes: AssetChanges): Promise<void> {
  await db.updateTable("assets").set(changes).where("tenant_id", "=", tenantId).where("id", "=", id).execute();
}

/**
 * The assets of one organisation: the list, adding and deleting, and monitoring's schedule. Their
 * parts have their own repositories: verification (`verification.repository.ts`), discovery runs
 * (`discoveries.repository.ts`), DNS records and IP info with their history
 * (`history.repository.ts`). Built with the tenant id bound: every query filters on it, so nothing
 * here can reach another organisation's rows. Pass a transaction as the executor to group changes.
 */
export class AssetsRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  private assets() {
    return this.db.selectFrom("assets").where("assets.tenant_id", "=", this.tenantId);
  }

  private filtered(filters: AssetFilters) {
    return this.assets().where((eb) => eb.and(conditions(eb, filters)));
  }

  /** One page, newest first, and the total matching the filters. */
  async list(filters: AssetFilters, skip: number, limit: number): Promise<{ items: AssetRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(filters)
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      this.filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toAssetRecord), total: Number(count.total) };
  }

  /**
   * Every asset matching the filters, newest first like {@link list}, read in keyset pages of
   * 1,000 so an export of any size holds one page in memory and never skips or repeats a row.
   */
  async *iterate(filters: AssetFilters): AsyncIterable<AssetRecord> {
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      let query = this.filtered(filters);
      if (after) {
        const { createdAt, id } = after;
        query = query.where((eb) =>
          eb.or([eb("created_at", "<", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", "<", id)])]),
        );
      }
      const rows = await query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(ITERATE_PAGE)
        .execute();
      for (const row of rows) yield toAssetRecord(row);
      const last = rows.at(-1);
      if (!last || rows.length < ITERATE_PAGE) return;
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  async find(id: string): Promise<AssetsTable | undefined> {
    return this.assets().selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The organisation's assets among `ids` (any order; ids of others are simply not found). */
  async findMany(ids: readonly string[]): Promise<AssetsTable[]> {
    const found: AssetsTable[] = [];
    // Chunks keep the parameter count under SQLite's limit for batches of any size.
    for (let i = 0; i < ids.length; i += 500) {
      found.push(
        ...(await this.assets()
          .selectAll()
          .where("id", "in", ids.slice(i, i + 500))
          .execute()),
      );
    }
    return found;
  }

  /** Which of `names` the organisation already has. */
  async existingNames(names: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    // Chunks keep the parameter count under SQLite's limit for batches of any size.
    for (let i = 0; i < names.length; i += 500) {
      const rows = await this.assets()
        .select("name")
        .where("name", "in", names.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(row.name);
    }
    return found;
  }

  /**
   * Inserts the assets the organisation does not have yet; answers the inserted rows. A name
   * added concurrently by someone else is skipped, not an error (the unique name per tenant).
   */
  async insertMany(assets: readonly NewAsset[], createdAt: string): Promise<AssetsTable[]> {
    const inserted: AssetsTable[] = [];
    for (let i = 0; i < assets.length; i += 200) {
      const rows = await this.db
        .insertInto("assets")
        .values(
          assets.slice(i, i + 200).map((asset) => ({
            id: randomUUID(),
            tenant_id: this.tenantId,
            name: asset.name,
            asset_type: asset.assetType,
            origin: asset.origin,
            parent_asset_id: asset.parentAssetId,
            monitored: 0,
            monitoring_next_run_at: null,
            verified: 0,
            verification_method: null,
            verified_at: null,
            verification_checked_at: null,
            last_discovery_status: null,
            dns_checked_at: null,
            ip_checked_at: null,
            created_at: createdAt,
            updated_at: createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(["tenant_id", "name"]).doNothing())
        .returningAll()
        .execute();
      inserted.push(...rows);
    }
    return inserted;
  }

  /** Deletes an asset with its records, history and discoveries (cascade); false when absent. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("assets")
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  private update(id: string, changes: AssetChanges) {
    return updateAsset(this.db, this.tenantId, id, changes);
  }

  /** Starts (with the first scheduled check) or stops monitoring. */
  async setMonitoring(id: string, nextRunAt: string | null, at: string): Promise<void> {
    await this.update(id, { monitored: nextRunAt ? 1 : 0, monitoring_next_run_at: nextRunAt, updated_at: at });
  }

  /** Moves the monitoring schedule on, unless monitoring stopped or was rescheduled meanwhile. */
  async advanceMonitoring(id: string, expected: string, next: string): Promise<boolean> {
    const result = await this.db
      .updateTable("assets")
      .set({ monitoring_next_run_at: next })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .where("monitored", "=", 1)
      .where("monitoring_next_run_at", "=", expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function conditions(eb: ExpressionBuilder<Database, "assets">, filters: AssetFilters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (filters.search) {
    // Names are stored lower-case; LIKE's own wildcards in the search are matched literally.
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list.push(sql<SqlBool>`${eb.ref("assets.name")} like ${pattern} escape '\\'`);
  }
  if (filters.assetType) list.push(eb("assets.asset_type", "=", filters.assetType));
  if (filters.verified !== undefined) list.push(eb("assets.verified", "=", filters.verified ? 1 : 0));
  if (filters.monitored !== undefined) list.push(eb("assets.monitored", "=", filters.monitored ? 1 : 0));
  if (filters.origin) list.push(eb("assets.origin", "=", filters.origin));
  if (filters.ids) list.push(filters.ids.length > 0 ? eb("assets.id", "in", filters.ids) : sql<SqlBool>`1 = 0`);
  return list;
}

/** The stored row as the API's asset, less the caller-dependent field. */
export function toAssetRecord(row: AssetsTable): AssetRecord {
  return {
    id: row.id,
    name: row.name,
    assetType: row.asset_type,
    monitored: row.monitored === 1,
    verified: row.verified === 1,
    verifiedAt: row.verified_at,
    origin: row.origin,
    parentAssetId: row.parent_asset_id,
    lastDiscoveryStatus: row.last_discovery_status,
    createdAt: row.created_at,
  };
}

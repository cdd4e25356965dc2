import { randomBytes, randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Transaction } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import type {
  AssetDiscoveriesTable,
  AssetDnsRecordsTable,
  AssetIpInfoTable,
  AssetsTable,
  Database,
} from "../../../platform/db/schema.js";
import type { RecordType } from "../../../platform/net/resolver.js";
import type { AssetType } from "./asset-names.js";

export type { AssetType };

type Executor = Db | Transaction<Database>;

export type Asset = Schema<"Asset">;
/** An asset as stored: everything of {@link Asset} but what depends on who asks. */
export type AssetRecord = Omit<Asset, "monitoringBlockedReason">;
export type AssetOrigin = Schema<"AssetOrigin">;
export type AssetDiscovery = Schema<"AssetDiscovery">;
export type DiscoveredAsset = Schema<"DiscoveredAsset">;
export type DiscoverySource = AssetDiscovery["discoveryData"]["sources"][number];
export type IpInfo = Schema<"IpInfo">;
export type VerificationMethod = Schema<"VerificationMethod">;

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

/** The DNS record types stored per asset, in the order they are shown. */
export const DNS_RECORD_TYPES: readonly RecordType[] = ["A", "AAAA", "MX", "NS", "SOA", "TXT"];

/** Page size of {@link AssetsRepository.iterate}. */
const ITERATE_PAGE = 1000;

/**
 * The assets of one organisation, with their verification, DNS record and IP info history and
 * discovery runs. Built with the tenant id bound: every query filters on it, so nothing here can
 * reach another organisation's rows. Pass a transaction as the executor to group changes.
 */
export class AssetsRepository {
  constructor(
    private readonly db: Executor,
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

  private update(id: string, changes: Partial<Omit<AssetsTable, "id" | "tenant_id">>) {
    return this.db
      .updateTable("assets")
      .set(changes)
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .execute();
  }

  /** Records a verification check; a successful one (`method` set) verifies the asset. */
  async recordVerificationCheck(id: string, checkedAt: string, method: VerificationMethod | null): Promise<void> {
    await this.update(id, {
      verification_checked_at: checkedAt,
      ...(method ? { verified: 1, verification_method: method, verified_at: checkedAt, updated_at: checkedAt } : {}),
    });
  }

  /** Sets verification by hand. Unverifying also stops monitoring: only verified assets are monitored. */
  async setVerified(id: string, verified: boolean, at: string): Promise<void> {
    await this.update(
      id,
      verified
        ? { verified: 1, verification_method: "manual", verified_at: at, updated_at: at }
        : {
            verified: 0,
            verification_method: null,
            verified_at: null,
            monitored: 0,
            monitoring_next_run_at: null,
            updated_at: at,
          },
    );
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

  /** The organisation's verification token, created on first use. */
  async verificationToken(createdAt: string): Promise<string> {
    const existing = await this.db
      .selectFrom("asset_verification_tokens")
      .select("token")
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirst();
    if (existing) return existing.token;
    // Two first requests may race: the first insert wins and both read its token.
    await this.db
      .insertInto("asset_verification_tokens")
      .values({ tenant_id: this.tenantId, token: randomBytes(16).toString("hex"), created_at: createdAt })
      .onConflict((oc) => oc.column("tenant_id").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("asset_verification_tokens")
      .select("token")
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirstOrThrow();
    return row.token;
  }

  // ------------------------------------------------------------------ discoveries

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
  async requestDiscovery(assetId: string, at: string): Promise<{ discovery: AssetDiscovery; created: boolean }> {
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
    if (inserted) await this.update(assetId, { last_discovery_status: "Requested" });
    const row = await this.discoveries()
      .where("asset_discoveries.asset_id", "=", assetId)
      .where("asset_discoveries.status", "=", "Requested")
      .executeTakeFirstOrThrow();
    return { discovery: toDiscovery(row), created: inserted !== undefined };
  }

  async findDiscovery(id: string): Promise<AssetDiscovery | undefined> {
    const row = await this.discoveries().where("asset_discoveries.id", "=", id).executeTakeFirst();
    return row ? toDiscovery(row) : undefined;
  }

  async listDiscoveries(assetId: string, skip: number, limit: number) {
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
  async finishDiscovery(
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
    await this.update(discovery.assetId, { last_discovery_status: outcome.status });
    return true;
  }

  // ------------------------------------------------------------------ DNS records

  /** The current value set of each record type that has one. */
  async currentDnsRecords(assetId: string): Promise<AssetDnsRecordsTable[]> {
    return this.db
      .selectFrom("asset_dns_records")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("asset_id", "=", assetId)
      .where("is_current", "=", 1)
      .execute();
  }

  async dnsHistory(assetId: string, type: RecordType, skip: number, limit: number) {
    const scoped = this.db
      .selectFrom("asset_dns_records")
      .where("tenant_id", "=", this.tenantId)
      .where("asset_id", "=", assetId)
      .where("record_type", "=", type);
    const [rows, count] = await Promise.all([
      scoped
        .selectAll()
        .orderBy("first_seen_at", "desc")
        .orderBy("is_current", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      scoped.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.record_type,
        values: JSON.parse(row.record_values) as string[],
        firstSeenAt: row.first_seen_at,
        lastSeenAt: row.last_seen_at,
      })),
      total: Number(count.total),
    };
  }

  /**
   * Stores one check of the asset's records: a type whose values are unchanged only moves its
   * current entry's `last_seen_at`; a change closes that entry and opens a new one. A type that
   * never had records stores nothing until it has some, so the history starts with real values.
   * Answers the types that changed.
   */
  async saveDnsRecords(assetId: string, records: Partial<Record<RecordType, string[]>>, at: string) {
    const current = new Map((await this.currentDnsRecords(assetId)).map((row) => [row.record_type, row]));
    const changed: RecordType[] = [];
    for (const [type, values] of Object.entries(records) as Array<[RecordType, string[]]>) {
      const json = JSON.stringify([...values].sort(compareText));
      const entry = current.get(type);
      if (entry && entry.record_values === json) {
        await this.db.updateTable("asset_dns_records").set({ last_seen_at: at }).where("id", "=", entry.id).execute();
        continue;
      }
      if (!entry && values.length === 0) continue;
      if (entry)
        await this.db.updateTable("asset_dns_records").set({ is_current: 0 }).where("id", "=", entry.id).execute();
      await this.db
        .insertInto("asset_dns_records")
        .values({
          id: randomUUID(),
          tenant_id: this.tenantId,
          asset_id: assetId,
          record_type: type,
          record_values: json,
          is_current: 1,
          first_seen_at: at,
          last_seen_at: at,
        })
        .execute();
      changed.push(type);
    }
    await this.update(assetId, { dns_checked_at: at });
    return changed;
  }

  // ------------------------------------------------------------------ IP info

  async currentIpInfo(assetId: string): Promise<AssetIpInfoTable[]> {
    return this.db
      .selectFrom("asset_ip_info")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("asset_id", "=", assetId)
      .where("is_current", "=", 1)
      .orderBy("ip")
      .execute();
  }

  async ipInfoHistory(assetId: string, skip: number, limit: number) {
    const scoped = this.db
      .selectFrom("asset_ip_info")
      .where("tenant_id", "=", this.tenantId)
      .where("asset_id", "=", assetId);
    const [rows, count] = await Promise.all([
      scoped
        .selectAll()
        .orderBy("first_seen_at", "desc")
        .orderBy("is_current", "desc")
        .orderBy("ip")
        .offset(skip)
        .limit(limit)
        .execute(),
      scoped.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({
        ...toIpInfo(row),
        id: row.id,
        firstSeenAt: row.first_seen_at,
        lastSeenAt: row.last_seen_at,
      })),
      total: Number(count.total),
    };
  }

  /**
   * Stores one check of the asset's addresses, per address like {@link saveDnsRecords}: the same
   * info moves `last_seen_at`, different info opens a new entry, an address no longer seen stops
   * being current (its history stays).
   */
  async saveIpInfo(assetId: string, infos: readonly IpInfo[], at: string): Promise<void> {
    const current = new Map((await this.currentIpInfo(assetId)).map((row) => [row.ip, row]));
    for (const info of infos) {
      const entry = current.get(info.ip);
      current.delete(info.ip);
      if (entry && sameIpInfo(toIpInfo(entry), info)) {
        await this.db.updateTable("asset_ip_info").set({ last_seen_at: at }).where("id", "=", entry.id).execute();
        continue;
      }
      if (entry) await this.db.updateTable("asset_ip_info").set({ is_current: 0 }).where("id", "=", entry.id).execute();
      await this.db
        .insertInto("asset_ip_info")
        .values({
          id: randomUUID(),
          tenant_id: this.tenantId,
          asset_id: assetId,
          ip: info.ip,
          reverse_dns: JSON.stringify(info.reverseDns),
          asn: info.asn,
          as_organization: info.asOrganization,
          country: info.country,
          is_current: 1,
          first_seen_at: at,
          last_seen_at: at,
        })
        .execute();
    }
    for (const gone of current.values()) {
      await this.db.updateTable("asset_ip_info").set({ is_current: 0 }).where("id", "=", gone.id).execute();
    }
    await this.update(assetId, { ip_checked_at: at });
  }
}

// Code-unit order, not localeCompare: stored sets must compare equal on every machine.
const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

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

/** A stored IP info entry as the API shows it. */
export function toIpInfo(row: AssetIpInfoTable): IpInfo {
  return {
    ip: row.ip,
    reverseDns: JSON.parse(row.reverse_dns) as string[],
    asn: row.asn === null ? null : Number(row.asn),
    asOrganization: row.as_organization,
    country: row.country,
  };
}

function sameIpInfo(a: IpInfo, b: IpInfo): boolean {
  return (
    JSON.stringify([...a.reverseDns].sort(compareText)) === JSON.stringify([...b.reverseDns].sort(compareText)) &&
    a.asn === b.asn &&
    a.asOrganization === b.asOrganization &&
    a.country === b.country
  );
}

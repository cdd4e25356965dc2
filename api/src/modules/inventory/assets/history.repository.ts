import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Db } from "../../../platform/db/database.js";
import type { AssetDnsRecordsTable, AssetIpInfoTable } from "../../../platform/db/schema.js";
import type { RecordType } from "../../../platform/net/resolver.js";
import { updateAsset } from "./assets.repository.js";

export type IpInfo = Schema<"IpInfo">;

/** The DNS record types stored per asset, in the order they are shown. */
export const DNS_RECORD_TYPES: readonly RecordType[] = ["A", "AAAA", "MX", "NS", "SOA", "TXT"];

/**
 * The DNS records and IP info of one organisation's assets, with their history: a check that sees
 * the same values extends the current entry, a change opens a new one. Built with the tenant id
 * bound; pass a transaction as the executor to group changes.
 */
export class HistoryRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

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
    await updateAsset(this.db, this.tenantId, assetId, { dns_checked_at: at });
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
    await updateAsset(this.db, this.tenantId, assetId, { ip_checked_at: at });
  }
}

// Code-unit order, not localeCompare: stored sets must compare equal on every machine.
const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

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

import type { Schema } from "@bulwark/contract";
import { sql } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import type { AssetType } from "../assets/asset-names.js";

type InventoryFigures = Schema<"InventoryFigures">;

/** The asset types in the order the figures list them. */
const ASSET_TYPES: readonly AssetType[] = ["domain", "subdomain", "ipv4", "ipv6"];

/** Days in the discovery trend, today included. */
export const TREND_DAYS = 30;

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of a date in UTC: the stored timestamps are ISO strings in UTC, so their first 10 characters. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The inventory's figures for one organisation, counted by the database (GROUP BY), never by
 * reading rows: people by group, assets by type and verification, and what discovery added per
 * day. Built with the tenant id bound, so no count can take in another organisation's rows.
 * Reads the people and assets tables (and the group labels); writes nothing.
 */
export class InventoryFiguresRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  /** People in total, the `groupLimit` largest groups, and those in none of them. */
  async people(groupLimit: number): Promise<InventoryFigures["people"]> {
    const [totalRow, groups] = await Promise.all([
      this.db
        .selectFrom("people")
        .where("tenant_id", "=", this.tenantId)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom("labels")
        .innerJoin("person_labels", "person_labels.label_id", "labels.id")
        .where("labels.tenant_id", "=", this.tenantId)
        .where("labels.kind", "=", "group")
        .select((eb) => ["labels.id", "labels.name", eb.fn.countAll<number | string>().as("n")])
        .groupBy(["labels.id", "labels.name"])
        .orderBy("n", "desc")
        .orderBy("labels.name")
        .limit(groupLimit)
        .execute(),
    ]);
    const total = Number(totalRow.n);
    let inListed = 0;
    if (groups.length > 0) {
      // People can be in several groups: count each person once, by their row number.
      const row = await this.db
        .selectFrom("person_labels")
        .where(
          "label_id",
          "in",
          groups.map((g) => g.id),
        )
        .select((eb) => eb.fn.count<number | string>("person_num").distinct().as("n"))
        .executeTakeFirstOrThrow();
      inListed = Number(row.n);
    }
    return {
      total,
      groups: groups.map((g) => ({ name: g.name, count: Number(g.n) })),
      other: Math.max(0, total - inListed),
    };
  }

  /** Assets in total, verified, monitored, and by type × verification (every type, zeros included). */
  async assets(): Promise<InventoryFigures["assets"]> {
    const rows = await this.db
      .selectFrom("assets")
      .where("tenant_id", "=", this.tenantId)
      .select((eb) => [
        "asset_type",
        "verified",
        eb.fn.countAll<number | string>().as("n"),
        eb.fn.sum<number | string>("monitored").as("monitored"),
      ])
      .groupBy(["asset_type", "verified"])
      .execute();
    const byType = ASSET_TYPES.map((assetType) => ({ assetType, verified: 0, unverified: 0 }));
    let monitored = 0;
    for (const row of rows) {
      const entry = byType.find((t) => t.assetType === row.asset_type);
      if (!entry) continue;
      const n = Number(row.n);
      if (Number(row.verified) === 1) entry.verified += n;
      else entry.unverified += n;
      monitored += Number(row.monitored ?? 0);
    }
    const verified = byType.reduce((sum, t) => sum + t.verified, 0);
    const total = byType.reduce((sum, t) => sum + t.verified + t.unverified, 0);
    return { total, verified, monitored, byType };
  }

  /**
   * Assets discovery added (origin `automatic`) on each of the last {@link TREND_DAYS} UTC days,
   * oldest first, today last, days without any as 0.
   */
  async discoveryTrend(now = new Date()): Promise<InventoryFigures["discoveryTrend"]> {
    const days = Array.from({ length: TREND_DAYS }, (_, i) =>
      utcDay(new Date(now.getTime() - (TREND_DAYS - 1 - i) * DAY_MS)),
    );
    // Both databases have substr(); the timestamps are ISO text in UTC, so the first 10 characters are the day.
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom("assets")
      .where("tenant_id", "=", this.tenantId)
      .where("origin", "=", "automatic")
      .where("created_at", ">=", `${days[0]}T00:00:00.000Z`)
      .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("n")])
      .groupBy(day)
      .execute();
    const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
    return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  }
}

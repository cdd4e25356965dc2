import type { Schema } from "@bulwark/contract";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { allFeatures } from "../../platform/features.js";

type PlatformFigures = Schema<"PlatformFigures">;

/**
 * The whole platform in figures, counted by the database (one aggregate query per table), for a
 * super-admin's Platform view. Reads organisations, users, people and assets; writes nothing.
 * People and assets count only in active organisations, as removed ones show nowhere else.
 */
export class PlatformFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Every figure of {@link PlatformFigures}. */
  async figures(): Promise<PlatformFigures> {
    const [organizations, users, people, assets] = await Promise.all([
      this.organizations(),
      this.users(),
      this.people(),
      this.assets(),
    ]);
    return { organizations, users, people, assets };
  }

  private async organizations(): Promise<PlatformFigures["organizations"]> {
    // Features are a JSON array of names in one text column: a quoted-name match counts each in
    // SQL on both databases (no name is a part of another once quoted).
    const row = await this.db
      .selectFrom("tenants")
      .select((eb) => [
        eb.fn.sum<number | string>(sql`case when deleted_at is null then 1 else 0 end`).as("active"),
        eb.fn.sum<number | string>(sql`case when deleted_at is null then 0 else 1 end`).as("removed"),
        ...allFeatures.map((feature) =>
          eb.fn
            .sum<number | string>(
              sql`case when deleted_at is null and features like ${`%"${feature}"%`} then 1 else 0 end`,
            )
            .as(`f_${feature}`),
        ),
      ])
      .executeTakeFirstOrThrow();
    const values = row as Record<string, number | string | null>;
    return {
      active: Number(row.active ?? 0),
      removed: Number(row.removed ?? 0),
      byFeature: allFeatures.map((feature) => ({ feature, count: Number(values[`f_${feature}`] ?? 0) })),
    };
  }

  private async users(): Promise<PlatformFigures["users"]> {
    const row = await this.db
      .selectFrom("users")
      .where("deleted_at", "is", null)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("total"),
        eb.fn.sum<number | string>("is_verified").as("verified"),
        eb.fn.sum<number | string>("totp_enabled").as("twoFactor"),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), verified: Number(row.verified ?? 0), twoFactor: Number(row.twoFactor ?? 0) };
  }

  private async people(): Promise<PlatformFigures["people"]> {
    const row = await this.db
      .selectFrom("people")
      .innerJoin("tenants", "tenants.id", "people.tenant_id")
      .where("tenants.deleted_at", "is", null)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow();
    return { total: Number(row.total) };
  }

  private async assets(): Promise<PlatformFigures["assets"]> {
    const row = await this.db
      .selectFrom("assets")
      .innerJoin("tenants", "tenants.id", "assets.tenant_id")
      .where("tenants.deleted_at", "is", null)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("total"),
        eb.fn.sum<number | string>("assets.verified").as("verified"),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), verified: Number(row.verified ?? 0) };
  }
}

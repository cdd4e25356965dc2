import type { Schema } from "@bulwark/contract";
import type { Selectable } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { PhishingSendingProfilesTable } from "../../platform/db/schema.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";

export type SendingProfile = Schema<"SendingProfile">;

/** A profile's values as stored: the password already sealed (or null, or undefined to keep it). */
export interface SendingProfileValues {
  name: string;
  host: string;
  port: number;
  security: SendingProfile["security"];
  username: string | null;
  /** Sealed; `undefined` on update keeps the stored one. */
  passwordSealed?: string | null;
  fromAddress: string;
  ratePerMinute: number | null;
}

/** What sending needs, including the sealed password (never part of an answer). */
export interface SendingProfileSecret extends SendingProfile {
  passwordSealed: string | null;
}

function toProfile(row: Selectable<PhishingSendingProfilesTable>): SendingProfileSecret {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    security: row.security as SendingProfile["security"],
    username: row.username,
    hasPassword: row.password_sealed !== null,
    passwordSealed: row.password_sealed,
    fromAddress: row.from_address,
    ratePerMinute: row.rate_per_minute,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Drops the sealed password: what answers carry. */
export const publicProfile = ({ passwordSealed: _sealed, ...profile }: SendingProfileSecret): SendingProfile => profile;

/** The organisation's sending profiles (SMTP settings), bound to it. */
export class SendingProfilesRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  private scoped() {
    return this.db.selectFrom("phishing_sending_profiles").where("tenant_id", "=", this.tenantId);
  }

  async list(skip: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.scoped().selectAll().orderBy("name").orderBy("id").offset(skip).limit(limit).execute(),
      this.scoped()
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => publicProfile(toProfile(row))), total: Number(total.n) };
  }

  async find(id: string): Promise<SendingProfileSecret | undefined> {
    const row = await this.scoped().selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toProfile(row) : undefined;
  }

  async insert(id: string, values: SendingProfileValues): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto("phishing_sending_profiles")
      .values({
        id,
        tenant_id: this.tenantId,
        name: values.name,
        host: values.host,
        port: values.port,
        security: values.security,
        username: values.username,
        password_sealed: values.passwordSealed ?? null,
        from_address: values.fromAddress,
        rate_per_minute: values.ratePerMinute,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async update(id: string, values: SendingProfileValues): Promise<boolean> {
    const result = await this.db
      .updateTable("phishing_sending_profiles")
      .set({
        name: values.name,
        host: values.host,
        port: values.port,
        security: values.security,
        username: values.username,
        ...(values.passwordSealed === undefined ? {} : { password_sealed: values.passwordSealed }),
        from_address: values.fromAddress,
        rate_per_minute: values.ratePerMinute,
        updated_at: nowIso(),
      })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("phishing_sending_profiles")
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** A new profile id, made before sealing: the password's sealing names its profile. */
export const newProfileId = () => uuidv7();

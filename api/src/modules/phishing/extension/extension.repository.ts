import type { Schema } from "@bulwark/contract";
import { type SqlBool, sql } from "kysely";
import { type Db, type Dialect, nowIso } from "../../../platform/db/database.js";
import type { PhishingExtensionReportsTable } from "../../../platform/db/schema.js";
import { normaliseSearch } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";

type ReportStatus = Schema<"PhishingExtensionReportStatus">;

/** An organisation's extension key and reports, bound to the organisation. */
export class ExtensionRepository {
  constructor(
    private readonly db: Db,
    private readonly tenantId: string,
  ) {}

  /** The organisation's name and extension data (read from its record; the organisations module writes it). */
  async tenant() {
    return this.db
      .selectFrom("tenants")
      .select(["name", "extension_data"])
      .where("id", "=", this.tenantId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
  }

  /** The live key with its creator's name. */
  async liveKey() {
    return this.db
      .selectFrom("phishing_extension_keys as k")
      .leftJoin("users as u", "u.id", "k.created_by_user_id")
      .select(["k.id", "k.prefix", "k.created_at", "k.last_used_at", "u.first_name", "u.last_name"])
      .where("k.tenant_id", "=", this.tenantId)
      .where("k.revoked_at", "is", null)
      .executeTakeFirst();
  }

  /** Revokes the live key (if any) and stores a new one: one live key at a time. */
  async rotateKey(input: { prefix: string; keyHash: string; createdBy: string }) {
    const now = nowIso();
    await this.db
      .updateTable("phishing_extension_keys")
      .set({ revoked_at: now })
      .where("tenant_id", "=", this.tenantId)
      .where("revoked_at", "is", null)
      .execute();
    const id = uuidv7();
    await this.db
      .insertInto("phishing_extension_keys")
      .values({
        id,
        tenant_id: this.tenantId,
        prefix: input.prefix,
        key_hash: input.keyHash,
        created_by_user_id: input.createdBy,
        created_at: now,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    return { id, createdAt: now };
  }

  /** The report of this reporter for this message id, when they reported it before. */
  async reportOf(reporterEmail: string, messageId: string) {
    return this.db
      .selectFrom("phishing_extension_reports")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("reporter_email", "=", reporterEmail)
      .where("message_id", "=", messageId)
      .executeTakeFirst();
  }

  /** How many reports this reporter stored since `since`, and the earliest of them (for Retry-After). */
  async reportsSince(reporterEmail: string, since: string) {
    const row = await this.db
      .selectFrom("phishing_extension_reports")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min("reported_at").as("first")])
      .where("tenant_id", "=", this.tenantId)
      .where("reporter_email", "=", reporterEmail)
      .where("reported_at", ">=", since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), first: row.first as string | null };
  }

  /** Stores a report; false when the same reporter's same message is already there (a concurrent twin). */
  async insertReport(row: Omit<PhishingExtensionReportsTable, "tenant_id">): Promise<boolean> {
    const result = await this.db
      .insertInto("phishing_extension_reports")
      .values({ ...row, tenant_id: this.tenantId })
      .onConflict((oc) => oc.columns(["tenant_id", "reporter_email", "message_id"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}

/** The live extension key with this hash, its use recorded; undefined for an unknown or revoked one. */
export async function useExtensionKey(db: Db, keyHash: string) {
  const key = await db
    .selectFrom("phishing_extension_keys")
    .select(["id", "tenant_id"])
    .where("key_hash", "=", keyHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (key)
    await db.updateTable("phishing_extension_keys").set({ last_used_at: nowIso() }).where("id", "=", key.id).execute();
  return key;
}

/** The filters of the super-admins' list. */
export interface ReportsFilter {
  tenantId?: string | undefined;
  status?: ReportStatus | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Every organisation's extension reports: the super-admins' list only (its service authorises
 * ManagePhishing first). The one repository of this module not bound to an organisation.
 */
export class ExtensionReportsAdminRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  private filtered(filter: ReportsFilter) {
    let query = this.db
      .selectFrom("phishing_extension_reports as r")
      .innerJoin("tenants as t", "t.id", "r.tenant_id")
      .where("t.deleted_at", "is", null);
    if (filter.tenantId) query = query.where("r.tenant_id", "=", filter.tenantId);
    if (filter.status) query = query.where("r.status", "=", filter.status);
    if (filter.from) query = query.where("r.reported_at", ">=", filter.from);
    if (filter.to) query = query.where("r.reported_at", "<", filter.to);
    if (filter.search) {
      const needle = normaliseSearch(filter.search);
      // By position, not LIKE: a `%` or `_` in the term is matched as typed.
      const has = (column: string) =>
        this.dialect === "postgres"
          ? sql<SqlBool>`strpos(lower(${sql.ref(column)}), ${needle}) > 0`
          : sql<SqlBool>`instr(lower(${sql.ref(column)}), ${needle}) > 0`;
      query = query.where((eb) => eb.or([has("r.sender"), has("r.subject"), has("r.reporter_email")]));
    }
    return query;
  }

  async list(filter: ReportsFilter, skip: number, limit: number) {
    const base = this.filtered(filter);
    const [items, count] = await Promise.all([
      base
        .selectAll("r")
        .select("t.name as organization_name")
        .orderBy("r.reported_at", "desc")
        .orderBy("r.id", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async find(id: string) {
    return this.db
      .selectFrom("phishing_extension_reports as r")
      .innerJoin("tenants as t", "t.id", "r.tenant_id")
      .selectAll("r")
      .select("t.name as organization_name")
      .where("r.id", "=", id)
      .where("t.deleted_at", "is", null)
      .executeTakeFirst();
  }

  async setStatus(id: string, status: ReportStatus): Promise<boolean> {
    const result = await this.db
      .updateTable("phishing_extension_reports")
      .set({ status, updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

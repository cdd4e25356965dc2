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

/** The filters of an organisation's reported emails. */
export interface ReportedEmailsFilter {
  kind?: "Simulation" | "Suspicious" | undefined;
  status?: ReportStatus | undefined;
  search?: string | undefined;
}

/**
 * An organisation's reported emails, both kinds in one list: its suspicious emails (extension
 * reports) and its simulation emails reported (each email once, from its first report), newest
 * first. Bound to the organisation like {@link ExtensionRepository}.
 */
export class ReportedEmailsRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly tenantId: string,
  ) {}

  private union(filter: ReportedEmailsFilter) {
    const suspicious = this.db
      .selectFrom("phishing_extension_reports as r")
      .select([
        "r.id as id",
        sql<string>`'Suspicious'`.as("kind"),
        "r.reporter_email as reporter_email",
        sql<string | null>`r.source`.as("source"),
        "r.sender as sender",
        "r.subject as subject",
        "r.received_at as received_at",
        "r.reported_at as reported_at",
        sql<string | null>`r.status`.as("status"),
        sql<string | null>`null`.as("simulation_id"),
        sql<string | null>`null`.as("simulation_name"),
      ])
      .where("r.tenant_id", "=", this.tenantId);
    const simulation = this.db
      .selectFrom("phishing_sends as s")
      .innerJoin("phishing_targets as t", (join) =>
        join.onRef("t.id", "=", "s.target_id").onRef("t.tenant_id", "=", "s.tenant_id"),
      )
      .innerJoin("phishing_simulations as m", (join) =>
        join.onRef("m.id", "=", "s.simulation_id").onRef("m.tenant_id", "=", "s.tenant_id"),
      )
      .innerJoin("phishing_simulation_templates as st", (join) =>
        join
          .onRef("st.simulation_id", "=", "s.simulation_id")
          .onRef("st.template_id", "=", "s.template_id")
          .onRef("st.tenant_id", "=", "s.tenant_id"),
      )
      // The template as it is now, for its sending address; a template deleted since leaves it empty.
      .leftJoin("phishing_templates as p", "p.id", "s.template_id")
      .select([
        "s.id as id",
        sql<string>`'Simulation'`.as("kind"),
        "t.email as reporter_email",
        sql<string | null>`null`.as("source"),
        sql<string>`coalesce(p.sending_email, '')`.as("sender"),
        "st.template_name as subject",
        "s.sent_at as received_at",
        sql<string>`s.reported_at`.as("reported_at"),
        sql<string | null>`null`.as("status"),
        sql<string | null>`m.id`.as("simulation_id"),
        sql<string | null>`m.name`.as("simulation_name"),
      ])
      .where("s.tenant_id", "=", this.tenantId)
      .where("s.reported_at", "is not", null);
    let query = this.db.selectFrom(suspicious.unionAll(simulation).as("e"));
    if (filter.kind) query = query.where("e.kind", "=", filter.kind);
    if (filter.status) query = query.where("e.status", "=", filter.status);
    if (filter.search) query = query.where(senderSubjectOrReporter(this.dialect, filter.search, "e"));
    return query;
  }

  async list(filter: ReportedEmailsFilter, skip: number, limit: number) {
    const base = this.union(filter);
    const [items, count] = await Promise.all([
      base.selectAll("e").orderBy("e.reported_at", "desc").orderBy("e.id", "desc").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
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

/**
 * A report list's search: `search` anywhere in the sender, the subject or the reporter of table
 * `alias`, case-insensitively. By position, not LIKE: a `%` or `_` in the term is matched as typed.
 */
function senderSubjectOrReporter(dialect: Dialect, search: string, alias: "r" | "e") {
  const needle = normaliseSearch(search);
  const has = (column: string) =>
    dialect === "postgres"
      ? sql<SqlBool>`strpos(lower(${sql.ref(`${alias}.${column}`)}), ${needle}) > 0`
      : sql<SqlBool>`instr(lower(${sql.ref(`${alias}.${column}`)}), ${needle}) > 0`;
  return sql<SqlBool>`(${has("sender")} or ${has("subject")} or ${has("reporter_email")})`;
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
    if (filter.search) query = query.where(senderSubjectOrReporter(this.dialect, filter.search, "r"));
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

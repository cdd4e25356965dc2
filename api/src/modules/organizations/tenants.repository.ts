import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database, TenantsTable } from "../../platform/db/schema.js";
import type { Role } from "../../platform/permissions.js";

type Executor = Db | Transaction<Database>;
export type Tenant = Schema<"Tenant">;
export type Feature = Schema<"Feature">;
export type ExtensionData = Schema<"ExtensionData">;

/** Features a new organisation starts with; WAF is off by default (seeds, platform section 9). */
export const defaultFeatures: Feature[] = ["inventory", "monitoring", "learning", "phishing", "leaks"];

export const emptyExtensionData: Schema<"ExtensionData"> = {
  whitelistedDomains: [],
  headerOverlayMessage: "",
  formOverlayMessage: "",
  formOverlayEnabled: false,
};

/** The logo's version in its URL: it changes with every upload, so a versioned URL never goes stale. */
export const logoVersion = (logoFileId: string) => logoFileId.slice(0, 8);

/** The public, versioned URL of an organisation's logo; null when it has none. */
const logoUrl = (row: Pick<TenantsTable, "id" | "logo_file_id">, publicUrl: string) =>
  row.logo_file_id ? `${publicUrl}/api/v1/users/tenants/${row.id}/logo?v=${logoVersion(row.logo_file_id)}` : null;

/** Maps a stored organisation to the API shape; `roles` are the caller's roles in it. */
export function toTenant(row: TenantsTable, roles: Role[], publicUrl: string): Tenant {
  return {
    id: row.id,
    name: row.name,
    logo: logoUrl(row, publicUrl),
    color: row.color,
    webUrl: row.web_url,
    industry: row.industry as Tenant["industry"],
    features: JSON.parse(row.features) as Feature[],
    roles,
    requireTwoFactor: row.require_two_factor === 1,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
}

/**
 * An organisation's public face (its name and logo URL) for pages outside the app, such as the
 * learner's player and a course's join page: what lets a learner trust the email that brought
 * them. Undefined for an organisation that is gone.
 */
export async function publicOrganization(
  db: Executor,
  tenantId: string,
  publicUrl: string,
): Promise<Schema<"PlayerOrganization"> | undefined> {
  const row = await db
    .selectFrom("tenants")
    .select(["id", "name", "logo_file_id"])
    .where("id", "=", tenantId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? { name: row.name, logo: logoUrl(row, publicUrl) } : undefined;
}

/** Whether the user has two-factor on (for the organisation's two-factor requirement). */
export async function userHasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("totp_enabled").where("id", "=", userId).executeTakeFirst();
  return row?.totp_enabled === 1;
}

/** The organisations a user is a member of (not removed ones), by name, with the user's roles. */
export async function tenantsOfUser(db: Executor, userId: string) {
  const rows = await db
    .selectFrom("tenant_members")
    .innerJoin("tenants", "tenants.id", "tenant_members.tenant_id")
    .selectAll("tenants")
    .select("tenant_members.roles as member_roles")
    .where("tenant_members.user_id", "=", userId)
    .where("tenants.deleted_at", "is", null)
    .orderBy("tenants.name")
    .execute();
  return rows.map(({ member_roles, ...row }) => ({
    row: row as TenantsTable,
    roles: JSON.parse(member_roles) as Role[],
  }));
}

/** One page of the organisations a user is a member of (not removed ones), by name. */
export async function pageTenantsOfUser(db: Executor, userId: string, skip: number, limit: number) {
  const base = db
    .selectFrom("tenant_members")
    .innerJoin("tenants", "tenants.id", "tenant_members.tenant_id")
    .where("tenant_members.user_id", "=", userId)
    .where("tenants.deleted_at", "is", null);
  const [rows, count] = await Promise.all([
    base
      .selectAll("tenants")
      .select("tenant_members.roles as member_roles")
      .orderBy(sql`lower(tenants.name)`)
      .orderBy("tenants.id")
      .offset(skip)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), items: rows.map(withRoles) };
}

/**
 * One page of every organisation, removed ones included, by name; `roles` are `userId`'s roles
 * where they are a member. For super-admins.
 */
export async function pageAllTenants(db: Executor, userId: string, skip: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("tenants")
      .leftJoin("tenant_members", (join) =>
        join.onRef("tenant_members.tenant_id", "=", "tenants.id").on("tenant_members.user_id", "=", userId),
      )
      .selectAll("tenants")
      .select("tenant_members.roles as member_roles")
      .orderBy(sql`lower(tenants.name)`)
      .orderBy("tenants.id")
      .offset(skip)
      .limit(limit)
      .execute(),
    db
      .selectFrom("tenants")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), items: rows.map(withRoles) };
}

function withRoles({ member_roles, ...row }: TenantsTable & { member_roles: string | null }) {
  return { row: row as TenantsTable, roles: member_roles ? (JSON.parse(member_roles) as Role[]) : [] };
}

/** Stores a new organisation with `ownerId` as its first member. */
export async function insertTenant(
  trx: Transaction<Database>,
  values: Pick<TenantsTable, "name" | "color" | "web_url" | "industry">,
  ownerId: string,
  ownerRoles: Role[],
): Promise<TenantsTable> {
  const now = nowIso();
  const row: TenantsTable = {
    id: randomUUID(),
    ...values,
    logo_file_id: null,
    features: JSON.stringify(defaultFeatures),
    extension_data: JSON.stringify(emptyExtensionData),
    require_two_factor: 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto("tenants").values(row).execute();
  await trx
    .insertInto("tenant_members")
    .values({ tenant_id: row.id, user_id: ownerId, roles: JSON.stringify(ownerRoles), created_at: now })
    .execute();
  return row;
}

/** An organisation's own row and its files. Built with the tenant id bound. */
export class TenantRepository {
  constructor(
    private readonly db: Executor,
    readonly tenantId: string,
  ) {}

  withTransaction(trx: Transaction<Database>) {
    return new TenantRepository(trx, this.tenantId);
  }

  find(): Promise<TenantsTable | undefined> {
    return this.db.selectFrom("tenants").selectAll().where("id", "=", this.tenantId).executeTakeFirst();
  }

  async get(): Promise<TenantsTable> {
    return this.db.selectFrom("tenants").selectAll().where("id", "=", this.tenantId).executeTakeFirstOrThrow();
  }

  /**
   * Takes the organisation's row lock until the transaction ends (a no-op update: a row lock on
   * PostgreSQL, the write lock on SQLite). Membership and invitation changes take it first, so two
   * concurrent changes cannot both pass a check such as "another Admin remains".
   */
  async lock(): Promise<void> {
    await this.db
      .updateTable("tenants")
      .set((eb) => ({ id: eb.ref("id") }))
      .where("id", "=", this.tenantId)
      .execute();
  }

  async update(
    values: Partial<Pick<TenantsTable, "name" | "color" | "web_url" | "industry" | "require_two_factor">>,
  ): Promise<void> {
    await this.db
      .updateTable("tenants")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", this.tenantId)
      .execute();
  }

  /** Sets or clears `deleted_at`; answers whether the state changed. */
  async setDeletedAt(deletedAt: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable("tenants")
      .set({ deleted_at: deletedAt, updated_at: nowIso() })
      .where("id", "=", this.tenantId)
      .where("deleted_at", deletedAt ? "is" : "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setFeatures(features: Feature[]): Promise<void> {
    await this.db
      .updateTable("tenants")
      .set({ features: JSON.stringify(features), updated_at: nowIso() })
      .where("id", "=", this.tenantId)
      .execute();
  }

  async setExtensionData(data: ExtensionData): Promise<void> {
    await this.db
      .updateTable("tenants")
      .set({ extension_data: JSON.stringify(data), updated_at: nowIso() })
      .where("id", "=", this.tenantId)
      .execute();
  }

  /** The logo bytes, if the organisation has a logo. */
  logo(logoFileId: string) {
    return this.db
      .selectFrom("files")
      .select(["id", "content_type", "data"])
      .where("id", "=", logoFileId)
      .where("tenant_id", "=", this.tenantId)
      .executeTakeFirst();
  }

  /** Stores a new logo file, points the organisation at it and drops the file it replaces. */
  async replaceLogo(contentType: string, data: Buffer, previousFileId: string | null): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("files")
      .values({
        id,
        tenant_id: this.tenantId,
        content_type: contentType,
        size: data.length,
        data,
        created_at: nowIso(),
      })
      .execute();
    await this.db
      .updateTable("tenants")
      .set({ logo_file_id: id, updated_at: nowIso() })
      .where("id", "=", this.tenantId)
      .execute();
    if (previousFileId) {
      await this.db
        .deleteFrom("files")
        .where("id", "=", previousFileId)
        .where("tenant_id", "=", this.tenantId)
        .execute();
    }
    return id;
  }
}

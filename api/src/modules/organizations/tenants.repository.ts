import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import type { Database, TenantsTable } from "../../platform/db/schema.js";
import type { Role } from "../../platform/permissions.js";

type Executor = Db | Transaction<Database>;
export type Tenant = Schema<"Tenant">;
export type Feature = Schema<"Feature">;

/** Features a new organisation starts with; WAF is off by default (seeds, platform section 9). */
export const defaultFeatures: Feature[] = ["inventory", "monitoring", "learning", "phishing", "leaks"];

export const emptyExtensionData: Schema<"ExtensionData"> = {
  whitelistedDomains: [],
  headerOverlayMessage: "",
  formOverlayMessage: "",
  formOverlayEnabled: false,
};

/** Maps a stored organisation to the API shape; `roles` are the caller's roles in it. */
export function toTenant(row: TenantsTable, roles: Role[], publicUrl: string): Tenant {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo_file_id
      ? `${publicUrl}/api/v1/users/tenants/${row.id}/logo?v=${row.logo_file_id.slice(0, 8)}`
      : null,
    color: row.color,
    webUrl: row.web_url,
    industry: row.industry as Tenant["industry"],
    features: JSON.parse(row.features) as Feature[],
    roles,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
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

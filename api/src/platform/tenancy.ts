import type { Db } from "./db/database.js";
import { reusable } from "./db/reusable.js";
import { forbidden, notFound, twoFactorRequired } from "./errors.js";
import type { Feature } from "./features.js";
import type { Principal } from "./http/context.js";
import { type Grants, permissionsOfRoles, type Role, type SuperAdminPermission } from "./permissions.js";

const tenantWithMembership = reusable(2, (db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom("tenants")
    .leftJoin("tenant_members", (join) =>
      join.onRef("tenant_members.tenant_id", "=", "tenants.id").on("tenant_members.user_id", "=", userId),
    )
    .select([
      "tenants.id",
      "tenants.deleted_at",
      "tenants.require_two_factor",
      "tenants.features",
      "tenant_members.roles",
    ])
    .select((eb) =>
      eb.selectFrom("users").select("users.totp_enabled").where("users.id", "=", userId).as("caller_totp_enabled"),
    )
    .where("tenants.id", "=", tenantId),
);

/**
 * Resolves what a principal may do in one organisation. Membership is the gate: a user who is
 * not a member gets 403 unless a super-admin permission lets them in; an organisation that does
 * not exist (or was removed, for non-super-admins) is 404. Repositories for tenant data are then
 * built with the returned tenant id bound. `includeRemoved` resolves members' grants in a removed
 * organisation too, for the one call that acts on it: restoring it. `admit` lists further
 * super-admin permissions that let a non-member into a (live) organisation, for the areas they
 * administer across organisations (ManageInventory for assets).
 */
export async function grantsIn(
  db: Db,
  principal: Principal,
  tenantId: string,
  options: { includeRemoved?: boolean; admit?: readonly SuperAdminPermission[] } = {},
): Promise<Grants & { tenantId: string; features: readonly Feature[] }> {
  // One query on every tenant-scoped request: the organisation (with its features, which the
  // scope checks next) and the caller's membership row.
  const [tenant] = await tenantWithMembership(db, tenantId, principal.userId);
  const superAdmin = principal.superAdminPermissions;
  const isTenantSuperAdmin = superAdmin.has("ManageTenants") || superAdmin.has("ReadTenants");
  if (!tenant || (tenant.deleted_at && !isTenantSuperAdmin && !options.includeRemoved)) throw notFound("Organization");
  const member = tenant.roles === null ? undefined : { roles: tenant.roles };
  const admitted = !tenant.deleted_at && (options.admit ?? []).some((permission) => superAdmin.has(permission));
  if (!member && !isTenantSuperAdmin && !admitted) {
    // A removed organisation stays invisible to everyone but its own members.
    throw tenant.deleted_at ? notFound("Organization") : forbidden("Not a member of this organization");
  }
  assertTwoFactorPolicy(principal, tenant.require_two_factor === 1, tenant.caller_totp_enabled === 1);
  const roles = member ? (JSON.parse(member.roles) as Role[]) : [];
  return { tenantId, features: JSON.parse(tenant.features) as Feature[], ...memberGrants(principal, tenantId, roles) };
}

/** The grants of a principal holding `roles` in an organisation (none: a super-admin let in). */
export function memberGrants(principal: Principal, tenantId: string, roles: readonly Role[]): Grants {
  return {
    superAdmin: principal.superAdminPermissions,
    tenant: { tenantId, roles, permissions: new Set(permissionsOfRoles(roles)) },
  };
}

/**
 * An organisation's "require two-factor for members": a signed-in user without two-factor gets
 * 403 `TwoFactorRequired` on its data, members and super-admins alike (an organisation that asks
 * for two-factor wants it of everyone who opens its data, and a platform operator without it is
 * the bigger risk). API keys and embed tokens are not sign-ins: they were minted by someone who
 * passed this gate (or by an organisation admin's key) and are left alone.
 */
export function assertTwoFactorPolicy(principal: Principal, required: boolean, callerHasTwoFactor: boolean): void {
  if (!required || callerHasTwoFactor || principal.apiKey || principal.embed) return;
  throw twoFactorRequired();
}

/** Grants outside any organisation: super-admin permissions only. */
export const globalGrants = (principal: Principal): Grants => ({ superAdmin: principal.superAdminPermissions });

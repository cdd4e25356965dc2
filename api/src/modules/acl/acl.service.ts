import type { Schema } from "@bulwark/contract";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { permissionGroups, rolePermissions, roles, type SuperAdminPermission } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { grantsIn } from "../../platform/tenancy.js";

/** Answers what the signed-in user may do; any signed-in user may ask about themselves. */
export class AclService {
  constructor(private readonly platform: Platform) {}

  async myPermissions(ctx: RequestContext): Promise<Schema<"MyPermissions">> {
    const principal = requirePrincipal(ctx);
    const superAdmin = [...principal.superAdminPermissions].sort() as SuperAdminPermission[];
    if (!ctx.tenantHeader) return { tenantId: null, roles: [], permissions: [], superAdminPermissions: superAdmin };
    const grants = await grantsIn(this.platform.db, principal, ctx.tenantHeader);
    return {
      tenantId: grants.tenantId,
      roles: [...(grants.tenant?.roles ?? [])],
      permissions: [...(grants.tenant?.permissions ?? [])].sort() as Schema<"Permission">[],
      superAdminPermissions: superAdmin,
    };
  }

  catalogue(): Schema<"PermissionCatalogue"> {
    return {
      groups: permissionGroups.map((g) => ({ group: g.group, permissions: [...g.permissions] })),
      roles: roles.map((role) => ({ role, permissions: [...rolePermissions[role]] })),
    };
  }
}

import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { permissionGroups, rolePermissions, roles, type SuperAdminPermission } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { requirements as organizations } from "../organizations/organizations.access.js";

/** Answers what the signed-in user may do; any signed-in user may ask about themselves. */
export class AclService {
  private readonly scope;

  constructor(platform: Platform) {
    this.scope = createScope(platform);
  }

  /** Without `x-tenant-id`, the super-admin permissions only; with it, what the caller may read of that organisation. */
  async myPermissions(ctx: RequestContext): Promise<Schema<"MyPermissions">> {
    const principal = requirePrincipal(ctx);
    const superAdmin = [...principal.superAdminPermissions].sort() as SuperAdminPermission[];
    if (!ctx.tenantHeader) return { tenantId: null, roles: [], permissions: [], superAdminPermissions: superAdmin };
    // Being a member (or a super-admin who reads organisations) is what it takes to ask.
    const { tenantId, grants } = await this.scope(ctx, organizations.read);
    return {
      tenantId,
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

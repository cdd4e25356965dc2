import type { Schema } from "@bulwark/contract";
import type { Request } from "express";
import { allowsInMembership, authorizeGlobal, createScope } from "../../platform/access/scope.js";
import { nowIso } from "../../platform/db/database.js";
import type { TenantsTable } from "../../platform/db/schema.js";
import { conflict, forbidden, notFound } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { readImageUpload } from "../../platform/http/image-upload.js";
import { BinaryReply } from "../../platform/http/router.js";
import type { Grants, Role } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { InvitationsService } from "./invitations.service.js";
import { MembersService } from "./members.service.js";
import { requirements } from "./organizations.access.js";
import { organizationRepositories } from "./repositories.js";
import {
  type ExtensionData,
  type Feature,
  insertTenant,
  logoVersion,
  pageAllTenants,
  pageTenantsOfUser,
  type Tenant,
  TenantRepository,
  tenantsOfUser,
  toTenant,
  userHasTwoFactor,
} from "./tenants.repository.js";

/**
 * Organisations: create, list, edit, remove and restore, logo, features and extension data.
 * Members and invitations are the `members` and `invitations` services beside it.
 */
export class OrganizationsService {
  readonly members: MembersService;
  readonly invitations: InvitationsService;
  private readonly scope;

  constructor(readonly platform: Platform) {
    this.members = new MembersService(platform);
    this.invitations = new InvitationsService(platform);
    this.scope = createScope(platform, (db, { tenantId }) => organizationRepositories(db, tenantId));
  }

  /** The caller's organisations by name; with `all`, every organisation (super-admins who read organisations). */
  async list(
    ctx: RequestContext,
    query: { skip?: number; limit?: number; all?: boolean },
  ): Promise<Schema<"TenantList">> {
    const principal = requirePrincipal(ctx);
    const skip = query.skip ?? 0;
    const limit = query.limit ?? 20;
    let page: Awaited<ReturnType<typeof pageTenantsOfUser>>;
    if (query.all) {
      authorizeGlobal(ctx, requirements.listEvery);
      page = await pageAllTenants(this.platform.db, principal.userId, skip, limit);
    } else {
      page = await pageTenantsOfUser(this.platform.db, principal.userId, skip, limit);
    }
    return { total: page.total, items: page.items.map(({ row, roles }) => this.toTenant(row, roles)) };
  }

  /**
   * A verified user with no organisation may set up a first one; further ones need ManageTenants
   * (super-admin, or a group admin role in an organisation). The creator becomes its Admin.
   */
  async create(ctx: RequestContext, body: Schema<"CreateTenantRequest">): Promise<Tenant> {
    const principal = requirePrincipal(ctx);
    if (!principal.isVerified) throw forbidden("Verify your email first");
    const memberships = await tenantsOfUser(this.platform.db, principal.userId);
    // Not a call in one organisation: the permission counts wherever the user holds it (a group
    // admin), and a super-admin's anywhere.
    const mayCreate = memberships.some(({ row, roles }) =>
      allowsInMembership(principal, { tenantId: row.id, roles, features: [] }, requirements.createFurther),
    );
    if (memberships.length > 0 && !mayCreate) throw forbidden();
    const ownerRoles: Role[] = ["Admin"];
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const created = await insertTenant(
        trx,
        { name: body.name, web_url: body.webUrl ?? null, color: body.color ?? null, industry: body.industry ?? null },
        principal.userId,
        ownerRoles,
      );
      await recordActivity(trx, ctx, {
        tenantId: created.id,
        eventName: "TenantCreated",
        eventGroup: "TenantManagement",
        description: `${created.name} created`,
        data: { name: created.name },
      });
      return created;
    });
    return this.toTenant(row, ownerRoles);
  }

  async get(ctx: RequestContext, tenantId: string): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.read, { tenantId });
    const row = await scope.repositories.tenant.get();
    return this.toTenant(row, rolesOf(scope.grants));
  }

  /** Name is always sent; web address, colour and industry change when present (null clears them). */
  async update(ctx: RequestContext, tenantId: string, body: Schema<"UpdateTenantRequest">): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const changes = {
      name: body.name,
      ...(body.webUrl !== undefined ? { web_url: body.webUrl } : {}),
      ...(body.color !== undefined ? { color: body.color } : {}),
      ...(body.industry !== undefined ? { industry: body.industry } : {}),
    };
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      await tenant.update(changes);
      const updated = await tenant.get();
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "TenantUpdated",
        eventGroup: "TenantManagement",
        description: `${updated.name} updated`,
        data: body,
      });
      return updated;
    });
    return this.toTenant(row, rolesOf(scope.grants));
  }

  /** Soft delete: the organisation disappears for its members and nothing is lost. Removing twice changes nothing. */
  async remove(ctx: RequestContext, tenantId: string): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      if (await tenant.setDeletedAt(nowIso())) {
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "TenantRemoved",
          eventGroup: "TenantAdministration",
          description: "Organization removed",
        });
      }
      return tenant.get();
    });
    return this.toTenant(row, rolesOf(scope.grants));
  }

  /** Brings a removed organisation back as it was. Its Admins may undo their own removal. */
  async restore(ctx: RequestContext, tenantId: string): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId, includeRemoved: true });
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      if (await tenant.setDeletedAt(null)) {
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "TenantRestored",
          eventGroup: "TenantAdministration",
          description: "Organization restored",
        });
      }
      return tenant.get();
    });
    return this.toTenant(row, rolesOf(scope.grants));
  }

  /**
   * The logo, publicly (image tags send no token). A request carrying the current version may be
   * cached for good, since a new upload changes the version in the organisation's `logo` URL.
   */
  async logo(tenantId: string, version: string | undefined): Promise<BinaryReply> {
    const tenant = new TenantRepository(this.platform.db, tenantId);
    const row = await tenant.find();
    if (!row?.logo_file_id || row.deleted_at) throw notFound("Logo");
    const file = await tenant.logo(row.logo_file_id);
    if (!file) throw notFound("Logo");
    const current = version === logoVersion(row.logo_file_id);
    return new BinaryReply(file.content_type, Buffer.from(file.data), {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      // A logo's file is never changed, only replaced by a new one: its id names its bytes.
      ETag: `"${row.logo_file_id}"`,
      "Content-Security-Policy": "default-src 'none'",
      "Content-Disposition": "inline",
    });
  }

  /** Multipart field `image`: PNG, JPEG, GIF or WEBP by its bytes, under 5 MB. Nothing is stored on error. */
  async uploadLogo(ctx: RequestContext, tenantId: string, request: Request): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const image = await readImageUpload(request, { field: "image" });
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      const before = await tenant.get();
      const fileId = await tenant.replaceLogo(image.contentType, image.data, before.logo_file_id);
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "TenantLogoChanged",
        eventGroup: "TenantManagement",
        description: "Logo changed",
        data: { fileId, contentType: image.contentType, size: image.data.length },
      });
      return tenant.get();
    });
    return this.toTenant(row, rolesOf(scope.grants));
  }

  /**
   * Turns "require two-factor for members" on or off. Turning it on needs two-factor on the
   * caller's own account, as GitHub asks of an owner, so nobody locks themselves out with it.
   */
  async setTwoFactorPolicy(ctx: RequestContext, tenantId: string, body: Schema<"TwoFactorPolicy">): Promise<Tenant> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    if (body.requireTwoFactor && !(await userHasTwoFactor(this.platform.db, scope.principal.userId))) {
      throw conflict("Turn on two-factor authentication for your own account before requiring it of members");
    }
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      const before = await tenant.get();
      const value = body.requireTwoFactor ? 1 : 0;
      if (before.require_two_factor !== value) {
        await tenant.update({ require_two_factor: value });
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "TwoFactorPolicyChanged",
          eventGroup: "TenantManagement",
          description: body.requireTwoFactor
            ? "Two-factor authentication required for members"
            : "Two-factor authentication no longer required for members",
          data: body,
        });
      }
      return tenant.get();
    });
    return this.toTenant(row, rolesOf(scope.grants));
  }

  async getFeatures(ctx: RequestContext, tenantId: string): Promise<Schema<"FeaturesPayload">> {
    const scope = await this.scope(ctx, requirements.read, { tenantId });
    const row = await scope.repositories.tenant.get();
    return { features: JSON.parse(row.features) as Feature[] };
  }

  async setFeatures(
    ctx: RequestContext,
    tenantId: string,
    body: Schema<"FeaturesPayload">,
  ): Promise<Schema<"FeaturesPayload">> {
    const scope = await this.scope(ctx, requirements.administer, { tenantId });
    const features = [...new Set(body.features)];
    await this.platform.db.transaction().execute(async (trx) => {
      const { tenant } = scope.within(trx);
      const before = JSON.parse((await tenant.get()).features) as Feature[];
      await tenant.setFeatures(features);
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "TenantFeaturesChanged",
        eventGroup: "TenantAdministration",
        description: `Features: ${features.length ? features.join(", ") : "none"}`,
        data: { before, after: features },
      });
    });
    return { features };
  }

  async getExtensionData(ctx: RequestContext, tenantId: string): Promise<ExtensionData> {
    const scope = await this.scope(ctx, requirements.read, { tenantId });
    const row = await scope.repositories.tenant.get();
    return JSON.parse(row.extension_data) as ExtensionData;
  }

  /** Domains are stored lowercase, each once. */
  async saveExtensionData(ctx: RequestContext, tenantId: string, body: ExtensionData): Promise<ExtensionData> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const data: ExtensionData = {
      whitelistedDomains: [...new Set(body.whitelistedDomains.map((domain) => domain.toLowerCase()))],
      headerOverlayMessage: body.headerOverlayMessage,
      formOverlayMessage: body.formOverlayMessage,
      formOverlayEnabled: body.formOverlayEnabled,
    };
    await this.platform.db.transaction().execute(async (trx) => {
      await scope.within(trx).tenant.setExtensionData(data);
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "ExtensionDataSaved",
        eventGroup: "TenantManagement",
        description: `Reporting extension saved: ${data.whitelistedDomains.length} whitelisted ${data.whitelistedDomains.length === 1 ? "domain" : "domains"}`,
        data,
      });
    });
    return data;
  }

  private toTenant(row: TenantsTable, roles: Role[]): Tenant {
    return toTenant(row, roles, this.platform.config.publicUrl);
  }
}

/** The caller's roles in the organisation (none for a super-admin who is not a member). */
export const rolesOf = (grants: Grants): Role[] => [...(grants.tenant?.roles ?? [])];

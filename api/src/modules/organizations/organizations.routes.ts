import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { OrganizationsService } from "./organizations.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Routes of organisations: the organisation itself, its logo, members, invitations, features and extension data. */
export function organizationsRoutes(bind: Bind, organizations: OrganizationsService): Router {
  const r = Router();
  const { members, invitations } = organizations;
  // Literal paths first, so `/tenants/invitations/...` is never read as a tenant id.
  bind(r, "previewInvitation", ({ query }) => invitations.preview(query.token));
  bind(r, "acceptInvitation", ({ body }, ctx) => invitations.accept(ctx, body));

  bind(r, "listMyTenants", ({ query }, ctx) => organizations.list(ctx, query));
  bind(r, "createTenant", ({ body }, ctx) => organizations.create(ctx, body));
  bind(r, "getTenant", ({ path }, ctx) => organizations.get(ctx, path.tenantId));
  bind(r, "updateTenant", ({ path, body }, ctx) => organizations.update(ctx, path.tenantId, body));
  bind(r, "removeTenant", ({ path }, ctx) => organizations.remove(ctx, path.tenantId));
  bind(r, "restoreTenant", ({ path }, ctx) => organizations.restore(ctx, path.tenantId));
  bind(r, "getTenantLogo", ({ path, query }) => organizations.logo(path.tenantId, query.v));
  bind(r, "uploadTenantLogo", ({ path, request }, ctx) => organizations.uploadLogo(ctx, path.tenantId, request));
  bind(r, "getTenantFeatures", ({ path }, ctx) => organizations.getFeatures(ctx, path.tenantId));
  bind(r, "setTwoFactorPolicy", ({ path, body }, ctx) => organizations.setTwoFactorPolicy(ctx, path.tenantId, body));
  bind(r, "setTenantFeatures", ({ path, body }, ctx) => organizations.setFeatures(ctx, path.tenantId, body));
  bind(r, "getTenantExtensionData", ({ path }, ctx) => organizations.getExtensionData(ctx, path.tenantId));
  bind(r, "saveTenantExtensionData", ({ path, body }, ctx) =>
    organizations.saveExtensionData(ctx, path.tenantId, body),
  );

  bind(r, "listTenantMembers", ({ path, query }, ctx) => members.list(ctx, path.tenantId, query));
  bind(r, "removeTenantMember", ({ path }, ctx) => members.remove(ctx, path.tenantId, path.userId));
  bind(r, "setTenantMemberRoles", ({ path, body }, ctx) => members.setRoles(ctx, path.tenantId, path.userId, body));

  bind(r, "listTenantInvitations", ({ path, query }, ctx) => invitations.list(ctx, path.tenantId, query));
  bind(r, "inviteToTenant", ({ path, body }, ctx) => invitations.invite(ctx, path.tenantId, body));
  bind(r, "revokeTenantInvitation", ({ path }, ctx) => invitations.revoke(ctx, path.tenantId, path.invitationId));
  bind(r, "resendTenantInvitation", ({ path }, ctx) => invitations.resend(ctx, path.tenantId, path.invitationId));
  return r;
}

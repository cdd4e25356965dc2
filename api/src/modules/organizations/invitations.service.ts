import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { randomToken, sha256 } from "../../platform/auth/secrets.js";
import { nowIso } from "../../platform/db/database.js";
import { alreadyMemberOrInvited, notFound, validationFailed } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { emails } from "../../platform/mail/templates.js";
import type { Role } from "../../platform/permissions.js";
import { type Platform, SEND_EMAIL } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { acceptInvitationInTransaction } from "./invitations.js";
import { findLiveInvitation, type Invitation } from "./invitations.repository.js";
import { requirements } from "./organizations.access.js";
import { organizationRepositories } from "./repositories.js";
import { type Tenant, toTenant } from "./tenants.repository.js";

/**
 * Invitations to an organisation. A token is emailed once and stored only as its SHA-256, so
 * the database never holds a working link; resending issues a new token and kills the old link.
 */
export class InvitationsService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => organizationRepositories(db, tenantId));
  }

  async list(
    ctx: RequestContext,
    tenantId: string,
    query: { skip?: number; limit?: number },
  ): Promise<Schema<"InvitationList">> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    return scope.repositories.invitations.listPending(query.skip ?? 0, query.limit ?? 20);
  }

  /**
   * All or nothing: if any address belongs to a member or has a pending invitation, nobody is
   * invited (409 AlreadyMemberOrInvited). Each invitation is emailed through the job queue, in
   * the same transaction.
   */
  async invite(
    ctx: RequestContext,
    tenantId: string,
    body: Schema<"InviteRequest">,
  ): Promise<Schema<"InvitationList">> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const { principal } = scope;
    const addresses = body.emails.map((email) => email.toLowerCase());
    if (new Set(addresses).size !== addresses.length) {
      throw validationFailed(
        [{ path: "body.emails", message: "Duplicate email addresses are not allowed" }],
        "Duplicate email addresses are not allowed",
      );
    }
    const roles: Role[] = [...new Set(body.roles)];
    const invitedBy = `${principal.firstName} ${principal.lastName}`;
    const createdAt = nowIso();
    const items: Invitation[] = [];
    await this.platform.db.transaction().execute(async (trx) => {
      const { tenant, members, invitations } = scope.within(trx);
      // Two invitations of one address at once must not both pass the check below.
      await tenant.lock();
      const { name } = await tenant.get();
      const taken = [...(await members.memberEmails(addresses)), ...(await invitations.pendingEmails(addresses))];
      if (taken.length > 0) throw alreadyMemberOrInvited();
      const rows = addresses.map((email) => ({ id: randomUUID(), email, token: randomToken() }));
      await invitations.insert(
        rows.map(({ id, email, token }) => ({
          id,
          email,
          roles: JSON.stringify(roles),
          invited_by_user_id: principal.userId,
          token_hash: sha256(token),
          created_at: createdAt,
        })),
      );
      for (const { id, email, token } of rows) {
        await this.platform.queue.enqueue(
          SEND_EMAIL,
          emails.invitation(email, principal.language, invitedBy, name, this.acceptLink(token)),
          {},
          trx,
        );
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "UserInvited",
          eventGroup: "TenantManagement",
          description: `${email} invited as ${roles.join(", ")}`,
          data: { invitationId: id, email, roles },
        });
        items.push({ id, email, roles, invitedBy, createdAt });
      }
    });
    return { items, total: items.length };
  }

  async revoke(ctx: RequestContext, tenantId: string, invitationId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    await this.platform.db.transaction().execute(async (trx) => {
      const { invitations } = scope.within(trx);
      const invitation = await invitations.findPending(invitationId);
      if (!invitation || !(await invitations.revoke(invitationId))) throw notFound("Invitation");
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "InvitationRevoked",
        eventGroup: "TenantManagement",
        description: `Invitation of ${invitation.email} withdrawn`,
        data: { invitationId, email: invitation.email },
      });
    });
  }

  /** Emails the invitation again with a fresh link; the previous link stops working. */
  async resend(ctx: RequestContext, tenantId: string, invitationId: string): Promise<Invitation> {
    const scope = await this.scope(ctx, requirements.manage, { tenantId });
    const { principal } = scope;
    return this.platform.db.transaction().execute(async (trx) => {
      const { invitations } = scope.within(trx);
      const invitation = await invitations.findPending(invitationId);
      const token = randomToken();
      if (!invitation || !(await invitations.replaceToken(invitationId, sha256(token)))) throw notFound("Invitation");
      const { name } = await scope.within(trx).tenant.get();
      const inviter = invitation.invitedBy || `${principal.firstName} ${principal.lastName}`;
      await this.platform.queue.enqueue(
        SEND_EMAIL,
        emails.invitation(invitation.email, principal.language, inviter, name, this.acceptLink(token)),
        {},
        trx,
      );
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "InvitationResent",
        eventGroup: "TenantManagement",
        description: `Invitation of ${invitation.email} sent again`,
        data: { invitationId, email: invitation.email },
      });
      return invitation;
    });
  }

  /** Public: what a link is for, so the accept page can name the organisation before sign-in. */
  async preview(token: string): Promise<Schema<"InvitationPreview">> {
    const invitation = await findLiveInvitation(this.platform.db, sha256(token));
    if (!invitation) return { valid: false };
    return { valid: true, tenantName: invitation.tenantName, email: invitation.email, invitedBy: invitation.invitedBy };
  }

  /** The signed-in user joins; the invitation must be pending and addressed to their email. */
  async accept(ctx: RequestContext, body: Schema<"TokenPayload">): Promise<Tenant> {
    const principal = requirePrincipal(ctx);
    return this.platform.db.transaction().execute(async (trx) => {
      const tenantId = await acceptInvitationInTransaction(trx, ctx, body.token);
      // The invitation is the authorisation here: it names the organisation and the address.
      const { tenant, members } = organizationRepositories(trx, tenantId);
      const row = await tenant.get();
      const member = await members.find(principal.userId);
      return toTenant(row, member?.roles ?? [], this.platform.config.publicUrl);
    });
  }

  private acceptLink(token: string): string {
    return `${this.platform.config.publicUrl}/organizations/invitation/accept?token=${encodeURIComponent(token)}`;
  }
}

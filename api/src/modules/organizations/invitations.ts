import type { Transaction } from "kysely";
import { sha256 } from "../../platform/auth/secrets.js";
import type { Db } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import { invitationNotValid } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import type { Role } from "../../platform/permissions.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { UsersRepository } from "../users/users.repository.js";
import { findLiveInvitation, markAccepted } from "./invitations.repository.js";
import { MembersRepository } from "./members.repository.js";

/** The address a live invitation token was sent to; undefined for an unknown, used or withdrawn token. */
export async function invitedEmail(db: Db, token: string): Promise<string | undefined> {
  return (await findLiveInvitation(db, sha256(token)))?.email;
}

/**
 * Accepts a pending invitation for the principal inside the caller's transaction: the principal's
 * email must be the invited one, and following the emailed link verifies that address. Answers
 * the organisation id. Throws "Invitation not valid".
 * Used by `acceptInvitation` and by registration with an `organizationToken`.
 */
export async function acceptInvitationInTransaction(
  trx: Transaction<Database>,
  ctx: RequestContext,
  token: string,
): Promise<string> {
  const principal = requirePrincipal(ctx);
  const invitation = await findLiveInvitation(trx, sha256(token));
  if (!invitation || invitation.email !== principal.email.toLowerCase()) throw invitationNotValid();
  if (!(await markAccepted(trx, invitation.id))) throw invitationNotValid();
  const roles = JSON.parse(invitation.roles) as Role[];
  await new MembersRepository(trx, invitation.tenantId).add(principal.userId, roles);
  // The link was emailed to this address, so following it proves the address.
  await new UsersRepository(trx).markVerified(principal.userId);
  await recordActivity(trx, ctx, {
    tenantId: invitation.tenantId,
    eventName: "InvitationAccepted",
    eventGroup: "TenantManagement",
    description: `${principal.email} joined ${invitation.tenantName}`,
    data: { invitationId: invitation.id, email: principal.email, organization: invitation.tenantName, roles },
  });
  return invitation.tenantId;
}

import type { Transaction } from "kysely";
import { sha256 } from "../../platform/auth/secrets.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import { invitationNotValid } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";

/**
 * Accepts a pending invitation for the principal inside the caller's transaction: the principal's
 * email must be the invited one. Answers the organisation id. Throws "Invitation not valid".
 */
export async function acceptInvitationInTransaction(
  trx: Transaction<Database>,
  ctx: RequestContext,
  token: string,
): Promise<string> {
  const principal = requirePrincipal(ctx);
  const invitation = await trx
    .selectFrom("invitations")
    .innerJoin("tenants", "tenants.id", "invitations.tenant_id")
    .select(["invitations.id", "invitations.tenant_id", "invitations.email", "invitations.roles", "tenants.name"])
    .where("invitations.token_hash", "=", sha256(token))
    .where("invitations.status", "=", "Pending")
    .where("tenants.deleted_at", "is", null)
    .executeTakeFirst();
  if (!invitation || invitation.email !== principal.email.toLowerCase()) throw invitationNotValid();
  const updated = await trx
    .updateTable("invitations")
    .set({ status: "Accepted", accepted_at: nowIso() })
    .where("id", "=", invitation.id)
    .where("status", "=", "Pending")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw invitationNotValid();
  await trx
    .insertInto("tenant_members")
    .values({
      tenant_id: invitation.tenant_id,
      user_id: principal.userId,
      roles: invitation.roles,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(["tenant_id", "user_id"]).doNothing())
    .execute();
  await recordActivity(trx, ctx, {
    tenantId: invitation.tenant_id,
    eventName: "InvitationAccepted",
    eventGroup: "TenantManagement",
    description: `${principal.email} joined ${invitation.name}`,
    data: { invitationId: invitation.id, roles: JSON.parse(invitation.roles) },
  });
  return invitation.tenant_id;
}

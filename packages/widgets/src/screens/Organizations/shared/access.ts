import { allows, requirements } from "../../../data/permissions";
import type { Session } from "../../../data/session";

/**
 * Whether the user may change `tenantId` (edit it, its members, invitations, extension data and
 * API keys): the ManageOrganization permission there, or the ManageTenants super-admin
 * permission (as the API's `manageOrganization` requirement says). The session's permissions
 * are those of the active organisation, so for another one only super-admins qualify here; the
 * API has the last word either way.
 */
export function canManageOrganization(session: Session, tenantId: string | null | undefined): boolean {
  const active = Boolean(tenantId) && tenantId === session.tenantId;
  const { manageOrganization } = requirements;
  return allows(session, active ? manageOrganization : { superAdmin: manageOrganization.superAdmin });
}

/** Whether the user may restore removed organisations (super-admin ManageTenants). */
export function canRestoreOrganizations(session: Session): boolean {
  return session.superAdminPermissions.has("ManageTenants");
}

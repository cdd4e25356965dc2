import type { Session } from "../../data/session";

/**
 * Whether the user may create another organisation: ManageTenants as a super-admin or through a
 * role in the active organisation (a group administrator). A user without any organisation sets
 * up the first one through "Get Started" instead.
 */
export function canCreateOrganization(session: Pick<Session, "permissions" | "superAdminPermissions">): boolean {
  return session.superAdminPermissions.has("ManageTenants") || session.permissions.has("ManageTenants");
}

/** Whether the user holds any super-admin permission: then the Platform/Administration switcher shows. */
export function isSuperAdmin(session: Pick<Session, "superAdminPermissions">): boolean {
  return session.superAdminPermissions.size > 0;
}

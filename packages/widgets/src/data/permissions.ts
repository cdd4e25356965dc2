import { useCallback } from "react";
import { type Session, useSession } from "./session";

/**
 * What a call or a part of a screen needs, in the API's own terms (`api/src/platform/permissions.ts`,
 * `Requirement`): any one of the listed grants suffices.
 */
export interface Requirement {
  /** Permission code(s) in the active organisation (`ManageOrganization`, `ReadInventory`, ...). */
  permission?: string | readonly string[];
  /** Super-admin permission code(s) (`ManageTenants`, ...), which suffice on their own. */
  superAdmin?: readonly string[];
}

/**
 * Whether `session` meets `requirement`: one of its super-admin codes, or one of its permissions
 * in the active organisation (from `GET /api/v1/users/acl/permissions/my-permissions`). The rule
 * every screen uses to decide what to ask for and what to show, so nothing a role cannot use is
 * requested (a refused call would show "Error happened") or offered. The API has the last word.
 */
export function allows(session: Pick<Session, "permissions" | "superAdminPermissions">, requirement: Requirement) {
  if (requirement.superAdmin?.some((code) => session.superAdminPermissions.has(code))) return true;
  const permissions =
    requirement.permission === undefined
      ? []
      : typeof requirement.permission === "string"
        ? [requirement.permission]
        : requirement.permission;
  return permissions.some((code) => session.permissions.has(code));
}

/** {@link allows} for the session of the nearest `BulwarkProvider`: `const can = useCan(); can(requirements.manageOrganization)`. */
export function useCan(): (requirement: Requirement) => boolean {
  const session = useSession();
  return useCallback((requirement: Requirement) => allows(session, requirement), [session]);
}

/** Requirements the API states for calls several screens make (see the modules' `*.access.ts`). */
export const requirements = {
  /** Members, invitations, API keys, the activity log and changes to the organisation. */
  manageOrganization: { permission: "ManageOrganization", superAdmin: ["ManageTenants"] },
} as const satisfies Record<string, Requirement>;

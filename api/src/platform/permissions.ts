import type { Schema } from "@bulwark/contract";
import { forbidden } from "./errors.js";
import type { Feature } from "./features.js";

export type Permission = Schema<"Permission">;
export type SuperAdminPermission = Schema<"SuperAdminPermission">;
export type Role = Schema<"Role">;

/** Permission groups of the seeds (platform section 6), plus Organization for managing one's own organisation. */
export const permissionGroups = [
  {
    group: "SuperAdmin",
    permissions: [
      "ManageTenants",
      "ManageLearningContent",
      "ManageInventory",
      "ManageTemplatesLibrary",
      "ManageLearning",
      "ManageVulnerabilities",
      "ManageLeaks",
      "ManageUsers",
      "ManagePhishing",
      "ReadTenants",
    ],
  },
  { group: "Learning", permissions: ["ReadLearning", "CrudLearning"] },
  { group: "Vulnerability", permissions: ["ReadVulnerability"] },
  { group: "Inventory", permissions: ["ReadInventory", "CrudInventory"] },
  { group: "Phishing", permissions: ["ReadPhishing", "CrudPhishing"] },
  { group: "Waf", permissions: ["ReadWaf"] },
  { group: "GroupAdmin", permissions: ["ManageTenants"] },
  { group: "DataLeaks", permissions: ["ReadLeaks"] },
  { group: "Organization", permissions: ["ManageOrganization"] },
] as const satisfies ReadonlyArray<{ group: string; permissions: readonly string[] }>;

export const superAdminPermissions: readonly SuperAdminPermission[] = permissionGroups[0].permissions;

/**
 * Organisation roles and the codes each grants. The seeds do not name roles; these follow how
 * security teams split the work.
 */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  Admin: [
    "ReadLearning",
    "CrudLearning",
    "ReadVulnerability",
    "ReadInventory",
    "CrudInventory",
    "ReadPhishing",
    "CrudPhishing",
    "ReadWaf",
    "ReadLeaks",
    "ManageOrganization",
  ],
  SecurityAnalyst: [
    "ReadLearning",
    "ReadVulnerability",
    "ReadInventory",
    "CrudInventory",
    "ReadPhishing",
    "ReadWaf",
    "ReadLeaks",
  ],
  AwarenessManager: ["ReadLearning", "CrudLearning", "ReadPhishing", "CrudPhishing", "ReadInventory"],
  GroupAdmin: ["ManageTenants", "ReadInventory"],
  Viewer: ["ReadInventory"],
};

export const roles = Object.keys(rolePermissions) as Role[];

export function permissionsOfRoles(memberRoles: readonly Role[]): Permission[] {
  const set = new Set<Permission>();
  for (const role of memberRoles) for (const permission of rolePermissions[role] ?? []) set.add(permission);
  return [...set].sort();
}

/** What an actor may do: their super-admin permissions and, in an organisation, their role permissions. */
export interface Grants {
  superAdmin: ReadonlySet<string>;
  tenant?: { tenantId: string; roles: readonly Role[]; permissions: ReadonlySet<string> } | undefined;
}

/**
 * What a call needs: any one of the listed grants suffices. Each module declares its requirements
 * once, in a small table (`<module>.access.ts`), and hands them to the scope function
 * (`platform/access/scope.ts`), which also checks `feature`.
 */
export interface Requirement {
  /** Organisation permission code(s), checked in the organisation the call works in; any one suffices. */
  permission?: Permission | readonly Permission[];
  /**
   * Super-admin permission codes; any one suffices on its own, and lets a super-admin who is not
   * a member into the organisation.
   */
  superAdmin?: readonly SuperAdminPermission[];
  /** The organisation feature the call belongs to, checked after the permission (403 FeatureNotEnabled). */
  feature?: Feature;
}

/** Every organisation permission code. Each role grants at least one, so holding any means "a member". */
export const anyOrganizationPermission: readonly Permission[] = [...new Set(Object.values(rolePermissions).flat())];

/** The organisation permission codes of a requirement, as a list. */
export const permissionsOf = (requirement: Requirement): readonly Permission[] =>
  requirement.permission === undefined
    ? []
    : typeof requirement.permission === "string"
      ? [requirement.permission]
      : requirement.permission;

/** Whether `grants` satisfy the requirement's permissions (its feature is the scope's to check). */
export function allows(grants: Grants, requirement: Requirement): boolean {
  if (requirement.superAdmin?.some((p) => grants.superAdmin.has(p))) return true;
  const tenant = grants.tenant;
  return tenant !== undefined && permissionsOf(requirement).some((p) => tenant.permissions.has(p));
}

/**
 * The permission check under the scope function: throws 403 unless one of the requirement's
 * grants is held. Services call the scope (`platform/access/scope.ts`), not this.
 */
export function authorize(grants: Grants, requirement: Requirement): void {
  if (!allows(grants, requirement)) throw forbidden();
}

import type { Schema } from "@bulwark/contract";
import { forbidden } from "./errors.js";

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

/** A requirement: any one of the listed grants suffices. */
export interface Requirement {
  /** Organisation permission codes, checked in the active organisation. */
  tenant?: readonly Permission[];
  /** Super-admin permission codes. */
  superAdmin?: readonly SuperAdminPermission[];
}

export function allows(grants: Grants, requirement: Requirement): boolean {
  if (requirement.superAdmin?.some((p) => grants.superAdmin.has(p))) return true;
  if (grants.tenant && requirement.tenant?.some((p) => grants.tenant?.permissions.has(p))) return true;
  return false;
}

/**
 * The one authorisation check. Every service method calls it first; it throws 403 unless one
 * of the requirement's grants is held.
 */
export function authorize(grants: Grants, requirement: Requirement): void {
  if (!allows(grants, requirement)) throw forbidden();
}

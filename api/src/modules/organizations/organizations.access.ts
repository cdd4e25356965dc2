import { type Permission, type Requirement, rolePermissions } from "../../platform/permissions.js";

/** Every organisation permission code. Each role grants at least one, so holding any means "a member". */
const anyOrganizationPermission = [...new Set(Object.values(rolePermissions).flat())] as Permission[];

/** Reading an organisation (details, features, extension data): any member, or a super-admin who reads organisations. */
export const readOrganization: Requirement = {
  tenant: anyOrganizationPermission,
  superAdmin: ["ReadTenants", "ManageTenants"],
};

/** Editing an organisation, its logo, members, roles, invitations and extension data; removing and restoring it. */
export const manageOrganization: Requirement = { tenant: ["ManageOrganization"], superAdmin: ["ManageTenants"] };

/** Switching an organisation's features: super-admins only. */
export const administerOrganizations: Requirement = { superAdmin: ["ManageTenants"] };

/** Listing every organisation, removed ones included. */
export const listEveryOrganization: Requirement = { superAdmin: ["ReadTenants", "ManageTenants"] };

/** Creating an organisation beyond one's first: super-admin ManageTenants, or a group admin role anywhere. */
export const createFurtherOrganization: Requirement = { tenant: ["ManageTenants"], superAdmin: ["ManageTenants"] };

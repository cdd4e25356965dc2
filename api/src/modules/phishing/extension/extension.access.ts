import type { Requirement } from "../../../platform/access/scope.js";
import { anyOrganizationPermission } from "../../../platform/permissions.js";

/**
 * What the report button's calls need. The extension key is checked apart (it is no person): it
 * reads its organisation's extension data and sends reports, nothing else.
 */
export const requirements = {
  /** A signed-in member reporting an email or reading the extension data (the intranet element). */
  member: { permission: anyOrganizationPermission },
  /** Seeing and rotating the organisation's extension key: who manages the extension data. */
  manageKey: { permission: "ManageOrganization" },
  /** The organisation's own reported emails: who reads its phishing simulations. */
  organizationReports: {
    permission: ["ReadPhishing", "CrudPhishing"],
    superAdmin: ["ManagePhishing", "ReadTenants"],
    feature: "phishing",
  },
  /** The super-admins' extension reports (seeds: "Extension reports need ManagePhishing"). */
  reports: { superAdmin: ["ManagePhishing"] },
} as const satisfies Record<string, Requirement>;

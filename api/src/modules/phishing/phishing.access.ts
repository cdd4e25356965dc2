import type { Requirement } from "../../platform/access/scope.js";

/**
 * What the phishing content calls need. An organisation's templates, landing pages and sending
 * profiles are its own, behind its `phishing` feature; the common library ("All organisations")
 * is the super-admins' (ManageTemplatesLibrary).
 */
export const requirements = {
  /** Reading templates and landing pages in an organisation (its own and the common library). */
  read: {
    permission: ["ReadPhishing", "CrudPhishing"],
    superAdmin: ["ManagePhishing", "ManageTemplatesLibrary", "ReadTenants"],
    feature: "phishing",
  },
  /** Changing the organisation's own content, its sending profiles, sending test emails. */
  write: { permission: "CrudPhishing", superAdmin: ["ManagePhishing"], feature: "phishing" },
  /** Reading the common library outside any organisation (the administration's lists). */
  readCommon: { superAdmin: ["ManageTemplatesLibrary", "ManagePhishing"] },
  /** Changing the common library. */
  writeCommon: { superAdmin: ["ManageTemplatesLibrary"] },
} as const satisfies Record<string, Requirement>;

import type { Requirement } from "../../platform/access/scope.js";

/**
 * What the learning library's calls need. Organisation content is the organisation's own, behind
 * its `learning` feature; common content (no organisation) is the super-admins'.
 */
export const requirements = {
  /** Reading the library in an organisation (its own content and the common library). */
  read: {
    permission: ["ReadLearning", "CrudLearning"],
    superAdmin: ["ManageLearningContent", "ManageLearning", "ReadTenants"],
    feature: "learning",
  },
  /** Changing the organisation's own content. */
  write: { permission: "CrudLearning", superAdmin: ["ManageLearning"], feature: "learning" },
  /** Reading the common library outside any organisation (the administration's lists). */
  readCommon: { superAdmin: ["ManageLearningContent", "ManageLearning"] },
  /** Changing the common library. */
  writeCommon: { superAdmin: ["ManageLearningContent"] },

  // ---- courses (api/src/modules/learning/courses)
  /** Reading the organisation's courses, learners and figures. */
  readCourses: {
    permission: ["ReadLearning", "CrudLearning"],
    superAdmin: ["ManageLearning", "ReadTenants"],
    feature: "learning",
  },
  /** Launching and changing courses, learners and their emails. */
  writeCourses: { permission: "CrudLearning", superAdmin: ["ManageLearning"], feature: "learning" },
  /** The industries' standard course scores. */
  manageCourseStandards: { superAdmin: ["ManageLearningContent", "ManageTenants"] },
} as const satisfies Record<string, Requirement>;

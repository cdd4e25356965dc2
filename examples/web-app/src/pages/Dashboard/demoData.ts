/**
 * The dashboard's demo data (seeds, "Dashboard demo data"): what a user without an active
 * organisation sees, so the overview is never empty before set-up.
 */
export const dashboardDemoData = {
  summaryScore: 72,
  organizationPeople: 248,
  organizations: 3,
  activeAssignments: 6,
  peopleLearning: 131,
  assignmentTotals: {
    learners: 248,
    completed: 117,
    learning: 131,
    completionPercent: 47,
    courseCompletionRate: 62,
    averageScore: 81,
    passedLearners: 104,
  },
} as const;

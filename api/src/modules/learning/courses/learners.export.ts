import type { ExportLanguage, ExportSource } from "../../exports/export-source.js";
import { requirements } from "../learning.access.js";
import { CoursesRepository } from "./courses.repository.js";
import { type Learner, type LearnerStatus, LearnersRepository, toLearner } from "./learners.repository.js";
import { coursePageCount } from "./player.content.js";

const statusLabels: Record<ExportLanguage, Record<LearnerStatus, string>> = {
  en: {
    InvitationPending: "Invitation pending",
    InvitationSentNoActivity: "Invitation sent, no activity",
    InvitationOpened: "Invitation opened",
    LearningInProgress: "Learning in progress",
    LearningCompleted: "Completed",
  },
  sr: {
    InvitationPending: "Poziv na čekanju",
    InvitationSentNoActivity: "Poziv poslat, bez aktivnosti",
    InvitationOpened: "Poziv otvoren",
    LearningInProgress: "Učenje u toku",
    LearningCompleted: "Završeno",
  },
};

const resultLabels: Record<ExportLanguage, Record<Learner["result"], string>> = {
  en: { Passed: "Passed", Failed: "Failed", NotCompleted: "Not completed" },
  sr: { Passed: "Položio", Failed: "Nije položio", NotCompleted: "Nije završeno" },
};

/**
 * One course's learners as an export (`kind: courseLearners`, `filters.courseId`): what the
 * learners list shows, status and result in the export's language. A course of another
 * organisation has no learners here (the repositories are bound to the exporting organisation).
 */
export const courseLearnersExport: ExportSource<Learner> = {
  kind: "courseLearners",
  fileStem: "course-learners",
  requirement: requirements.readCourses,
  columns: [
    { key: "firstName", header: { en: "First name", sr: "Ime" }, value: (l) => l.firstName, width: 18 },
    { key: "lastName", header: { en: "Last name", sr: "Prezime" }, value: (l) => l.lastName, width: 18 },
    { key: "email", header: { en: "Email", sr: "E-pošta" }, value: (l) => l.email, width: 32 },
    { key: "groups", header: { en: "Groups", sr: "Grupe" }, value: (l) => l.groups.join(", "), width: 24 },
    {
      key: "status",
      header: { en: "Status", sr: "Status" },
      value: (l, language) => statusLabels[language][l.status],
      width: 26,
    },
    {
      key: "result",
      header: { en: "Result", sr: "Rezultat" },
      value: (l, language) => resultLabels[language][l.result],
    },
    { key: "score", header: { en: "Score (%)", sr: "Rezultat (%)" }, value: (l) => l.score },
    { key: "completionRate", header: { en: "Completion (%)", sr: "Završeno (%)" }, value: (l) => l.completionRate },
    {
      key: "timeSpent",
      header: { en: "Time spent (min)", sr: "Utrošeno vreme (min)" },
      value: (l) => Math.round(l.timeSpentSeconds / 60),
    },
    { key: "daysLeft", header: { en: "Days left", sr: "Preostalo dana" }, value: (l) => l.daysLeft },
    {
      key: "completedAt",
      header: { en: "Completed at", sr: "Završeno" },
      value: (l) => (l.completedAt ? new Date(l.completedAt) : null),
      width: 20,
    },
  ],
  async *rows(platform, tenantId, filters) {
    if (!filters.courseId) return;
    const course = await new CoursesRepository(platform.db, platform.dialect, tenantId).row(filters.courseId);
    if (!course) return;
    const { pages } = await coursePageCount(platform.db, tenantId, course.id, course.language);
    const learners = new LearnersRepository(platform.db, platform.dialect, tenantId);
    for await (const row of learners.iterate(course.id, { search: filters.search })) {
      yield toLearner(row, pages, course.ends_at);
    }
  },
};

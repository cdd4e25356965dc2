import type { Course, CourseStatus, Learner, LearningLanguage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDate } from "../../../components/format";

/** Where the course screens live in the web app (seeds, routes table: "assignments" are courses). */
export const AWARENESS_PATH = "/awareness";
export const COURSES_PATH = "/awareness/assignments";
export const COURSE_CREATE_PATH = "/awareness/assignments/create";
/** A course's page. */
export const coursePath = (course: Pick<Course, "id">): string => `${COURSES_PATH}/${course.id}`;

/** The list's tabs, in the seeds' order; `active` is the API's `in_progress`. */
export const COURSE_TABS = ["active", "upcoming", "finished"] as const;
export type CourseTab = (typeof COURSE_TABS)[number];
/** The API's group of a tab. */
export const statusOfTab = (tab: CourseTab): CourseStatus => (tab === "active" ? "in_progress" : tab);
/** The tab of a course's group. */
export const tabOfStatus = (status: CourseStatus): CourseTab => (status === "in_progress" ? "active" : status);

/** Content languages a course can be in (the API's `LearningLanguage`), in the seeds' order. */
export const COURSE_LANGUAGES: readonly LearningLanguage[] = ["En", "Sr", "De", "Es", "Sl"];

/** The learner statuses in their order (seeds: InvitationPending → … → LearningCompleted). */
export const LEARNER_STATUSES = [
  "InvitationPending",
  "InvitationSentNoActivity",
  "InvitationOpened",
  "LearningInProgress",
  "LearningCompleted",
] as const satisfies readonly Learner["status"][];

/** How many days a course runs past its end when extended (seeds: "Extend … by 7 more days"). */
export const EXTEND_DAYS = 7;

/** The seeds' completion rate: round(completed / total learners × 100), 0 without learners. */
export const completionRate = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

/** The seeds' passing rate, shown as passed/total learners ("3/8"). */
export const passingRate = (passed: number, total: number): string => `${passed}/${total}`;

/** Badge tone of a course group: running is good news, upcoming is ahead, finished is over. */
export const statusTone = (status: CourseStatus) =>
  status === "in_progress" ? ("success" as const) : status === "upcoming" ? ("primary" as const) : ("neutral" as const);

/** Badge tone of a learner's result. */
export const resultTone = (result: Learner["result"]) =>
  result === "Passed" ? ("success" as const) : result === "Failed" ? ("danger" as const) : ("neutral" as const);

/** A course's dates as one line ("Mar 3, 2026 – Mar 31, 2026"). */
export const courseDates = (course: Pick<Course, "enrolmentDate" | "endDate">, language: string): string =>
  `${formatDate(course.enrolmentDate, language)} – ${formatDate(course.endDate, language)}`;

/** Seconds as "1 h 5 min" / "12 min" / "40 s", the learner's visible time in the player. */
export function duration(seconds: number, t: TFunction): string {
  if (seconds < 60) return t("courses.time.seconds", { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("courses.time.minutes", { count: minutes });
  return t("courses.time.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/**
 * Whether the session may change courses (CrudLearning); embedded and demo sessions only read.
 * (The same rule as the nano screens', kept here so a course screen does not load their code.)
 */
export const canEditCourses = (session: { permissions: ReadonlySet<string>; embedded: boolean; isDemo: boolean }) =>
  session.permissions.has("CrudLearning") && !session.embedded && !session.isDemo;

/** The learners picker's words in the course screens (the wizard's Learners step, Add learners). */
export const learnersLabels = (t: TFunction) => ({
  intro: t("courses.wizard.learners.intro"),
  groups: t("courses.wizard.learners.groups"),
  tags: t("courses.wizard.learners.tags"),
  people: t("courses.wizard.learners.people"),
  search: t("courses.wizard.learners.search"),
  selected: (count: number) => t("courses.wizard.learners.selected", { count }),
  noPeople: t("courses.wizard.learners.noPeople"),
});

/** The 422 field errors of a failed call, by field path without the `body.` prefix. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? [];
  const byPath: Record<string, string> = {};
  for (const e of errors) byPath[e.path.replace(/^body\.?/, "")] ??= e.message;
  return byPath;
}

/** The API's messages the screens also say themselves, by their translation key. */
const KNOWN: Record<string, string> = {
  "Organization must be set!": "courses.messages.organizationRequired",
  "Please populate current data": "courses.messages.populate",
  "No people to be saved": "courses.messages.noPeople",
  "Invalid email": "courses.messages.invalidEmail",
  "Invalid url": "courses.messages.invalidUrl",
  "Invalid phone number": "courses.messages.invalidPhone",
  "Name is required": "courses.messages.nameRequired",
  "Must be positive": "courses.messages.positive",
  "Passing score must be a percent between 0 and 100": "courses.messages.passingScore",
  "A reminder cannot be resent if learners were already reminded today": "courses.messages.remindedToday",
  "Reminders are sent only while the course is active": "courses.messages.remindActiveOnly",
  "Every chosen learner has completed the course": "courses.messages.allCompleted",
  "The course has finished": "courses.messages.finished",
  "Only an expired course can be extended": "courses.messages.extendExpiredOnly",
  "Link invitations are turned off for this course": "courses.messages.linksOff",
  "The content of a course that started cannot be changed": "courses.messages.contentLocked",
};

/** An API message in the reader's language when it is one of the seeds' messages, else as the server words it. */
export function messageText(message: string, t: TFunction): string {
  const key = KNOWN[message];
  return key ? t(key as "courses.messages.populate") : message;
}

/**
 * Why a call failed, in the reader's language: the seeds' messages (a reminder already sent
 * today, "Organization must be set!") in their words, the rest as the error banner says them.
 */
export function failureText(error: unknown, t: TFunction): string {
  const { message } = toApiError(error);
  if (message && KNOWN[message]) return messageText(message, t);
  const fields = Object.values(fieldErrors(error));
  if (toApiError(error).statusCode === 422 && fields[0]) return messageText(fields[0], t);
  return errorMessage(error, t);
}

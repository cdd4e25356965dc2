import type { CourseInput, LearningLanguage, PredefinedCourse } from "@bulwark/client";
import type { LearnersDraft } from "../../Learning/shared/LearnersPicker";

/** The wizard's steps in order (seeds: Content, Learners, Settings, Messages). */
export const STEPS = ["content", "learners", "settings", "messages"] as const;
export type Step = (typeof STEPS)[number];

/** A lesson as the wizard keeps it: enough to list it and check its languages. */
export interface LessonChoice {
  id: string;
  name: string;
  languages: readonly LearningLanguage[];
}

/** The Content step: a predefined course, or the organisation's own pick of lessons, in one language. */
export interface ContentDraft {
  source: "predefined" | "lessons";
  predefined: Pick<PredefinedCourse, "id" | "names" | "passingScore" | "lessons"> | null;
  lessons: LessonChoice[];
  language: LearningLanguage;
}

/** The Settings step's fields, as typed (numbers as text until sent). */
export interface SettingsDraft {
  name: string;
  description: string;
  /** A `date` input's value ("2026-03-02"); the course starts at the start of that day, local time. */
  enrolmentDate: string;
  durationWeeks: string;
  passingScore: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  policyLink: string;
  linkInvitations: boolean;
}

/** The Messages step: the organisation's own words in each email (HTML from the editor; empty for none). */
export interface MessagesDraft {
  enrolment: string;
  reminder: string;
  completed: string;
}

/** Errors by field path, in the API's shape (`lessonIds`, `learners`, `securityContact.email`, ...). */
export type WizardErrors = Record<string, string>;

/** Message keys of the client-side rules (the seeds' words; the API says the same in English). */
export type RuleMessage =
  | "populate"
  | "noPeople"
  | "nameRequired"
  | "nameLength"
  | "required"
  | "positive"
  | "passingScore"
  | "invalidEmail"
  | "invalidUrl"
  | "invalidPhone";

/** Which step a field path belongs to. */
export function stepOf(path: string): Step {
  if (/^(lessonIds|predefinedCourseId|language)/.test(path)) return "content";
  if (path.startsWith("learners")) return "learners";
  if (path.startsWith("customMessages")) return "messages";
  return "settings";
}

/** The Content step's problem: no course and no lesson chosen ("Please populate current data"). */
export function checkContent(content: ContentDraft): Record<string, RuleMessage> {
  if (content.source === "predefined") return content.predefined ? {} : { predefinedCourseId: "populate" };
  return content.lessons.length > 0 ? {} : { lessonIds: "populate" };
}

/** The Learners step's problem: nobody chosen ("No people to be saved"). */
export function checkLearners(learners: LearnersDraft): Record<string, RuleMessage> {
  return learners.people.length + learners.groups.length + learners.tags.length === 0 ? { learners: "noPeople" } : {};
}

// The contract's patterns, so the step says what the API would before anything is sent.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_START = /^https?:\/\//i;
const PHONE = /^[0-9+()./ -]*$/;

/** Whether `value` is an http(s) address the browser can parse (the policy link's rule). */
export const isHttpUrl = (value: string): boolean => {
  if (!URL_START.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Settings step's problems: a name of 2 to 100 characters; an enrolment date; a duration of
 * 1 to 52 weeks ("Must be positive"); a whole-percent passing score; the security contact's email
 * ("Invalid email") and phone; the policy link ("Invalid url").
 */
export function checkSettings(settings: SettingsDraft): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  const name = settings.name.trim();
  if (!name) errors.name = "nameRequired";
  else if (name.length < 2 || name.length > 100) errors.name = "nameLength";
  if (!settings.enrolmentDate) errors.enrolmentDate = "required";
  const weeks = Number(settings.durationWeeks);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) errors.durationWeeks = "positive";
  const score = Number(settings.passingScore);
  if (settings.passingScore.trim() === "" || !Number.isInteger(score) || score < 0 || score > 100)
    errors.passingScore = "passingScore";
  if (settings.contactEmail.trim() && !EMAIL.test(settings.contactEmail.trim()))
    errors["securityContact.email"] = "invalidEmail";
  if (!PHONE.test(settings.contactPhone.trim())) errors["securityContact.phone"] = "invalidPhone";
  if (settings.policyLink.trim() && !isHttpUrl(settings.policyLink.trim())) errors.securityPolicyLink = "invalidUrl";
  return errors;
}

/** A `date` input's value as the instant the course starts: that day's start in the browser's zone. */
export function dateToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a `date` input's value, in the browser's zone. */
export function isoToDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The course's end: the enrolment date plus the weeks (null until both are valid). */
export function endOf(enrolmentDate: string, durationWeeks: string): string | null {
  const start = dateToIso(enrolmentDate);
  const weeks = Number(durationWeeks);
  if (!start || !Number.isInteger(weeks) || weeks < 1) return null;
  return new Date(Date.parse(start) + weeks * 7 * 86_400_000).toISOString();
}

/** Today as a `date` input's value. */
export const today = (): string => isoToDate(new Date().toISOString());

/** A new course's settings: starting today for 4 weeks, 70 % to pass, link invitations off. */
export const emptySettings = (): SettingsDraft => ({
  name: "",
  description: "",
  enrolmentDate: today(),
  durationWeeks: "4",
  passingScore: "70",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  policyLink: "",
  linkInvitations: false,
});

/**
 * The chosen lessons (or the predefined course's) that lack the course's language: the player
 * would show them in another language, so the wizard warns before launching.
 */
export function lessonsWithoutLanguage(content: ContentDraft): string[] {
  const lessons = content.source === "predefined" ? (content.predefined?.lessons ?? []) : content.lessons;
  return lessons.filter((l) => !l.languages.includes(content.language)).map((l) => l.name);
}

/** A rich-text value that says nothing (the editor's empty paragraph) is no message. */
const message = (html: string): string | null => (html.replace(/<[^>]*>/g, "").trim() ? html : null);

/** The API's body for the four steps. */
export function courseInput(
  content: ContentDraft,
  learners: LearnersDraft,
  settings: SettingsDraft,
  messages: MessagesDraft,
): CourseInput {
  const contact = {
    name: settings.contactName.trim() || null,
    email: settings.contactEmail.trim() || null,
    phone: settings.contactPhone.trim() || null,
  };
  return {
    name: settings.name.trim(),
    ...(settings.description.trim() ? { description: settings.description.trim() } : {}),
    language: content.language,
    enrolmentDate: dateToIso(settings.enrolmentDate) ?? "",
    durationWeeks: Number(settings.durationWeeks),
    ...(content.source === "predefined" && content.predefined
      ? { predefinedCourseId: content.predefined.id }
      : { lessonIds: content.lessons.map((l) => l.id) }),
    passingScore: Number(settings.passingScore),
    learners: {
      ...(learners.people.length ? { personIds: learners.people.map((p) => p.id) } : {}),
      ...(learners.groups.length ? { groups: learners.groups } : {}),
      ...(learners.tags.length ? { tags: learners.tags } : {}),
    },
    customMessages: {
      enrolment: message(messages.enrolment),
      reminder: message(messages.reminder),
      completed: message(messages.completed),
    },
    securityPolicyLink: settings.policyLink.trim() || null,
    securityContact: contact,
    linkInvitationsEnabled: settings.linkInvitations,
  };
}

import type { LearningLanguage, PredefinedCourse, PredefinedCourseInput } from "@bulwark/client";
import type { TFunction } from "i18next";
import { LEARNING_LANGUAGES } from "./learning";

/** The course levels, in the seeds' order. */
export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A lesson as a course lists it: enough to name it and to check its languages. */
export interface CourseLesson {
  id: string;
  name: string;
  languages: readonly LearningLanguage[];
}

/** The predefined course form's values. */
export interface CourseValues {
  names: Partial<Record<LearningLanguage, string>>;
  descriptions: Partial<Record<LearningLanguage, string>>;
  logo: string;
  avatar: string;
  level: CourseLevel | "";
  passingScore: string;
  premium: boolean;
  lessons: CourseLesson[];
}

/** The form's problems: `names`, `names.<Lang>`, `level`, `passingScore`, `lessons`, `logo`, `avatar`. */
export type CourseErrors = Record<string, string>;

/** A new course: English, Beginner, 80 % to pass, no lessons yet. */
export const emptyCourse = (): CourseValues => ({
  names: {},
  descriptions: {},
  logo: "",
  avatar: "",
  level: "Beginner",
  passingScore: "80",
  premium: false,
  lessons: [],
});

/** A saved course as the form edits it. */
export const courseValues = (course: PredefinedCourse): CourseValues => ({
  names: { ...course.names },
  descriptions: { ...course.descriptions },
  logo: course.logo ?? "",
  avatar: course.avatar ?? "",
  level: course.level,
  passingScore: String(course.passingScore),
  premium: course.premium,
  lessons: course.lessons.map((lesson) => ({ ...lesson })),
});

/** The languages a course is offered in: those it has a name in (the API's rule). */
export const courseLanguagesOf = (names: CourseValues["names"]): LearningLanguage[] =>
  LEARNING_LANGUAGES.filter((language) => (names[language] ?? "").trim() !== "");

// Kept in its own light module: the course wizard names predefined courses without the library's code.
export { courseName } from "./courseName";

/**
 * The seeds' alert: each chosen lesson that lacks one of the course's languages, with the
 * languages it lacks. Worked out as the form changes, before anything is saved.
 */
export function missingLanguages(values: CourseValues): { lesson: CourseLesson; missing: LearningLanguage[] }[] {
  const languages = courseLanguagesOf(values.names);
  return values.lessons
    .map((lesson) => ({ lesson, missing: languages.filter((language) => !lesson.languages.includes(language)) }))
    .filter((entry) => entry.missing.length > 0);
}

const IMAGE = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;

/**
 * The rules of the contract and the seeds: a name in at least one language, each 2 to 100
 * characters; a level; a passing score that is a whole percent 0–100; at least one lesson
 * ("Minimum 1 selected"); logo and avatar an uploaded image's address or an http(s) one.
 */
export function validateCourse(values: CourseValues, t: TFunction): CourseErrors {
  const errors: CourseErrors = {};
  const message = (key: string) =>
    t(`learning.courses.editor.messages.${key}` as "learning.courses.editor.messages.name");
  const named = courseLanguagesOf(values.names);
  if (named.length === 0) errors.names = message("name");
  for (const language of named) {
    const length = (values.names[language] ?? "").trim().length;
    if (length < 2 || length > 100) errors[`names.${language}`] = message("nameLength");
  }
  if (values.level === "") errors.level = message("level");
  const score = Number(values.passingScore);
  if (values.passingScore.trim() === "" || !Number.isInteger(score) || score < 0 || score > 100)
    errors.passingScore = message("passingScore");
  if (values.lessons.length === 0) errors.lessons = message("lessons");
  for (const field of ["logo", "avatar"] as const)
    if (values[field].trim() && !IMAGE.test(values[field].trim())) errors[field] = message("image");
  return errors;
}

/** The course as the API takes it: names and descriptions only where written. */
export function courseInput(values: CourseValues): PredefinedCourseInput {
  const written = (texts: Partial<Record<LearningLanguage, string>>, only?: readonly LearningLanguage[]) =>
    Object.fromEntries(
      LEARNING_LANGUAGES.filter((language) => (texts[language] ?? "").trim() && (!only || only.includes(language))).map(
        (language) => [language, (texts[language] ?? "").trim()],
      ),
    );
  return {
    names: written(values.names),
    descriptions: written(values.descriptions, courseLanguagesOf(values.names)),
    logo: values.logo.trim() || null,
    avatar: values.avatar.trim() || null,
    level: values.level as CourseLevel,
    passingScore: Number(values.passingScore),
    premium: values.premium,
    lessonIds: values.lessons.map((lesson) => lesson.id),
  };
}

const KNOWN: Record<string, string> = {
  "Name is required": "name",
  "Name must be between 2 and 100 characters": "nameLength",
  "Level is required": "level",
  "Passing score is required": "passingScore",
  "Passing score must be a percent between 0 and 100": "passingScore",
  "Minimum 1 selected": "lessons",
  "Please provide a valid URL": "image",
};

/** The API's refusal (422 `errors`) on the form's fields, in the seeds' words where known. */
export function courseFieldErrors(error: unknown, t: TFunction): CourseErrors {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const out: CourseErrors = {};
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== "string" || typeof item.message !== "string") continue;
    const parts = item.path.replace(/^body\./, "").split(".");
    const field =
      parts[0] === "names" && parts[1] ? `names.${parts[1]}` : parts[0] === "lessonIds" ? "lessons" : (parts[0] ?? "");
    const key = KNOWN[item.message];
    if (field && !out[field])
      out[field] = key
        ? t(`learning.courses.editor.messages.${key}` as "learning.courses.editor.messages.name")
        : item.message;
  }
  return out;
}

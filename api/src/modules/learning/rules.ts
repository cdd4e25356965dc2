import { learningLanguageValues, type Schema } from "@bulwark/contract";
import type { FieldError } from "../../platform/errors.js";
import { hasVisibleContent, sanitizeUserHtml } from "../../platform/html/sanitize.js";
import { embedUrlOf } from "./video.js";

/**
 * The learning content's rules beyond the contract's shapes: which fields a page of each type
 * needs (each with the seeds' own message, "Page type is required", "Title is required", ...),
 * the quiz rule (at least 2 filled answers, exactly one correct), nano translations, and the
 * language-mismatch warnings. The contract checks types and lengths first (the router does, and
 * so do the content tests); these run after, on the API's input, on an import and on the
 * library the product ships, so all three obey the same rules.
 */

export type Language = Schema<"LearningLanguage">;
export type ContentWarning = Schema<"ContentWarning">;
export type QuizAnswer = Schema<"QuizAnswer">;
export type PageInput = Schema<"PageInput">;
export type NanoPageInput = Schema<"NanoPageInput">;
export type PredefinedCourseInput = Schema<"PredefinedCourseInput">;

/** Every content language, in the contract's order. */
export const languages: readonly Language[] = learningLanguageValues;

/** A page as stored: every field present, HTML sanitised, video links with their embed form. */
export type PageValues = Omit<
  Schema<"Page">,
  "id" | "lessonId" | "tenantId" | "position" | "createdAt" | "updatedAt" | "warnings"
>;

/** Collects field errors under a path prefix (`body`, `body.pages.2`). */
class Problems {
  readonly errors: FieldError[] = [];
  constructor(private readonly prefix: string) {}
  add(path: string, message: string) {
    this.errors.push({ path: path ? `${this.prefix}.${path}` : this.prefix, message });
  }
  /** The trimmed text, or null after recording `message` when it is missing or blank. */
  required(value: string | null | undefined, path: string, message: string): string | null {
    const text = value?.trim() ?? "";
    if (text === "") {
      this.add(path, message);
      return null;
    }
    return text;
  }
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
};

/** Sanitised HTML, or null after recording "Content is required" when nothing visible is left. */
function requiredHtml(problems: Problems, html: string | null | undefined, path: string): string | null {
  const clean = sanitizeUserHtml(html ?? "");
  if (!hasVisibleContent(clean)) {
    problems.add(path, "Content is required");
    return null;
  }
  return clean;
}

/** The quiz rule: blank answers are dropped, at least 2 must remain, exactly one of them correct. */
function quizAnswers(problems: Problems, answers: readonly QuizAnswer[] | undefined, path: string): QuizAnswer[] {
  const filled = (answers ?? [])
    .map((answer) => ({ text: answer.text.trim(), correct: answer.correct }))
    .filter((answer) => answer.text !== "");
  if (filled.length < 2) problems.add(path, "At least 2 answers must be filled");
  else if (filled.filter((answer) => answer.correct).length !== 1) {
    problems.add(path, "Exactly one answer must be correct");
  }
  return filled;
}

/**
 * Checks a page and answers it as stored, or the field errors under `prefix`. Fields a type does
 * not use are cleared, so a page turned from Quiz into Text keeps no stale answers.
 */
export function checkPage(input: PageInput, prefix = "body"): { values: PageValues } | { errors: FieldError[] } {
  const p = new Problems(prefix);
  if (!input.type) p.add("type", "Page type is required");
  const name = p.required(input.name, "name", "Name is required");
  const description = p.required(input.description, "description", "Description is required");
  if (!input.language) p.add("language", "Language is required");
  const title = p.required(input.title, "title", "Title is required");
  const sidebarTitle = p.required(input.sidebarTitle, "sidebarTitle", "Sidebar title is required");
  const type = input.type;
  let content: string | null = null;
  let videoLink: string | null = null;
  let videoLinkTranslate: string | null = null;
  let question: string | null = null;
  let answers: QuizAnswer[] = [];
  let explanationCorrect: string | null = null;
  let explanationIncorrect: string | null = null;
  let componentName: string | null = null;
  if (type === "Text") content = requiredHtml(p, input.content, "content");
  if (type === "Custom") {
    content = requiredHtml(p, input.content, "content");
    componentName = p.required(input.componentName, "componentName", "Component name is required");
  }
  if (type === "Video") {
    videoLink = p.required(input.videoLink, "videoLink", "Video link is required");
    videoLinkTranslate = blankToNull(input.videoLinkTranslate);
    // A Video page may carry a short text under the player.
    const text = sanitizeUserHtml(input.content ?? "");
    content = hasVisibleContent(text) ? text : null;
  }
  if (type === "Quiz") {
    question = p.required(input.question, "question", "Question is required");
    answers = quizAnswers(p, input.answers, "answers");
    explanationCorrect = p.required(input.explanationCorrect, "explanationCorrect", "Explanation correct is required");
    explanationIncorrect = p.required(
      input.explanationIncorrect,
      "explanationIncorrect",
      "Explanation incorrect is required",
    );
  }
  if (p.errors.length > 0 || !type || !input.language) return { errors: p.errors };
  return {
    values: {
      type,
      name: name as string,
      description: description as string,
      language: input.language,
      title: title as string,
      sidebarTitle: sidebarTitle as string,
      content,
      videoLink,
      videoEmbedUrl: videoLink ? embedUrlOf(videoLink) : null,
      videoLinkTranslate,
      videoLinkTranslateEmbedUrl: videoLinkTranslate ? embedUrlOf(videoLinkTranslate) : null,
      explanationCorrect,
      explanationIncorrect,
      question,
      answers,
      componentName,
    },
  };
}

/** A nano page as stored (translations checked and sanitised, the video's embed form). */
export interface NanoPageValues {
  type: Schema<"NanoPageType">;
  name: string;
  tags: string[];
  languages: Language[];
  premium: boolean;
  videoLink: string | null;
  videoEmbedUrl: string | null;
  videoType: Schema<"NanoVideoType"> | null;
  thumbnail: string | null;
  translations: Schema<"NanoPageTranslations">;
}

/**
 * Checks a nano page: a translation for each selected language with its email subject; quizzes
 * need a question and the quiz rule, CustomHTML pages HTML (sanitised), video quizzes a link.
 * A translation in a language that is not selected is kept and warned about.
 */
export function checkNanoPage(
  input: NanoPageInput,
  prefix = "body",
): { values: NanoPageValues; warnings: ContentWarning[] } | { errors: FieldError[] } {
  const p = new Problems(prefix);
  const warnings: ContentWarning[] = [];
  const translations: Schema<"NanoPageTranslations"> = {};
  const quiz = input.type === "SimpleQuiz" || input.type === "VideoQuiz";
  for (const language of languages) {
    const given = input.translations[language];
    const selected = input.languages.includes(language);
    if (!given) {
      if (selected) p.add(`translations.${language}`, `Content in ${language} is required`);
      continue;
    }
    if (!selected) {
      warnings.push({
        path: `translations.${language}`,
        message: `There is content in ${language}, which is not one of the selected languages`,
      });
    }
    const at = `translations.${language}`;
    const emailSubject = p.required(given.emailSubject, `${at}.emailSubject`, "Email subject is required");
    const translation: Schema<"NanoPageTranslation"> = { emailSubject: emailSubject ?? "" };
    if (quiz) {
      translation.question = p.required(given.question, `${at}.question`, "Question is required");
      translation.answers = quizAnswers(p, given.answers, `${at}.answers`);
      translation.explanationCorrect = blankToNull(given.explanationCorrect);
      translation.explanationIncorrect = blankToNull(given.explanationIncorrect);
    } else {
      translation.html = requiredHtml(p, given.html, `${at}.html`);
    }
    translations[language] = translation;
  }
  const videoLink = blankToNull(input.videoLink);
  if (input.type === "VideoQuiz" && !videoLink) p.add("videoLink", "Video link is required");
  if (p.errors.length > 0) return { errors: p.errors };
  return {
    values: {
      type: input.type,
      name: input.name,
      tags: input.tags ?? [],
      languages: input.languages,
      premium: input.premium ?? false,
      videoLink,
      videoEmbedUrl: videoLink ? embedUrlOf(videoLink) : null,
      videoType: videoLink ? (input.videoType ?? "External") : null,
      thumbnail: blankToNull(input.thumbnail),
      translations,
    },
    warnings,
  };
}

/** A predefined course's names: at least one, each 2 to 100 characters. */
export function checkCourseNames(input: PredefinedCourseInput, prefix = "body"): FieldError[] {
  const p = new Problems(prefix);
  const given = languages.filter((language) => (input.names[language] ?? "").trim() !== "");
  if (given.length === 0) p.add("names", "Name is required");
  for (const language of given) {
    const length = (input.names[language] ?? "").trim().length;
    if (length < 2 || length > 100) p.add(`names.${language}`, "Name must be between 2 and 100 characters");
  }
  return p.errors;
}

/** The languages a predefined course is offered in: those it has a name in. */
export const courseLanguages = (names: Schema<"LocalizedTitle">): Language[] =>
  languages.filter((language) => (names[language] ?? "").trim() !== "");

/**
 * A lesson's language warnings: a selected language without pages or without a title, and pages
 * in a language the lesson is not offered in.
 */
export function lessonWarnings(
  lesson: { languages: readonly Language[]; titles: Schema<"LocalizedTitle"> },
  pages: ReadonlyArray<{ id: string; name: string; language: Language }>,
): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  for (const language of lesson.languages) {
    if (!pages.some((page) => page.language === language)) {
      warnings.push({ path: `languages.${language}`, message: `The lesson has no pages in ${language}` });
    }
    if (!(lesson.titles[language] ?? "").trim()) {
      warnings.push({ path: `titles.${language}`, message: `The lesson has no title in ${language}` });
    }
  }
  for (const page of pages) {
    if (!lesson.languages.includes(page.language)) {
      warnings.push({
        path: `pages.${page.id}`,
        message: `Page "${page.name}" is in ${page.language}, which is not one of the lesson's languages`,
      });
    }
  }
  return warnings;
}

/** A page's warning when its language is not one of its lesson's. */
export function pageWarnings(page: { language: Language }, lessonLanguages: readonly Language[]): ContentWarning[] {
  return lessonLanguages.includes(page.language)
    ? []
    : [{ path: "language", message: `The lesson is not offered in ${page.language}` }];
}

/** A predefined course's warnings: each lesson that lacks one of the course's languages. */
export function courseWarnings(
  courseLanguageList: readonly Language[],
  lessons: ReadonlyArray<{ name: string; pageLanguages: readonly Language[] }>,
): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  lessons.forEach((lesson, index) => {
    const missing = courseLanguageList.filter((language) => !lesson.pageLanguages.includes(language));
    if (missing.length > 0) {
      warnings.push({
        path: `lessonIds.${index}`,
        message: `Lesson "${lesson.name}" has no ${missing.join(", ")} version`,
      });
    }
  });
  return warnings;
}

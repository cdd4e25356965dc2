import {
  type LearningLanguage,
  type Lesson,
  type LessonPage,
  type LessonPageInput,
  learningLanguageValues,
} from "@bulwark/client";
import type { TFunction } from "i18next";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";

/** The content languages, in the seeds' order (the interface itself speaks en and sr only). */
export const LEARNING_LANGUAGES: readonly LearningLanguage[] = learningLanguageValues;

/** The page types, in the seeds' order. */
export const PAGE_TYPES = ["Text", "Video", "Quiz", "Custom"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Where the library's screens live in the web app (seeds, section 2). */
export const LIBRARY_PATH = "/library";
export const LESSONS_PATH = "/library/organization-lessons";
/** A lesson's address: the organisation's own under its id, a common one under `common/`. */
export const lessonPath = (lesson: Pick<Lesson, "id" | "tenantId">): string =>
  lesson.tenantId === null ? `${LESSONS_PATH}/common/${lesson.id}` : `${LESSONS_PATH}/${lesson.id}`;

/** Whether the session may write learning content of the organisation (CrudLearning). */
export const canEditLearning = (session: { permissions: ReadonlySet<string>; embedded: boolean; isDemo: boolean }) =>
  session.permissions.has("CrudLearning") && !session.embedded && !session.isDemo;

/**
 * A server warning in the reader's language. The API words them in English with a `path` that
 * says what they are about (`languages.Sr`, `titles.De`, `pages.2`, `language`); the path and
 * the language named in the message are enough to say the same in Serbian.
 */
export function warningText(warning: { path: string; message: string }, t: TFunction): string {
  const language = (warning.message.match(/\b(En|Sr|De|Es|Sl)\b/)?.[1] ?? "") as LearningLanguage | "";
  const languageName = language ? t(`learning.languages.${language}`) : "";
  if (warning.path.startsWith("languages.")) return t("learning.editor.warnings.noPages", { language: languageName });
  if (warning.path.startsWith("titles.")) return t("learning.editor.warnings.noTitle", { language: languageName });
  if (warning.path.startsWith("pages.")) {
    const name = warning.message.match(/“([^”]*)”|"([^"]*)"/);
    return t("learning.editor.warnings.pageLanguage", { name: name?.[1] ?? name?.[2] ?? "", language: languageName });
  }
  if (warning.path === "language") return t("learning.editor.warnings.pageNotOffered", { language: languageName });
  return warning.message;
}

/**
 * Why deleting content failed, in the seeds' words: a lesson or page in use (409) says so ("There
 * are ongoing/upcoming courses containing this page/lesson!"), anything else is "Error removing
 * lesson!" / "Error removing page!".
 */
export function removalFailure(error: unknown, what: "lesson" | "page", t: TFunction): string {
  const { statusCode, message } = toApiError(error);
  if (statusCode === 409 && message?.includes("ongoing")) return t("learning.lessons.inUse");
  if (statusCode === 409 || statusCode === 422 || statusCode === 404)
    return what === "lesson" ? t("learning.lessons.errorRemoving") : t("learning.editor.pages.errorRemoving");
  return errorMessage(error, t);
}

/** The page form's values: every field of every type, so switching type keeps what was typed. */
export interface PageValues {
  type: PageType | "";
  name: string;
  description: string;
  language: LearningLanguage | "";
  title: string;
  sidebarTitle: string;
  content: string;
  componentName: string;
  videoLink: string;
  videoLinkTranslate: string;
  question: string;
  answers: { text: string; correct: boolean }[];
  explanationCorrect: string;
  explanationIncorrect: string;
}
export type PageField = keyof PageValues;
export type PageErrors = Partial<Record<PageField, string>>;

/** A new page: Text in the lesson's first language, with two empty answers ready for a quiz. */
export function emptyPage(language: LearningLanguage | ""): PageValues {
  return {
    type: "",
    name: "",
    description: "",
    language,
    title: "",
    sidebarTitle: "",
    content: "",
    componentName: "",
    videoLink: "",
    videoLinkTranslate: "",
    question: "",
    answers: [
      { text: "", correct: true },
      { text: "", correct: false },
    ],
    explanationCorrect: "",
    explanationIncorrect: "",
  };
}

/** A saved page as the form edits it. */
export function pageValues(page: LessonPage): PageValues {
  const answers = page.answers.length >= 2 ? page.answers : [...page.answers, ...emptyPage("").answers].slice(0, 2);
  return {
    type: page.type,
    name: page.name,
    description: page.description,
    language: page.language,
    title: page.title,
    sidebarTitle: page.sidebarTitle,
    content: page.content ?? "",
    componentName: page.componentName ?? "",
    videoLink: page.videoLink ?? "",
    videoLinkTranslate: page.videoLinkTranslate ?? "",
    question: page.question ?? "",
    answers: answers.map((answer) => ({ ...answer })),
    explanationCorrect: page.explanationCorrect ?? "",
    explanationIncorrect: page.explanationIncorrect ?? "",
  };
}

/** Whether rich text has something a reader sees (Tiptap's empty document is `<p></p>`). */
export const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() !== "";

/** An http(s) address, as the contract's `VideoLink` takes it. */
export function isVideoLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * The seeds' page rules, checked before the call so each message shows at its field at once
 * (the API checks the same and has the last word): every page needs type, name, description,
 * language, title and sidebar title; Text and Custom need content, Custom a component name,
 * Video a valid video link, Quiz a question, both explanations and at least 2 filled answers with
 * exactly one of them correct.
 */
export function validatePage(values: PageValues, t: TFunction): PageErrors {
  const errors: PageErrors = {};
  const need = (field: PageField, filled: boolean) => {
    if (!filled) errors[field] = t(`learning.page.messages.${field}` as "learning.page.messages.type");
  };
  need("type", values.type !== "");
  need("name", values.name.trim() !== "");
  need("description", values.description.trim() !== "");
  need("language", values.language !== "");
  need("title", values.title.trim() !== "");
  need("sidebarTitle", values.sidebarTitle.trim() !== "");
  if (values.type === "Text" || values.type === "Custom") need("content", hasText(values.content));
  if (values.type === "Custom") need("componentName", values.componentName.trim() !== "");
  if (values.type === "Video") {
    need("videoLink", values.videoLink.trim() !== "");
    if (!errors.videoLink && !isVideoLink(values.videoLink.trim()))
      errors.videoLink = t("learning.page.messages.videoLinkInvalid");
    if (values.videoLinkTranslate.trim() && !isVideoLink(values.videoLinkTranslate.trim()))
      errors.videoLinkTranslate = t("learning.page.messages.videoLinkInvalid");
  }
  if (values.type === "Quiz") {
    need("question", values.question.trim() !== "");
    const filled = values.answers.filter((answer) => answer.text.trim() !== "");
    if (filled.length < 2) errors.answers = t("learning.page.messages.answersFilled");
    else if (filled.filter((answer) => answer.correct).length !== 1)
      errors.answers = t("learning.page.messages.answersCorrect");
    need("explanationCorrect", values.explanationCorrect.trim() !== "");
    need("explanationIncorrect", values.explanationIncorrect.trim() !== "");
  }
  return errors;
}

/** The page as the API takes it: only the fields its type uses, blank answers left out. */
export function pageInput(values: PageValues): LessonPageInput {
  const type = values.type as PageType;
  const base: LessonPageInput = {
    type,
    name: values.name.trim(),
    description: values.description.trim(),
    language: values.language as LearningLanguage,
    title: values.title.trim(),
    sidebarTitle: values.sidebarTitle.trim(),
  };
  if (type === "Text") return { ...base, content: values.content };
  if (type === "Custom") return { ...base, content: values.content, componentName: values.componentName.trim() };
  if (type === "Video")
    return {
      ...base,
      videoLink: values.videoLink.trim(),
      videoLinkTranslate: values.videoLinkTranslate.trim() || null,
    };
  return {
    ...base,
    question: values.question.trim(),
    answers: values.answers
      .filter((answer) => answer.text.trim() !== "")
      .map((answer) => ({ text: answer.text.trim(), correct: answer.correct })),
    explanationCorrect: values.explanationCorrect.trim(),
    explanationIncorrect: values.explanationIncorrect.trim(),
  };
}

/**
 * The API's field problems (422 `errors`, paths like `body.answers`) on the form's fields, in the
 * reader's language when the message is one of the seeds' page messages.
 */
export function pageFieldErrors(error: unknown, t: TFunction): PageErrors {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const known: Record<string, string> = {
    "Page type is required": "type",
    "Name is required": "name",
    "Description is required": "description",
    "Language is required": "language",
    "Title is required": "title",
    "Sidebar title is required": "sidebarTitle",
    "Content is required": "content",
    "Component name is required": "componentName",
    "Video link is required": "videoLink",
    "Question is required": "question",
    "Explanation correct is required": "explanationCorrect",
    "Explanation incorrect is required": "explanationIncorrect",
    "At least 2 answers must be filled": "answersFilled",
    "Exactly one answer must be correct": "answersCorrect",
    "Please provide a valid URL": "videoLinkInvalid",
  };
  const out: PageErrors = {};
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== "string" || typeof item.message !== "string") continue;
    const field = item.path.replace(/^body\./, "").split(/[.[]/)[0] as PageField;
    const key = known[item.message];
    if (field && !out[field])
      out[field] = key ? t(`learning.page.messages.${key}` as "learning.page.messages.type") : item.message;
  }
  return out;
}

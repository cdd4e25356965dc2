import type { LearningLanguage, NanoPage, NanoPageInput, Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { hasText, isVideoLink, LEARNING_LANGUAGES } from "./learning";

/** The nano page types, in the seeds' order. */
export const NANO_TYPES = [
  "SimpleQuiz",
  "VideoQuiz",
  "CustomHTML",
] as const satisfies readonly Schema<"NanoPageType">[];
export type NanoType = (typeof NANO_TYPES)[number];

/** Where a video quiz's video plays from, in the seeds' order. */
export const NANO_VIDEO_TYPES = [
  "External",
  "InternalSimpleVideo",
] as const satisfies readonly Schema<"NanoVideoType">[];
export type NanoVideoType = (typeof NANO_VIDEO_TYPES)[number];

/** One language's content as the form edits it: every field of every type, so switching type keeps what was typed. */
export interface NanoTranslationValues {
  emailSubject: string;
  html: string;
  question: string;
  answers: { text: string; correct: boolean }[];
  explanationCorrect: string;
  explanationIncorrect: string;
}

/** The nano page form's values. */
export interface NanoValues {
  type: NanoType | "";
  name: string;
  tags: string[];
  languages: LearningLanguage[];
  premium: boolean;
  videoLink: string;
  videoType: NanoVideoType;
  thumbnail: string | null;
  translations: Partial<Record<LearningLanguage, NanoTranslationValues>>;
}

/**
 * The form's problems by field: `type`, `name`, `languages`, `videoLink`, and per language
 * `<Lang>` (content missing), `<Lang>.emailSubject`, `<Lang>.question`, `<Lang>.answers`, `<Lang>.html`.
 */
export type NanoErrors = Record<string, string>;

/** An empty language: two blank answers, the first marked correct, ready for a quiz. */
export const emptyTranslation = (): NanoTranslationValues => ({
  emailSubject: "",
  html: "",
  question: "",
  answers: [
    { text: "", correct: true },
    { text: "", correct: false },
  ],
  explanationCorrect: "",
  explanationIncorrect: "",
});

/** A new nano page: no type yet, in English. */
export const emptyNano = (): NanoValues => ({
  type: "",
  name: "",
  tags: [],
  languages: ["En"],
  premium: false,
  videoLink: "",
  videoType: "External",
  thumbnail: null,
  translations: { En: emptyTranslation() },
});

/** A saved nano page as the form edits it. */
export function nanoValues(page: NanoPage): NanoValues {
  const translations: NanoValues["translations"] = {};
  for (const language of LEARNING_LANGUAGES) {
    const given = page.translations[language];
    if (!given) continue;
    const answers = given.answers ?? [];
    translations[language] = {
      emailSubject: given.emailSubject ?? "",
      html: given.html ?? "",
      question: given.question ?? "",
      answers: (answers.length >= 2 ? answers : [...answers, ...emptyTranslation().answers].slice(0, 2)).map((a) => ({
        ...a,
      })),
      explanationCorrect: given.explanationCorrect ?? "",
      explanationIncorrect: given.explanationIncorrect ?? "",
    };
  }
  return {
    type: page.type,
    name: page.name,
    tags: [...page.tags],
    languages: [...page.languages],
    premium: page.premium,
    videoLink: page.videoLink ?? "",
    videoType: page.videoType ?? "External",
    thumbnail: page.thumbnail,
    translations,
  };
}

const isQuiz = (type: NanoValues["type"]) => type === "SimpleQuiz" || type === "VideoQuiz";

/**
 * The seeds' and the API's nano page rules, checked before the call so each message shows at its
 * field: a type, a name of 2 to 100 characters, at least one language ("Minimum 1 selected"); a
 * video quiz a valid video link; in every selected language an email subject, and a quiz's
 * question with at least 2 filled answers exactly one of them correct, or CustomHTML content.
 */
export function validateNano(values: NanoValues, t: TFunction): NanoErrors {
  const errors: NanoErrors = {};
  const message = (key: string) => t(`learning.nano.editor.messages.${key}` as "learning.nano.editor.messages.type");
  if (values.type === "") errors.type = message("type");
  const name = values.name.trim();
  if (name === "") errors.name = message("name");
  else if (name.length < 2 || name.length > 100) errors.name = message("nameLength");
  if (values.languages.length === 0) errors.languages = message("languages");
  if (values.type === "VideoQuiz") {
    const link = values.videoLink.trim();
    if (link === "") errors.videoLink = message("videoLink");
    else if (!isVideoLink(link)) errors.videoLink = message("videoLinkInvalid");
  }
  const thumbnail = values.thumbnail?.trim() ?? "";
  if (thumbnail && !/^(https?:\/\/\S+|\/\S*)$/i.test(thumbnail)) errors.thumbnail = message("videoLinkInvalid");
  for (const language of values.languages) {
    const content = values.translations[language] ?? emptyTranslation();
    if (content.emailSubject.trim() === "") errors[`${language}.emailSubject`] = message("emailSubject");
    if (isQuiz(values.type)) {
      if (content.question.trim() === "") errors[`${language}.question`] = message("question");
      const filled = content.answers.filter((answer) => answer.text.trim() !== "");
      if (filled.length < 2) errors[`${language}.answers`] = message("answersFilled");
      else if (filled.filter((answer) => answer.correct).length !== 1)
        errors[`${language}.answers`] = message("answersCorrect");
    }
    if (values.type === "CustomHTML" && !hasText(content.html)) errors[`${language}.html`] = message("html");
  }
  return errors;
}

/** The nano page as the API takes it: content of the selected languages only, the fields its type uses. */
export function nanoInput(values: NanoValues): NanoPageInput {
  const type = values.type as NanoType;
  const translations: NanoPageInput["translations"] = {};
  for (const language of LEARNING_LANGUAGES) {
    if (!values.languages.includes(language)) continue;
    const content = values.translations[language] ?? emptyTranslation();
    translations[language] = isQuiz(type)
      ? {
          emailSubject: content.emailSubject.trim(),
          question: content.question.trim(),
          answers: content.answers
            .filter((answer) => answer.text.trim() !== "")
            .map((answer) => ({ text: answer.text.trim(), correct: answer.correct })),
          explanationCorrect: content.explanationCorrect.trim() || null,
          explanationIncorrect: content.explanationIncorrect.trim() || null,
        }
      : { emailSubject: content.emailSubject.trim(), html: content.html };
  }
  const video = type === "VideoQuiz";
  return {
    type,
    name: values.name.trim(),
    tags: values.tags,
    languages: LEARNING_LANGUAGES.filter((language) => values.languages.includes(language)),
    premium: values.premium,
    videoLink: video ? values.videoLink.trim() : null,
    videoType: video ? values.videoType : null,
    thumbnail: values.thumbnail?.trim() || null,
    translations,
  };
}

/** The API's own words for the nano page rules, and the key of each in `learning.nano.editor.messages`. */
const KNOWN: Record<string, string> = {
  "Nano page type is required": "type",
  "Name is required": "name",
  "Name must be between 2 and 100 characters": "nameLength",
  "Minimum 1 selected": "languages",
  "Email subject is required": "emailSubject",
  "Question is required": "question",
  "Content is required": "html",
  "Video link is required": "videoLink",
  "Please provide a valid URL": "videoLinkInvalid",
  "At least 2 answers must be filled": "answersFilled",
  "Exactly one answer must be correct": "answersCorrect",
};

/**
 * The API's refusal (422 `errors`, paths like `body.translations.Sr.answers`) on the form's
 * fields, in the reader's language when it is one of the seeds' messages: "Content in Sr is
 * required" lands on the Serbian section.
 */
export function nanoFieldErrors(error: unknown, t: TFunction): NanoErrors {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const out: NanoErrors = {};
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== "string" || typeof item.message !== "string") continue;
    const parts = item.path.replace(/^body\./, "").split(".");
    const field =
      parts[0] === "translations" ? [parts[1], parts[2]].filter(Boolean).join(".") : (parts[0] ?? item.path);
    const missing = item.message.match(/^Content in (En|Sr|De|Es|Sl) is required$/);
    const key = KNOWN[item.message];
    const text = missing
      ? t("learning.nano.editor.messages.content", { language: t(`learning.languages.${missing[1] as "En"}`) })
      : key
        ? t(`learning.nano.editor.messages.${key}` as "learning.nano.editor.messages.type")
        : item.message;
    if (field && !out[field]) out[field] = text;
  }
  return out;
}

import type { Schema } from "@bulwark/contract";

/**
 * Helpers that keep the shipped library readable: a lesson file is its texts, not boilerplate.
 * What they build is plain contract input (`LessonExport`, `PageInput`), checked by the same
 * validators as the API's input (library.test.ts) and seeded on first start (library.seed.ts).
 */

type Language = Schema<"LearningLanguage">;

/** A built-in lesson: a stable id (the seed's key) and the document `bulwark lessons import` reads. */
export interface ShippedLesson {
  id: string;
  document: Schema<"LessonExport">;
}

/** A Text page. `html` is trusted only as far as the sanitiser lets it through, like any input. */
export function text(
  language: Language,
  page: { name: string; title: string; sidebarTitle: string; description: string; html: string },
): Schema<"PageInput"> {
  const { html, ...rest } = page;
  // The source is wrapped for reading; the stored HTML has no line breaks between tags.
  return { type: "Text", language, ...rest, content: html.replace(/\n\s*/g, " ").replace(/>\s+</g, "><") };
}

/** A Quiz page: the first answer listed is not necessarily the correct one; `correct` says which. */
export function quiz(
  language: Language,
  page: {
    name: string;
    title: string;
    sidebarTitle: string;
    description: string;
    question: string;
    answers: Array<[string, boolean]>;
    explanationCorrect: string;
    explanationIncorrect: string;
  },
): Schema<"PageInput"> {
  const { answers, ...rest } = page;
  return { type: "Quiz", language, ...rest, answers: answers.map(([text, correct]) => ({ text, correct })) };
}

/** A lesson document in English and Serbian. */
export function lesson(
  id: string,
  meta: { name: string; titles: { En: string; Sr: string }; tags: string[]; expectedCompletionTime: number },
  pages: Schema<"PageInput">[],
): ShippedLesson {
  return {
    id,
    document: {
      format: "bulwark-lesson",
      version: 1,
      lesson: { ...meta, premium: false, languages: ["En", "Sr"] },
      pages,
    },
  };
}

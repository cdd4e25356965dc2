import fs from "node:fs";
import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark lessons export` answers. */
export interface LessonExportResult {
  id: string;
  name: string;
  file: string;
  pages: number;
  languages: string[];
}

/** `Phishing emails` → `lesson-phishing-emails.json`. */
export function defaultLessonFile(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `lesson-${slug || "untitled"}.json`;
}

/**
 * Writes a lesson with its pages and languages as one JSON document (the API's `LessonExport`),
 * indented so it reads and diffs well, ready for `bulwark lessons import` elsewhere. Written
 * under a temporary name and renamed, so a failure never leaves a half file.
 */
export async function exportLesson(session: Session, lessonId: string, output?: string): Promise<LessonExportResult> {
  const document: Schema<"LessonExport"> = unwrap(
    await session.client.GET("/api/v1/learning/lessons/{lessonId}/export", { params: { path: { lessonId } } }),
  );
  const file = output ?? defaultLessonFile(document.lesson.name);
  const partial = `${file}.part`;
  await fs.promises.writeFile(partial, `${JSON.stringify(document, null, 2)}\n`);
  await fs.promises.rename(partial, file);
  return {
    id: lessonId,
    name: document.lesson.name,
    file,
    pages: document.pages.length,
    languages: document.lesson.languages,
  };
}

/** Plain output. */
export const lessonExportLines = (r: LessonExportResult) => [
  `Saved ${r.file}: ${r.name} (${r.pages} ${r.pages === 1 ? "page" : "pages"}, ${r.languages.join(", ")})`,
];

import fs from "node:fs";
import type { Schema } from "@bulwark/client";
import type { Node, ParseError } from "jsonc-parser";
import { ApiCallError, FileNotFoundError, type FileProblem, InvalidFileError, UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark lessons import` answers. */
export interface LessonImportResult {
  id: string;
  name: string;
  pages: number;
  tenantId: string | null;
  warnings: Schema<"ContentWarning">[];
}

/** 1-based line and column of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/**
 * Where a field of the API's 422 is in the file: `body.pages.2.answers` is the node at
 * `["pages", 2, "answers"]`; a field the file leaves out points at the nearest object that
 * should hold it.
 */
function locate(
  findNodeAtLocation: typeof import("jsonc-parser").findNodeAtLocation,
  root: Node,
  text: string,
  apiPath: string,
): { line: number; column: number } {
  const segments = apiPath
    .split(".")
    .slice(apiPath.startsWith("body") ? 1 : 0)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  for (let length = segments.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, segments.slice(0, length));
    // A property's value node: point at its key, where people read the field's name.
    if (node) return position(text, node.parent?.type === "property" ? node.parent.offset : node.offset);
  }
  return { line: 1, column: 1 };
}

/** `pages.2.answers` → `pages[2].answers` (the file's own indexes, counted from 0 as in JSON). */
const jsonPath = (apiPath: string) => apiPath.replace(/^body\.?/, "").replace(/\.(\d+)/g, "[$1]") || "(document)";

/**
 * Imports a lesson file. The JSON is parsed with positions (jsonc-parser), so a syntax error
 * names its line and column, and the API's field errors (which check everything before saving
 * anything) are mapped back to the lines they are about.
 */
export async function importLesson(session: Session, file: string): Promise<LessonImportResult> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileNotFoundError(file);
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  // Loaded here, not at start: it costs every other command ~8 ms of CPU (bench/README.md, people-import).
  const { findNodeAtLocation, parseTree, printParseErrorCode } = await import("jsonc-parser");
  const syntax: ParseError[] = [];
  const root = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false });
  if (syntax.length > 0 || !root) {
    const problems: FileProblem[] = syntax.map((error) => ({
      ...position(text, error.offset),
      path: "",
      message: `JSON syntax: ${printParseErrorCode(error.error)}`,
    }));
    throw new InvalidFileError(
      file,
      problems.length > 0 ? problems : [{ line: 1, column: 1, path: "", message: "The file is empty" }],
    );
  }
  const document = JSON.parse(text) as Schema<"LessonExport">;
  try {
    const lesson = unwrap(await session.client.POST("/api/v1/learning/lessons/import", { body: document }));
    return {
      id: lesson.id,
      name: lesson.name,
      pages: lesson.pageCount,
      tenantId: lesson.tenantId,
      warnings: lesson.warnings ?? [],
    };
  } catch (error) {
    if (error instanceof ApiCallError && error.statusCode === 422 && error.body.errors?.length) {
      throw new InvalidFileError(
        file,
        error.body.errors.map((field) => ({
          ...locate(findNodeAtLocation, root, text, field.path),
          path: jsonPath(field.path),
          message: field.message,
        })),
      );
    }
    throw error;
  }
}

/** Plain output. */
export const lessonImportLines = (r: LessonImportResult) => [
  `Imported ${r.name} (${r.id}): ${r.pages} ${r.pages === 1 ? "page" : "pages"}, ${r.tenantId ? "organization content" : "common library"}`,
  ...r.warnings.map((warning) => `warning: ${warning.path}: ${warning.message}`),
];

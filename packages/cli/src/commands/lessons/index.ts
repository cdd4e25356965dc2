import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { exportLesson, lessonExportLines } from "./export.js";
import { importLesson, lessonImportLines } from "./import.js";

/**
 * `bulwark lessons export|import`: a lesson with its pages and languages as one JSON file, so
 * content moves between installations. With an active organization they work on its own
 * lessons (and export common ones too); without one, a super-admin works on the common library.
 */
export function registerLessonsCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const lessons = program.command("lessons").description("Learning lessons as files: export one, import one");

  lessons
    .command("export")
    .description("Write a lesson with its pages and languages to one JSON file")
    .argument("<id>", "the lesson's id")
    .option("-o, --output <file>", "where to write it (default: lesson-<name>.json here)")
    .option("--json", "print JSON for scripts")
    .action(async (id: string, options: { output?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Exporting the lesson", () => exportLesson(session, id, options.output));
      await present(io, mode, result, {
        view: async (r) => element((await import("./export.view.js")).LessonExportView, { result: r }),
        lines: lessonExportLines,
      });
    });

  lessons
    .command("import")
    .description("Create a lesson from an exported file; refuses invalid content, naming each problem's line")
    .argument("<file>", "a file written by `bulwark lessons export`")
    .option("--json", "print JSON for scripts")
    .action(async (file: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Importing the lesson", () => importLesson(session, file));
      await present(io, mode, result, {
        view: async (r) => element((await import("./import.view.js")).LessonImportView, { result: r }),
        lines: lessonImportLines,
      });
    });
}

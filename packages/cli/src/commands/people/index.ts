import type { Command } from "commander";
import { createElement } from "react";
import { present, withProgress, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { exportFile, parseFormat, parseLanguage } from "./export.js";
import { importPeople } from "./import.js";
import { reportLines } from "./report.js";
import { parseProvider, syncPeople } from "./sync.js";

const reportView = (title: string) => async (report: Parameters<typeof reportLines>[0]) =>
  createElement((await import("./report.view.js")).ImportReportView, { report, title });

/** `bulwark people import|export|sync`. */
export function registerPeopleCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const people = program.command("people").description("The active organisation's people");

  people
    .command("import")
    .description("Import people from a CSV file (streamed; rows matched by email)")
    .argument("<file>", "the CSV file: UTF-8 (or UTF-16 with BOM), comma, semicolon or tab separated")
    .option("--delete-not-in-list", "delete people who are not in the file (refused if any row is rejected)")
    .option("--dry-run", "check the file and report what would change, saving nothing")
    .option("--json", "print JSON for scripts")
    .action(async (file: string, options: { deleteNotInList?: boolean; dryRun?: boolean; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const report = await withProgress(
        io,
        mode,
        "Uploading",
        (update) =>
          importPeople(session, {
            file,
            deleteNotInList: options.deleteNotInList ?? false,
            dryRun: options.dryRun ?? false,
            onProgress: update,
          }),
        options.dryRun ? "Checking" : "Checking and saving",
      );
      await present(io, mode, report, { view: reportView(`Imported ${file}`), lines: reportLines });
    });

  people
    .command("export")
    .description("Export people to a CSV or XLSX file")
    .option("--format <format>", "csv or xlsx", "csv")
    .option("-o, --output <file>", "where to write the file (default: the file name the API gives)")
    .option("--lang <language>", "language of the column headers: en or sr", "en")
    .option("--search <text>", "only people whose name or email contains this")
    .option("--json", "print JSON for scripts")
    .action(async (options: { format: string; output?: string; lang: string; search?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const format = parseFormat(options.format);
      const language = parseLanguage(options.lang);
      const session = await runtime.session();
      const result = await working(io, mode, "Exporting people", () =>
        exportFile(session, {
          kind: "people",
          format,
          language,
          output: options.output,
          filters: options.search ? { search: options.search } : undefined,
        }),
      );
      await present(io, mode, result, {
        view: async (r) => createElement((await import("./export.view.js")).ExportView, { result: r }),
        lines: (r) => [r.file],
      });
    });

  people
    .command("sync")
    .description("Sync people from the organisation's Google Workspace or Microsoft 365 directory now")
    .argument("<directory>", "google or microsoft")
    .option("--json", "print JSON for scripts")
    .action(async (directory: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const provider = parseProvider(directory);
      const session = await runtime.session();
      const report = await working(io, mode, `Syncing with ${provider}`, () => syncPeople(session, provider));
      await present(io, mode, report, { view: reportView(`Synced with ${provider}`), lines: reportLines });
    });
}

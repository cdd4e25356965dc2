import type { Command } from "commander";
import { RowsRejectedError, UsageError } from "../../errors.js";
import { element, present, withProgress, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { type BulkAction, type BulkTargetOptions, bulkLine, bulkPeople, bulkTarget, countTarget } from "./bulk.js";
import { exportFile, parseFormat, parseLanguage } from "./export.js";
import { importPeople } from "./import.js";
import { listPeople, MAX_PAGE, parseCount, peopleListLines } from "./list.js";
import { reportLines } from "./report.js";
import { parseProvider, syncPeople } from "./sync.js";

const reportView = (title: string) => async (report: Parameters<typeof reportLines>[0]) =>
  element((await import("./report.view.js")).ImportReportView, { report, title });

/** Collects a repeatable option's values (`--group IT --group Sales`). */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The options naming whom a bulk command acts on, shared by `delete`, `tag` and `group`. */
function withTargetOptions(command: Command): Command {
  return command
    .option("--id <id>", "this person, by id as `people list --json` shows it (repeat for several)", collect)
    .option("--search <text>", "everyone whose name or email contains this")
    .option("--group <group>", "everyone in this group (repeat for any of several)", collect)
    .option("--tag <tag>", "everyone with this tag (repeat for any of several)", collect)
    .option("--everyone", "every person of the organization")
    .option("--json", "print JSON for scripts");
}

/** `bulwark people list|import|export|sync|delete|tag|group`. */
export function registerPeopleCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const people = program.command("people").description("The active organization's people");

  people
    .command("list")
    .description("List people, filtered and a page at a time (a table on a terminal, one line each in a pipe)")
    .option("--search <text>", "only people whose name or email contains this")
    .option("--group <group>", "only people in this group (repeat for any of several)", collect)
    .option("--tag <tag>", "only people with this tag (repeat for any of several)", collect)
    .option("--limit <n>", `people per page, 1–${MAX_PAGE}`, "20")
    .option("--page <n>", "the page to show, from 1", "1")
    .option("--all", "every page, one after another (for scripts)")
    .option("--json", "print JSON for scripts")
    .action(
      async (options: {
        search?: string;
        group?: string[];
        tag?: string[];
        limit: string;
        page: string;
        all?: boolean;
        json?: boolean;
      }) => {
        const mode = runtime.mode(options.json);
        const limit = parseCount("--limit", options.limit, 1, MAX_PAGE);
        const page = parseCount("--page", options.page, 1, 1_000_000);
        const session = await runtime.session();
        const result = await working(io, mode, "Loading people", () =>
          listPeople(session, {
            search: options.search,
            groups: options.group,
            tags: options.tag,
            limit,
            page,
            all: options.all,
          }),
        );
        await present(io, mode, result, {
          view: async (r) => element((await import("./list.view.js")).PeopleListView, { result: r }),
          lines: peopleListLines,
        });
      },
    );

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
      await present(io, mode, report, {
        view: reportView(report.dryRun ? `Checked ${file}` : `Imported ${file}`),
        lines: reportLines,
      });
      // Reported above; the exit code tells scripts that some rows did not go in.
      if (report.rejectedCount > 0) throw new RowsRejectedError(report.rejectedCount);
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
        view: async (r) => element((await import("./export.view.js")).ExportView, { result: r }),
        lines: (r) => [r.file],
      });
    });

  withTargetOptions(
    people
      .command("delete")
      .description("Delete several people at once: the ids given, or everyone matching the filters")
      .option("-y, --yes", "delete without asking (needed when no one is at the terminal)"),
  ).action(async (options: BulkTargetOptions & { yes?: boolean; json?: boolean }) => {
    const mode = runtime.mode(options.json);
    const target = bulkTarget(options);
    const session = await runtime.session();
    if (!options.yes) {
      if (!runtime.prompter.interactive)
        throw new UsageError("Deleting people needs --yes when no one is at the terminal");
      const count = await countTarget(session, target);
      const answer = await runtime.prompter.ask(
        `Delete ${count} ${count === 1 ? "person" : "people"}, with their scores? Type yes to confirm`,
      );
      if (answer.trim().toLowerCase() !== "yes") {
        io.stderr.write("Nothing deleted.\n");
        return;
      }
    }
    const result = await working(io, mode, "Deleting people", () => bulkPeople(session, "delete", target));
    await present(io, mode, result, {
      view: async (r) => element((await import("./bulk.view.js")).BulkResultView, { line: bulkLine(r) }),
      lines: (r) => [bulkLine(r)],
    });
  });

  for (const [name, action, what] of [
    ["tag", "addTags", "tags"],
    ["group", "addGroups", "groups"],
  ] as const satisfies ReadonlyArray<readonly [string, BulkAction, string]>) {
    withTargetOptions(
      people
        .command(name)
        .description(`Add ${what} to several people at once (the ones they have stay)`)
        .argument(`<${what}...>`, `the ${what} to add`),
    ).action(async (labels: string[], options: BulkTargetOptions & { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const target = bulkTarget(options);
      const session = await runtime.session();
      const result = await working(io, mode, `Adding ${what}`, () => bulkPeople(session, action, target, labels));
      await present(io, mode, result, {
        view: async (r) => element((await import("./bulk.view.js")).BulkResultView, { line: bulkLine(r, labels) }),
        lines: (r) => [bulkLine(r, labels)],
      });
    });
  }

  people
    .command("sync")
    .description("Sync people from the organization's Google Workspace or Microsoft 365 directory now")
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

import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import { MAX_PAGE } from "../../paging.js";
import type { Runtime } from "../../runtime.js";
import { parseCount } from "../people/list.js";
import { listTemplates, parseTemplateFilters, templatesListLines } from "./list.js";
import { sendTemplateTest, templatesSendTestLines } from "./send-test.js";

/** `bulwark templates list|send-test`: the phishing templates the active organization can use. */
export function registerTemplatesCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const templates = program
    .command("templates")
    .description("Phishing templates: the common library and the active organization's own");

  templates
    .command("list")
    .description("List templates, filtered and a page at a time (a table on a terminal, one line each in a pipe)")
    .option("--search <text>", "only templates whose name contains this")
    .option(
      "--type <type>",
      "only this technique (CredentialHarvest, MalwareAttachment, LinkInAttachment, LinkForMalware, DriveByUrl)",
    )
    .option("--language <language>", "only this language (En, Sr, De, Es, Sl)")
    .option("--tag <tag>", "only templates with this library tag")
    .option("--scope <scope>", "all (default), common (the library) or organization (your own)")
    .option("--limit <n>", `templates per page, 1–${MAX_PAGE}`, "20")
    .option("--page <n>", "the page to show, from 1", "1")
    .option("--all", "every page, one after another (for scripts)")
    .option("--json", "print JSON for scripts")
    .action(
      async (options: {
        search?: string;
        type?: string;
        language?: string;
        tag?: string;
        scope?: string;
        limit: string;
        page: string;
        all?: boolean;
        json?: boolean;
      }) => {
        const mode = runtime.mode(options.json);
        const filters = parseTemplateFilters(options);
        const limit = parseCount("--limit", options.limit, 1, MAX_PAGE);
        const page = parseCount("--page", options.page, 1, 1_000_000);
        const session = await runtime.session();
        const result = await working(io, mode, "Loading templates", () =>
          listTemplates(session, {
            ...filters,
            search: options.search,
            tag: options.tag,
            limit,
            page,
            all: options.all,
          }),
        );
        await present(io, mode, result, {
          view: async (r) => element((await import("./list.view.js")).TemplatesListView, { result: r }),
          lines: templatesListLines,
        });
      },
    );

  templates
    .command("send-test")
    .description("Send a test email of a template (marked as a test) to one address")
    .argument("<id>", "the template's id, as `templates list` shows it")
    .requiredOption("--to <email>", "the address to send the test to")
    .option("--profile <id>", "the sending profile to use (default: the platform's mail settings)")
    .option("--json", "print JSON for scripts")
    .action(async (templateId: string, options: { to: string; profile?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Sending the test email", () =>
        sendTemplateTest(session, { templateId, to: options.to, profileId: options.profile }),
      );
      await present(io, mode, result, {
        view: async (r) => element((await import("./send-test.view.js")).TemplatesSendTestView, { result: r }),
        lines: templatesSendTestLines,
      });
    });
}

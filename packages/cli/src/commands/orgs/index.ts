import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { type CreateOrgOptions, createOrg, orgsCreateLines } from "./create.js";
import { listOrgs, orgsListLines } from "./list.js";
import { orgsUseLines, useOrg } from "./use.js";

/** `bulwark orgs list`, `bulwark orgs use <id|name>`, `bulwark orgs create <name>`. */
export function registerOrgsCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const orgs = program.command("orgs").description("The organizations you belong to");

  orgs
    .command("list")
    .description("List your organizations; * marks the active one")
    .option("--json", "print JSON for scripts")
    .action(async (options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading organizations", () => listOrgs(session));
      await present(io, mode, result, {
        view: async (r) => element((await import("./list.view.js")).OrgsListView, { result: r }),
        lines: orgsListLines,
      });
    });

  orgs
    .command("create")
    .description("Create an organization; you become its Admin")
    .argument("<name>", "the organization's name")
    .option("--web-url <url>", "its website, e.g. https://acme.example")
    .option("--color <hex>", "its colour in reports, e.g. #1a2b3c")
    .option("--industry <industry>", "e.g. Finance, Healthcare, Retail, InformationTechnology")
    .option("--use", "make it the active organization for later commands")
    .option("--json", "print JSON for scripts")
    .action(async (name: string, options: CreateOrgOptions & { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Creating the organization", () =>
        createOrg(session, name, options, runtime.credentialsFile),
      );
      await present(io, mode, result, {
        view: async (r) => element((await import("./create.view.js")).OrgsCreateView, { result: r }),
        lines: orgsCreateLines,
      });
    });

  orgs
    .command("use")
    .description("Make an organization the active one for later commands")
    .argument("<org>", "the organization's id or name")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Finding the organization", () =>
        useOrg(session, ref, runtime.credentialsFile),
      );
      await present(io, mode, result, {
        view: async (r) => element((await import("./use.view.js")).OrgsUseView, { result: r }),
        lines: orgsUseLines,
      });
    });
}

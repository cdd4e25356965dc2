import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { listOrgs, orgsListLines } from "./list.js";
import { orgsUseLines, useOrg } from "./use.js";

/** `bulwark orgs list`, `bulwark orgs use <id|name>`. */
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

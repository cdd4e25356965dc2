import type { Command } from "commander";
import { UsageError } from "../../errors.js";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { listNanoCampaigns, nanoCampaignsListLines, parseState } from "./list.js";
import { getNanoCampaign, nanoCampaignStopLines, stopNanoCampaign } from "./stop.js";

/** `bulwark nano campaigns list|stop` in the active organization. */
export function registerNanoCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const nano = program.command("nano").description("Nano learning: short lessons sent by email in campaigns");
  const campaigns = nano.command("campaigns").description("The active organization's nano campaigns");

  campaigns
    .command("list")
    .description("List the campaigns, newest first")
    .option("--state <state>", "only active, upcoming or finished campaigns")
    .option("--json", "print JSON for scripts")
    .action(async (options: { state?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const state = parseState(options.state);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading nano campaigns", () => listNanoCampaigns(session, state));
      await present(io, mode, result, {
        view: async (r) => element((await import("./list.view.js")).NanoCampaignsListView, { result: r }),
        lines: nanoCampaignsListLines,
      });
    });

  campaigns
    .command("stop")
    .description("Stop a campaign for good: emails not sent yet are cancelled and it cannot be resumed")
    .argument("<id>", "the campaign's id (see `bulwark nano campaigns list`)")
    .option("-y, --yes", "stop without asking (needed when no one is at the terminal)")
    .option("--json", "print JSON for scripts")
    .action(async (campaignId: string, options: { yes?: boolean; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      if (!options.yes) {
        if (!runtime.prompter.interactive) {
          throw new UsageError("Stopping a nano campaign needs --yes when no one is at the terminal");
        }
        const campaign = await getNanoCampaign(session, campaignId);
        const answer = await runtime.prompter.ask(
          `Stop "${campaign.name}" for good? Emails not sent yet are cancelled and it cannot be resumed. Type yes to confirm`,
        );
        if (answer.trim().toLowerCase() !== "yes") {
          io.stderr.write("Nothing stopped.\n");
          return;
        }
      }
      const result = await working(io, mode, "Stopping the campaign", () => stopNanoCampaign(session, campaignId));
      await present(io, mode, result, {
        view: async (r) => element((await import("./stop.view.js")).NanoCampaignStopView, { result: r }),
        lines: nanoCampaignStopLines,
      });
    });
}

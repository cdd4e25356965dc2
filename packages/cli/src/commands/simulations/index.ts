import type { Command } from "commander";
import { UsageError } from "../../errors.js";
import { element, liveView, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { exportFile, parseFormat, parseLanguage } from "../people/export.js";
import { type LaunchOptions, launchBody, launchLines, launchSimulation, localTimeZone } from "./launch.js";
import {
  getSimulation,
  listSimulations,
  parseState,
  simulationStatus,
  simulationStatusLines,
  simulationStopLines,
  simulationsListLines,
  stopSimulation,
} from "./simulations.js";
import { finished, parseInterval, watchLines, watchStatus } from "./watch.js";

/** Collects a repeatable option's values (`--group IT --group Sales`). */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `bulwark simulations list|launch|status [--watch]|stop|export` in the active organization. */
export function registerSimulationsCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const simulations = program.command("simulations").description("The active organization's phishing simulations");

  simulations
    .command("list")
    .description("List the simulations, newest first")
    .option("--state <state>", "only ongoing, upcoming or finished simulations")
    .option("--json", "print JSON for scripts")
    .action(async (options: { state?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const state = parseState(options.state);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading simulations", () => listSimulations(session, state));
      await present(io, mode, result, {
        view: async (r) => element((await import("./list.view.js")).SimulationsListView, { result: r }),
        lines: simulationsListLines,
      });
    });

  simulations
    .command("launch")
    .description("Launch a phishing simulation: templates, targets and the schedule in one go")
    .argument("<name>", "the simulation's name")
    .option("--template <id>", "a template to send (repeat for several: targets get an even share)", collect)
    .option("--person <id>", "a target, by person id (repeat for several)", collect)
    .option("--group <name>", "everyone in this group (repeat for several)", collect)
    .option("--tag <name>", "everyone with this tag (repeat for several)", collect)
    .option("--start <date>", "when sending may start (default: now)")
    .option("--time-zone <zone>", "IANA time zone of the business hours (default: this machine's)")
    .option("--weeks <n>", "how many weeks the emails are spread over", "1")
    .option("--days <days>", "business days: a list or range, e.g. mon-fri or mon,wed,fri", "mon-fri")
    .option("--hours <from-to>", "business hours in the time zone, HH:mm-HH:mm", "09:00-17:00")
    .option("--max-attacks <n>", "emails per target at most (one per template)", "1")
    .option("--remedial-course <id>", "a course that whoever fails is enrolled in automatically")
    .option("--remedial-nano-page <id>", "a nano-learning page that whoever fails is emailed automatically")
    .option("--sending-profile <id>", "the sending profile (default: the platform's)")
    .option("--description <text>", "what the simulation is about")
    .option("--json", "print JSON for scripts")
    .action(async (name: string, options: LaunchOptions & { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const body = launchBody(name, options, localTimeZone());
      const session = await runtime.session();
      const result = await working(io, mode, "Launching the simulation", () => launchSimulation(session, body));
      await present(io, mode, result, {
        view: async (r) => element((await import("./launch.view.js")).SimulationLaunchView, { result: r }),
        lines: launchLines,
      });
    });

  simulations
    .command("status")
    .description("A simulation's status and funnel (sent, opened, clicked, submitted, reported, failed)")
    .argument("<id>", "the simulation's id (see `bulwark simulations list`)")
    .option("--watch", "keep refreshing until the simulation is stopped or ended, or Ctrl-C")
    .option("--interval <seconds>", "seconds between refreshes with --watch", "5")
    .option("--json", "print JSON for scripts (with --watch: one JSON object per line per refresh)")
    .action(async (simulationId: string, options: { json?: boolean; watch?: boolean; interval: string }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      if (options.watch) {
        const intervalMs = parseInterval(options.interval);
        // Ctrl-C ends the watch, not the process: the command returns and the entry point exits 0.
        const stop = new AbortController();
        const onInterrupt = () => stop.abort();
        // `on`, not `once`: Ink's exit hook re-raises a signal nobody else still listens to.
        process.on("SIGINT", onInterrupt);
        const live = mode === "tty" ? await liveView(io) : undefined;
        const { SimulationWatchView } =
          mode === "tty" ? await import("./watch.view.js") : { SimulationWatchView: null };
        const intervalSeconds = intervalMs / 1000;
        try {
          const last = await watchStatus(session, simulationId, intervalMs, stop.signal, async (update) => {
            if (live && SimulationWatchView) {
              live.update(await element(SimulationWatchView, { update, intervalSeconds }));
            } else if (mode === "json") io.stdout.write(`${JSON.stringify(update)}\n`);
            else io.stdout.write(`${watchLines(update).join("\n")}\n`);
          });
          if (live && SimulationWatchView && last) {
            live.update(
              await element(SimulationWatchView, {
                update: last,
                intervalSeconds,
                state: finished(last) ? "finished" : "interrupted",
              }),
            );
          }
        } finally {
          live?.end();
          process.off("SIGINT", onInterrupt);
        }
        return;
      }
      const result = await working(io, mode, "Loading the simulation", () => simulationStatus(session, simulationId));
      await present(io, mode, result, {
        view: async (r) => element((await import("./status.view.js")).SimulationStatusView, { result: r }),
        lines: simulationStatusLines,
      });
    });

  simulations
    .command("stop")
    .description("Stop a simulation for good: emails not sent yet are cancelled and it cannot be continued")
    .argument("<id>", "the simulation's id (see `bulwark simulations list`)")
    .option("-y, --yes", "stop without asking (needed when no one is at the terminal)")
    .option("--json", "print JSON for scripts")
    .action(async (simulationId: string, options: { yes?: boolean; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      if (!options.yes) {
        if (!runtime.prompter.interactive) {
          throw new UsageError("Stopping a simulation needs --yes when no one is at the terminal");
        }
        const simulation = await getSimulation(session, simulationId);
        const answer = await runtime.prompter.ask(
          `Stop "${simulation.name}" for good? You can no longer continue the simulation. Type yes to confirm`,
        );
        if (answer.trim().toLowerCase() !== "yes") {
          io.stderr.write("Nothing stopped.\n");
          return;
        }
      }
      const result = await working(io, mode, "Stopping the simulation", () => stopSimulation(session, simulationId));
      await present(io, mode, result, {
        view: async (r) => element((await import("./stop.view.js")).SimulationStopView, { result: r }),
        lines: simulationStopLines,
      });
    });

  simulations
    .command("export")
    .description(
      "Export a simulation's targets (status, emails sent, time to fail, reaction time) to a CSV or XLSX file",
    )
    .argument("<id>", "the simulation's id (see `bulwark simulations list`)")
    .option("--format <format>", "csv or xlsx", "csv")
    .option("-o, --output <file>", "where to write the file (default: the file name the API gives)")
    .option("--lang <language>", "language of the headers and statuses: en or sr", "en")
    .option("--json", "print JSON for scripts")
    .action(
      async (simulationId: string, options: { format: string; output?: string; lang: string; json?: boolean }) => {
        const mode = runtime.mode(options.json);
        const format = parseFormat(options.format);
        const language = parseLanguage(options.lang);
        const session = await runtime.session();
        const result = await working(io, mode, "Exporting targets", async () => {
          // Looked up first: an id the organization cannot see is "not found" (exit 5), not an empty file.
          const simulation = await getSimulation(session, simulationId);
          return exportFile(session, {
            kind: "simulationTargets",
            format,
            language,
            output: options.output,
            filters: { simulationId: simulation.id },
          });
        });
        await present(io, mode, result, {
          view: async (r) => element((await import("../people/export.view.js")).ExportView, { result: r }),
          lines: (r) => [r.file],
        });
      },
    );
}

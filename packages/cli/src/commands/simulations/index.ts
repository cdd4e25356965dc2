import type { Command } from "commander";
import { UsageError } from "../../errors.js";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { exportFile, parseFormat, parseLanguage } from "../people/export.js";
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

/** `bulwark simulations list|status|stop|export` in the active organization. */
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
    .command("status")
    .description("A simulation's status and funnel (sent, opened, clicked, submitted, reported, failed)")
    .argument("<id>", "the simulation's id (see `bulwark simulations list`)")
    .option("--json", "print JSON for scripts")
    .action(async (simulationId: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
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

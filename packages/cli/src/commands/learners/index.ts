import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { parseCount } from "../people/list.js";
import { learnersListLines, listLearners, MAX_PAGE, parseLearnerStatus } from "./list.js";

/** `bulwark learners list <course>` in the active organization. */
export function registerLearnersCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const learners = program.command("learners").description("The learners of the active organization's courses");

  learners
    .command("list")
    .description("List a course's learners with their status, result and progress, a page at a time")
    .argument("<course>", "the course's id or exact name")
    .option("--search <text>", "only learners whose name or email contains this")
    .option("--status <status>", "only learners at this step (e.g. LearningInProgress)")
    .option("--limit <n>", `learners per page, 1–${MAX_PAGE}`, "50")
    .option("--page <n>", "the page to show, from 1", "1")
    .option("--all", "every page, one after another (for scripts)")
    .option("--json", "print JSON for scripts")
    .action(
      async (
        ref: string,
        options: { search?: string; status?: string; limit: string; page: string; all?: boolean; json?: boolean },
      ) => {
        const mode = runtime.mode(options.json);
        const status = options.status ? parseLearnerStatus(options.status) : undefined;
        const limit = parseCount("--limit", options.limit, 1, MAX_PAGE);
        const page = parseCount("--page", options.page, 1, 1_000_000);
        const session = await runtime.session();
        const result = await working(io, mode, "Loading learners", () =>
          listLearners(session, ref, { search: options.search, status, limit, page, all: options.all }),
        );
        await present(io, mode, result, {
          view: async (r) => element((await import("./list.view.js")).LearnersListView, { result: r }),
          lines: learnersListLines,
        });
      },
    );
}

import { Command } from "commander";
import { registerAdminCommands } from "./commands/admin/index.js";
import { registerAssetsCommands } from "./commands/assets/index.js";
import { registerAuthCommands } from "./commands/auth/index.js";
import { registerCoursesCommands } from "./commands/courses/index.js";
import { registerLearnersCommands } from "./commands/learners/index.js";
import { registerLessonsCommands } from "./commands/lessons/index.js";
import { registerMembersCommands } from "./commands/members/index.js";
import { registerNanoCommands } from "./commands/nano/index.js";
import { registerOrgsCommands } from "./commands/orgs/index.js";
import { registerPeopleCommands } from "./commands/people/index.js";
import { registerSimulationsCommands } from "./commands/simulations/index.js";
import { registerTemplatesCommands } from "./commands/templates/index.js";
import { registerWebhooksCommands } from "./commands/webhooks/index.js";
import type { Runtime } from "./runtime.js";
import { VERSION } from "./version.js";

export { VERSION };

/**
 * The `bulwark` command tree. Commander never exits on its own here (`exitOverride`): errors
 * reach cli.ts, which maps them to exit codes.
 */
export function createProgram(runtime: Runtime): Command {
  const { io } = runtime;
  const program = new Command("bulwark")
    .description("The Bulwark command line: sign in, pick an organization, administer the platform.")
    .version(VERSION, "-v, --version")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError("(run `bulwark --help` for usage)")
    .addHelpText(
      "after",
      "\nEnvironment: BULWARK_API_URL and BULWARK_TOKEN (an access token) override `bulwark login`;" +
        "\nBULWARK_TENANT_ID picks the organization. Exit codes are listed in the README.",
    );
  registerAuthCommands(program, runtime);
  registerOrgsCommands(program, runtime);
  registerMembersCommands(program, runtime);
  registerPeopleCommands(program, runtime);
  registerAssetsCommands(program, runtime);
  registerWebhooksCommands(program, runtime);
  registerLessonsCommands(program, runtime);
  registerNanoCommands(program, runtime);
  registerSimulationsCommands(program, runtime);
  registerTemplatesCommands(program, runtime);
  registerCoursesCommands(program, runtime);
  registerLearnersCommands(program, runtime);
  registerAdminCommands(program, runtime);
  return program;
}

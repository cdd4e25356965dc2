import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import { readStdin } from "../../prompt.js";
import type { Runtime } from "../../runtime.js";
import { createSuperAdmin, createSuperAdminLines } from "./create-superadmin.js";

interface CreateSuperAdminFlags {
  email: string;
  firstName?: string;
  lastName?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

/** `bulwark admin ...`: platform administration for super-admins. */
export function registerAdminCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const admin = program.command("admin").description("Platform administration (super-admins)");

  admin
    .command("create-superadmin")
    .description("Create a super-admin, or make an existing user one")
    .requiredOption("--email <email>", "the super-admin's email address")
    .option("--first-name <name>", "first name of a new user")
    .option("--last-name <name>", "last name of a new user")
    .option("--password-stdin", "read the new user's password from stdin")
    .option("--json", "print JSON for scripts")
    .action(async (options: CreateSuperAdminFlags) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const password = options.passwordStdin ? await readStdin(io.stdin) : undefined;
      const user = await working(io, mode, "Creating the super-admin", () =>
        createSuperAdmin(session, {
          email: options.email,
          firstName: options.firstName,
          lastName: options.lastName,
          password,
        }),
      );
      await present(io, mode, user, {
        view: async (u) => element((await import("./create-superadmin.view.js")).CreateSuperAdminView, { user: u }),
        lines: createSuperAdminLines,
      });
    });
}

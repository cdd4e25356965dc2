import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { type LoginOptions, login, loginLines } from "./login.js";
import { logout, logoutLines } from "./logout.js";
import { whoami, whoamiLines } from "./whoami.js";

/** `bulwark login`, `bulwark logout`, `bulwark whoami`. */
export function registerAuthCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;

  program
    .command("login")
    .description("Sign in and remember the session in your config directory")
    .option("--api-url <url>", "the Bulwark API, e.g. https://bulwark.example.com (default: http://localhost:8080)")
    .option("--email <email>", "your email address")
    .option("--password-stdin", "read the password from stdin instead of asking")
    .option("--code <code>", "the six-digit two-factor code")
    .option("--recovery-key [key]", "sign in with your two-factor recovery key instead of a code")
    .option("--json", "print JSON for scripts")
    .action(async (options: LoginOptions & { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const result = await login(options, {
        prompter: runtime.prompter,
        stdin: io.stdin,
        env: io.env,
        credentialsFile: runtime.credentialsFile,
      });
      await present(io, mode, result, {
        view: async (r) => element((await import("./login.view.js")).LoginView, { result: r }),
        lines: loginLines,
      });
    });

  program
    .command("logout")
    .description("End the session and forget its tokens")
    .option("--json", "print JSON for scripts")
    .action(async (options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const result = await working(io, mode, "Signing out", () => logout(runtime));
      await present(io, mode, result, {
        view: async (r) => element((await import("./logout.view.js")).LogoutView, { result: r }),
        lines: logoutLines,
      });
    });

  program
    .command("whoami")
    .description("Show the signed-in user and the active organization")
    .option("--json", "print JSON for scripts")
    .action(async (options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Asking the API", () => whoami(session));
      await present(io, mode, result, {
        view: async (r) => element((await import("./whoami.view.js")).WhoamiView, { result: r }),
        lines: whoamiLines,
      });
    });
}

import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { createUser, PASSWORD, type TestApi, uniqueEmail } from "@bulwark/api/testing";
import { createProgram } from "./program.js";
import { createRuntime } from "./runtime.js";

export { PASSWORD, uniqueEmail };

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (for `--json` runs). */
  json: () => any;
}

/** A fresh HOME and XDG_CONFIG_HOME, so runs never see the developer's real credentials. */
export async function tempHome() {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "bulwark-cli-"));
  return {
    home,
    env: { HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") },
    credentialsFile: path.join(home, ".config", "bulwark", "credentials.json"),
    remove: () => fs.rm(home, { recursive: true, force: true }),
  };
}

/**
 * Runs `bulwark` as a real child process (`node --import tsx src/main.ts`), stdin piped.
 * `interruptWhen` sends the process one SIGINT (Ctrl-C) as soon as its stdout so far satisfies it.
 */
export function runCli(
  args: string[],
  options: { env?: Record<string, string>; input?: string; interruptWhen?: (stdout: string) => boolean } = {},
) {
  // Only what the CLI needs from this process: no stray BULWARK_* of the developer leak in.
  const base = { PATH: process.env.PATH ?? "", NODE_OPTIONS: "", NO_COLOR: "1" };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts", ...args], {
    cwd: packageDir,
    env: { ...base, ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let interrupted = false;
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    if (!interrupted && options.interruptWhen?.(stdout)) {
      interrupted = true;
      child.kill("SIGINT");
    }
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(options.input ?? "");
  return new Promise<CliResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}

/** A verified user, registered through the API by the API's own factory. */
export async function createVerifiedUser(api: TestApi, email = uniqueEmail()) {
  const user = await createUser(api, { email });
  return { email: user.email, password: user.password, accessToken: user.accessToken };
}

/** Creates an organization through the API as `accessToken`'s user. */
export async function createOrganization(api: TestApi, accessToken: string, name: string) {
  const created = await api.request("POST", "/api/v1/users/tenants", { token: accessToken, body: { name } });
  if (created.status !== 201) throw new Error(`create tenant failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.id as string, name };
}

/** `bulwark login` with the password on stdin. */
export const loginArgs = (api: TestApi, email: string, ...extra: string[]) => [
  "login",
  "--api-url",
  api.baseUrl,
  "--email",
  email,
  "--password-stdin",
  ...extra,
];

/**
 * A fresh home (see {@link tempHome}) signed in through `bulwark login` as a new verified user who
 * created an organization named `name`: where most command tests start.
 */
export async function signedInOwner(api: TestApi, name = "Acme d.o.o.") {
  const home = await tempHome();
  const user = await createVerifiedUser(api);
  const org = await createOrganization(api, user.accessToken, name);
  await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
  return { home, user, org };
}

export type SignedInOwner = Awaited<ReturnType<typeof signedInOwner>>;

/**
 * Runs `bulwark` in this process, signed in as `who` in its organization, with a person at the
 * terminal who answers `answer` to every question (the confirmations a script skips with --yes).
 */
export async function atTerminal(api: TestApi, who: SignedInOwner, answer: string, ...args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => {
    out += chunk;
  });
  stderr.on("data", (chunk) => {
    err += chunk;
  });
  const runtime = createRuntime({
    stdin: new PassThrough(),
    stdout,
    stderr,
    env: { BULWARK_TOKEN: who.user.accessToken, BULWARK_API_URL: api.baseUrl, BULWARK_TENANT_ID: who.org.id },
  });
  const asked: string[] = [];
  const prompter = {
    interactive: true,
    ask: async (question: string) => {
      asked.push(question);
      return answer;
    },
  };
  await createProgram({ ...runtime, prompter }).parseAsync(["node", "bulwark", ...args]);
  return { stdout: out, stderr: err, asked };
}

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestApi } from "./harness.js";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A second API, in its own operating-system process, serving the same database as a test API. */
export interface SiblingProcess {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts `api/src/main.ts` in a child process (through tsx, as `pnpm dev` runs it) on the database
 * and data directory of `api`, so a test can spread requests over two API nodes the way a
 * deployment with several processes behind a load balancer does. Nothing is shared between the two
 * but the database (and the data directory, for the installation key), so whatever the two agree
 * on was agreed through the database. Resolves once the child prints where it listens.
 */
export async function startSiblingProcess(api: TestApi, env: Record<string, string> = {}): Promise<SiblingProcess> {
  const { config } = api.platform;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      BULWARK_DATA_DIR: config.dataDir,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      HOST: "127.0.0.1",
      PORT: "0",
      PUBLIC_URL: config.publicUrl,
      LOG_LEVEL: "error",
      ALLOW_PRIVATE_NETWORK: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The second API did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The second API exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

#!/usr/bin/env node
// Benchmark: the API's start to listening, compiled (`node api/dist/main.js`, what `pnpm start`
// runs) and from source (`node --import tsx api/src/main.ts`, what `pnpm dev` runs), against a
// minimal Node HTTP server's start to listening measured in the same run. Each server is started
// BENCH_START_RUNS times, in turn (A B C, A B C, ...) so that load from other processes falls
// on all alike; medians and their ratios to the reference are printed. See README.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildApi, freePort } from "./src/processes.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const require = createRequire(import.meta.url);
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_START_RUNS ?? 7)));
const log = (line) => process.stdout.write(`${line}\n`);

// A bare HTTP server: Node's own start plus listen, the floor of any server.
const REFERENCE = `require("node:http").createServer((q, s) => s.end("ok")).listen(+process.env.PORT, "127.0.0.1", () => console.log("listening"))`;

/**
 * Starts `args` with a fresh port and answers the milliseconds from spawn until its stdout says
 * it listens (`listening` / `Bulwark is running`), then checks it answers and stops it.
 */
async function timeStart(args, env, healthPath) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ms = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/listening|Bulwark is running/.test(output)) {
        child.stdout.off("data", onData);
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output.slice(-2000)}`)));
  });
  const answer = await fetch(`http://127.0.0.1:${port}${healthPath}`);
  if (!answer.ok) throw new Error(`${args.join(" ")} listened but answered ${answer.status}`);
  await answer.body?.cancel();
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
  log("Building the API (its `build` script, tsup)...");
  buildApi(rootDir);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-start-"));
  // Migrated once beforehand: the runs measure a restart, the common case; a fresh database's
  // first start (the migrations) is timed once on its own below.
  const env = { BULWARK_DATA_DIR: dataDir };
  const tsx = pathToFileURL(require.resolve("tsx")).href;
  const servers = [
    { label: "reference: bare node:http server", args: ["-e", REFERENCE], env: {}, health: "/" },
    {
      label: "API compiled (pnpm start)",
      args: [path.join(rootDir, "api/dist/main.js")],
      env,
      health: "/api/v1/health",
    },
    {
      label: "API from source via tsx (pnpm dev)",
      args: ["--import", tsx, path.join(rootDir, "api/src/main.ts")],
      env,
      health: "/api/v1/health",
    },
  ];
  try {
    const firstStart = await timeStart(servers[1].args, env, "/api/v1/health");
    const times = servers.map(() => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, server] of servers.entries()) {
        times[index].push(await timeStart(server.args, server.env, server.health));
      }
    }
    const medians = times.map(median);
    const reference = medians[0];
    log("");
    log(`Start to listening, median of ${RUNS} runs each (alternating):`);
    for (const [index, server] of servers.entries()) {
      const ratio = index === 0 ? "" : `  ${(medians[index] / reference).toFixed(2)}× the reference`;
      log(`  ${server.label.padEnd(38)} ${medians[index].toFixed(0).padStart(5)} ms${ratio}`);
    }
    log(`  compiled vs tsx: ${(medians[2] / medians[1]).toFixed(2)}× faster compiled`);
    log(`  first start of the compiled API on an empty database (migrations): ${firstStart.toFixed(0)} ms`);
  } finally {
    if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});

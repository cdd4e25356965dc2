#!/usr/bin/env node
// Benchmark: `bulwark --version` as users run it (the built CLI, packages/cli/dist/main.js, and
// its bin launcher, which checks in a workspace that dist/ is up to date), against `node -e 0`,
// the floor of any Node program on this machine at this moment, in turn (A B C, A B C, ...) so
// load from other processes falls on all alike. Prints median and fastest of each. See README.md.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cliDir = path.join(rootDir, "packages/cli");
const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 40);
const GOAL_MS = 120;
const log = (line) => process.stdout.write(`${line}\n`);

function buildCli() {
  const build = spawnSync(path.join(cliDir, "node_modules/.bin/tsup"), { cwd: cliDir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr || build.error}`);
}

const commands = {
  "node -e 0 (reference)": ["-e", "0"],
  "bulwark --version (dist/main.js)": [path.join(cliDir, "dist/main.js"), "--version"],
  "bulwark --version (bin/bulwark.js)": [path.join(cliDir, "bin/bulwark.js"), "--version"],
};

log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
buildCli();
const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const [name, args] of Object.entries(commands)) {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const ms = performance.now() - started;
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    times[name].push(ms);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [reference] = Object.values(times);
log(`\n${RUNS} runs each, load average ${os.loadavg()[0].toFixed(2)}:`);
log(`${"".padEnd(36)}${"median".padStart(10)}${"fastest".padStart(10)}   vs reference (median, fastest)`);
for (const [name, values] of Object.entries(times)) {
  const ratio = `${(median(values) / median(reference)).toFixed(2)}x, ${(Math.min(...values) / Math.min(...reference)).toFixed(2)}x`;
  log(
    `${name.padEnd(36)}${`${median(values).toFixed(0)} ms`.padStart(10)}${`${Math.min(...values).toFixed(0)} ms`.padStart(10)}   ${values === reference ? "" : ratio}`,
  );
}
const cli = times["bulwark --version (dist/main.js)"];
log(
  `goal: under ${GOAL_MS} ms: median ${median(cli) < GOAL_MS ? "met" : "MISSED"}, fastest ${Math.min(...cli) < GOAL_MS ? "met" : "MISSED"}` +
    ` (the CLI's own share, median minus the reference's: ${(median(cli) - median(reference)).toFixed(0)} ms)`,
);

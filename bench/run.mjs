#!/usr/bin/env node
// Runs the benchmarks named on the command line (all of them without arguments), one process
// each, one after the other, so they never compete for the two CPUs. See README.md.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const benchmarks = {
  "api-start": "the API's start to listening, compiled and via tsx, against a bare node:http server",
  "cli-start": "bulwark --version, built, against node -e 0",
  courses: "launch to 10,000 learners; the learners list against a reference server; the player page's p99",
  notifications: "GET notifications?limit=50 with 100,000 notifications, against a reference server",
  "people-import": "CSV import of 100,000 people through the CLI against sqlite3 .import; peak API memory at 1,000,000",
  phishing:
    "a simulation to 50,000 targets; its tracking at 2,000 events/s against a reference doing the same insert; its view meanwhile",
  "people-list": "GET people with a text filter in a 100,000-person organisation, against a reference server",
  tracking: "GET the open pixel of a tracked email (signature, GIF, recording), against a reference server",
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  process.stderr.write(`Unknown benchmark ${unknown.join(", ")}; there are:\n`);
  for (const [name, what] of Object.entries(benchmarks)) process.stderr.write(`  ${name.padEnd(14)} ${what}\n`);
  process.exit(2);
}
let failed = false;
for (const name of wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
  process.stdout.write(`\n=== ${name}: ${benchmarks[name]}\n`);
  const run = spawnSync(process.execPath, [path.join(benchDir, `${name}.mjs`)], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

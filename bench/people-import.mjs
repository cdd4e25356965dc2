#!/usr/bin/env node
// Benchmark: a 100,000-row people CSV imported through the `bulwark` CLI against a running API,
// against `sqlite3 .import` of the same file into an empty table, alternated in the same run;
// the same file uploaded over HTTP without the CLI (the API's own time and CPU); then a
// 1,000,000-row import, reporting the API's peak resident memory. See README.md.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writePeopleCsv } from "./src/people-csv.mjs";
import { peakRssBytes, startApi } from "./src/processes.mjs";
import { createOrganisation, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const BIG_ROWS = Number(process.env.BENCH_MEMORY_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const GOAL_RATIO = 8;
const GOAL_PEAK_MB = 400;
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };
const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * CPU time (user + system, ms) of this process's children that have ended: `sqlite3` and the
 * CLI, read around each. Fields 16 and 17 of /proc/self/stat, in clock ticks (100 per second);
 * undefined where /proc is missing.
 */
function childrenCpuMs() {
  try {
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

function sqliteImport(csv, dir, run) {
  const db = path.join(dir, `reference-${run}.sqlite`);
  const script = [
    ".bail on",
    "CREATE TABLE people (first_name TEXT, last_name TEXT, email TEXT, department TEXT, tags TEXT);",
    ".mode csv",
    `.import --skip 1 '${csv}' people`,
    "SELECT count(*) FROM people;",
  ].join("\n");
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync("sqlite3", [db], { input: script, encoding: "utf8" });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`sqlite3 failed: ${result.stderr || result.error}`);
  if (Number(result.stdout.trim()) !== ROWS) throw new Error(`sqlite3 imported ${result.stdout.trim()} rows`);
  return { ms, cpuMs: childrenCpuMs() - cpuBefore };
}

const cliDir = path.join(rootDir, "packages/cli");

/**
 * Builds the CLI as it is published (`dist/main.js`, what `npm i -g` users run), so the times
 * include its real start-up rather than the on-the-fly TypeScript of the workspace launcher.
 */
function buildCli() {
  const build = spawnSync(path.join(cliDir, "node_modules/.bin/tsup"), { cwd: cliDir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr || build.error}`);
}

/**
 * The same import as a plain HTTP upload from this process: the API's own time (no CLI start),
 * and the API process's CPU time meanwhile.
 */
async function httpImport(api, csv, accessToken, tenantId) {
  const body = fs.readFileSync(csv);
  const cpuBefore = api.cpuSeconds();
  const started = performance.now();
  const res = await fetch(`${api.url}/api/v1/inventory/people/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "x-tenant-id": tenantId, "content-type": "text/csv" },
    body,
  });
  const report = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200 || report.created !== ROWS) {
    throw new Error(`the upload answered ${res.status}: ${JSON.stringify(report).slice(0, 300)}`);
  }
  return { ms, cpuMs: (api.cpuSeconds() - cpuBefore) * 1000 };
}

/** Waits until the API process has been idle a moment (the checkpoint after an import is done). */
async function settle(api) {
  let last = api.cpuSeconds();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = api.cpuSeconds();
    if (now === undefined || now - last < 0.01) return;
    last = now;
  }
}

function cliImport(csv, env) {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(cliDir, "dist/main.js"), "people", "import", csv, "--json"], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`bulwark people import exited ${code}: ${stderr}`));
      resolve({ ms, cpuMs: childrenCpuMs() - cpuBefore, report: JSON.parse(stdout) });
    });
  });
}

async function main() {
  if (spawnSync("sqlite3", ["-version"]).status !== 0) {
    throw new Error("sqlite3 is not installed (Debian: apt-get install -y sqlite3)");
  }
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-import-"));
  let api;
  try {
    const csv = path.join(dir, "people.csv");
    const bytes = await writePeopleCsv(csv, ROWS);
    buildCli();
    log(`Wrote ${ROWS.toLocaleString("en")} rows (${(bytes / 1e6).toFixed(1)} MB)`);
    api = await startApi({ rootDir, dataDir: path.join(dir, "data"), admin: ADMIN });
    const { accessToken, userId } = await signIn(api.url, ADMIN.email, ADMIN.password);
    const dbPath = path.join(dir, "data", "bulwark.sqlite");

    const reference = [];
    const referenceCpu = [];
    const cli = [];
    const cliCpu = [];
    const http = [];
    const apiCpu = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh organisation for each import, so every import creates all its people.
      const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
      const env = { BULWARK_API_URL: api.url, BULWARK_TOKEN: accessToken, BULWARK_TENANT_ID: tenantId, HOME: dir };
      const sqlite = sqliteImport(csv, dir, run);
      reference.push(sqlite.ms);
      referenceCpu.push(sqlite.cpuMs);
      const apiCpuBefore = api.cpuSeconds();
      const { ms, cpuMs, report } = await cliImport(csv, env);
      if (report.created !== ROWS) throw new Error(`the import created ${report.created} of ${ROWS}`);
      cli.push(ms);
      // The CLI's CPU and the API's until the answer (the search index's catch-up after it not
      // counted: settle() waits for it below).
      cliCpu.push(cpuMs + (api.cpuSeconds() - apiCpuBefore) * 1000);
      await settle(api);
      const second = await createOrganisation(api.url, dbPath, accessToken, userId);
      const upload = await httpImport(api, csv, accessToken, second.tenantId);
      http.push(upload.ms);
      apiCpu.push(upload.cpuMs);
      await settle(api);
      log(
        `run ${run + 1}: sqlite3 .import ${reference.at(-1).toFixed(0)} ms (CPU ${referenceCpu.at(-1)} ms), ` +
          `bulwark people import ${ms.toFixed(0)} ms (CPU of CLI and API ${cliCpu.at(-1).toFixed(0)} ms), ` +
          `HTTP upload ${upload.ms.toFixed(0)} ms (API CPU ${upload.cpuMs.toFixed(0)} ms), load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
    const ratio = median(cli) / median(reference);
    const cpuRatio = median(cliCpu) / median(referenceCpu);
    const httpRatio = median(http) / median(reference);

    const big = path.join(dir, "people-big.csv");
    const bigBytes = await writePeopleCsv(big, BIG_ROWS, { prefix: "big" });
    const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
    const before = peakRssBytes(api.child.pid);
    const bigRun = await cliImport(big, {
      BULWARK_API_URL: api.url,
      BULWARK_TOKEN: accessToken,
      BULWARK_TENANT_ID: tenantId,
      HOME: dir,
    });
    if (bigRun.report.created !== BIG_ROWS) throw new Error(`the big import created ${bigRun.report.created}`);
    const peak = peakRssBytes(api.child.pid);

    const report = {
      benchmark: "people CSV import",
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: os.loadavg()[0],
      rows: ROWS,
      runs: RUNS,
      sqliteImportMs: median(reference),
      cliImportMs: median(cli),
      ratio,
      sqliteImportCpuMs: median(referenceCpu),
      cliImportCpuMs: median(cliCpu),
      cpuRatio,
      httpImportMs: median(http),
      httpRatio,
      apiCpuMsPerImport: median(apiCpu),
      big: {
        rows: BIG_ROWS,
        megabytes: bigBytes / 1e6,
        ms: bigRun.ms,
        apiPeakRssMbBefore: before === undefined ? null : before / 1e6,
        apiPeakRssMb: peak === undefined ? null : peak / 1e6,
      },
      goals: {
        ratio: { target: `<= ${GOAL_RATIO}`, met: ratio <= GOAL_RATIO },
        peakRss: { target: `< ${GOAL_PEAK_MB} MB`, met: peak !== undefined && peak / 1e6 < GOAL_PEAK_MB },
      },
    };
    const mark = (met) => (met ? "met" : "MISSED");
    log("");
    log(`${ROWS.toLocaleString("en")} rows, median of ${RUNS}:`);
    log(`  sqlite3 .import          ${report.sqliteImportMs.toFixed(0)} ms`);
    log(`  bulwark people import    ${report.cliImportMs.toFixed(0)} ms (CLI start, upload, parse, check, save)`);
    log(
      `  ratio                    ${ratio.toFixed(2)}x   goal ${report.goals.ratio.target}: ${mark(report.goals.ratio.met)}`,
    );
    log(
      `  CPU time                 ${report.cliImportCpuMs.toFixed(0)} ms (CLI and API) / ${report.sqliteImportCpuMs.toFixed(0)} ms (sqlite3) = ${cpuRatio.toFixed(2)}x (steadier on a busy machine)`,
    );
    log(
      `  HTTP upload, no CLI      ${report.httpImportMs.toFixed(0)} ms (${httpRatio.toFixed(2)}x; API CPU ${report.apiCpuMsPerImport.toFixed(0)} ms)`,
    );
    log(
      `${BIG_ROWS.toLocaleString("en")} rows (${report.big.megabytes.toFixed(0)} MB) in ${(bigRun.ms / 1000).toFixed(1)} s:`,
    );
    log(
      `  API peak RSS             ${report.big.apiPeakRssMb?.toFixed(0) ?? "n/a"} MB (before: ${report.big.apiPeakRssMbBefore?.toFixed(0) ?? "n/a"} MB)   goal ${report.goals.peakRss.target}: ${mark(report.goals.peakRss.met)}`,
    );
    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "people-import.json"), `${JSON.stringify(report, null, 2)}\n`);
    log("Figures written to bench/.results/people-import.json");
  } finally {
    await api?.stop();
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});

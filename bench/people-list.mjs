#!/usr/bin/env node
// Benchmark: GET /api/v1/inventory/people?search=jelena&limit=20 in an organisation of 100,000
// people (a tenth of them match), on the real API (its text index) and on a minimal reference
// server searching the same SQLite file the naive way (LIKE '%jelena%', a scan), measured in the
// same run. See README.md.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import {
  buildComparison,
  measureAgainstReference,
  measureOpenLoop,
  OPEN_LOOP_RATES,
  printClosedLoopNote,
  printComparison,
  printOpenLoop,
} from "./src/compare.mjs";
import { positive } from "./src/env.mjs";
import { FIRST_NAMES, writePeopleCsv } from "./src/people-csv.mjs";
import { freePort, startApi, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const DURATION = positive("BENCH_DURATION", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
const PEOPLE = Math.floor(positive("BENCH_PEOPLE", 100_000));
const SLICES = 2;
const CONNECTIONS = 50;
const PATH_BASE = "/api/v1/inventory/people?limit=20&search=";
const PATH = `${PATH_BASE}jelena`;
const RATES = OPEN_LOOP_RATES;
const GOAL_RATIO = 10;
const GOAL_P99_MS = 50;
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };
const log = (line) => process.stdout.write(`${line}\n`);

async function main() {
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-people-"));
  const dataDir = path.join(dir, "data");
  const children = [];
  try {
    const api = await startApi({ rootDir, dataDir, admin: ADMIN });
    children.push(api);
    const { accessToken, userId } = await signIn(api.url, ADMIN.email, ADMIN.password);
    const dbPath = path.join(dataDir, "bulwark.sqlite");
    const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
    const headers = { authorization: `Bearer ${accessToken}`, "x-tenant-id": tenantId };

    // The people go in through the product's own import, as an admin's would.
    const csv = path.join(dir, "people.csv");
    await writePeopleCsv(csv, PEOPLE);
    const started = Date.now();
    const imported = await fetch(`${api.url}/api/v1/inventory/people/import`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: fs.readFileSync(csv),
    });
    const report = await imported.json();
    if (imported.status !== 200 || report.created !== PEOPLE) {
      throw new Error(`import answered ${imported.status}: ${JSON.stringify(report).slice(0, 500)}`);
    }
    log(`Imported ${PEOPLE.toLocaleString("en")} people in ${Date.now() - started} ms`);
    // The import's people are indexed for search after it answers (TextSearch.catchUp); until
    // then a search also reads them. Measured once that is done, as a search a minute later is.
    await settle(api);
    // Fresh statistics for the planner, as a long-running database would have.
    spawnSync("sqlite3", [dbPath, "ANALYZE;"]);

    const refPort = await freePort();
    const reference = startChild("reference server", path.join(benchDir, "src/people-reference-server.mjs"), {
      env: { BENCH_DB: dbPath, PORT: String(refPort) },
    });
    children.push(reference);
    const refUrl = `http://127.0.0.1:${refPort}`;
    await waitUntilHealthy(reference, `${refUrl}${PATH}`, { headers, timeoutMs: 30_000 });
    await assertSameAnswer(`${api.url}${PATH}`, `${refUrl}${PATH}`, headers);

    // Every term once, one request at a time: what a search costs the first time it is asked
    // (the API keeps a count until the organisation's people change; the loaded runs below ask
    // for one term again and again, so they see the kept count).
    const terms = distinctTerms();
    const once = {
      api: await askEachOnce(api, `${api.url}${PATH_BASE}`, terms, headers),
      reference: await askEachOnce(reference, `${refUrl}${PATH_BASE}`, terms, headers),
    };

    const measured = await measureAgainstReference({
      api: { url: `${api.url}${PATH}`, proc: api },
      reference: { url: `${refUrl}${PATH}`, proc: reference },
      headers,
      duration: DURATION,
      warmup: WARMUP,
      slices: SLICES,
      connections: CONNECTIONS,
    });
    const openLoop = await measureOpenLoop({
      api: `${api.url}${PATH}`,
      reference: `${refUrl}${PATH}`,
      measured,
      headers,
      rates: RATES,
      duration: DURATION / 2,
    });
    const atRate = openLoop.find((run) => run.api.offeredPerSec === Math.max(...RATES))?.api;
    const comparison = buildComparison(measured, {
      benchmark: `GET ${PATH}`,
      goalRatio: GOAL_RATIO,
      settings: { people: PEOPLE, connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION },
    });
    comparison.onceEach = {
      terms: terms.length,
      ...once,
      cpuRatio: once.api.cpuMsPerRequest / once.reference.cpuMsPerRequest,
    };
    comparison.openLoop = openLoop;
    printComparison(
      comparison,
      `${comparison.benchmark}, ${PEOPLE.toLocaleString("en")} people, ${CONNECTIONS} connections (closed loop: each sends its next request when answered), ${DURATION} s each`,
    );
    printClosedLoopNote(CONNECTIONS);
    comparison.goals.apiLatencyP99Ms = {
      target: `< ${GOAL_P99_MS} ms at ${Math.max(...RATES)} requests/s (open loop)`,
      met: atRate?.latencyMs !== undefined && atRate.latencyMs.p99 < GOAL_P99_MS,
    };
    log("");
    printOpenLoop(openLoop, DURATION / 2);
    const mark = (met) => (met ? "met" : "MISSED");
    log(`  API p99 ${comparison.goals.apiLatencyP99Ms.target}: ${mark(comparison.goals.apiLatencyP99Ms.met)}`);
    log("");
    log(
      `${terms.length} different terms, each once, one at a time (nothing kept from an earlier answer): ` +
        `API ${once.api.cpuMsPerRequest.toFixed(2)} ms CPU and ${once.api.medianMs.toFixed(1)} ms per request (median), ` +
        `reference ${once.reference.cpuMsPerRequest.toFixed(2)} ms CPU and ${once.reference.medianMs.toFixed(1)} ms; ` +
        `CPU ratio ${comparison.onceEach.cpuRatio.toFixed(2)} (${(1 / comparison.onceEach.cpuRatio).toFixed(1)}x less)`,
    );
    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "people-list.json"), `${JSON.stringify(comparison, null, 2)}\n`);
    log("Figures written to bench/.results/people-list.json");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the API process has been idle for a moment (at most 30 s). */
async function settle(proc) {
  let last = proc.cpuSeconds();
  for (let i = 0; i < 300; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = proc.cpuSeconds();
    if (now === undefined || now - last < 0.005) return;
    last = now;
  }
}

/** Substrings of 3 characters or more of the generated first names: terms matching thousands of people each. */
function distinctTerms() {
  const terms = new Set();
  for (const name of FIRST_NAMES.map((n) => n.toLowerCase())) {
    for (let start = 0; start < name.length; start++) {
      for (let end = start + 3; end <= name.length; end++) terms.add(name.slice(start, end));
    }
  }
  return [...terms];
}

/** Asks for each term once, one request at a time; the server's CPU and the median time per request. */
async function askEachOnce(proc, base, terms, headers) {
  const cpuBefore = proc.cpuSeconds();
  const times = [];
  for (const term of terms) {
    const started = performance.now();
    const res = await fetch(`${base}${encodeURIComponent(term)}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${base}${term} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  const cpuMs = (proc.cpuSeconds() - cpuBefore) * 1000;
  return { cpuMsPerRequest: cpuMs / terms.length, medianMs: times.sort((a, b) => a - b)[Math.floor(times.length / 2)] };
}

/** Both servers must answer the benchmarked request identically, or the comparison is moot. */
async function assertSameAnswer(apiUrl, refUrl, headers) {
  const [a, r] = await Promise.all([fetch(apiUrl, { headers }), fetch(refUrl, { headers })]);
  const [apiBody, refBody] = await Promise.all([a.json(), r.json()]);
  if (a.status !== 200 || r.status !== 200) {
    throw new Error(`expected 200 from both, got API ${a.status} ${JSON.stringify(apiBody)}, reference ${r.status}`);
  }
  if (apiBody.total !== PEOPLE / 10 || apiBody.items.length !== 20) {
    throw new Error(`API answered total ${apiBody.total} and ${apiBody.items.length} items`);
  }
  if (!isDeepStrictEqual(apiBody, refBody)) {
    throw new Error(
      `API and reference answers differ:\n${JSON.stringify(apiBody.items[0])}\n${JSON.stringify(refBody.items[0])}`,
    );
  }
}

main().catch((error) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

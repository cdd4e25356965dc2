#!/usr/bin/env node
// Benchmark: GET /api/v1/notifications/notifications?limit=50 for a user with 100,000
// notifications, on the real API and on a minimal reference server reading the same SQLite file
// with the same token, measured in the same run (absolute figures drift on shared machines; the
// ratio is what to compare between runs). See README.md.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import autocannon from "autocannon";
import { freePort, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, insertNotifications, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const require = createRequire(import.meta.url);

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const DURATION = positive("BENCH_DURATION", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
// The measured time of each server is cut into slices run in A B B A order, so that load from
// other processes drifting during the run falls on both servers alike.
const SLICES = 2;
const CONNECTIONS = 50;
// 100,000 is the benchmark; fewer rows make SQL cheap and expose the per-request overhead.
const NOTIFICATIONS = Math.max(50, Math.floor(positive("BENCH_NOTIFICATIONS", 100_000)));
const PATH = "/api/v1/notifications/notifications?limit=50";
const GOAL_RATIO = 0.7;
const GOAL_P99_MS = 50;
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };

const log = (line) => process.stdout.write(`${line}\n`);

async function main() {
  const nodeMajor = Number(process.versions.node.split(".")[0]);
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-"));
  const dbPath = path.join(dataDir, "bulwark.sqlite");
  const children = [];
  const cleanUp = async () => {
    await Promise.all(children.map((child) => child.stop()));
    if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

  try {
    const apiPort = await freePort();
    // `tsx api/src/main.ts` as `node --import tsx api/src/main.ts`: the same loader, without the
    // tsx CLI's relaying parent, so the process whose CPU time is read is the server itself.
    const api = startChild("Bulwark API", path.join(rootDir, "api/src/main.ts"), {
      execArgv: ["--import", pathToFileURL(require.resolve("tsx")).href],
      env: {
        BULWARK_DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: String(apiPort),
        LOG_LEVEL: "error",
        BULWARK_ADMIN_EMAIL: ADMIN.email,
        BULWARK_ADMIN_PASSWORD: ADMIN.password,
        // The token signed in the setup must outlive the run, whatever BENCH_DURATION is.
        ACCESS_TOKEN_TTL_SECONDS: "86400",
      },
    });
    children.push(api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitUntilHealthy(api, `${apiUrl}/api/v1/health`);

    const { accessToken, userId } = await signIn(apiUrl, ADMIN.email, ADMIN.password);
    const { tenantId, via } = await createOrganisation(apiUrl, dbPath, accessToken, userId);
    log(`Organisation ${tenantId} created via ${via}`);
    const started = Date.now();
    insertNotifications(dbPath, tenantId, userId, NOTIFICATIONS);
    log(`Inserted ${NOTIFICATIONS.toLocaleString("en")} notifications in ${Date.now() - started} ms`);

    const refPort = await freePort();
    const reference = startChild("reference server", path.join(benchDir, "src/reference-server.mjs"), {
      env: { BENCH_DB: dbPath, PORT: String(refPort) },
    });
    children.push(reference);
    const refUrl = `http://127.0.0.1:${refPort}`;
    const headers = { authorization: `Bearer ${accessToken}`, "x-tenant-id": tenantId };
    await waitUntilHealthy(reference, `${refUrl}${PATH}`, { headers, timeoutMs: 30_000 });

    await assertSameAnswer(`${apiUrl}${PATH}`, `${refUrl}${PATH}`, headers);

    const targets = [
      { key: "api", label: "Bulwark API", url: `${apiUrl}${PATH}`, proc: api },
      { key: "reference", label: "reference", url: `${refUrl}${PATH}`, proc: reference },
    ];
    for (const target of targets) {
      target.idleMs = await idleLatency(target.url, headers);
      log(`${target.label}: lone request ${target.idleMs.toFixed(1)} ms; ${WARMUP} s warm-up`);
      await load(target.url, headers, WARMUP);
    }
    const slices = { api: [], reference: [] };
    const order = Array.from({ length: SLICES }, (_, i) => (i % 2 === 0 ? targets : [...targets].reverse())).flat();
    log(`Measuring ${DURATION} s per server in ${order.length} slices (${order.map((t) => t.key).join(", ")})`);
    for (const target of order) {
      const cpuBefore = target.proc.cpuSeconds();
      const result = await load(target.url, headers, DURATION / SLICES, true);
      // The server's CPU time counts until it has answered what the slice left in its queue.
      await drain(target, headers);
      const cpuAfter = target.proc.cpuSeconds();
      slices[target.key].push({ result, cpuSeconds: cpuAfter - cpuBefore });
    }
    const measured = {};
    for (const target of targets) {
      measured[target.key] = summarise(slices[target.key], target.url);
      if (measured[target.key].non2xx || measured[target.key].errors) {
        throw new Error(`${target.label} answered errors under load: ${JSON.stringify(measured[target.key])}`);
      }
    }

    const report = buildReport(measured, nodeMajor);
    printReport(report);
    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    const outFile = path.join(outDir, "notifications.json");
    fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`Figures written to ${path.relative(rootDir, outFile)}`);
  } finally {
    await cleanUp();
  }
}

/** Both servers must answer the benchmarked request identically, or the comparison is moot. */
async function assertSameAnswer(apiUrl, refUrl, headers) {
  const [a, r] = await Promise.all([fetch(apiUrl, { headers }), fetch(refUrl, { headers })]);
  const [apiBody, refBody] = await Promise.all([a.json(), r.json()]);
  if (a.status !== 200 || r.status !== 200) {
    throw new Error(`expected 200 from both, got API ${a.status} ${JSON.stringify(apiBody)}, reference ${r.status}`);
  }
  if (apiBody.total !== NOTIFICATIONS || apiBody.items.length !== 50) {
    throw new Error(`API answered total ${apiBody.total} and ${apiBody.items.length} items`);
  }
  if (!isDeepStrictEqual(apiBody, refBody)) throw new Error("API and reference answers differ");
}

function load(url, headers, duration, skipAggregateResult = false) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration, skipAggregateResult });
}

/** The fastest of a few lone requests: the server's latency when nothing queues. */
async function idleLatency(url, headers, tries = 5) {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Waits (at most 5 s) until a lone request is about as fast as when idle, so requests a previous
 * slice abandoned in a server's queue do not eat into the next slice.
 */
async function drain(target, headers) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if ((await idleLatency(target.url, headers, 1)) < target.idleMs * 2 + 5) return;
  }
}

/**
 * Merges the slices of one server: latency histograms added, requests/s over the summed time,
 * and the server's CPU time per request sent (steadier than requests/s when other processes
 * compete for the CPUs).
 */
function summarise(slices, url) {
  const results = slices.map((slice) => slice.result);
  const merged = autocannon.aggregateResult(results, { url, connections: CONNECTIONS });
  const completed = results.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const sent = results.reduce((sum, r) => sum + r.totalRequests, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const cpuSeconds = slices.reduce((sum, slice) => sum + slice.cpuSeconds, 0);
  return {
    requestsPerSec: completed / seconds,
    latencyMs: { p50: merged.latency.p50, p99: merged.latency.p99, mean: merged.latency.average },
    cpuMsPerRequest: Number.isNaN(cpuSeconds) ? null : (cpuSeconds * 1000) / sent,
    requests: completed,
    seconds,
    non2xx: merged.non2xx,
    errors: merged.errors,
    timeouts: merged.timeouts,
  };
}

function buildReport(measured, nodeMajor) {
  const { api, reference } = measured;
  const ratio = api.requestsPerSec / reference.requestsPerSec;
  return {
    benchmark: "GET /api/v1/notifications/notifications?limit=50",
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? "unknown CPU"}`,
    loadAverage: os.loadavg()[0],
    notifications: NOTIFICATIONS,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    durationSeconds: DURATION,
    slicesPerServer: SLICES,
    api,
    reference,
    ratio: {
      requestsPerSec: ratio,
      latencyP50: api.latencyMs.p50 / reference.latencyMs.p50,
      latencyP99: api.latencyMs.p99 / reference.latencyMs.p99,
      cpuMsPerRequest:
        api.cpuMsPerRequest && reference.cpuMsPerRequest ? api.cpuMsPerRequest / reference.cpuMsPerRequest : null,
    },
    goals: {
      requestsPerSecRatio: { target: `>= ${GOAL_RATIO}`, met: ratio >= GOAL_RATIO },
      apiLatencyP99Ms: { target: `< ${GOAL_P99_MS}`, met: api.latencyMs.p99 < GOAL_P99_MS },
    },
    nodeNote: nodeMajor < 24 ? `Running on Node ${nodeMajor}; use Node 24 in production.` : undefined,
  };
}

function printReport(report) {
  const { api, reference, ratio, goals } = report;
  const mark = (met) => (met ? "met" : "MISSED");
  const rows = [
    ["", "Bulwark API", "reference", "api/reference", "goal"],
    [
      "requests/s",
      api.requestsPerSec.toFixed(0),
      reference.requestsPerSec.toFixed(0),
      ratio.requestsPerSec.toFixed(2),
      `ratio ${goals.requestsPerSecRatio.target}: ${mark(goals.requestsPerSecRatio.met)}`,
    ],
    ["latency p50 (ms)", String(api.latencyMs.p50), String(reference.latencyMs.p50), ratio.latencyP50.toFixed(2), ""],
    [
      "latency p99 (ms)",
      String(api.latencyMs.p99),
      String(reference.latencyMs.p99),
      ratio.latencyP99.toFixed(2),
      `API p99 ${goals.apiLatencyP99Ms.target} ms: ${mark(goals.apiLatencyP99Ms.met)}`,
    ],
  ];
  if (ratio.cpuMsPerRequest !== null) {
    rows.push([
      "server CPU ms/request",
      api.cpuMsPerRequest.toFixed(2),
      reference.cpuMsPerRequest.toFixed(2),
      ratio.cpuMsPerRequest.toFixed(2),
      "(steadier on a busy machine)",
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column])).join("  ");
  log("");
  log(
    `${report.benchmark}, ${report.notifications.toLocaleString("en")} notifications, ${report.connections} connections, ${report.durationSeconds} s each`,
  );
  log(`Node ${report.node}, ${report.platform}, load average ${report.loadAverage.toFixed(2)}`);
  log("");
  for (const row of rows) log(line(row));
  log("");
  if (report.loadAverage > os.cpus().length) {
    log("Note: the machine was busy (load average above the CPU count); compare ratios, not absolute figures.");
  }
  if (report.nodeNote) log(`Note: ${report.nodeNote}`);
}

main().catch((error) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

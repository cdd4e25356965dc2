#!/usr/bin/env node
// Benchmark: GET /api/v1/notifications/notifications?limit=50 for a user with 100,000
// notifications, on the real API and on a minimal reference server reading the same SQLite file
// with the same token, measured in the same run (absolute figures drift on shared machines; the
// ratio is what to compare between runs). See README.md.
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
import { freePort, startApi, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, insertNotifications, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");

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
const RATES = OPEN_LOOP_RATES;
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };

const log = (line) => process.stdout.write(`${line}\n`);

async function main() {
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
    // Compiled, as `pnpm start` runs it (BENCH_API_FROM_SOURCE=1: through tsx, as `pnpm dev`).
    const api = await startApi({ rootDir, dataDir, admin: ADMIN });
    children.push(api);
    const apiUrl = api.url;

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

    const measured = await measureAgainstReference({
      api: { url: `${apiUrl}${PATH}`, proc: api },
      reference: { url: `${refUrl}${PATH}`, proc: reference },
      headers,
      duration: DURATION,
      warmup: WARMUP,
      slices: SLICES,
      connections: CONNECTIONS,
    });
    const openLoop = await measureOpenLoop({
      api: `${apiUrl}${PATH}`,
      reference: `${refUrl}${PATH}`,
      measured,
      headers,
      rates: RATES,
      duration: DURATION / 2,
    });
    const report = buildComparison(measured, {
      benchmark: "GET /api/v1/notifications/notifications?limit=50",
      goalRatio: GOAL_RATIO,
      goalP99Ms: GOAL_P99_MS,
      settings: {
        notifications: NOTIFICATIONS,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP,
        durationSeconds: DURATION,
        slicesPerServer: SLICES,
      },
    });
    report.openLoop = openLoop;
    printComparison(
      report,
      `${report.benchmark}, ${NOTIFICATIONS.toLocaleString("en")} notifications, ${CONNECTIONS} connections (closed loop), ${DURATION} s each`,
    );
    printClosedLoopNote(CONNECTIONS);
    log("");
    printOpenLoop(openLoop, DURATION / 2);
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

main().catch((error) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

#!/usr/bin/env node
// Benchmark: GET /api/v1/t/o/{token}, the open pixel of tracked emails, on the real API (the
// token's signature checked, the GIF answered, the open stored after the answer with its
// processing job, and the worker judging them as they come due) against a reference server that
// checks the same signature and answers the same bytes but records nothing, in the same run. It
// also counts the opens stored against the pixels answered: recording must keep up. See README.md.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { buildComparison, measureAgainstReference, printComparison } from "./src/compare.mjs";
import { positive } from "./src/env.mjs";
import { freePort, startApi, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const require = createRequire(import.meta.url);

const DURATION = positive("BENCH_DURATION", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
const SLICES = 2;
const CONNECTIONS = 50;
const GOAL_RATIO = 0.7;
const GOAL_P99_MS = 50;
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };
const SECRET_KEY = randomBytes(32).toString("hex");
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const log = (line) => process.stdout.write(`${line}\n`);

/** An open token made by the platform's own code, under the key the API derives from SECRET_KEY. */
function mintOpenToken(tenantId) {
  const script = `
    import { createSecretBox } from "./api/src/platform/crypto/secret-box.ts";
    import { TrackingTokens } from "./api/src/platform/tracking/tracking-token.ts";
    const key = createSecretBox(Buffer.from(process.env.KEY, "hex")).deriveKey("tracking-token");
    process.stdout.write(new TrackingTokens(key).open({ purpose: "bench", tenantId: process.env.TENANT, subjectId: "bench-subject", sentAt: new Date(Date.now() - 3_600_000) }));
  `;
  const run = spawnSync(
    process.execPath,
    ["--import", pathToFileURL(require.resolve("tsx")).href, "--input-type=module", "-e", script],
    { cwd: rootDir, env: { ...process.env, KEY: SECRET_KEY, TENANT: tenantId }, encoding: "utf8" },
  );
  if (run.status !== 0 || !run.stdout) throw new Error(`could not mint a token: ${run.stderr}`);
  return run.stdout.trim();
}

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
    const api = await startApi({ rootDir, dataDir, admin: ADMIN, env: { BULWARK_SECRET_KEY: SECRET_KEY } });
    children.push(api);
    const { accessToken, userId } = await signIn(api.url, ADMIN.email, ADMIN.password);
    const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
    const pixelPath = `/api/v1/t/o/${mintOpenToken(tenantId)}`;

    const refPort = await freePort();
    const reference = startChild("reference server", path.join(benchDir, "src/pixel-reference-server.mjs"), {
      env: { BENCH_SECRET_KEY: SECRET_KEY, PORT: String(refPort) },
    });
    children.push(reference);
    const refUrl = `http://127.0.0.1:${refPort}`;
    const headers = { "user-agent": BROWSER };
    await waitUntilHealthy(reference, `${refUrl}${pixelPath}`, { headers, timeoutMs: 30_000 });
    await assertSameGif(`${api.url}${pixelPath}`, `${refUrl}${pixelPath}`, headers);

    const measured = await measureAgainstReference({
      api: { url: `${api.url}${pixelPath}`, proc: api },
      reference: { url: `${refUrl}${pixelPath}`, proc: reference },
      headers,
      duration: DURATION,
      warmup: WARMUP,
      slices: SLICES,
      connections: CONNECTIONS,
    });
    const report = buildComparison(measured, {
      benchmark: "GET /api/v1/t/o/{token}",
      goalRatio: GOAL_RATIO,
      goalP99Ms: GOAL_P99_MS,
      settings: { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, slicesPerServer: SLICES },
    });
    printComparison(report, `${report.benchmark} (open pixel), ${CONNECTIONS} connections, ${DURATION} s each`);

    // Every pixel the API answered (measured, warm-up and checks alike) must be stored; the
    // stores run after the answers, so give them a moment to finish.
    await sleep(2000);
    const db = new Database(dbPath, { readonly: true });
    db.pragma("busy_timeout = 5000");
    const stored = db.prepare("select count(*) as n from tracking_events where tenant_id = ?").get(tenantId).n;
    const judged = db
      .prepare("select count(*) as n from tracking_events where tenant_id = ? and classification is not null")
      .get(tenantId).n;
    db.close();
    log(
      `Opens stored: ${stored.toLocaleString("en")} (measured answers: ${measured.api.requests.toLocaleString("en")}, plus warm-up); judged by now: ${judged.toLocaleString("en")}`,
    );
    report.stored = stored;
    report.judged = judged;
    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    const outFile = path.join(outDir, "tracking.json");
    fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`Figures written to ${path.relative(rootDir, outFile)}`);
    if (stored < measured.api.requests) throw new Error("fewer opens stored than pixels answered");
  } finally {
    await cleanUp();
  }
}

async function assertSameGif(apiUrl, refUrl, headers) {
  const [a, b] = await Promise.all([fetch(apiUrl, { headers }), fetch(refUrl, { headers })]);
  const [bytesA, bytesB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
  if (a.status !== 200 || b.status !== 200 || !bytesA.equals(bytesB)) {
    throw new Error(`the API and the reference answer differently: ${a.status} ${b.status}`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

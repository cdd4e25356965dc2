#!/usr/bin/env node
// Benchmark: phishing simulations on the real API (compiled, SQLite). (1) A simulation launched to
// 50,000 targets: the launch call's time with every email planned and queued, against the same
// rows written straight into SQLite in one transaction. (2) The tracking endpoints of its emails
// (open pixel and link, each event stored, judged and appended to the target's timeline) against
// a reference server that checks the same token and inserts the same tracking row before answering:
// closed loop (requests/s ratio) and open loop at 2,000 events/s (p99), (3) while the simulation's
// view (the simulation, its funnel, its first page of targets) is read: its p95. See README.md.
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { buildComparison, evenlyPaced, measureAgainstReference, printComparison } from "./src/compare.mjs";
import { positive } from "./src/env.mjs";
import { writePeopleCsv } from "./src/people-csv.mjs";
import { freePort, startApi, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const require = createRequire(import.meta.url);

const DURATION = positive("BENCH_DURATION", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
const TARGETS = Math.floor(positive("BENCH_TARGETS", 50_000));
const RATE = positive("BENCH_TRACKING_RATE", 2000);
const TOKENS = 2000;
const CONNECTIONS = 50;
const VIEW_EVERY_MS = 200;
const GOAL_LAUNCH_MS = 10_000;
const GOAL_RATIO = 0.7;
const GOAL_P99_MS = 20;
const GOAL_VIEW_P95_MS = 100;
const VIEW_READS = Math.floor(positive("BENCH_VIEW_READS", 50));
const GOAL_VIEW_IDLE_MS = 10;
const VIEW_ONLY = process.env.BENCH_VIEW_ONLY === "1";
const DEPARTMENTS = ["Finance", "Sales", "IT", "HR", "Legal", "Marketing", "Operations", "Support"];
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };
const SECRET_KEY = randomBytes(32).toString("hex");
const LANDING = "https://bulwark.test/api/v1/phishing/l/bench";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const log = (line) => process.stdout.write(`${line}\n`);
const mark = (met) => (met ? "met" : "MISSED");

async function call(url, method, headers, body) {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => undefined);
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Open and click tokens of `sendIds`, made by the platform's own code under the key the API derives. */
function mintTokens(tenantId, sendIds, dir) {
  const input = path.join(dir, "sends.json");
  fs.writeFileSync(input, JSON.stringify(sendIds));
  const script = `
    import fs from "node:fs";
    import { createSecretBox } from "./api/src/platform/crypto/secret-box.ts";
    import { TrackingTokens } from "./api/src/platform/tracking/tracking-token.ts";
    const tokens = new TrackingTokens(createSecretBox(Buffer.from(process.env.KEY, "hex")).deriveKey("tracking-token"));
    const sentAt = new Date(Date.now() - 3_600_000);
    const common = (subjectId) => ({ purpose: "phishing", tenantId: process.env.TENANT, subjectId, sentAt });
    const out = JSON.parse(fs.readFileSync(process.env.INPUT, "utf8")).map((id) => ({
      id,
      open: tokens.open(common(id)),
      click: tokens.click({ ...common(id), linkId: "url", url: process.env.LANDING }),
    }));
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(
    process.execPath,
    ["--import", pathToFileURL(require.resolve("tsx")).href, "--input-type=module", "-e", script],
    {
      cwd: rootDir,
      env: { ...process.env, KEY: SECRET_KEY, TENANT: tenantId, INPUT: input, LANDING },
      encoding: "utf8",
      maxBuffer: 64 << 20,
    },
  );
  if (run.status !== 0 || !run.stdout) throw new Error(`could not mint tokens: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/**
 * The launch's rows written the plain way, for the ratio: the simulation's targets, sends and send
 * jobs as the API wrote them, deleted from a copy of the database and inserted again with prepared
 * statements in one transaction.
 */
function referenceLaunch(dbPath, dir, simulationId) {
  const copy = path.join(dir, "launch-reference.sqlite");
  const source = new Database(dbPath, { readonly: true });
  source.pragma("busy_timeout = 5000");
  const tables = {
    phishing_targets: source.prepare("select * from phishing_targets where simulation_id = ?").all(simulationId),
    phishing_sends: source.prepare("select * from phishing_sends where simulation_id = ?").all(simulationId),
    jobs: source.prepare("select * from jobs where type = 'phishing.send'").all(),
  };
  return source.backup(copy).then(() => {
    source.close();
    const db = new Database(copy);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.prepare("delete from jobs where type = 'phishing.send'").run();
    db.prepare("delete from phishing_sends where simulation_id = ?").run(simulationId);
    db.prepare("delete from phishing_targets where simulation_id = ?").run(simulationId);
    const started = performance.now();
    db.transaction(() => {
      for (const [table, rows] of Object.entries(tables)) {
        if (rows.length === 0) continue;
        const columns = Object.keys(rows[0]);
        const insert = db.prepare(
          `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
        );
        for (const row of rows) insert.run(...columns.map((c) => row[c]));
      }
    })();
    const ms = performance.now() - started;
    db.close();
    return ms;
  });
}

/** Waits (at most 120 s) until the API process uses under 5% of a CPU over a second: its background work is done. */
async function waitIdle(proc) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const before = proc.cpuSeconds();
    await sleep(1000);
    if (Number.isNaN(before) || proc.cpuSeconds() - before < 0.05) return;
  }
}

/** The three calls of the simulation's view: the simulation, its funnel, its first page of targets. */
const viewPaths = (simulationId) => [
  `/api/v1/phishing/simulations/${simulationId}`,
  `/api/v1/phishing/simulations/${simulationId}/overview`,
  `/api/v1/phishing/simulations/${simulationId}/targets-overview?limit=20`,
];

/** p50, p95 and max of `latencies` (ms), rounded to 0.1 ms. */
function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: Math.round((sorted.at(-1) ?? 0) * 10) / 10 };
}

/**
 * Each view call read `VIEW_READS` times one after the other on the idle API (after three unmeasured
 * reads), and `/api/v1/health` the same way: the floor of a request to this API at this moment.
 */
async function measureViewIdle(apiUrl, headers, simulationId) {
  const results = [];
  for (const [label, url] of [
    ["/api/v1/health (reference)", "/api/v1/health"],
    ...viewPaths(simulationId).map((p) => [p.replace(simulationId, "{id}"), p]),
  ]) {
    const latencies = [];
    for (let i = 0; i < VIEW_READS + 3; i++) {
      const started = performance.now();
      const res = await fetch(`${apiUrl}${url}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      if (i >= 3) latencies.push(performance.now() - started);
    }
    results.push({ call: label, ...percentiles(latencies) });
  }
  return results;
}

/**
 * The timelines the senders and the tracking would have written for emails sent an hour ago: a
 * `Sent` event per email; a person opened 40% (half of them clicked, half of those passed the
 * human check and failed, one in five of those also submitted), a scanner opened and clicked 10%,
 * 3% were reported. Written straight into the database like the sends' state above.
 */
function writeTimelines(db, tenantId, simulationId, sentAt) {
  const sends = db
    .prepare("select id, target_id from phishing_sends where simulation_id = ? order by id")
    .all(simulationId);
  const insert = db.prepare(
    `insert into phishing_events (id, tenant_id, simulation_id, target_id, send_id, kind, classification, reason, field_names, ip, user_agent, at, dedupe_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, null, null, null, ?, ?)`,
  );
  const failSend = db.prepare("update phishing_sends set failed_at = ? where id = ?");
  const reportSend = db.prepare("update phishing_sends set reported_at = ? where id = ?");
  const setStatus = db.prepare("update phishing_targets set status = ? where id = ?");
  const later = (minutes) => new Date(new Date(sentAt).getTime() + minutes * 60_000).toISOString();
  let events = 0;
  db.transaction(() => {
    sends.forEach((send, i) => {
      const add = (kind, classification, reason, minutes) => {
        events++;
        insert.run(
          randomUUID(),
          tenantId,
          simulationId,
          send.target_id,
          send.id,
          kind,
          classification,
          reason,
          later(minutes),
          `bench:${send.id}:${kind}:${classification}`,
        );
      };
      add("Sent", "human", null, 0);
      const r = i % 100;
      if (r < 40) add("Opened", "human", null, 5 + (i % 50));
      if (r < 20) add("Clicked", "human", null, 6 + (i % 50));
      if (r < 10) {
        add("HumanConfirmed", "human", "confirmed", 7 + (i % 50));
        failSend.run(later(7 + (i % 50)), send.id);
        setStatus.run("Failed", send.target_id);
      }
      if (r < 2) add("Submitted", "human", "form-post", 8 + (i % 50));
      if (r >= 40 && r < 50) {
        add("Opened", "bot", "scanner-range", 0);
        add("Clicked", "bot", "too-soon", 0);
      }
      if (r >= 50 && r < 53) {
        add("Reported", "human", null, 20 + (i % 50));
        reportSend.run(later(20 + (i % 50)), send.id);
        setStatus.run("Passed", send.target_id);
      }
    });
  })();
  return events;
}
/** Reads the simulation's view (the simulation, its funnel, its first targets page) in turn until `stop`. */
async function pollView(apiUrl, headers, simulationId, stop) {
  const paths = viewPaths(simulationId);
  const latencies = [];
  let failed = 0;
  for (let i = 0; !stop.done; i++) {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${paths[i % paths.length]}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) failed++;
    latencies.push(performance.now() - started);
    await sleep(Math.max(0, VIEW_EVERY_MS - (performance.now() - started)));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: latencies.length, failed, p50: at(0.5), p95: at(0.95), max: Math.round(latencies.at(-1) ?? 0) };
}

async function main() {
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-phishing-"));
  const dataDir = path.join(dir, "data");
  const dbPath = path.join(dataDir, "bulwark.sqlite");
  const children = [];
  const cleanUp = async () => {
    await Promise.all(children.map((child) => child.stop()));
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
  const report = { date: new Date().toISOString(), node: process.version, loadAverageAtStart: os.loadavg()[0] };

  try {
    const api = await startApi({ rootDir, dataDir, admin: ADMIN, env: { BULWARK_SECRET_KEY: SECRET_KEY } });
    children.push(api);
    const { accessToken, userId } = await signIn(api.url, ADMIN.email, ADMIN.password);
    const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
    const headers = { authorization: `Bearer ${accessToken}`, "x-tenant-id": tenantId };

    const csv = path.join(dir, "people.csv");
    await writePeopleCsv(csv, TARGETS);
    const imported = await fetch(`${api.url}/api/v1/inventory/people/import`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: fs.readFileSync(csv),
    });
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
    const template = await call(`${api.url}/api/v1/phishing/templates`, "POST", headers, {
      name: "Shared document",
      description: "A colleague shared a document (a simulation)",
      type: "DriveByUrl",
      language: "En",
      emailBody: '<p>Hi {{.FirstName}}, <a href="{{.URL}}">open the document</a></p>{{.Tracker}}',
      sendingEmail: "docs@share.example",
      emailTitle: "A document for you",
      emailFromName: "Docs",
      tags: [],
      redFlags: [],
    });
    // Let the people import's after-answer work (the search index) finish before timing.
    await waitIdle(api);

    // ---- 1. the launch
    const started = performance.now();
    const simulation = await call(`${api.url}/api/v1/phishing/simulations`, "POST", headers, {
      name: "Bench simulation",
      startDate: new Date().toISOString(),
      timeZone: "Europe/Belgrade",
      durationWeeks: 4,
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      businessHoursStart: "09:00",
      businessHoursEnd: "17:00",
      maxAttacksPerTarget: 1,
      templateIds: [template.id],
      targets: { groups: DEPARTMENTS },
    });
    const launchMs = performance.now() - started;
    const db = new Database(dbPath);
    db.pragma("busy_timeout = 10000");
    const queued = db
      .prepare("select count(*) as n from jobs where type = 'phishing.send' and status = 'pending'")
      .get().n;
    const referenceMs = await referenceLaunch(dbPath, dir, simulation.id);
    report.launch = { targets: simulation.targetsCount, emails: simulation.emailsCount, queued, launchMs, referenceMs };
    log("");
    log(`Launch of a simulation to ${simulation.targetsCount.toLocaleString("en")} targets:`);
    log(
      `  API: ${launchMs.toFixed(0)} ms (${simulation.emailsCount.toLocaleString("en")} emails planned, ${queued.toLocaleString("en")} send jobs queued)`,
    );
    log(
      `  reference (the same target, send and job rows inserted straight into SQLite in one transaction): ${referenceMs.toFixed(0)} ms`,
    );
    log(
      `  ratio api/reference ${(launchMs / referenceMs).toFixed(2)}; goal < ${GOAL_LAUNCH_MS} ms with every email queued: ${mark(launchMs < GOAL_LAUNCH_MS && queued === TARGETS)}`,
    );

    // ---- the emails, as if delivered an hour ago (nothing is sent during the benchmark)
    const sentAt = new Date(Date.now() - 3_600_000).toISOString();
    db.transaction(() => {
      db.prepare("delete from jobs where type = 'phishing.send'").run();
      db.prepare("update phishing_sends set status = 'Sent', sent_at = ? where simulation_id = ?").run(
        sentAt,
        simulation.id,
      );
      db.prepare("update phishing_targets set status = 'InProgress' where simulation_id = ?").run(simulation.id);
    })();
    const timelineEvents = writeTimelines(db, tenantId, simulation.id, sentAt);
    const sendIds = db
      .prepare("select id from phishing_sends where simulation_id = ? order by id limit ?")
      .all(simulation.id, TOKENS)
      .map((row) => row.id);
    db.close();

    // ---- 2. the simulation's view on the idle API, each call on its own
    await waitIdle(api);
    const load = os.loadavg()[0];
    const idle = await measureViewIdle(api.url, headers, simulation.id);
    report.viewIdle = { loadAverage: load, timelineEvents, reads: VIEW_READS, calls: idle };
    log("");
    log(
      `The simulation's view on the idle API (${simulation.targetsCount.toLocaleString("en")} targets, ${timelineEvents.toLocaleString("en")} timeline events), ${VIEW_READS} reads of each call one after the other, load average ${load.toFixed(2)}:`,
    );
    const floor = idle[0]?.p50 ?? 0;
    for (const row of idle) {
      const ratio = floor > 0 && row !== idle[0] ? ` (${(row.p50 / floor).toFixed(1)}× the reference's p50)` : "";
      log(`  ${row.call}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms${ratio}`);
    }
    log(
      `  goal: each view call p95 < ${GOAL_VIEW_IDLE_MS} ms idle: ${mark(idle.slice(1).every((row) => row.p95 < GOAL_VIEW_IDLE_MS))}`,
    );
    if (VIEW_ONLY) {
      log("BENCH_VIEW_ONLY=1: the tracking phases are skipped.");
      return;
    }

    const tokens = mintTokens(tenantId, sendIds, dir);
    const tokensFile = path.join(dir, "tokens.json");
    fs.writeFileSync(
      tokensFile,
      JSON.stringify(
        Object.fromEntries(
          tokens.flatMap((t) => [
            [t.open, t.id],
            [t.click, t.id],
          ]),
        ),
      ),
    );
    const opens = tokens.map((t) => `/api/v1/t/o/${t.open}`);
    // Opens and clicks in turn: what the open loop sends.
    const mixed = tokens.flatMap((t) => [`/api/v1/t/o/${t.open}`, `/api/v1/t/c/${t.click}`]);

    // The reference writes into a copy of the database as it stands now (same tables and indexes).
    const refDb = path.join(dir, "tracking-reference.sqlite");
    const live = new Database(dbPath, { readonly: true });
    await live.backup(refDb);
    live.close();
    const refPort = await freePort();
    const reference = startChild("reference server", path.join(benchDir, "src/tracking-insert-reference-server.mjs"), {
      env: {
        BENCH_SECRET_KEY: SECRET_KEY,
        BENCH_DB: refDb,
        BENCH_TOKENS: tokensFile,
        BENCH_TENANT: tenantId,
        BENCH_LANDING: LANDING,
        PORT: String(refPort),
      },
    });
    children.push(reference);
    const refUrl = `http://127.0.0.1:${refPort}`;
    const browser = { "user-agent": BROWSER };
    await waitUntilHealthy(reference, `${refUrl}${opens[0]}`, { headers: browser, timeoutMs: 30_000 });

    // ---- 2. tracking, closed loop: the requests/s ratio (opens only: autocannon counts a 302 as an error)
    const storedSoFar = () => {
      const view = new Database(dbPath, { readonly: true });
      view.pragma("busy_timeout = 5000");
      const n = view.prepare("select count(*) as n from tracking_events where tenant_id = ?").get(tenantId).n;
      view.close();
      return n;
    };
    const before = { cpu: api.cpuSeconds(), stored: storedSoFar() };
    const measured = await measureAgainstReference({
      api: { url: `${api.url}${opens[0]}`, proc: api },
      reference: { url: `${refUrl}${opens[0]}`, proc: reference },
      headers: browser,
      duration: DURATION,
      warmup: WARMUP,
      slices: 2,
      connections: CONNECTIONS,
      requests: opens.map((p) => ({ path: p })),
    });
    const comparison = buildComparison(measured, {
      benchmark: "GET /api/v1/t/o/{token} of 2,000 simulation emails",
      goalRatio: GOAL_RATIO,
      settings: { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, slicesPerServer: 2 },
    });
    printComparison(
      comparison,
      `Tracking of simulation emails (open pixel, each open stored), ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    report.closedLoop = comparison;
    // The whole cost of an event: its answer, and once the API is idle again, its storing, judging,
    // timeline row and published event (the reference's CPU per request covers all it does).
    await waitIdle(api);
    const after = { cpu: api.cpuSeconds(), stored: storedSoFar() };
    const events = after.stored - before.stored;
    const cpuPerEventMs = ((after.cpu - before.cpu) * 1000) / Math.max(1, events);
    report.closedLoop.apiCpuPerEventMs = cpuPerEventMs;
    log(
      `API CPU per event from its answer to the target's timeline, the API idle again: ${cpuPerEventMs.toFixed(2)} ms (${events.toLocaleString("en")} events); the reference per request: ${comparison.reference.cpuMsPerRequest?.toFixed(2) ?? "?"} ms`,
    );

    // ---- 3. tracking, open loop at RATE events/s (opens and clicks in turn), the view read meanwhile.
    // A rate above 80% of what the API answered at saturation would only pile requests up for
    // minutes (as compare.mjs's open loops refuse to): it is lowered to that, and said so.
    const capacity = measured.api.requestsPerSec;
    const rate = Math.min(RATE, Math.floor(capacity * 0.8));
    if (rate < RATE)
      log(
        `\nThe API answered ${capacity.toFixed(0)} requests/s at saturation: the open loop runs at ${rate}/s, not ${RATE}/s.`,
      );
    await waitIdle(api);
    const stop = { done: false };
    const view = pollView(api.url, headers, simulation.id, stop);
    const apiOpen = await evenlyPaced(
      `${api.url}${mixed[0]}`,
      browser,
      rate,
      DURATION,
      mixed.map((p) => `${api.url}${p}`),
      {
        redirectsOk: true,
      },
    );
    stop.done = true;
    const viewed = await view;
    await waitIdle(api);
    const refOpen = await evenlyPaced(
      `${refUrl}${mixed[0]}`,
      browser,
      rate,
      DURATION,
      mixed.map((p) => `${refUrl}${p}`),
      {
        redirectsOk: true,
      },
    );
    report.openLoop = { goalRate: RATE, rate, api: apiOpen, reference: refOpen, view: viewed };
    const held = rate === RATE && apiOpen.failed === 0 && apiOpen.answeredPerSec >= RATE * 0.98;
    log("");
    log(
      `Tracking at ${rate.toLocaleString("en")} events/s for ${DURATION} s (opens and clicks in turn), load average ${os.loadavg()[0].toFixed(2)}:`,
    );
    log(
      `  API: ${apiOpen.answeredPerSec.toFixed(0)} answered/s, p50 ${apiOpen.latencyMs.p50} ms, p99 ${apiOpen.latencyMs.p99} ms, max ${apiOpen.latencyMs.max} ms, ${apiOpen.failed} failed`,
    );
    log(
      `  reference: ${refOpen.answeredPerSec.toFixed(0)} answered/s, p50 ${refOpen.latencyMs.p50} ms, p99 ${refOpen.latencyMs.p99} ms, max ${refOpen.latencyMs.max} ms`,
    );
    log(`  goal: held ${RATE}/s with p99 < ${GOAL_P99_MS} ms: ${mark(held && apiOpen.latencyMs.p99 < GOAL_P99_MS)}`);
    log(
      `  the simulation's view meanwhile (${viewed.requests} reads of the simulation, its funnel and its first targets page, one every ${VIEW_EVERY_MS} ms): p50 ${viewed.p50} ms, p95 ${viewed.p95} ms, max ${viewed.max} ms, ${viewed.failed} failed`,
    );
    log(`  goal: view p95 < ${GOAL_VIEW_P95_MS} ms: ${mark(viewed.failed === 0 && viewed.p95 < GOAL_VIEW_P95_MS)}`);

    // ---- recording kept up: every event stored, judged and on the timelines
    await sleep(5000);
    const check = new Database(dbPath, { readonly: true });
    check.pragma("busy_timeout = 5000");
    const stored = check.prepare("select count(*) as n from tracking_events where tenant_id = ?").get(tenantId).n;
    const judged = check
      .prepare("select count(*) as n from tracking_events where tenant_id = ? and classification is not null")
      .get(tenantId).n;
    const timeline = check
      // The timelines written before the run (dedupe keys "bench:...") are not the tracking's.
      .prepare(
        "select count(*) as n from phishing_events where simulation_id = ? and kind in ('Opened', 'Clicked') and dedupe_key not like 'bench:%'",
      )
      .get(simulation.id).n;
    check.close();
    report.recorded = { stored, judged, timeline };
    log("");
    log(
      `Events stored: ${stored.toLocaleString("en")}; judged: ${judged.toLocaleString("en")}; on the targets' timelines: ${timeline.toLocaleString("en")}`,
    );
    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "phishing.json"), `${JSON.stringify(report, null, 2)}\n`);
    log(`Figures written to bench/.results/phishing.json`);
  } catch (error) {
    // The API's last words, when it is what failed.
    const api = children.find((child) => child.label === "Bulwark API");
    if (api?.stderr()) log(`\nThe API's stderr:\n${api.stderr()}`);
    throw error;
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

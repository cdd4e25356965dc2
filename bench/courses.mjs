#!/usr/bin/env node
// Benchmark: a course launched to 10,000 learners (the launch call's time, with every invitation
// queued, against the same rows written straight into SQLite), the learners list (search + sort,
// a page of 50) against a minimal reference server running the same queries on the same file,
// and a learner's player page under 50 concurrent learners. See README.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { buildComparison, measureAgainstReference, measureAtRate, printComparison } from "./src/compare.mjs";
import { positive } from "./src/env.mjs";
import { writePeopleCsv } from "./src/people-csv.mjs";
import { freePort, startApi, startChild, waitUntilHealthy } from "./src/processes.mjs";
import { createOrganisation, signIn } from "./src/seed.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, "..");
const DURATION = positive("BENCH_DURATION", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
const LEARNERS = Math.floor(positive("BENCH_LEARNERS", 10_000));
const CONNECTIONS = 50;
const PLAYER_RATE = positive("BENCH_PLAYER_RATE", 100);
const GOAL_LAUNCH_MS = 2000;
const GOAL_RATIO = 0.7;
const GOAL_P99_MS = 50;
const DEPARTMENTS = ["Finance", "Sales", "IT", "HR", "Legal", "Marketing", "Operations", "Support"];
const ADMIN = { email: "bench-admin@bulwark.local", password: "bench-password-1" };
const log = (line) => process.stdout.write(`${line}\n`);

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

async function main() {
  log(`Node ${process.version} on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-bench-courses-"));
  const dataDir = path.join(dir, "data");
  const children = [];
  try {
    const api = await startApi({ rootDir, dataDir, admin: ADMIN });
    children.push(api);
    const { accessToken, userId } = await signIn(api.url, ADMIN.email, ADMIN.password);
    const dbPath = path.join(dataDir, "bulwark.sqlite");
    const { tenantId } = await createOrganisation(api.url, dbPath, accessToken, userId);
    const headers = { authorization: `Bearer ${accessToken}`, "x-tenant-id": tenantId };

    const csv = path.join(dir, "people.csv");
    await writePeopleCsv(csv, LEARNERS);
    const imported = await fetch(`${api.url}/api/v1/inventory/people/import`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: fs.readFileSync(csv),
    });
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}`);
    const lesson = await call(`${api.url}/api/v1/learning/lessons`, "POST", headers, {
      name: "Bench lesson",
      languages: ["En"],
    });
    const page = (extra) => ({
      name: "p",
      description: "d",
      language: "En",
      title: "Page",
      sidebarTitle: "Page",
      ...extra,
    });
    await call(`${api.url}/api/v1/learning/lessons/${lesson.id}/pages`, "POST", headers, {
      ...page({ type: "Text", content: "<p>Phishing is a message pretending to be someone you trust.</p>" }),
    });
    await call(`${api.url}/api/v1/learning/lessons/${lesson.id}/pages`, "POST", headers, {
      ...page({
        type: "Quiz",
        question: "Which is a sign of phishing?",
        answers: [
          { text: "Urgency and a sign-in link", correct: true },
          { text: "A lunch invitation", correct: false },
        ],
        explanationCorrect: "Yes.",
        explanationIncorrect: "No.",
      }),
    });

    // ---- launch
    const body = {
      name: "Bench course",
      language: "En",
      enrolmentDate: new Date().toISOString(),
      durationWeeks: 4,
      lessonIds: [lesson.id],
      learners: { groups: DEPARTMENTS },
    };
    const started = performance.now();
    const course = await call(`${api.url}/api/v1/learning/courses`, "POST", headers, body);
    const launchMs = performance.now() - started;
    const db = new Database(dbPath, { readonly: true });
    const queued = db
      .prepare("select count(*) as n from jobs where type = 'learning.course-email' and payload like ?")
      .get(`%"kind":"invitation"%`).n;
    db.close();
    const referenceMs = await referenceLaunch(dbPath, tenantId, LEARNERS);
    log("");
    log(`Launch of a course to ${course.learnerCount.toLocaleString("en")} learners:`);
    log(`  API: ${launchMs.toFixed(0)} ms (${queued.toLocaleString("en")} invitation emails queued)`);
    log(
      `  reference (the same learner and job rows written straight into SQLite in one transaction): ${referenceMs.toFixed(0)} ms`,
    );
    log(
      `  ratio api/reference ${(launchMs / referenceMs).toFixed(2)}; goal < ${GOAL_LAUNCH_MS} ms with ${LEARNERS} queued: ${launchMs < GOAL_LAUNCH_MS && queued === LEARNERS ? "met" : "MISSED"}`,
    );

    // ---- learners list
    const listPath = `/api/v1/learning/courses/${course.id}/learners?limit=50&search=jelena&sortBy=email`;
    const refPort = await freePort();
    const reference = startChild("reference server", path.join(benchDir, "src/learners-reference-server.mjs"), {
      env: { BENCH_DB: dbPath, PORT: String(refPort) },
    });
    children.push(reference);
    const refUrl = `http://127.0.0.1:${refPort}`;
    await waitUntilHealthy(reference, `${refUrl}${listPath}`, { headers, timeoutMs: 30_000 });
    await assertSameTotals(`${api.url}${listPath}`, `${refUrl}${listPath}`, headers);
    const measured = await measureAgainstReference({
      api: { url: `${api.url}${listPath}`, proc: api },
      reference: { url: `${refUrl}${listPath}`, proc: reference },
      headers,
      duration: DURATION,
      warmup: WARMUP,
      slices: 2,
      connections: CONNECTIONS,
    });
    const comparison = buildComparison(measured, {
      benchmark: `GET ${listPath}`,
      goalRatio: GOAL_RATIO,
      settings: { learners: LEARNERS, connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION },
    });
    log("");
    printComparison(
      comparison,
      `Learners list (search + sort, page of 50), ${LEARNERS.toLocaleString("en")} learners, ${CONNECTIONS} connections, ${DURATION} s each`,
    );

    // ---- the player
    const token = await playerToken(dataDir);
    const playerUrl = `${api.url}/api/v1/course-player/${token}`;
    const closed = await autocannon({ url: playerUrl, connections: CONNECTIONS, duration: DURATION });
    if (closed.non2xx || closed.errors) throw new Error(`the player answered errors: ${closed.non2xx} non-2xx`);
    const open = await measureAtRate({
      api: { url: playerUrl, capacity: closed.requests.average },
      reference: { url: playerUrl, capacity: 0 },
      headers: {},
      rate: PLAYER_RATE,
      duration: DURATION / 2,
    });
    const at = open.api;
    log("");
    log(`Learner player page (GET /api/v1/course-player/{token}: course, lessons, pages, progress):`);
    log(
      `  ${CONNECTIONS} connections, closed loop: ${closed.requests.average.toFixed(0)} requests/s, p50 ${closed.latency.p50} ms, p99 ${closed.latency.p99} ms (at saturation p99 is mostly the queue)`,
    );
    const p99 = at.latencyMs?.p99;
    log(
      `  open loop, ${PLAYER_RATE} requests/s: ${at.skipped ?? `p50 ${at.latencyMs.p50} ms, p99 ${p99} ms`}; goal p99 < ${GOAL_P99_MS} ms: ${p99 !== undefined && p99 < GOAL_P99_MS ? "met" : "MISSED"}`,
    );

    const outDir = path.join(benchDir, ".results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(
      path.join(outDir, "courses.json"),
      `${JSON.stringify({ launch: { learners: LEARNERS, apiMs: launchMs, referenceMs, queued }, learnersList: comparison, player: { closed: { requestsPerSec: closed.requests.average, p50: closed.latency.p50, p99: closed.latency.p99 }, open: at } }, null, 2)}\n`,
    );
  } finally {
    for (const child of children.reverse()) await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The launch's reference: the same number of learner rows and email jobs written straight into
 * a copy of the database in one transaction with prepared statements (what the API's launch
 * does at the least, without reading people, checking lessons or publishing the event).
 */
async function referenceLaunch(dbPath, tenantId, count) {
  const copy = `${dbPath}.reference`;
  // SQLite's backup, not a file copy: the API's recent writes may still be in its WAL file.
  const source = new Database(dbPath, { readonly: true });
  await source.backup(copy);
  source.close();
  const db = new Database(copy);
  const people = db
    .prepare("select id, email, first_name, last_name, groups from people where tenant_id = ?")
    .all(tenantId);
  const courseId = crypto.randomUUID();
  const now = new Date().toISOString();
  const started = performance.now();
  db.transaction(() => {
    db.prepare(
      `insert into learning_courses (id, tenant_id, name, search, description, language, enrolment_date, duration_weeks, ends_at, passing_score, predefined_course_id, custom_messages, security_policy_link, security_contact, link_invitations, created_by_user_id, created_at, updated_at)
       values (?, ?, 'Ref', 'ref', null, 'En', ?, 4, ?, 70, null, '{}', null, '{}', 0, null, ?, ?)`,
    ).run(courseId, tenantId, now, now, now, now);
    const learner = db.prepare(
      `insert into learning_learners (id, tenant_id, course_id, person_id, email, first_name, last_name, groups, search, status, result, score, time_spent_ms, viewed_pages, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'InvitationPending', 'NotCompleted', null, 0, 0, ?, ?)`,
    );
    const job = db.prepare(
      `insert into jobs (id, type, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
       values (?, 'learning.course-email', ?, 'pending', 0, 8, ?, ?, ?)`,
    );
    for (const person of people.slice(0, count)) {
      const id = crypto.randomUUID();
      learner.run(
        id,
        tenantId,
        courseId,
        person.id,
        person.email,
        person.first_name,
        person.last_name,
        person.groups,
        person.email,
        now,
        now,
      );
      job.run(crypto.randomUUID(), JSON.stringify({ tenantId, learnerId: id, kind: "invitation" }), now, now, now);
    }
  })();
  const ms = performance.now() - started;
  db.close();
  fs.rmSync(copy, { force: true });
  return ms;
}

/** Both servers find the same learners (a benchmark of different answers would mean nothing). */
async function assertSameTotals(apiUrl, refUrl, headers) {
  const [a, b] = await Promise.all([apiUrl, refUrl].map((url) => fetch(url, { headers }).then((r) => r.json())));
  const ids = (body) => body.items.map((item) => item.id).join(",");
  if (a.total !== b.total || ids(a) !== ids(b))
    throw new Error(`different answers: API ${a.total}, reference ${b.total}`);
  log(`Both servers answer ${a.total} matching learners, the same first page of ${a.items.length}`);
}

/** A learner's player token from the first invitation the API's worker wrote to its outbox. */
async function playerToken(dataDir) {
  const outbox = path.join(dataDir, "outbox");
  for (let tries = 0; tries < 120; tries++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      const raw = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const token = /\/learn\/([A-Za-z0-9_-]{20,})/.exec(raw)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("no invitation reached the outbox within a minute");
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});

/**
 * The simulation view's SQL at 50,000 targets, on demand (not a test, not run by CI), on SQLite
 * and, given a PostgreSQL URL, on PostgreSQL too:
 *
 *   npx -y pnpm@10 --filter @bulwark/bench simulation-view [targets] [postgres://user:pass@host/db]
 *   (or: node --import tsx bench/simulation-view.ts [targets] [url])
 *
 * On a fresh database of each (migrated to the latest schema), it writes one simulation's targets
 * and emails through the repository (500 rows a statement, as a launch does) and times that write,
 * against the same rows written into another simulation with the counting triggers dropped (the
 * reference: what the writes cost before the counts were kept; written first, so on the smaller
 * tables). Then the emails are marked sent
 * and the timeline written (a `Sent` event per email, 40% opened by a person, ...: the same shape
 * as `bench phishing`), and each statement the view runs now is timed (median of 20) against the
 * statements it ran before, which still answer the same figures by scanning the simulation, with
 * each new statement's plan (`EXPLAIN QUERY PLAN`, `EXPLAIN ANALYZE`). On PostgreSQL the database
 * (`bulwark_view_bench_<random>`) is created beside the one named in the URL and dropped after.
 */

import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { migrations } from "../api/migrations/index.js";
import {
  type SimulationsRepository as Repository,
  SimulationsRepository,
} from "../api/src/modules/phishing/simulations/simulations.repository.js";
import { openDatabase } from "../api/src/platform/db/database.js";
import { migrateToLatest } from "../api/src/platform/db/migrate.js";
import type { Database } from "../api/src/platform/db/schema.js";

const TARGETS = Number(process.argv[2] ?? 50_000);
const POSTGRES = process.argv[3] ?? process.env.BENCH_POSTGRES_URL;
const RUNS = 20;
const LAUNCH_ROUNDS = 3;
const TENANT = "bench-tenant";
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The statements the view ran before migration 0029, each answering one of its figures by a scan. */
const BEFORE: Record<string, string> = {
  "sent per template (the simulation)": `select simulation_id, template_id, count(*) from phishing_sends
    where tenant_id = $t and simulation_id in ($s) and status = 'Sent' group by simulation_id, template_id`,
  "people's emails per kind (the simulation)": `select simulation_id, kind, count(distinct send_id) from phishing_events
    where tenant_id = $t and simulation_id in ($s) and classification = 'human' group by simulation_id, kind`,
  "funnel (overview)": `select kind, classification, count(distinct send_id), count(*) from phishing_events
    where tenant_id = $t and simulation_id = $s group by kind, classification`,
  "emails' figures (overview)": `select sum(case when sent_at is not null then 1 else 0 end),
    sum(case when status in ('Scheduled', 'Sending') then 1 else 0 end),
    avg(case when sent_at is not null and failed_at is not null then $failMs end),
    avg(case when sent_at is not null and reported_at is not null then $reportMs end)
    from phishing_sends where tenant_id = $t and simulation_id = $s`,
  "target statuses (overview)": `select status, count(*) from phishing_targets
    where tenant_id = $t and simulation_id = $s group by status`,
  "sent per day (overview)": `select substr(sent_at, 1, 10) as day, count(*) from phishing_sends
    where tenant_id = $t and simulation_id = $s and sent_at is not null group by day`,
  "people's events per day (overview)": `select substr(at, 1, 10) as day, kind, count(*) from phishing_events
    where tenant_id = $t and simulation_id = $s and classification = 'human' group by day, kind`,
  "bot reasons (overview)": `select reason, count(*) from phishing_events
    where tenant_id = $t and simulation_id = $s and classification = 'bot' group by reason`,
  "targets' total (targets page)": `select count(*) from phishing_targets where tenant_id = $t and simulation_id = $s`,
};

/** The statements the view runs now (the repository's, written out for EXPLAIN). */
const NOW: Record<string, string> = {
  "kept counts, every dimension (overview; the simulation and the targets page read fewer)": `select simulation_id, dimension, a, b, n
    from phishing_simulation_counts where tenant_id = $t and simulation_id in ($s)
    and dimension in ('events', 'emails', 'send', 'sent_day', 'human_day', 'bot_reason', 'target') and n <> 0`,
  "average time to fail (overview)": `select avg($failMs) from phishing_sends
    where tenant_id = $t and simulation_id = $s and failed_at is not null and sent_at is not null`,
  "average time to report (overview)": `select avg($reportMs) from phishing_sends
    where tenant_id = $t and simulation_id = $s and reported_at is not null and sent_at is not null`,
  "first targets page (targets page)": `select * from phishing_targets where tenant_id = $t and simulation_id = $s
    order by last_name, id limit 20 offset 0`,
};

function elapsed(dialect: "sqlite" | "postgres", to: string) {
  return dialect === "postgres"
    ? `extract(epoch from (${to}::timestamptz - sent_at::timestamptz)) * 1000`
    : `(julianday(${to}) - julianday(sent_at)) * 86400000`;
}

function statement(text: string, dialect: "sqlite" | "postgres", simulationId: string) {
  return sql.raw(
    text
      .replaceAll("$failMs", elapsed(dialect, "failed_at"))
      .replaceAll("$reportMs", elapsed(dialect, "reported_at"))
      .replaceAll("$t", `'${TENANT}'`)
      .replaceAll("$s", `'${simulationId}'`),
  );
}

async function median(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** A launch's rows for `count` targets: the repository writes them 500 a statement. */
async function writeLaunch(repository: Repository, db: Kysely<Database>, simulationId: string, count: number) {
  const at = new Date().toISOString();
  await db
    .insertInto("phishing_simulations")
    .values({
      id: simulationId,
      tenant_id: TENANT,
      name: simulationId,
      search: simulationId,
      description: "",
      start_at: at,
      end_at: new Date(Date.now() + 28 * 86_400_000).toISOString(),
      time_zone: "Europe/Belgrade",
      duration_weeks: 4,
      business_days: "[]",
      hours_start: "09:00",
      hours_end: "17:00",
      max_attacks: 1,
      feedback_type: "PhishedDisplay",
      feedback_message: null,
      sending_profile_id: null,
      remedial_course_id: null,
      targets_count: count,
      emails_count: count,
      stopped_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const targets = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    simulation_id: simulationId,
    person_id: null,
    email: `person${i}@example.com`,
    first_name: `First${i % 97}`,
    last_name: `Last${i % 1009}`,
    groups: "[]",
    status: "Created",
    updated_at: at,
  }));
  const sends = targets.map((target, i) => ({
    id: randomUUID(),
    simulation_id: simulationId,
    target_id: target.id,
    template_id: "bench-template",
    attempt_no: 0,
    due_at: new Date(Date.now() + (i % 20) * 86_400_000).toISOString(),
    status: "Scheduled",
    lease_until: null,
    attempts: 0,
    deferrals: 0,
    sent_at: null,
    failed_at: null,
    reported_at: null,
    last_error: null,
  }));
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const within = new SimulationsRepository(trx, repository.dialect, TENANT);
    await within.insertTargets(targets);
    await within.insertSends(sends);
  });
  return performance.now() - started;
}

/** Emails sent over the last days, and the timelines of `bench phishing` (see its writeTimelines). */
async function writeTimelines(db: Kysely<Database>, simulationId: string) {
  const sends = await db
    .selectFrom("phishing_sends")
    .select(["id", "target_id"])
    .where("simulation_id", "=", simulationId)
    .orderBy("id")
    .execute();
  const sentAt = (i: number) => new Date(Date.now() - (1 + (i % 10)) * 86_400_000).toISOString();
  const later = (i: number, minutes: number) =>
    new Date(new Date(sentAt(i)).getTime() + minutes * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("phishing_sends")
      .set({ status: "Sent", sent_at: sql`${sentAt(0)}` })
      .where("simulation_id", "=", simulationId)
      .execute();
    await trx
      .updateTable("phishing_targets")
      .set({ status: "InProgress" })
      .where("simulation_id", "=", simulationId)
      .execute();
    const events: Database["phishing_events"][] = [];
    const failed: string[] = [];
    const reported: string[] = [];
    sends.forEach((send, i) => {
      const add = (kind: string, classification: string, reason: string | null, minutes: number) =>
        events.push({
          id: randomUUID(),
          tenant_id: TENANT,
          simulation_id: simulationId,
          target_id: send.target_id,
          send_id: send.id,
          kind,
          classification,
          reason,
          field_names: null,
          ip: null,
          user_agent: null,
          at: later(i, minutes),
          dedupe_key: null,
        });
      add("Sent", "human", null, 0);
      const r = i % 100;
      if (r < 40) add("Opened", "human", null, 5);
      if (r < 20) add("Clicked", "human", null, 6);
      if (r < 10) {
        add("HumanConfirmed", "human", "confirmed", 7);
        failed.push(send.id);
      }
      if (r < 2) add("Submitted", "human", "form-post", 8);
      if (r >= 40 && r < 50) {
        add("Opened", "bot", "scanner-range", 0);
        add("Clicked", "bot", "too-soon", 0);
      }
      if (r >= 50 && r < 53) {
        add("Reported", "human", null, 20);
        reported.push(send.id);
      }
    });
    for (let i = 0; i < events.length; i += 500)
      await trx
        .insertInto("phishing_events")
        .values(events.slice(i, i + 500))
        .execute();
    for (let i = 0; i < failed.length; i += 500) {
      const ids = failed.slice(i, i + 500);
      await trx
        .updateTable("phishing_sends")
        .set({ failed_at: later(0, 7) })
        .where("id", "in", ids)
        .execute();
      await trx
        .updateTable("phishing_targets")
        .set({ status: "Failed" })
        .where("id", "in", trx.selectFrom("phishing_sends").select("target_id").where("id", "in", ids))
        .execute();
    }
    for (let i = 0; i < reported.length; i += 500) {
      await trx
        .updateTable("phishing_sends")
        .set({ reported_at: later(0, 20) })
        .where("id", "in", reported.slice(i, i + 500))
        .execute();
    }
  });
  return sends.length;
}

async function plan(db: Kysely<Database>, dialect: "sqlite" | "postgres", query: ReturnType<typeof statement>) {
  const explain =
    dialect === "postgres"
      ? sql`explain (analyze, costs off, timing off, summary off) ${query}`
      : sql`explain query plan ${query}`;
  const rows = (await explain.execute(db)).rows as Record<string, unknown>[];
  return rows.map((row) => String(row["QUERY PLAN"] ?? row.detail)).join(" | ");
}

async function measure(dialect: "sqlite" | "postgres", url: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-view-bench-"));
  const handle = openDatabase({ databaseUrl: url, dataDir });
  const { db } = handle;
  try {
    await migrateToLatest(db, dialect);
    const at = new Date().toISOString();
    await db
      .insertInto("tenants")
      .values({
        id: TENANT,
        name: "Bench",
        color: null,
        web_url: null,
        industry: null,
        logo_file_id: null,
        features: "[]",
        extension_data: "{}",
        require_two_factor: 0,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .execute();
    const repository = new SimulationsRepository(db, dialect, TENANT);
    // The launch's writes in turn with the counting triggers (0029's) and without them (the
    // reference: the schema before), each simulation deleted again after it, three rounds.
    const counting = migrations["0029_simulation_counts"]?.(dialect);
    const triggers = (on: boolean) =>
      db.transaction().execute(async (trx) => {
        await (on ? counting?.up(trx) : counting?.down?.(trx));
      });
    const writes: { with: number[]; without: number[] } = { with: [], without: [] };
    for (let round = 0; round < LAUNCH_ROUNDS; round++) {
      for (const on of [false, true]) {
        await triggers(on);
        const id = `bench-launch-${round}-${on}`;
        writes[on ? "with" : "without"].push(await writeLaunch(repository, db, id, TARGETS));
        await db.deleteFrom("phishing_simulations").where("id", "=", id).execute();
        if (dialect === "postgres") await sql`vacuum`.execute(db);
      }
    }
    // The last round ended with the triggers on.
    const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const withCounts = mid(writes.with);
    const without = mid(writes.without);
    await writeLaunch(repository, db, "bench-simulation", TARGETS);
    const events = await writeTimelines(db, "bench-simulation");
    // What autovacuum does after a bulk write (the visibility map lets index-only scans skip the table).
    if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
    log("");
    log(
      `${dialect}: ${TARGETS.toLocaleString("en")} targets and emails, ${events.toLocaleString("en")} emails with timelines`,
    );
    log(
      `  launch rows written (500 a statement, one transaction), median of ${LAUNCH_ROUNDS} in turn: ${withCounts.toFixed(0)} ms with the counts kept (${writes.with.map((ms) => ms.toFixed(0)).join(", ")}); reference without the triggers ${without.toFixed(0)} ms (${writes.without.map((ms) => ms.toFixed(0)).join(", ")}); ${(withCounts / without).toFixed(2)}×`,
    );
    let before = 0;
    let after = 0;
    log("  before (scans of the simulation), median of 20:");
    for (const [name, text] of Object.entries(BEFORE)) {
      const query = statement(text, dialect, "bench-simulation");
      const ms = await median(() => query.execute(db));
      before += ms;
      log(`    ${ms.toFixed(2).padStart(8)} ms  ${name}`);
    }
    log("  now, median of 20, with the plan:");
    for (const [name, text] of Object.entries(NOW)) {
      const query = statement(text, dialect, "bench-simulation");
      const ms = await median(() => query.execute(db));
      after += ms;
      log(`    ${ms.toFixed(2).padStart(8)} ms  ${name}\n               ${await plan(db, dialect, query)}`);
    }
    log(`  sum: before ${before.toFixed(1)} ms, now ${after.toFixed(1)} ms (${(before / after).toFixed(0)}× less)`);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  log(`Node ${process.version}, load average ${os.loadavg()[0].toFixed(2)}`);
  await measure("sqlite", undefined);
  if (!POSTGRES) {
    log("\n(no PostgreSQL URL given: SQLite only)");
    return;
  }
  const name = `bulwark_view_bench_${randomBytes(4).toString("hex")}`;
  const admin = openDatabase({ databaseUrl: POSTGRES, dataDir: os.tmpdir() });
  await sql.raw(`create database ${name}`).execute(admin.db);
  try {
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    await measure("postgres", url.toString());
  } finally {
    await sql.raw(`drop database if exists ${name}`).execute(admin.db);
    await admin.close();
  }
  log(`\nload average ${os.loadavg()[0].toFixed(2)}`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

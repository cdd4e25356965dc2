import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../db/database.js";
import { nowIso } from "../db/database.js";
import type { Database, JobsTable } from "../db/schema.js";

export interface EnqueueOptions {
  /** Run no earlier than this instant. */
  runAt?: Date;
  /** Keeps one job per key: enqueueing the same key again does nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export type Job = Pick<JobsTable, "id" | "type" | "attempts" | "max_attempts"> & { payload: unknown };

const LOCK_MS = 60_000;

/** Retry delay after the n-th failed attempt: 5 s, 20 s, 45 s, ... capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 5_000 * attempts * attempts);

/**
 * A durable job queue in the database. Enqueue inside the same transaction as the change that
 * causes the job, and the job exists exactly when the change does. Workers claim due jobs with
 * a lease; a crashed worker's lease runs out and another worker picks the job up, so a restart
 * loses nothing. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets many workers share the queue.
 */
export class JobQueue {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async enqueue(
    type: string,
    payload: unknown,
    options: EnqueueOptions = {},
    trx: Db | Transaction<Database> = this.db,
  ): Promise<string> {
    const [id] = await this.enqueueMany([{ type, payload, options }], trx);
    return id as string;
  }

  /**
   * Enqueues many jobs in a few statements (a campaign's thousands of sends), with the same
   * meaning as one {@link enqueue} each; answers their ids in order.
   */
  async enqueueMany(
    jobs: readonly { type: string; payload: unknown; options?: EnqueueOptions }[],
    trx: Db | Transaction<Database> = this.db,
  ): Promise<string[]> {
    const now = nowIso();
    const rows = jobs.map(({ type, payload, options = {} }) => ({
      id: randomUUID(),
      type,
      payload: JSON.stringify(payload),
      status: "pending" as const,
      attempts: 0,
      max_attempts: options.maxAttempts ?? 8,
      run_at: (options.runAt ?? new Date()).toISOString(),
      locked_until: null,
      locked_by: null,
      last_error: null,
      dedupe_key: options.dedupeKey ?? null,
      created_at: now,
      updated_at: now,
    }));
    // 500 rows of 13 values stay under SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits.
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto("jobs")
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .execute();
    }
    return rows.map((row) => row.id);
  }

  /**
   * Leases up to `limit` due jobs (pending, or running with an expired lease) to `workerId`;
   * with `types`, only jobs of those types; with `except`, none of those.
   */
  async claim(workerId: string, limit: number, types?: readonly string[], except?: readonly string[]): Promise<Job[]> {
    const now = nowIso();
    const lockedUntil = new Date(Date.now() + LOCK_MS).toISOString();
    let due = this.db
      .selectFrom("jobs")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now)]),
          eb.and([eb("status", "=", "running"), eb("locked_until", "<", now)]),
        ]),
      )
      .orderBy("run_at")
      .limit(limit);
    if (types) due = due.where("type", "in", types);
    if (except && except.length > 0) due = due.where("type", "not in", except);
    if (this.dialect === "postgres") due = due.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable("jobs")
      .set({
        status: "running",
        locked_by: workerId,
        locked_until: lockedUntil,
        attempts: sql`attempts + 1`,
        updated_at: now,
      })
      .where("id", "in", due)
      .returning(["id", "type", "payload", "attempts", "max_attempts"])
      .execute();
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
  }

  async complete(job: Job, workerId: string): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ status: "done", locked_until: null, last_error: null, updated_at: nowIso() })
      .where("id", "=", job.id)
      .where("locked_by", "=", workerId)
      .execute();
  }

  async fail(job: Job, workerId: string, error: unknown): Promise<void> {
    const final = job.attempts >= job.max_attempts;
    await this.db
      .updateTable("jobs")
      .set({
        status: final ? "failed" : "pending",
        run_at: new Date(Date.now() + backoffMs(job.attempts)).toISOString(),
        locked_until: null,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 2000),
        updated_at: nowIso(),
      })
      .where("id", "=", job.id)
      .where("locked_by", "=", workerId)
      .execute();
  }
}

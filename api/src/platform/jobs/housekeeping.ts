import type { Db } from "../db/database.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logger.js";
import type { JobQueue } from "./queue.js";

/** Job type of the daily clean-up of records past their retention; no payload. */
export const HOUSEKEEPING = "platform.housekeeping";

/**
 * A kind of record that is deleted once it is older than the retention period and nothing needs
 * it any more (e.g. an event every subscriber has handled, a delivery that is no longer pending).
 */
export interface RetentionTask {
  /** For the log: what was deleted. */
  name: string;
  /** Deletes up to `limit` such records older than `before` (ISO 8601); answers how many. */
  prune(before: string, limit: number): Promise<number>;
}

/** Records deleted per statement, so no clean-up holds a long write lock. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * Rows of `table` in one of the `finished` statuses whose `time` column is older than the cut-off:
 * what nothing will change or send any more. Pending work stays, whatever its age.
 */
export function finishedRows<T extends "jobs" | "webhook_deliveries">(
  db: Db,
  table: T,
  time: "created_at" | "updated_at",
  finished: readonly Database[T]["status"][],
): RetentionTask {
  // One query shape serves both tables: each has an `id`, a `status` and the named time column.
  const rows = table as "jobs";
  return {
    name: table,
    async prune(before, limit) {
      const ids = db
        .selectFrom(rows)
        .select("id")
        .where("status", "in", finished as Database["jobs"]["status"][])
        .where(time as "updated_at", "<", before)
        .limit(limit);
      const result = await db.deleteFrom(rows).where("id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Finished jobs: done ones, and failed ones once they have been there for the retention period to inspect. */
export const finishedJobs = (db: Db) => finishedRows(db, "jobs", "updated_at", ["done", "failed"]);

/**
 * Once a day, deletes what has outlived `RETENTION_DAYS`: without it the outbox, the job table and
 * the webhook delivery log grow with every event for as long as the platform runs. Each run
 * schedules the next; the job's dedupe key is the day it runs, so several API processes (or a
 * restart) schedule that day's run once.
 */
export class Housekeeping {
  constructor(
    private readonly queue: JobQueue,
    private readonly tasks: readonly RetentionTask[],
    private readonly retentionDays: number,
    private readonly logger: Logger,
  ) {}

  /** Queues the run due at `at` (default now), unless that day's run is queued or done already. */
  async schedule(at: Date = new Date()): Promise<void> {
    const day = at.toISOString().slice(0, 10);
    await this.queue.enqueue(HOUSEKEEPING, {}, { runAt: at, dedupeKey: `${HOUSEKEEPING}:${day}` });
  }

  /** The {@link HOUSEKEEPING} job: prunes every task in batches, then schedules tomorrow's run. */
  async run(now: Date = new Date()): Promise<Record<string, number>> {
    const before = new Date(now.getTime() - this.retentionDays * DAY_MS).toISOString();
    const deleted: Record<string, number> = {};
    for (const task of this.tasks) {
      let total = 0;
      let batch: number;
      do {
        batch = await task.prune(before, BATCH);
        total += batch;
      } while (batch === BATCH);
      deleted[task.name] = total;
    }
    this.logger.info("housekeeping", { before, deleted });
    await this.schedule(new Date(now.getTime() + DAY_MS));
    return deleted;
  }
}

import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Logger } from "../logger.js";
import type { Job, JobQueue } from "./queue.js";

export type JobHandler = (payload: unknown, job: Job) => Promise<void>;

/**
 * Which jobs a worker takes, and how many it runs at once. A lane keeps slow outside calls
 * (webhook receivers, up to 10 s each) from holding up the rest (a password-reset email).
 */
export interface Lane {
  /** Only these job types (all when absent). */
  types?: readonly string[];
  /** None of these job types. */
  except?: readonly string[];
  /** Jobs run at the same time; 1 runs them one after another. */
  concurrency?: number;
}

/** Jobs leased per claim: enough to keep a lane busy, few enough to finish within the lease. */
const CLAIM = 10;

/**
 * Polls the queue and runs jobs one batch at a time. `drain()` runs until nothing is due,
 * which tests use instead of sleeping.
 */
export class JobWorker {
  readonly id = `worker-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Map<string, JobHandler>,
    private readonly logger: Logger,
    private readonly pollMs: number,
    private readonly lane: Lane = {},
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.drain().then(
        () => undefined,
        (error) => this.logger.error("job worker tick failed", { error: String(error) }),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Runs due jobs of the worker's lane (of `types`, when given: tests drain one kind) until none
   * is left; answers how many ran.
   */
  async drain(types?: readonly string[]): Promise<number> {
    const concurrency = Math.max(1, this.lane.concurrency ?? 1);
    let total = 0;
    for (;;) {
      const jobs = await this.queue.claim(
        this.id,
        Math.max(CLAIM, concurrency),
        types ?? this.lane.types,
        types ? undefined : this.lane.except,
      );
      if (jobs.length === 0) return total;
      total += jobs.length;
      for (let start = 0; start < jobs.length; start += concurrency) {
        await Promise.all(jobs.slice(start, start + concurrency).map((job) => this.run(job)));
        // SQLite's driver answers synchronously, so awaiting its queries never leaves the
        // microtask queue: without this turn a backlog of jobs would run back to back and keep
        // every waiting HTTP request (a tracking pixel's, the simulation view's) unanswered for
        // seconds. One turn per job lets them in between.
        await nextTurn();
      }
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload, job);
      await this.queue.complete(job, this.id);
    } catch (error) {
      this.logger.error("job failed", {
        jobId: job.id,
        type: job.type,
        attempt: job.attempts,
        error: String(error),
      });
      await this.queue.fail(job, this.id, error);
    }
  }
}

import { randomUUID } from "node:crypto";
import type { Logger } from "../logger.js";
import type { Job, JobQueue } from "./queue.js";

export type JobHandler = (payload: unknown, job: Job) => Promise<void>;

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

  /** Runs due jobs (of `types`, when given) until none is left; answers how many ran. */
  async drain(types?: readonly string[]): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await this.queue.claim(this.id, 10, types);
      if (jobs.length === 0) return total;
      for (const job of jobs) {
        total += 1;
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
  }
}

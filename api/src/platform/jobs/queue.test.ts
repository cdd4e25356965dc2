import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink.js";
import { nowIso } from "../db/database.js";
import { createLogger } from "../logger.js";
import { backoffMs, JobQueue } from "./queue.js";
import { JobWorker } from "./worker.js";

// A real SMTP server on loopback (it can refuse messages with a temporary error).
let smtp: SmtpSink;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const job = (id: string) =>
  api.platform.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("job queue", () => {
  it("retries an email the SMTP server refused, with backoff, and delivers it once", async () => {
    smtp.refuseNext(1);
    const queue = api.platform.queue;
    const id = await queue.enqueue("email.send", {
      to: "retry@example.com",
      subject: "Hi",
      text: "t",
      html: "<p>t</p>",
    });
    await api.drainJobs();
    const afterFailure = await job(id);
    expect(afterFailure.status).toBe("pending");
    expect(afterFailure.attempts).toBe(1);
    expect(afterFailure.last_error).toMatch(/busy/);
    expect(Date.parse(afterFailure.run_at)).toBeGreaterThan(Date.now() + backoffMs(1) - 2000);
    expect(smtp.received).toHaveLength(0);

    // Pretend the backoff elapsed.
    await api.platform.db.updateTable("jobs").set({ run_at: nowIso() }).where("id", "=", id).execute();
    await api.drainJobs();
    expect((await job(id)).status).toBe("done");
    expect(smtp.received.map(({ to, messageId }) => ({ to, messageId }))).toEqual([
      { to: "retry@example.com", messageId: `<${id}@bulwark>` },
    ]);
    await api.drainJobs();
    expect(smtp.received).toHaveLength(1);
  });

  it("a job leased by a worker that died is picked up by another after the lease, and runs once", async () => {
    const queue = new JobQueue(api.platform.db, api.platform.dialect);
    const id = await queue.enqueue("test.count", { n: 1 });
    // Worker 1 claims it and "crashes" before completing.
    const claimed = await queue.claim("dead-worker", 10);
    expect(claimed.map((j) => j.id)).toContain(id);
    expect(await queue.claim("other-worker", 10)).toEqual([]);

    await api.platform.db
      .updateTable("jobs")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    let runs = 0;
    const worker = new JobWorker(
      queue,
      new Map([
        [
          "test.count",
          async () => {
            runs += 1;
          },
        ],
      ]),
      createLogger("silent"),
      1000,
    );
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    expect(runs).toBe(1);
    expect((await job(id)).status).toBe("done");
    // The dead worker coming back cannot complete or fail a job it no longer holds.
    await queue.fail(
      { id, type: "test.count", attempts: 1, max_attempts: 8, payload: {} },
      "dead-worker",
      new Error("late"),
    );
    expect((await job(id)).status).toBe("done");
  });

  it("keeps one job per dedupe key", async () => {
    const queue = api.platform.queue;
    await queue.enqueue("test.noop", {}, { dedupeKey: "once-only" });
    await queue.enqueue("test.noop", {}, { dedupeKey: "once-only" });
    const rows = await api.platform.db.selectFrom("jobs").select("id").where("dedupe_key", "=", "once-only").execute();
    expect(rows).toHaveLength(1);
  });

  it("gives up after max attempts and keeps the job as failed with its last error", async () => {
    const queue = new JobQueue(api.platform.db, api.platform.dialect);
    const id = await queue.enqueue("test.always-fails", {}, { maxAttempts: 2 });
    const worker = new JobWorker(
      queue,
      new Map([
        [
          "test.always-fails",
          async () => {
            throw new Error("boom");
          },
        ],
      ]),
      createLogger("silent"),
      1000,
    );
    await worker.drain();
    await api.platform.db.updateTable("jobs").set({ run_at: nowIso() }).where("id", "=", id).execute();
    await worker.drain();
    const row = await job(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBe("boom");
  });
});

import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Mailer } from "../../../platform/mail/mailer.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type SiblingProcess, startSiblingProcess } from "../../../test/sibling-process.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "../phishing.fixtures.js";
import { PHISHING_SEND, SimulationSender } from "./simulation-delivery.js";

// Exactly once across two API processes on one database (the SQLite file, or PostgreSQL): a
// second API in its own process works the job queue while this process, at the same moment, runs
// the sender on every one of the same emails directly (what a second worker holding the same jobs
// would do). Nothing is shared but the database, so each email reaching the SMTP server once is
// the claim's doing (one conditional UPDATE per send), not anything in memory.

const PEOPLE = 60;
let api: TestApi;
let sibling: SiblingProcess | undefined;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await startPhishingApi();
}, 90_000);
afterAll(async () => {
  await sibling?.close();
  await api?.close();
  await smtp?.close();
});

describe("simulation emails across two API processes", () => {
  it("sends every email exactly once while both processes send the same emails at once", async () => {
    const owner = await createOrganizationOwner(api, "Twin Phish");
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      email: `person${i}@twin.test`,
      firstName: `P${i}`,
      lastName: "Twin",
      groups: ["All"],
    }));
    expect(
      (await api.request("POST", "/api/v1/inventory/people/batch", { ...as(owner), body: { people } })).status,
    ).toBe(200);
    const template = await createTemplate(api, owner, templateInput("Twin template"));
    const launched = await api.request<Schema<"PhishingSimulation">>("POST", `${PHISHING}/simulations`, {
      ...as(owner),
      body: {
        name: "Twin",
        startDate: new Date().toISOString(),
        timeZone: "UTC",
        durationWeeks: 1,
        businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        businessHoursStart: "00:00",
        businessHoursEnd: "23:59",
        maxAttacksPerTarget: 1,
        templateIds: [template.id],
        targets: { groups: ["All"] },
      },
    });
    expect(launched.status).toBe(201);
    const sends = await api.platform.db
      .selectFrom("phishing_sends")
      .select("id")
      .where("simulation_id", "=", launched.body.id)
      .execute();
    expect(sends).toHaveLength(PEOPLE);
    // Every email due now, for the sibling's queue worker.
    await api.platform.db
      .updateTable("jobs")
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where("type", "=", PHISHING_SEND)
      .execute();

    sibling = await startSiblingProcess(api, {
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: "20",
      PHISHING_RATE_PER_MINUTE: "100000",
    });
    let mine = 0;
    const mailer = new Mailer(
      { smtpUrl: smtp.url, from: "x@bulwark.test", dataDir: api.platform.config.dataDir },
      api.platform.logger,
    );
    const sender = new SimulationSender(
      api.platform,
      {
        send: async (email, key) => {
          mine += 1;
          await mailer.send(email, key);
        },
      },
      100_000,
    );
    // Once the sibling has begun, this process runs every send too, all at once.
    const started = Date.now() + 30_000;
    while (smtp.received.length === 0 && Date.now() < started) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(sends.map((send) => sender.send({ tenantId: owner.tenantId, sendId: send.id })));

    const deadline = Date.now() + 30_000;
    for (;;) {
      const unsent = await api.platform.db
        .selectFrom("phishing_sends")
        .select("id")
        .where("simulation_id", "=", launched.body.id)
        .where("status", "!=", "Sent")
        .execute();
      if (unsent.length === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recipients = smtp.received.map((m) => m.to).sort();
    expect(recipients).toEqual(people.map((p) => p.email).sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(PEOPLE);
    // How many each process sent is the scheduler's business (57/3 and 58/2 in runs on this machine); the total is the claim's.
    expect(mine).toBeLessThanOrEqual(PEOPLE);
    const events = await api.platform.db
      .selectFrom("phishing_events")
      .select("id")
      .where("simulation_id", "=", launched.body.id)
      .where("kind", "=", "Sent")
      .execute();
    expect(events).toHaveLength(PEOPLE);
  }, 120_000);
});

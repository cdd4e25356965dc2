import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Receiver, startReceiver } from "../../modules/webhooks/webhook-receiver.fixture.js";
import { createOrganizationOwner, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { HOUSEKEEPING } from "./housekeeping.js";

const DAY_MS = 86_400_000;

let api: TestApi;
let receiver: Receiver;
let alpha: TestUser & { tenantId: string };
let beta: TestUser & { tenantId: string };

beforeAll(async () => {
  receiver = await startReceiver();
  api = await startTestApi({ RETENTION_DAYS: "30" });
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
});
afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

const as = (user: { accessToken: string; tenantId: string }) => ({ token: user.accessToken, tenant: user.tenantId });
const count = async (table: "domain_events" | "jobs" | "webhook_deliveries", tenantId?: string) => {
  let query = api.platform.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n"));
  if (tenantId && table !== "jobs") query = query.where("tenant_id", "=", tenantId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe("housekeeping", () => {
  it("deletes handled events, finished deliveries and done jobs past the retention, and keeps all that is still needed", async () => {
    // Alpha: one delivery sent (Succeeded), and one created but not sent yet (Pending).
    const created = await api.request("POST", "/api/v1/webhooks/endpoints", {
      ...as(alpha),
      body: { url: receiver.url("/kept"), description: "receiver", eventTypes: ["PeopleImported"] },
    });
    expect(created.status).toBe(201);
    const endpointId = (created.body as Schema<"WebhookEndpointWithSecret">).endpoint.id;
    const importOne = (email: string) =>
      api.request("POST", "/api/v1/inventory/people/batch", { ...as(alpha), body: { people: [{ email }] } });
    expect((await importOne("ana@alpha.rs")).status).toBe(200);
    await api.drainJobs();
    expect((await importOne("ivo@alpha.rs")).status).toBe(200);
    await api.drainEvents();
    // Beta: an event no subscriber has handled yet (its dispatch job still pending).
    await api.platform.db
      .transaction()
      .execute((trx) => api.platform.events.publish(trx, beta.tenantId, null, { type: "Test", data: { n: 1 } }));

    const betaEvents = await count("domain_events", beta.tenantId);
    expect(await count("domain_events", alpha.tenantId)).toBeGreaterThan(0);
    expect(await count("webhook_deliveries", alpha.tenantId)).toBe(2);

    // Within the retention nothing goes.
    const none = await api.housekeeping.run(new Date());
    expect(none).toEqual({ domainEvents: 0, webhook_deliveries: 0, jobs: 0, trackingEvents: 0 });

    // 31 days on, everything is past the retention of 30 days.
    const later = new Date(Date.now() + 31 * DAY_MS);
    const deleted = await api.housekeeping.run(later);
    expect(deleted.domainEvents).toBeGreaterThan(0);
    expect(deleted.webhook_deliveries).toBe(1);
    expect(deleted.jobs).toBeGreaterThan(0);
    expect(await count("domain_events", alpha.tenantId)).toBe(0);
    expect(await count("domain_events", beta.tenantId)).toBe(betaEvents);
    const left = await api.request("GET", `/api/v1/webhooks/endpoints/${endpointId}/deliveries`, as(alpha));
    expect((left.body as Schema<"WebhookDeliveryList">).items.map((delivery) => delivery.status)).toEqual(["Pending"]);
    const statuses = await api.platform.db.selectFrom("jobs").select(["status", "type", "dedupe_key"]).execute();
    expect(statuses.filter((job) => job.status === "done")).toEqual([]);
    // The next run is queued for the following day, once.
    const nextDay = new Date(later.getTime() + DAY_MS).toISOString().slice(0, 10);
    expect(statuses.filter((job) => job.type === HOUSEKEEPING).map((job) => job.dedupe_key)).toContain(
      `${HOUSEKEEPING}:${nextDay}`,
    );

    // What was kept still happens: Beta's event reaches its subscribers, the pending delivery is sent.
    await api.drainJobs();
    const after = await api.request("GET", `/api/v1/webhooks/endpoints/${endpointId}/deliveries`, as(alpha));
    expect((after.body as Schema<"WebhookDeliveryList">).items.map((delivery) => delivery.status)).toEqual([
      "Succeeded",
    ]);
    expect(receiver.at("/kept")).toHaveLength(2);
    const cursors = await api.platform.db
      .selectFrom("event_cursors")
      .select("position")
      .where("tenant_id", "=", beta.tenantId)
      .execute();
    expect(cursors.every((cursor) => Number(cursor.position) >= betaEvents)).toBe(true);
  });

  it("schedules one run a day however many processes ask", async () => {
    const day = new Date(Date.now() + 90 * DAY_MS);
    await Promise.all([api.housekeeping.schedule(day), api.housekeeping.schedule(day)]);
    const key = `${HOUSEKEEPING}:${day.toISOString().slice(0, 10)}`;
    const rows = await api.platform.db.selectFrom("jobs").select("id").where("dedupe_key", "=", key).execute();
    expect(rows).toHaveLength(1);
  });
});

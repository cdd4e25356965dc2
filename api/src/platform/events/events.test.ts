import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { createLogger } from "../logger.js";
import { EventDispatcher, type StoredEvent, type Subscriber } from "./events.js";

let api: TestApi;
let alpha: string;
let beta: string;

beforeAll(async () => {
  api = await startTestApi();
  alpha = (await createOrganizationOwner(api, "Alpha")).tenantId;
  beta = (await createOrganizationOwner(api, "Beta")).tenantId;
});
afterAll(async () => {
  await api?.close();
});

/** Publishes `count` events `n` = 0, 1, ... for the organisation, each in its own transaction, all at once. */
const publishMany = (tenantId: string, count: number, label: string) =>
  Promise.all(
    Array.from({ length: count }, (_, n) =>
      api.platform.db
        .transaction()
        .execute((trx) => api.platform.events.publish(trx, tenantId, null, { type: "Test", data: { n, label } })),
    ),
  );

/** A subscriber that records what it was handed, in the order it was handed it. */
function recorder(name: string) {
  const seen: StoredEvent[] = [];
  const subscriber: Subscriber = {
    name,
    async handle(event) {
      seen.push(event);
    },
  };
  return { seen, subscriber };
}

const dispatcher = (subscribers: Subscriber[]) =>
  new EventDispatcher(api.platform.db, api.platform.dialect, subscribers, createLogger("silent"));

describe("domain events", () => {
  it("numbers each organisation's events 1, 2, 3, ... with no gap, even when published concurrently", async () => {
    await Promise.all([publishMany(alpha, 30, "numbering"), publishMany(beta, 10, "numbering")]);
    const positions = async (tenantId: string) =>
      (
        await api.platform.db
          .selectFrom("domain_events")
          .select("position")
          .where("tenant_id", "=", tenantId)
          .orderBy("position")
          .execute()
      ).map((row) => Number(row.position));
    expect(await positions(alpha)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await positions(beta)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it("hands every event to each subscriber once, in order per organisation, with dispatches racing", async () => {
    const first = recorder("test-first");
    const second = recorder("test-second");
    const runner = dispatcher([first.subscriber, second.subscriber]);
    // Several dispatches of the same organisation at once (on PostgreSQL each on its own connection).
    const racing = Promise.all([
      runner.dispatch(alpha),
      runner.dispatch(alpha),
      runner.dispatch(beta),
      runner.dispatch(alpha),
      runner.dispatch(beta),
    ]);
    await Promise.all([racing, publishMany(alpha, 5, "late")]);
    // Whatever the race left for later is picked up by the next dispatch.
    await Promise.all([runner.dispatch(alpha), runner.dispatch(beta)]);
    for (const { seen } of [first, second]) {
      const of = (tenantId: string) => seen.filter((e) => e.tenantId === tenantId).map((e) => e.position);
      expect(of(alpha)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
      expect(of(beta)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    }
  });

  it("rolls back a failing subscriber's batch and retries it later, without holding the others back", async () => {
    const steady = recorder("test-steady");
    let failOn: number | undefined = 2;
    const flaky: Subscriber = {
      name: "test-flaky",
      async handle(event, trx) {
        // A write the rollback must undo: the flaky subscriber's own side effect.
        await trx
          .insertInto("activity_logs")
          .values({
            id: event.id,
            tenant_id: event.tenantId,
            user_id: null,
            user_name: null,
            event_name: "FlakyHandled",
            event_group: "TenantManagement",
            description: String(event.position),
            ip: null,
            data: "{}",
            created_at: event.occurredAt,
          })
          .execute();
        if (event.position === failOn) throw new Error("flaky subscriber failed");
      },
    };
    const gamma = (await createOrganizationOwner(api, "Gamma")).tenantId;
    await publishMany(gamma, 3, "flaky");
    const runner = dispatcher([flaky, steady.subscriber]);
    await expect(runner.dispatch(gamma)).rejects.toThrow("flaky subscriber failed");
    const handled = async () =>
      (
        await api.platform.db
          .selectFrom("activity_logs")
          .select("description")
          .where("tenant_id", "=", gamma)
          .where("event_name", "=", "FlakyHandled")
          .orderBy("description")
          .execute()
      ).map((row) => row.description);
    // Event 1 was in the batch that failed at event 2: nothing of it stayed.
    expect(await handled()).toEqual([]);
    expect(steady.seen.map((e) => e.position)).toEqual([1, 2, 3]);
    failOn = undefined;
    await runner.dispatch(gamma);
    expect(await handled()).toEqual(["1", "2", "3"]);
    expect(steady.seen.map((e) => e.position)).toEqual([1, 2, 3]);
  });

  it("queues a dispatch job in the publishing transaction, and none when it rolls back", async () => {
    const delta = (await createOrganizationOwner(api, "Delta")).tenantId;
    const jobs = () =>
      api.platform.db
        .selectFrom("jobs")
        .select("id")
        .where("type", "=", "events.dispatch")
        .where("payload", "like", `%${delta}%`)
        .execute();
    await expect(
      api.platform.db.transaction().execute(async (trx) => {
        await api.platform.events.publish(trx, delta, null, { type: "Test", data: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobs()).toHaveLength(0);
    expect(
      await api.platform.db.selectFrom("domain_events").select("id").where("tenant_id", "=", delta).execute(),
    ).toHaveLength(0);
    await publishMany(delta, 1, "kept");
    expect(await jobs()).toHaveLength(1);
  });
});

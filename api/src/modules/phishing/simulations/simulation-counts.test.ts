import type { Schema } from "@bulwark/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulationCounts } from "../../../../migrations/0029_simulation_counts.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "../phishing.fixtures.js";
import { keptAndRecounted, simulationInput } from "./simulations.fixtures.js";
import { type NewEvent, SimulationsRepository } from "./simulations.repository.js";

// The simulation view's figures (`phishing_simulation_counts`, kept by the database's triggers of
// migration 0029) stay exact through every kind of write to the counted rows: the repository's
// writes the senders and the tracking use, plain SQL updates and deletes, an ended simulation
// settling, the migration counting existing simulations again, a simulation deleted. After each
// step the kept figures must equal a recount from the rows; a second organisation's simulation is
// counted under its own tenant and never in the first's view. (The HTTP paths with real SMTP and
// tracking are checked the same way at the end of simulations.test.ts.)

const SIMULATIONS = `${PHISHING}/simulations`;
type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

let api: TestApi;
let owner: Owner;
let other: Owner;
let ours: Schema<"PhishingSimulation">;
let theirs: Schema<"PhishingSimulation">;

const launch = async (who: Owner, templateId: string, name: string) => {
  const res = await api.request("POST", SIMULATIONS, {
    ...as(who),
    body: simulationInput([templateId], { groups: ["Sales"] }, { name }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Schema<"PhishingSimulation">;
};

/** The simulation's kept figures, checked equal to a recount of its rows. */
async function exact(simulationId: string) {
  const { kept, recounted } = await keptAndRecounted(api, simulationId);
  expect(kept).toEqual(recounted);
  return kept;
}

const overview = async (who: Owner, simulationId: string) => {
  const res = await api.request<Schema<"PhishingSimulationOverview">>(
    "GET",
    `${SIMULATIONS}/${simulationId}/overview`,
    as(who),
  );
  expect(res.status).toBe(200);
  return res.body;
};

const event = (
  send: { id: string; simulation_id: string; target_id: string } | null,
  target: { id: string; simulation_id: string },
  kind: string,
  extra: Partial<NewEvent> = {},
): NewEvent => ({
  simulation_id: target.simulation_id,
  target_id: target.id,
  send_id: send?.id ?? null,
  kind,
  classification: "human",
  reason: null,
  field_names: null,
  ip: null,
  user_agent: null,
  at: new Date().toISOString(),
  dedupe_key: null,
  ...extra,
});

beforeAll(async () => {
  api = await startPhishingApi();
  owner = await createOrganizationOwner(api, "Alpha Counts");
  other = await createOrganizationOwner(api, "Beta Counts");
  const people = (domain: string, names: string[]) =>
    names.map((name) => ({ email: `${name}@${domain}`, firstName: name, lastName: "Test", groups: ["Sales"] }));
  for (const [who, body] of [
    [owner, people("alpha.test", ["ana", "bora", "ceca"])],
    [other, people("beta.test", ["dule"])],
  ] as const) {
    expect(
      (await api.request("POST", "/api/v1/inventory/people/batch", { ...as(who), body: { people: body } })).status,
    ).toBe(200);
  }
  ours = await launch(owner, (await createTemplate(api, owner, templateInput("Ours"))).id, "Ours");
  theirs = await launch(other, (await createTemplate(api, other, templateInput("Theirs"))).id, "Theirs");
});

afterAll(async () => {
  await api?.close();
});

describe("a simulation's view figures", () => {
  it("count a launch's targets and emails, each organisation's under its own tenant", async () => {
    expect(await exact(ours.id)).toEqual(["send Scheduled : 3", "target Created : 3"]);
    expect(await exact(theirs.id)).toEqual(["send Scheduled : 1", "target Created : 1"]);
    const rows = await api.platform.db
      .selectFrom("phishing_simulation_counts")
      .select(["simulation_id", "tenant_id"])
      .distinct()
      .execute();
    expect(rows.sort((a, b) => a.tenant_id.localeCompare(b.tenant_id))).toEqual(
      [
        { simulation_id: ours.id, tenant_id: owner.tenantId },
        { simulation_id: theirs.id, tenant_id: other.tenantId },
      ].sort((a, b) => a.tenant_id.localeCompare(b.tenant_id)),
    );
    expect(await overview(owner, ours.id)).toMatchObject({ scheduled: 3, sent: { count: 0, percentage: 0 } });
  });

  it("follow the senders' and the tracking's writes: claim, defer, sent, failed, events, first failure and report", async () => {
    const repository = new SimulationsRepository(api.platform.db, api.platform.dialect, owner.tenantId);
    const [first, second, third] = await repository.sends(ours.id);
    if (!first || !second || !third) throw new Error("three sends expected");
    const target = (await repository.target(ours.id, first.target_id)) as NonNullable<
      Awaited<ReturnType<typeof repository.target>>
    >;
    const now = new Date();
    const at = now.toISOString();

    expect(await repository.claim(first.id, now, 60_000)).toBe(true);
    expect(await exact(ours.id)).toContain("send Sending : 1");
    await repository.markSend(first.id, { status: "Sent", sent_at: at, lease_until: null });
    await repository.setTargetStatus(first.target_id, "InProgress", at, ["Created"]);
    await repository.appendEvent(event(first, target, "Sent", { dedupe_key: `sent:${first.id}` }));
    // The same event again (a retried write) is not stored, so not counted.
    expect(await repository.appendEvent(event(first, target, "Sent", { dedupe_key: `sent:${first.id}` }))).toBe(false);
    await exact(ours.id);

    expect(await repository.claim(second.id, now, 60_000)).toBe(true);
    await repository.defer(second.id, new Date(now.getTime() + 60_000).toISOString());
    expect(await repository.claim(third.id, now, 60_000)).toBe(true);
    await repository.markSend(third.id, { status: "Failed", last_error: "refused", lease_until: null });
    await exact(ours.id);

    // A person opens twice (one email opened), a scanner opens and clicks (with and without a reason).
    await repository.appendEvent(event(first, target, "Opened"));
    await repository.appendEvent(event(first, target, "Opened"));
    await repository.appendEvent(event(first, target, "Opened", { classification: "bot", reason: "scanner-range" }));
    await repository.appendEvent(event(first, target, "Clicked", { classification: "bot" }));
    await repository.appendEvent(event(first, target, "HumanConfirmed", { reason: "confirmed" }));
    expect(await repository.firstOf(first.id, "failed_at", at)).toBe(true);
    await repository.setTargetStatus(first.target_id, "Failed", at);
    await repository.appendEvent(event(null, target, "MarkedPassed", { reason: "by an administrator" }));
    expect(await repository.firstOf(first.id, "reported_at", at)).toBe(true);
    const kept = await exact(ours.id);
    expect(kept).toContain("events Opened human: 2");
    expect(kept).toContain("emails Opened human: 1");
    // An event without an email counts as an event, never as an email.
    expect(kept).toContain("events MarkedPassed human: 1");
    expect(kept.some((line) => line.startsWith("emails MarkedPassed"))).toBe(false);

    expect(await overview(owner, ours.id)).toMatchObject({
      scheduled: 1,
      sent: { count: 1, percentage: 100 },
      opened: { count: 1, percentage: 100 },
      clicked: { count: 1, percentage: 100 },
      failed: { count: 1, percentage: 33 },
      botEventsCount: 2,
      botReasons: [
        { reason: "scanner-range", count: 1 },
        { reason: "unknown", count: 1 },
      ],
      averageTimeToFailMs: 0,
      averageReactionMs: 0,
    });
    // The other organisation's view is untouched.
    expect(await exact(theirs.id)).toEqual(["send Scheduled : 1", "target Created : 1"]);
    const theirView = await api.request("GET", `${SIMULATIONS}/${ours.id}/overview`, as(other));
    expect(theirView.status).toBe(404);
  });

  it("follow plain SQL: an event reclassified or deleted, a target deleted with its emails and events", async () => {
    const db = api.platform.db;
    const opened = await db
      .selectFrom("phishing_events")
      .select("id")
      .where("simulation_id", "=", ours.id)
      .where("kind", "=", "Opened")
      .where("classification", "=", "human")
      .orderBy("id")
      .execute();
    expect(opened).toHaveLength(2);
    // One of the person's two opens was a scanner's after all: the email is still opened by a person.
    await db
      .updateTable("phishing_events")
      .set({ classification: "bot", reason: "reclassified" })
      .where("id", "=", opened[0]?.id as string)
      .execute();
    expect(await exact(ours.id)).toContain("emails Opened human: 1");
    // Both were: no person's open is kept ...
    await db
      .updateTable("phishing_events")
      .set({ classification: "bot", reason: "reclassified" })
      .where("id", "=", opened[1]?.id as string)
      .execute();
    const kept = await exact(ours.id);
    expect(kept.some((line) => line.startsWith("emails Opened human"))).toBe(false);
    expect(kept).toContain("emails Opened bot: 1");
    // ... yet the person passed the landing page's human check, so the funnel still has it opened.
    expect((await overview(owner, ours.id)).opened.count).toBe(1);

    await db
      .deleteFrom("phishing_events")
      .where("id", "=", opened[0]?.id as string)
      .execute();
    await exact(ours.id);

    // Writes leaving the counted columns as they were change no figure.
    const unchanged = await exact(ours.id);
    await db
      .updateTable("phishing_targets")
      .set({ status: sql`status` })
      .where("simulation_id", "=", ours.id)
      .execute();
    await db
      .updateTable("phishing_sends")
      .set({ sent_at: sql`sent_at`, status: sql`status` })
      .where("simulation_id", "=", ours.id)
      .execute();
    await db.updateTable("phishing_events").set({ at: sql`at` }).where("simulation_id", "=", ours.id).execute();
    expect(await exact(ours.id)).toEqual(unchanged);

    // A target deleted takes its emails and events (the foreign keys' cascade) off the figures.
    const target = await db
      .selectFrom("phishing_sends")
      .select("target_id")
      .where("simulation_id", "=", ours.id)
      .where("status", "=", "Sent")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("phishing_targets").where("id", "=", target.target_id).execute();
    const after = await exact(ours.id);
    expect(after.some((line) => line.startsWith("events "))).toBe(false);
    expect(after.some((line) => line.startsWith("target "))).toBe(true);
  });

  it("follow an ended simulation settling its targets as NoReaction", async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await api.platform.db
      .updateTable("phishing_simulations")
      .set({ start_at: new Date(Date.now() - 7_200_000).toISOString(), end_at: past })
      .where("id", "=", theirs.id)
      .execute();
    expect((await overview(other, theirs.id)).failed.count).toBe(0);
    expect(await exact(theirs.id)).toEqual(["send Scheduled : 1", "target NoReaction : 1"]);
    const targets = await api.request(
      "GET",
      `${SIMULATIONS}/${theirs.id}/targets-overview?status=NoReaction`,
      as(other),
    );
    expect(targets.body.total).toBe(1);
  });

  it("are counted again from the rows by the migration (existing simulations)", async () => {
    const before = [await exact(ours.id), await exact(theirs.id)];
    const migration = simulationCounts(api.platform.dialect);
    await api.platform.db.transaction().execute(async (trx) => {
      await migration.down?.(trx);
      await migration.up(trx);
    });
    expect([await exact(ours.id), await exact(theirs.id)]).toEqual(before);
    // And the triggers are back: a new event is counted.
    const repository = new SimulationsRepository(api.platform.db, api.platform.dialect, other.tenantId);
    const [send] = await repository.sends(theirs.id);
    if (!send) throw new Error("a send expected");
    await repository.appendEvent(event(send, { id: send.target_id, simulation_id: theirs.id }, "Reported"));
    expect(await exact(theirs.id)).toContain("emails Reported human: 1");
  });

  it("count an email once when writers record the same person's open at the same moment", async () => {
    const repository = new SimulationsRepository(api.platform.db, api.platform.dialect, other.tenantId);
    const [send] = await repository.sends(theirs.id);
    if (!send) throw new Error("a send expected");
    const target = { id: send.target_id, simulation_id: theirs.id };
    // Ten transactions at once, each holding its uncommitted open a moment (on PostgreSQL they
    // overlap; none sees another's row before it commits).
    await Promise.all(
      Array.from({ length: 10 }, () =>
        api.platform.db.transaction().execute(async (trx) => {
          await new SimulationsRepository(trx, api.platform.dialect, other.tenantId).appendEvent(
            event(send, target, "Opened"),
          );
          if (api.platform.dialect === "postgres") await sql`select pg_sleep(0.05)`.execute(trx);
        }),
      ),
    );
    const kept = await exact(theirs.id);
    expect(kept).toContain("events Opened human: 10");
    expect(kept).toContain("emails Opened human: 1");
  });

  it("go with their simulation when it is deleted", async () => {
    await api.platform.db.deleteFrom("phishing_simulations").where("id", "=", ours.id).execute();
    expect(await exact(ours.id)).toEqual([]);
    expect((await exact(theirs.id)).length).toBeGreaterThan(0);
  });
});

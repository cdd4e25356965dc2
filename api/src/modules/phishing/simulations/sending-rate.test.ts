import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "../phishing.fixtures.js";
import { sendDue, simulationInput } from "./simulations.fixtures.js";

// The rate limit per sending profile, on SQLite and PostgreSQL, with a real SMTP server on
// loopback: a profile's own `ratePerMinute` caps what goes through it in a minute (the rest waits
// for a later minute, Scheduled again), a profile without one takes the installation's rate, and
// another organisation's profile has a budget of its own. Bad rates are refused with nothing saved.

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

let api: TestApi;
let smtp: SmtpSink;
let owner: Owner;
let other: Owner;
let port: number;

const profileInput = (name: string, extra: Partial<Schema<"SendingProfileInput">> = {}) => ({
  name,
  host: "127.0.0.1",
  port,
  security: "none" as const,
  fromAddress: "bounces@phish-sim.example",
  ...extra,
});

async function launchThrough(who: Owner, sendingProfileId: string, group: string) {
  const template = await createTemplate(api, who, templateInput(`Template for ${group}`));
  const res = await api.request<Schema<"PhishingSimulation">>("POST", `${PHISHING}/simulations`, {
    ...as(who),
    body: simulationInput([template.id], { groups: [group] }, { name: `Rate ${group}`, sendingProfileId }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const sendsOf = (simulationId: string) =>
  api.platform.db
    .selectFrom("phishing_sends")
    .select(["status", "deferrals"])
    .where("simulation_id", "=", simulationId)
    .execute();

beforeAll(async () => {
  smtp = await startSmtpSink();
  port = Number(new URL(smtp.url).port);
  api = await startPhishingApi({ PHISHING_RATE_PER_MINUTE: "1000" });
  owner = await createOrganizationOwner(api, "Alpha Rate");
  other = await createOrganizationOwner(api, "Beta Rate");
  const people = (domain: string, group: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      email: `p${i}.${group}@${domain}`,
      firstName: "P",
      lastName: `${i}`,
      groups: [group],
    }));
  for (const [who, list] of [
    [owner, [...people("alpha.test", "Capped", 3), ...people("alpha.test", "Free", 3)]],
    [other, people("beta.test", "Capped", 2)],
  ] as const) {
    expect(
      (await api.request("POST", "/api/v1/inventory/people/batch", { ...as(who), body: { people: list } })).status,
    ).toBe(200);
  }
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("the rate limit of a sending profile", () => {
  it("refuses a rate below 1 or a fraction (422), nothing saved", async () => {
    for (const ratePerMinute of [0, 1.5]) {
      const res = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: profileInput("Broken", { ratePerMinute }),
      });
      expect(res.status).toBe(422);
    }
    const list = await api.request("GET", `${PHISHING}/sending-profiles`, as(owner));
    expect(list.body.total).toBe(0);
  });

  it("sends at most the profile's own rate in a minute; the rest waits for a later minute", async () => {
    const capped = await api.request<Schema<"SendingProfile">>("POST", `${PHISHING}/sending-profiles`, {
      ...as(owner),
      body: profileInput("Capped", { ratePerMinute: 2 }),
    });
    expect(capped.status).toBe(201);
    expect(capped.body.ratePerMinute).toBe(2);
    const free = await api.request<Schema<"SendingProfile">>("POST", `${PHISHING}/sending-profiles`, {
      ...as(owner),
      body: profileInput("Free"),
    });
    expect(free.body.ratePerMinute).toBeNull();
    const theirs = await api.request<Schema<"SendingProfile">>("POST", `${PHISHING}/sending-profiles`, {
      ...as(other),
      body: profileInput("Capped", { ratePerMinute: 2 }),
    });

    const slow = await launchThrough(owner, capped.body.id, "Capped");
    const fast = await launchThrough(owner, free.body.id, "Free");
    const beta = await launchThrough(other, theirs.body.id, "Capped");
    await sendDue(api);

    const slowSends = await sendsOf(slow.id);
    // Unless the minute turned during the run, exactly two went now and one waits; never more than two a minute.
    const sent = slowSends.filter((s) => s.status === "Sent").length;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(slowSends.filter((s) => s.status === "Scheduled").every((s) => s.deferrals >= 1)).toBe(true);
    const rows = await api.platform.db
      .selectFrom("phishing_send_rate")
      .selectAll()
      .where("profile_key", "=", capped.body.id)
      .execute();
    expect(rows.every((row) => row.count <= 2)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(sent);
    // The profile without a rate takes the installation's (1,000 a minute here): all three at once.
    expect((await sendsOf(fast.id)).map((s) => s.status)).toEqual(["Sent", "Sent", "Sent"]);
    // The other organisation's profile has its own budget: both of its emails went.
    expect((await sendsOf(beta.id)).map((s) => s.status)).toEqual(["Sent", "Sent"]);
  });

  it("changing the rate applies to the next minute's sends", async () => {
    const list = await api.request<Schema<"SendingProfileList">>("GET", `${PHISHING}/sending-profiles`, as(owner));
    const capped = list.body.items.find((p) => p.name === "Capped") as Schema<"SendingProfile">;
    const res = await api.request<Schema<"SendingProfile">>("PUT", `${PHISHING}/sending-profiles/${capped.id}`, {
      ...as(owner),
      body: profileInput("Capped", { ratePerMinute: null }),
    });
    expect(res.status).toBe(200);
    expect(res.body.ratePerMinute).toBeNull();
  });
});

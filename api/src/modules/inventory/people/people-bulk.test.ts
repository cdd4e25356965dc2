import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type Actor, activityOf, addMember, everyone, PEOPLE, saveBatch, startPeopleApi } from "./people.fixtures.js";

// POST /people/bulk: delete, tag or group a selection (ids) or everyone matching the list's
// filters, in one transaction, with a PeopleBulkChanged event. Beta holds people with the same
// names, groups and tags as Alpha's: none of them may ever change through Alpha's calls.

type Person = Schema<"Person">;

let api: TestApi;
let alpha: Awaited<ReturnType<typeof createOrganizationOwner>>;
let beta: Awaited<ReturnType<typeof createOrganizationOwner>>;
let viewer: Actor;

const alphaPeople = [
  { firstName: "Ana", lastName: "A", email: "ana@alpha.rs", groups: ["Sales"], tags: ["VIP"] },
  { firstName: "Bojan", lastName: "B", email: "bojan@alpha.rs", groups: ["Sales"], tags: [] },
  { firstName: "Cica", lastName: "C", email: "cica@alpha.rs", groups: ["IT"], tags: ["new"] },
  { firstName: "Dana", lastName: "D", email: "dana@alpha.rs", groups: [], tags: [] },
];
const betaPeople = [
  { firstName: "Ana", lastName: "Beta", email: "ana@beta.rs", groups: ["Sales"], tags: ["VIP"] },
  { firstName: "Bojan", lastName: "Beta", email: "bojan@beta.rs", groups: ["IT"], tags: [] },
];

const bulk = (actor: Actor, body: unknown) =>
  api.request("POST", `${PEOPLE}/bulk`, { token: actor.accessToken, tenant: actor.tenantId, body });

const byEmail = async (actor: Actor) =>
  new Map((await everyone(api, actor)).items.map((person: Person) => [person.email, person]));

/** Beta as stored, compared whole after every Alpha call. */
const betaSnapshot = async () => (await everyone(api, beta)).items;

beforeAll(async () => {
  api = await startPeopleApi();
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
  viewer = await addMember(api, alpha, ["Viewer"]);
  expect((await saveBatch(api, beta, betaPeople)).status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  // Every test starts from the same four people in Alpha.
  expect((await saveBatch(api, alpha, alphaPeople, "?deleteNotInList=true")).status).toBe(200);
});

describe("bulk changes to people", () => {
  it("deletes the selected people only, and counts ids it does not have as matched nothing", async () => {
    const before = await byEmail(alpha);
    const betaBefore = await betaSnapshot();
    const betaAna = betaBefore.find((p) => p.email === "ana@beta.rs");
    const ids = [before.get("ana@alpha.rs")?.id, before.get("bojan@alpha.rs")?.id, betaAna?.id, randomUUID()];
    const res = await bulk(alpha, { action: "delete", ids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: "delete", matched: 2, changed: 2 });
    expect([...(await byEmail(alpha)).keys()].sort()).toEqual(["cica@alpha.rs", "dana@alpha.rs"]);
    expect(await betaSnapshot()).toEqual(betaBefore);
    // The deleted people no longer carry their labels: "Sales" and "VIP" left Alpha's pickers.
    const groups = await api.request("GET", `${PEOPLE}/groups/all`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(groups.body.items).toEqual(["IT"]);
    const sales = await everyone(api, alpha, "&groups=Sales");
    expect(sales.total).toBe(0);
  });

  it("tags everyone matching a filter, skipping those who have the tag in any case", async () => {
    const betaBefore = await betaSnapshot();
    const before = await byEmail(alpha);
    const res = await bulk(alpha, { action: "addTags", filter: { groups: ["Sales"] }, labels: ["vip", "  Q3 "] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: "addTags", matched: 2, changed: 2 });
    const after = await byEmail(alpha);
    expect(after.get("ana@alpha.rs")?.tags).toEqual(["Q3", "VIP"]);
    expect(after.get("bojan@alpha.rs")?.tags).toEqual(["Q3", "vip"]);
    // Outside the filter nothing moved, not even the update time.
    expect(after.get("cica@alpha.rs")).toEqual(before.get("cica@alpha.rs"));
    // The tag filter and the picker see the new tag.
    expect((await everyone(api, alpha, "&tags=Q3")).total).toBe(2);
    const tags = await api.request("GET", `${PEOPLE}/tags/all`, { token: alpha.accessToken, tenant: alpha.tenantId });
    expect(tags.body.items).toEqual(expect.arrayContaining(["Q3", "vip", "VIP"]));
    expect(await betaSnapshot()).toEqual(betaBefore);

    // Again: everyone has both, so nothing changes.
    const again = await bulk(alpha, { action: "addTags", filter: { groups: ["Sales"] }, labels: ["Q3"] });
    expect(again.body).toEqual({ action: "addTags", matched: 2, changed: 0 });
    expect(await byEmail(alpha)).toEqual(after);
  });

  it("adds the selected people to groups", async () => {
    const before = await byEmail(alpha);
    const ids = [before.get("cica@alpha.rs")?.id, before.get("dana@alpha.rs")?.id];
    const res = await bulk(alpha, { action: "addGroups", ids, labels: ["EMEA", "IT"] });
    expect(res.body).toEqual({ action: "addGroups", matched: 2, changed: 2 });
    const after = await byEmail(alpha);
    expect(after.get("cica@alpha.rs")?.groups).toEqual(["EMEA", "IT"]);
    expect(after.get("dana@alpha.rs")?.groups).toEqual(["EMEA", "IT"]);
    expect((await everyone(api, alpha, "&groups=EMEA")).total).toBe(2);
    // Beta's IT group did not gain Alpha's people, nor Beta's people an EMEA group.
    expect((await everyone(api, beta, "&groups=IT")).items.map((p) => p.email)).toEqual(["bojan@beta.rs"]);
    expect((await everyone(api, beta, "&groups=EMEA")).total).toBe(0);
  });

  it("deletes everyone matching a search, and an empty filter matches everyone", async () => {
    const betaBefore = await betaSnapshot();
    const res = await bulk(alpha, { action: "delete", filter: { search: "ana" } });
    expect(res.body).toEqual({ action: "delete", matched: 2, changed: 2 }); // Ana and Dana
    expect([...(await byEmail(alpha)).keys()].sort()).toEqual(["bojan@alpha.rs", "cica@alpha.rs"]);
    // The search index forgot them too.
    expect((await everyone(api, alpha, "&search=ana")).total).toBe(0);
    const all = await bulk(alpha, { action: "delete", filter: {} });
    expect(all.body).toEqual({ action: "delete", matched: 2, changed: 2 });
    expect((await everyone(api, alpha)).total).toBe(0);
    expect(await betaSnapshot()).toEqual(betaBefore);
  });

  it("logs the change with its count, notifies the inventory's readers and publishes the event", async () => {
    const before = await byEmail(alpha);
    await bulk(alpha, { action: "delete", ids: [before.get("ana@alpha.rs")?.id, before.get("dana@alpha.rs")?.id] });
    await bulk(alpha, { action: "addTags", ids: [before.get("cica@alpha.rs")?.id], labels: ["phished"] });
    const log = await activityOf(api, alpha.accessToken, alpha.tenantId);
    const deleted = log.find((entry) => entry.eventName === "PeopleBulkDeleted");
    expect(deleted?.description).toBe("2 people deleted");
    expect(deleted?.data).toMatchObject({ action: "delete", matched: 2, changed: 2 });
    expect(log.find((entry) => entry.eventName === "PeopleBulkTagged")?.description).toBe("1 person tagged phished");
    const betaLog = await activityOf(api, beta.accessToken, beta.tenantId);
    expect(betaLog.some((entry) => entry.eventName.startsWith("PeopleBulk"))).toBe(false);

    const notifications = await api.request("GET", "/api/v1/notifications/notifications?limit=50", {
      token: viewer.accessToken,
      tenant: viewer.tenantId,
    });
    expect(notifications.status).toBe(200);
    const bulkNotes = (notifications.body.items as Schema<"Notification">[]).filter(
      (n) => n.type === "PeopleBulkChanged",
    );
    expect(bulkNotes.map((n) => n.meta)).toEqual(
      expect.arrayContaining([
        { action: "delete", matched: 2, changed: 2, labels: [] },
        { action: "addTags", matched: 1, changed: 1, labels: ["phished"] },
      ]),
    );
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const before = await byEmail(alpha);
    const betaBefore = await betaSnapshot();
    const id = before.get("ana@alpha.rs")?.id;
    const bad: unknown[] = [
      { action: "delete" }, // neither ids nor filter
      { action: "delete", ids: [id], filter: {} }, // both
      { action: "delete", ids: [] },
      { action: "delete", ids: ["not-a-uuid"] },
      { action: "delete", ids: Array.from({ length: 1001 }, () => randomUUID()) },
      { action: "delete", ids: [id], labels: ["x"] },
      { action: "addTags", ids: [id] },
      { action: "addTags", ids: [id], labels: [] },
      { action: "addTags", ids: [id], labels: ["   "] },
      { action: "addGroups", ids: [id], labels: ["x".repeat(101)] },
      { action: "addGroups", ids: [id], labels: Array.from({ length: 51 }, (_, i) => `g${i}`) },
      { action: "rename", ids: [id] },
      { action: "delete", filter: { scoreMin: 80, scoreMax: 20 } },
      { action: "delete", filter: { createdFrom: "2026-02-01", createdTo: "2026-01-01" } },
      { action: "delete", filter: { createdFrom: "yesterday" } },
      { action: "delete", filter: { unknown: true } },
      { action: "delete", ids: [id, id] },
    ];
    for (const body of bad) {
      const res = await bulk(alpha, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(res.body.code).toBe("ValidationFailed");
    }
    expect(await byEmail(alpha)).toEqual(before);
    expect(await betaSnapshot()).toEqual(betaBefore);
  });

  it("needs CrudInventory: a viewer is refused and nothing changes", async () => {
    const before = await byEmail(alpha);
    const res = await bulk(viewer, { action: "delete", filter: {} });
    expect(res.status).toBe(403);
    expect(await byEmail(alpha)).toEqual(before);
  });

  it("acts on everyone matching across pages of 1,000, in one call", async () => {
    const gamma = await createOrganizationOwner(api, "Gamma");
    const many = Array.from({ length: 2100 }, (_, i) => ({ email: `p${i}@gamma.rs`, tags: i % 2 ? ["odd"] : [] }));
    expect((await saveBatch(api, gamma, many)).status).toBe(200);
    const tagged = await bulk(gamma, { action: "addTags", filter: {}, labels: ["odd", "all"] });
    expect(tagged.body).toEqual({ action: "addTags", matched: 2100, changed: 2100 });
    expect((await everyone(api, gamma, "&tags=all")).total).toBe(2100);
    const odd = await everyone(api, gamma, "&tags=odd");
    expect(odd.total).toBe(2100);
    const deleted = await bulk(gamma, { action: "delete", filter: { tags: ["all"] } });
    expect(deleted.body).toEqual({ action: "delete", matched: 2100, changed: 2100 });
    expect((await everyone(api, gamma)).total).toBe(0);
    expect((await everyone(api, alpha)).total).toBe(4);
  });

  it("acts only in the organisation of the request: Beta's owner deleting 'everyone' leaves Alpha whole", async () => {
    const before = await byEmail(alpha);
    const res = await bulk(beta, { action: "delete", filter: {} });
    expect(res.body).toMatchObject({ matched: 2, changed: 2 });
    expect(await byEmail(alpha)).toEqual(before);
    // Restore Beta for any test that runs after.
    expect((await saveBatch(api, beta, betaPeople)).status).toBe(200);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { notify } from "./notifications.repository.js";

let api: TestApi;
let owner: TestUser & { tenantId: string };
let other: TestUser & { tenantId: string };

beforeAll(async () => {
  api = await startTestApi();
  owner = await createOrganizationOwner(api, "Alpha");
  other = await createOrganizationOwner(api, "Beta");
  // Seven notifications for the owner in Alpha, one per type and two more; Beta's owner gets one in Beta.
  const db = api.platform.db;
  // A millisecond apart, so "newest first" has one right answer.
  const tick = () => new Promise((r) => setTimeout(r, 3));
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "VulnerabilityCreated",
    meta: { vulnerabilitySeverity: "critical" },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "CredentialLeaked",
    meta: { credentials: [{ username: "ana", domain: "alpha.rs" }] },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "VulnerabilityActivityCreated",
    meta: { vulnerabilityTitle: "Open SMB", activityStatus: "Resolved" },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "LearnerFailedCourse",
    meta: { learnerFirstName: "Ivo", learnerLastName: "Ivić", courseName: "Phishing 101" },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "TargetFailed",
    meta: { targetFullName: "Eva Ević", simulationName: "Q3" },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "VulnerabilityCreated",
    meta: { vulnerabilitySeverity: "high" },
  });
  await tick();
  await notify(db, owner.tenantId, [owner.id], {
    type: "VulnerabilityCreated",
    meta: { vulnerabilitySeverity: "medium" },
  });
  await notify(db, other.tenantId, [other.id], {
    type: "TargetFailed",
    meta: { targetFullName: "Beta Person", simulationName: "B" },
  });
});
afterAll(async () => {
  await api?.close();
});

const get = (user: TestUser, tenant: string | undefined, path: string) =>
  api.request("GET", `/api/v1/notifications/notifications${path}`, { token: user.accessToken, tenant });

describe("notifications", () => {
  it("lists five by default, newest first, with the total, and pages with skip/limit", async () => {
    const first = await get(owner, owner.tenantId, "");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(7);
    expect(first.body.items).toHaveLength(5);
    expect(first.body.items[0].meta).toEqual({ vulnerabilitySeverity: "medium" });
    const rest = await get(owner, owner.tenantId, "?skip=5&limit=5");
    expect(rest.body.items).toHaveLength(2);
    const ids = new Set([...first.body.items, ...rest.body.items].map((n: { id: string }) => n.id));
    expect(ids.size).toBe(7);
  });

  it("counts unread, marks one read, then all", async () => {
    expect((await get(owner, owner.tenantId, "/not-read-count")).body).toEqual({ count: 7 });
    const list = await get(owner, owner.tenantId, "?limit=1");
    const id = list.body.items[0].id;
    const marked = await api.request("PUT", `/api/v1/notifications/notifications/${id}/mark-read`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(marked.body.isRead).toBe(true);
    expect((await get(owner, owner.tenantId, `/${id}`)).body.isRead).toBe(true);
    expect((await get(owner, owner.tenantId, "/not-read-count")).body).toEqual({ count: 6 });
    const all = await api.request("POST", "/api/v1/notifications/notifications/mark-all-read", {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(all.body).toEqual({ count: 6 });
    expect((await get(owner, owner.tenantId, "/not-read-count")).body).toEqual({ count: 0 });
    // Beta's notification is untouched by Alpha's mark-all-read.
    expect((await get(other, other.tenantId, "/not-read-count")).body).toEqual({ count: 1 });
  });

  it("keeps the counts in step: marking a read notification again changes nothing", async () => {
    await notify(api.platform.db, owner.tenantId, [owner.id, owner.id], {
      type: "TargetFailed",
      meta: { targetFullName: "X", simulationName: "Y" },
    });
    const before = (await get(owner, owner.tenantId, "/not-read-count")).body.count;
    const total = (await get(owner, owner.tenantId, "")).body.total;
    const id = (await get(owner, owner.tenantId, "?limit=1")).body.items[0].id;
    for (let i = 0; i < 2; i++) {
      await api.request("PUT", `/api/v1/notifications/notifications/${id}/mark-read`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
      });
    }
    expect((await get(owner, owner.tenantId, "/not-read-count")).body.count).toBe(before - 1);
    expect((await get(owner, owner.tenantId, "")).body.total).toBe(total);
    // The duplicate recipient got one notification, not two.
    const stored = await api.platform.db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("tenant_id", "=", owner.tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(total);
  });

  it("refuses limits out of range and unknown query parameters with 422", async () => {
    expect((await get(owner, owner.tenantId, "?limit=0")).status).toBe(422);
    expect((await get(owner, owner.tenantId, "?limit=101")).status).toBe(422);
    expect((await get(owner, owner.tenantId, "?skip=-1")).status).toBe(422);
    expect((await get(owner, owner.tenantId, "?limt=5")).status).toBe(422);
  });

  it("needs the organisation header: 422 without one or with a malformed one", async () => {
    const without = await get(owner, undefined, "");
    expect(without.status).toBe(422);
    expect((await get(owner, "not-a-uuid", "")).status).toBe(422);
  });

  it("requires a signed-in user", async () => {
    const res = await api.request("GET", "/api/v1/notifications/notifications", { tenant: owner.tenantId });
    expect(res.status).toBe(401);
  });
});

describe("notifications tenant isolation", () => {
  it("a member of Beta gets 403 for every call with Alpha's id in the header", async () => {
    const alphaId = (await get(owner, owner.tenantId, "?limit=1")).body.items[0].id;
    const calls: Array<[string, string]> = [
      ["GET", ""],
      ["GET", "/not-read-count"],
      ["GET", `/${alphaId}`],
      ["PUT", `/${alphaId}/mark-read`],
      ["POST", "/mark-all-read"],
    ];
    for (const [method, path] of calls) {
      const res = await api.request(method, `/api/v1/notifications/notifications${path}`, {
        token: other.accessToken,
        tenant: owner.tenantId,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("a member of Beta gets 404 for Alpha's notification ids in Beta, and changes nothing", async () => {
    await api.platform.db
      .updateTable("notifications")
      .set({ is_read: 0 })
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    const alphaId = (await get(owner, owner.tenantId, "?limit=1")).body.items[0].id;
    expect((await get(other, other.tenantId, `/${alphaId}`)).status).toBe(404);
    const mark = await api.request("PUT", `/api/v1/notifications/notifications/${alphaId}/mark-read`, {
      token: other.accessToken,
      tenant: other.tenantId,
    });
    expect(mark.status).toBe(404);
    expect((await get(owner, owner.tenantId, `/${alphaId}`)).body.isRead).toBe(false);
    const list = await get(other, other.tenantId, "?limit=100");
    expect(list.body.items.map((n: { id: string }) => n.id)).not.toContain(alphaId);
  });

  it("an unknown organisation id is 404", async () => {
    expect((await get(owner, randomUUID(), "")).status).toBe(404);
  });
});

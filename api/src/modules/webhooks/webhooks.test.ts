import type { Schema } from "@bulwark/contract";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.js";
import { addMember, createOrganizationOwner, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { activityOf } from "../organizations/organizations.fixtures.js";
import { type Receiver, startReceiver } from "./webhook-receiver.fixture.js";
import { retryDelaySeconds } from "./webhooks.signing.js";

const HOOKS = "/api/v1/webhooks";

let api: TestApi;
let receiver: Receiver;
let alpha: TestUser & { tenantId: string };
let beta: TestUser & { tenantId: string };

beforeAll(async () => {
  receiver = await startReceiver();
  // Retries at once (three attempts in all), and an endpoint disabled after two failed deliveries,
  // so a test drains the whole life of a delivery; the real schedule is tested on its own below.
  api = await startTestApi({ WEBHOOK_RETRY_DELAYS: "0,0", WEBHOOK_DISABLE_AFTER: "2" });
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
});
afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

const as = (user: { accessToken: string; tenantId: string }) => ({ token: user.accessToken, tenant: user.tenantId });

async function createEndpoint(
  user: { accessToken: string; tenantId: string },
  path: string,
  eventTypes: Schema<"DomainEventType">[] = ["PeopleImported"],
) {
  const res = await api.request("POST", `${HOOKS}/endpoints`, {
    ...as(user),
    body: { url: receiver.url(path), description: `receiver ${path}`, eventTypes },
  });
  expect(res.status).toBe(201);
  return res.body as Schema<"WebhookEndpointWithSecret">;
}

const deliveriesOf = async (user: { accessToken: string; tenantId: string }, endpointId: string) => {
  const res = await api.request("GET", `${HOOKS}/endpoints/${endpointId}/deliveries`, as(user));
  expect(res.status).toBe(200);
  return res.body as Schema<"WebhookDeliveryList">;
};

const importPeople = (user: { accessToken: string; tenantId: string }, emails: string[]) =>
  api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(user),
    body: { people: emails.map((email) => ({ email })) },
  });

/** Verifies a received request with the independent `standardwebhooks` implementation; answers the payload. */
const verify = (secret: string, request: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: unknown };

describe("webhook endpoints", () => {
  it("creates an endpoint and shows its whsec_ secret once; the list and the endpoint never show it", async () => {
    const created = await createEndpoint(alpha, "/shown-once");
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({
      url: receiver.url("/shown-once"),
      eventTypes: ["PeopleImported"],
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    const list = await api.request("GET", `${HOOKS}/endpoints`, as(alpha));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(6));
    const one = await api.request("GET", `${HOOKS}/endpoints/${created.endpoint.id}`, as(alpha));
    expect(one.body).toEqual(created.endpoint);
    const stored = await api.platform.db
      .selectFrom("webhook_endpoints")
      .select("secret")
      .where("id", "=", created.endpoint.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(created.secret.slice(6));
    expect((await activityOf(api, alpha.accessToken, alpha.tenantId)).map((e) => e.eventName)).toContain(
      "WebhookEndpointCreated",
    );
  });

  it("updates URL, description and event types; refuses bad input with 422 and changes nothing", async () => {
    const { endpoint } = await createEndpoint(alpha, "/to-update");
    const updated = await api.request("PATCH", `${HOOKS}/endpoints/${endpoint.id}`, {
      ...as(alpha),
      body: { description: "changed", eventTypes: ["AssetVerified", "ExportReady"] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: "changed", eventTypes: ["AssetVerified", "ExportReady"] });
    const bad: unknown[] = [
      { url: "ftp://example.com/hook" },
      { url: "not a url" },
      { eventTypes: [] },
      { eventTypes: ["NoSuchEvent"] },
      { description: "x".repeat(501) },
      {},
      { enabled: "yes" },
    ];
    for (const body of bad) {
      const res = await api.request("PATCH", `${HOOKS}/endpoints/${endpoint.id}`, { ...as(alpha), body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const create = await api.request("POST", `${HOOKS}/endpoints`, {
      ...as(alpha),
      body: { url: "javascript:alert(1)", eventTypes: ["PeopleImported"] },
    });
    expect(create.status).toBe(422);
    const after = await api.request("GET", `${HOOKS}/endpoints/${endpoint.id}`, as(alpha));
    expect(after.body).toEqual(updated.body);
  });

  it("deletes an endpoint with its deliveries; a second delete is 404", async () => {
    const { endpoint } = await createEndpoint(alpha, "/to-delete");
    await api.request("POST", `${HOOKS}/endpoints/${endpoint.id}/test`, as(alpha));
    expect((await api.request("DELETE", `${HOOKS}/endpoints/${endpoint.id}`, as(alpha))).status).toBe(204);
    expect((await api.request("DELETE", `${HOOKS}/endpoints/${endpoint.id}`, as(alpha))).status).toBe(404);
    expect((await api.request("GET", `${HOOKS}/endpoints/${endpoint.id}`, as(alpha))).status).toBe(404);
    const left = await api.platform.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("endpoint_id", "=", endpoint.id)
      .execute();
    expect(left).toEqual([]);
    // Its queued attempt finds nothing to send.
    await api.drainJobs();
    expect(receiver.at("/to-delete")).toEqual([]);
  });

  it("refuses a member without ManageOrganization (403) and a caller without a token (401)", async () => {
    const viewer = await addMember(api, alpha, ["Viewer", "SecurityAnalyst"]);
    expect((await api.request("GET", `${HOOKS}/endpoints`, as(viewer))).status).toBe(403);
    const create = await api.request("POST", `${HOOKS}/endpoints`, {
      ...as(viewer),
      body: { url: receiver.url("/viewer"), eventTypes: ["PeopleImported"] },
    });
    expect(create.status).toBe(403);
    expect((await api.request("GET", `${HOOKS}/endpoints`, { tenant: alpha.tenantId })).status).toBe(401);
  });
});

describe("deliveries", () => {
  it("delivers an event signed per Standard Webhooks, verified by the standardwebhooks package", async () => {
    const { endpoint, secret } = await createEndpoint(alpha, "/signed");
    const imported = await importPeople(alpha, ["ana@alpha.rs", "ivo@alpha.rs"]);
    expect(imported.status).toBe(200);
    await api.drainJobs();
    const [request] = receiver.at("/signed");
    expect(request).toBeDefined();
    if (!request) return;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const payload = verify(secret, request);
    expect(payload).toMatchObject({
      type: "PeopleImported",
      data: { source: "api", rows: 2, created: 2, updated: 0, unchanged: 0, deleted: 0, rejected: 0 },
    });
    // A tampered body or another secret does not verify.
    expect(() => verify(secret, { ...request, body: request.body.replace('"created":2', '"created":3') })).toThrow();
    const other = await createEndpoint(alpha, "/other-secret", ["ExportReady"]);
    expect(() => verify(other.secret, request)).toThrow();

    const log = await deliveriesOf(alpha, endpoint.id);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      eventType: "PeopleImported",
      status: "Succeeded",
      attempts: 1,
      responseStatus: 204,
      lastError: null,
      nextAttemptAt: null,
      messageId: request.headers["webhook-id"],
    });
    expect(log.items[0]?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("retries a receiver that fails twice, then succeeds: three attempts in the log, one message id", async () => {
    receiver.script("/flaky", [500, 503, 200]);
    const { endpoint, secret } = await createEndpoint(alpha, "/flaky");
    await importPeople(alpha, ["flaky@alpha.rs"]);
    await api.drainJobs();
    const requests = receiver.at("/flaky");
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers["webhook-id"])).size).toBe(1);
    for (const request of requests) expect(verify(secret, request).type).toBe("PeopleImported");
    const [delivery] = (await deliveriesOf(alpha, endpoint.id)).items;
    expect(delivery).toMatchObject({ status: "Succeeded", attempts: 3, responseStatus: 200 });
    const detail = await api.request("GET", `${HOOKS}/deliveries/${delivery?.id}`, as(alpha));
    expect(detail.status).toBe(200);
    expect(detail.body.attemptLog.map((a: Schema<"WebhookAttempt">) => [a.attempt, a.responseStatus, a.error])).toEqual(
      [
        [1, 500, "HTTP 500"],
        [2, 503, "HTTP 503"],
        [3, 200, null],
      ],
    );
    expect(detail.body.attemptLog[0].responseBody).toBe("failing with 500");
    expect(JSON.parse(detail.body.payload).type).toBe("PeopleImported");
  });

  it("does not follow a redirect: the attempt fails and the redirect's target is never asked", async () => {
    receiver.script("/moved", ["redirect"]);
    const { endpoint } = await createEndpoint(alpha, "/moved");
    await api.request("POST", `${HOOKS}/endpoints/${endpoint.id}/test`, as(alpha));
    await api.drainJobs();
    expect(receiver.at("/redirected")).toEqual([]);
    const [delivery] = (await deliveriesOf(alpha, endpoint.id)).items;
    expect(delivery).toMatchObject({ status: "Failed", attempts: 3, responseStatus: 302 });
    expect(delivery?.lastError).toContain("redirects are not followed");
  });

  it("sends a test message on request", async () => {
    const { endpoint, secret } = await createEndpoint(alpha, "/test-message");
    const queued = await api.request("POST", `${HOOKS}/endpoints/${endpoint.id}/test`, as(alpha));
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ eventType: "WebhookTest", status: "Pending", attempts: 0 });
    await api.drainJobs();
    const [request] = receiver.at("/test-message");
    expect(request && verify(secret, request)).toMatchObject({
      type: "WebhookTest",
      data: { endpointId: endpoint.id },
    });
  });

  it("replays any delivery as a new one with the same webhook-id and body", async () => {
    const { endpoint, secret } = await createEndpoint(alpha, "/replayed");
    await api.request("POST", `${HOOKS}/endpoints/${endpoint.id}/test`, as(alpha));
    await api.drainJobs();
    const [first] = (await deliveriesOf(alpha, endpoint.id)).items;
    const replay = await api.request("POST", `${HOOKS}/deliveries/${first?.id}/replay`, as(alpha));
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ replayOf: first?.id, messageId: first?.messageId, status: "Pending" });
    await api.drainJobs();
    const requests = receiver.at("/replayed");
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers["webhook-id"]).toBe(requests[0]?.headers["webhook-id"]);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect(requests[1] && verify(secret, requests[1]).type).toBe("WebhookTest");
    const log = await deliveriesOf(alpha, endpoint.id);
    expect(log.items.map((d) => d.status)).toEqual(["Succeeded", "Succeeded"]);
  });

  it("signs with both secrets for a day after a rotation, so the old and the new one verify", async () => {
    const created = await createEndpoint(alpha, "/rotated");
    const rotated = await api.request("POST", `${HOOKS}/endpoints/${created.endpoint.id}/rotate-secret`, as(alpha));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.secret);
    const expires = Date.parse(rotated.body.endpoint.previousSecretExpiresAt);
    expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await api.request("POST", `${HOOKS}/endpoints/${created.endpoint.id}/test`, as(alpha));
    await api.drainJobs();
    const [request] = receiver.at("/rotated");
    if (!request) throw new Error("nothing received");
    expect(request.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verify(rotated.body.secret, request).type).toBe("WebhookTest");
    expect(verify(created.secret, request).type).toBe("WebhookTest");
    // Once the day is over, only the new secret signs.
    await api.platform.db
      .updateTable("webhook_endpoints")
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.endpoint.id)
      .execute();
    await api.request("POST", `${HOOKS}/endpoints/${created.endpoint.id}/test`, as(alpha));
    await api.drainJobs();
    const later = receiver.at("/rotated")[1];
    if (!later) throw new Error("nothing received");
    expect(later.headers["webhook-signature"]?.split(" ")).toHaveLength(1);
    expect(() => verify(created.secret, later)).toThrow();
    expect(verify(rotated.body.secret, later).type).toBe("WebhookTest");
  });

  it("disables an endpoint after deliveries in a row failed every attempt, and emails the organisation's admins", async () => {
    const owner = await createOrganizationOwner(api, "Gamma");
    receiver.script("/down", [500]);
    const { endpoint } = await createEndpoint(owner, "/down");
    await importPeople(owner, ["one@gamma.rs"]);
    await api.drainJobs();
    expect((await api.request("GET", `${HOOKS}/endpoints/${endpoint.id}`, as(owner))).body.enabled).toBe(true);
    await importPeople(owner, ["two@gamma.rs"]);
    await api.drainJobs();
    // Two deliveries of three attempts each.
    expect(receiver.at("/down")).toHaveLength(6);
    const disabled = await api.request("GET", `${HOOKS}/endpoints/${endpoint.id}`, as(owner));
    expect(disabled.body).toMatchObject({ enabled: false, disabledReason: "Failures" });
    const mail = (await api.outbox()).filter((m) => m.to.includes(owner.email) && m.subject.includes("webhook"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("A webhook endpoint of Gamma was disabled");
    expect((await activityOf(api, owner.accessToken, owner.tenantId)).map((e) => e.eventName)).toContain(
      "WebhookEndpointDisabled",
    );
    // A disabled endpoint gets no new deliveries.
    await importPeople(owner, ["three@gamma.rs"]);
    await api.drainJobs();
    expect((await deliveriesOf(owner, endpoint.id)).total).toBe(2);
    expect(receiver.at("/down")).toHaveLength(6);
    // Enabled again, it receives again and its failure count starts afresh.
    receiver.script("/down", [200]);
    const enabled = await api.request("PATCH", `${HOOKS}/endpoints/${endpoint.id}`, {
      ...as(owner),
      body: { enabled: true },
    });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
    await importPeople(owner, ["four@gamma.rs"]);
    await api.drainJobs();
    expect(receiver.at("/down")).toHaveLength(7);
  });
});

describe("retry schedule", () => {
  it("keeps retrying for more than 24 hours with backoff, each delay within ±10% jitter", () => {
    const delays = loadConfig({}).webhookRetryDelays;
    const lowest = delays.map((_, i) => retryDelaySeconds(delays, i + 1, () => 0) ?? 0);
    const highest = delays.map((_, i) => retryDelaySeconds(delays, i + 1, () => 1) ?? 0);
    expect(lowest.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3600);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    delays.forEach((delay, i) => {
      expect(lowest[i]).toBeCloseTo(delay * 0.9);
      expect(highest[i]).toBeCloseTo(delay * 1.1);
    });
    expect(retryDelaySeconds(delays, delays.length + 1)).toBeUndefined();
  });

  it("schedules the next attempt of a failed delivery by that schedule", async () => {
    const scheduled = await startTestApi();
    try {
      const owner = await createOrganizationOwner(scheduled, "Delta");
      receiver.script("/later", [500]);
      const created = await scheduled.request("POST", `${HOOKS}/endpoints`, {
        ...as(owner),
        body: { url: receiver.url("/later"), eventTypes: ["PeopleImported"] },
      });
      await scheduled.request("POST", `${HOOKS}/endpoints/${created.body.endpoint.id}/test`, as(owner));
      await scheduled.drainJobs();
      const log = await scheduled.request(
        "GET",
        `${HOOKS}/endpoints/${created.body.endpoint.id}/deliveries`,
        as(owner),
      );
      const [delivery] = log.body.items as Schema<"WebhookDelivery">[];
      expect(delivery).toMatchObject({ status: "Pending", attempts: 1, responseStatus: 500 });
      // The first retry comes 5 s (±10%) after the first failure.
      const wait = Date.parse(delivery?.nextAttemptAt ?? "") - Date.parse(delivery?.lastAttemptAt ?? "");
      expect(wait).toBeGreaterThanOrEqual(4_400);
      expect(wait).toBeLessThanOrEqual(5_600);
    } finally {
      await scheduled.close();
    }
  });
});

describe("outbound safety", () => {
  it("refuses private and loopback receivers unless ALLOW_PRIVATE_NETWORK is set", async () => {
    const strict = await startTestApi({ ALLOW_PRIVATE_NETWORK: "false" });
    try {
      const owner = await createOrganizationOwner(strict, "Epsilon");
      for (const url of [
        "http://127.0.0.1:9/hook",
        "http://10.1.2.3/hook",
        "http://[::1]/hook",
        "http://localhost/x",
      ]) {
        const res = await strict.request("POST", `${HOOKS}/endpoints`, {
          ...as(owner),
          body: { url, eventTypes: ["PeopleImported"] },
        });
        expect(res.status, url).toBe(422);
      }
      expect((await strict.request("GET", `${HOOKS}/endpoints`, as(owner))).body.total).toBe(0);
    } finally {
      await strict.close();
    }
  });
});

describe("notifications of domain events", () => {
  it("notifies members who can read the inventory of an import, and only the requester of an export", async () => {
    const owner = await createOrganizationOwner(api, "Zeta");
    const viewer = await addMember(api, owner, ["Viewer"]);
    await importPeople(owner, ["n1@zeta.rs", "n2@zeta.rs"]);
    await api.drainEvents();
    const notifications = async (user: { accessToken: string; tenantId: string }) =>
      (await api.request("GET", "/api/v1/notifications/notifications?limit=20", as(user))).body
        .items as Schema<"Notification">[];
    for (const user of [owner, viewer]) {
      expect((await notifications(user)).map((n) => [n.type, n.meta])).toEqual([
        [
          "PeopleImported",
          {
            source: "api",
            rows: 2,
            created: 2,
            updated: 0,
            unchanged: 0,
            deleted: 0,
            rejected: 0,
            deleteNotInList: false,
          },
        ],
      ]);
    }
    const requested = await api.request("POST", "/api/v1/inventory/exports", {
      ...as(viewer),
      body: { kind: "people", format: "csv" },
    });
    expect(requested.status).toBe(202);
    await api.drainJobs();
    expect((await notifications(viewer)).map((n) => n.type)).toEqual(["ExportReady", "PeopleImported"]);
    expect((await notifications(owner)).map((n) => n.type)).toEqual(["PeopleImported"]);
    // Nothing reached another organisation.
    expect(await notifications(beta)).toEqual([]);
    // The activity-log subscriber logged both events, under the names the log always used.
    const logged = (await activityOf(api, owner.accessToken, owner.tenantId)).map((e) => [e.eventName, e.userName]);
    expect(logged).toContainEqual(["PeopleBatchSaved", "Ana Petrović"]);
    expect(logged).toContainEqual(["ExportReady", null]);
  });
});

describe("webhooks tenant isolation", () => {
  it("never shows or touches another organisation's endpoints and deliveries", async () => {
    const { endpoint } = await createEndpoint(alpha, "/isolated");
    await api.request("POST", `${HOOKS}/endpoints/${endpoint.id}/test`, as(alpha));
    await api.drainJobs();
    const [delivery] = (await deliveriesOf(alpha, endpoint.id)).items;
    // Beta in its own organisation: Alpha's ids are unknown there.
    const betaList = await api.request("GET", `${HOOKS}/endpoints`, as(beta));
    expect(betaList.body.items.map((e: Schema<"WebhookEndpoint">) => e.id)).not.toContain(endpoint.id);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/endpoints/${endpoint.id}`],
      ["PATCH", `/endpoints/${endpoint.id}`, { enabled: false }],
      ["DELETE", `/endpoints/${endpoint.id}`],
      ["POST", `/endpoints/${endpoint.id}/rotate-secret`],
      ["POST", `/endpoints/${endpoint.id}/test`],
      ["GET", `/endpoints/${endpoint.id}/deliveries`],
      ["GET", `/deliveries/${delivery?.id}`],
      ["POST", `/deliveries/${delivery?.id}/replay`],
    ];
    for (const [method, path, body] of calls) {
      const own = await api.request(method, `${HOOKS}${path}`, { ...as(beta), body });
      expect(own.status, `${method} ${path} in Beta`).toBe(404);
      // With Alpha's id in the header, Beta's owner is not a member: 403.
      const foreign = await api.request(method, `${HOOKS}${path}`, {
        token: beta.accessToken,
        tenant: alpha.tenantId,
        body,
      });
      expect(foreign.status, `${method} ${path} as Beta in Alpha`).toBe(403);
    }
    // Beta's events never reach Alpha's endpoints.
    const before = receiver.at("/isolated").length;
    await importPeople(beta, ["someone@beta.rs"]);
    await api.drainJobs();
    expect(receiver.at("/isolated")).toHaveLength(before);
    expect((await api.request("GET", `${HOOKS}/endpoints/${endpoint.id}`, as(alpha))).body.enabled).toBe(true);
  });
});

import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertMatchesContract } from "../../test/contract.js";
import { createOrganizationOwner } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { TRACKING_DELIVER, type TrackingEvent } from "./tracking.js";
import { TrackingTokens } from "./tracking-token.js";

// Through HTTP on a real API (SQLite or PostgreSQL): the public pixel and redirect, what they
// store, how the stored requests are judged, and how the owning module is told.

const BURST_MS = 300;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// Microsoft Safe Links' pre-fetch as logged in gophish issue #973, from 40.107.218.12.
const SAFE_LINKS =
  "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36";
const DESTINATION = "https://learn.example.com/nano/answer?choice=2";

let api: TestApi;
let tenantA: string;
let tenantB: string;
/** What each purpose's handler was told, in order. */
const told: Record<string, TrackingEvent[]> = { people: [], everything: [], flaky: [], picky: [] };
let flakyFailures = 0;
/** Subjects the "picky" module refuses every time. */
const refused = new Set<string>();

beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: "true", TRACKING_BURST_MS: String(BURST_MS) });
  tenantA = (await createOrganizationOwner(api, "Tenant A")).tenantId;
  tenantB = (await createOrganizationOwner(api, "Tenant B")).tenantId;
  const { tracking } = api.platform;
  tracking.on("people", { handle: async (event) => void told.people?.push(event) });
  tracking.on("everything", { includeBots: true, handle: async (event) => void told.everything?.push(event) });
  tracking.on("flaky", {
    // Writes in the delivery's transaction, then fails on its first two calls (the job's batch,
    // then the same request on its own): the writes must be rolled back with them.
    handle: async (event, trx) => {
      await api.platform.queue.enqueue(
        "test.flaky-write",
        { eventId: event.id },
        { runAt: new Date(Date.now() + 864e5) },
        trx,
      );
      if (flakyFailures++ < 2) throw new Error("the module's database is briefly unavailable");
      told.flaky?.push(event);
    },
  });
  tracking.on("picky", {
    handle: async (event) => {
      if (refused.has(event.subjectId)) throw new Error("this one cannot be recorded yet");
      told.picky?.push(event);
    },
  });
});

afterAll(async () => {
  await api?.close();
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request with exactly the given headers (fetch always sends a user agent, and follows
 * redirects): `ip` arrives as X-Forwarded-For, which the API trusts here (TRUST_PROXY).
 */
function send(path: string, options: { method?: string; userAgent?: string | null; ip?: string } = {}) {
  const { method = "GET", userAgent = CHROME, ip = "203.0.113.7" } = options;
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (userAgent !== null) headers["user-agent"] = userAgent;
  const url = new URL(api.baseUrl);
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Sends a GET and checks the answer against openapi.yaml. */
async function get(path: string, options: { userAgent?: string | null; ip?: string } = {}) {
  const response = await send(path, options);
  assertMatchesContract("GET", path, response.status, response.body.toString(), response.headers["content-type"] ?? "");
  return response;
}

const pathOf = (url: string) => new URL(url).pathname;
const subject = () => `s${randomBytes(6).toString("hex")}`;

function openPath(purpose: string, subjectId: string, tenantId = tenantA, sentAt?: Date) {
  return pathOf(api.platform.tracking.openUrl({ purpose, tenantId, subjectId, sentAt }));
}

function clickPath(
  purpose: string,
  subjectId: string,
  linkId = "a",
  options: { tenantId?: string; sentAt?: Date } = {},
) {
  return pathOf(
    api.platform.tracking.clickUrl({
      purpose,
      tenantId: options.tenantId ?? tenantA,
      subjectId,
      linkId,
      url: DESTINATION,
      sentAt: options.sentAt,
    }),
  );
}

/** Lets the stored requests be judged and delivered: past the burst window, then every due job. */
async function settle() {
  await api.platform.tracking.flush();
  await sleep(BURST_MS + 350);
  await api.drainJobs();
}

function rowsOf(subjectId: string) {
  return api.platform.db
    .selectFrom("tracking_events")
    .selectAll()
    .where("subject_id", "=", subjectId)
    .orderBy("at")
    .execute();
}

const verdicts = async (subjectId: string) =>
  (await rowsOf(subjectId)).map((row) => `${row.kind}:${row.link_id ?? "-"}:${row.classification}:${row.reason}`);

describe("open pixel", () => {
  it("answers a 1x1 transparent GIF that no cache keeps, and records the open as a person's", async () => {
    const subjectId = subject();
    const response = await get(openPath("people", subjectId));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.body).toHaveLength(42);
    expect(response.body.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    // Logical screen 1x1, and a graphic control extension with the transparency flag set.
    expect(response.body.readUInt16LE(6)).toBe(1);
    expect(response.body.readUInt16LE(8)).toBe(1);
    expect(response.body.subarray(13 + 6, 13 + 6 + 4)).toEqual(Buffer.from([0x21, 0xf9, 0x04, 0x01]));

    await settle();
    const [row] = await rowsOf(subjectId);
    expect(row).toMatchObject({
      tenant_id: tenantA,
      purpose: "people",
      kind: "open",
      link_id: null,
      method: "GET",
      ip: "203.0.113.7",
      user_agent: CHROME,
      classification: "human",
      reason: "no-bot-signal",
    });
    expect(row?.delivered_at).not.toBeNull();
    expect(told.people?.filter((event) => event.subjectId === subjectId)).toEqual([
      expect.objectContaining({ id: row?.id, tenantId: tenantA, kind: "open", classification: "human" }),
    ]);
  });
});

describe("click redirect", () => {
  it("answers 302 to the signed destination, uncached, and records the click", async () => {
    const subjectId = subject();
    const response = await get(clickPath("people", subjectId, "answer-2"));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(DESTINATION);
    expect(response.headers["cache-control"]).toBe("no-store");
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:answer-2:human:no-bot-signal"]);
    expect(told.people?.find((event) => event.subjectId === subjectId)).toMatchObject({
      kind: "click",
      linkId: "answer-2",
      tenantId: tenantA,
    });
  });

  it("answers a plain 404 page, never a redirect, and records nothing for any token it did not issue", async () => {
    const subjectId = subject();
    const good = clickPath("people", subjectId).split("/").at(-1) as string;
    const openToken = openPath("people", subjectId).split("/").at(-1) as string;
    const foreign = new TrackingTokens(randomBytes(32)).click({
      purpose: "people",
      tenantId: tenantA,
      subjectId,
      linkId: "a",
      url: "https://evil.example/",
    });
    const altered = `${good.slice(0, 20)}${good[20] === "A" ? "B" : "A"}${good.slice(21)}`;
    for (const token of [foreign, altered, good.slice(0, -1), `${good}A`, openToken, "x", "A".repeat(3001)]) {
      const response = await get(`/api/v1/t/c/${token}`);
      expect(response.status, token).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body.toString()).toContain("Link not found");
    }
    // A click token is not an open token either.
    expect((await get(`/api/v1/t/o/${good}`)).status).toBe(404);
    // Malformed escapes and odd characters: a 4xx, never a 5xx or a redirect.
    for (const token of ["%zz", "%00", "..%2F..%2Fetc", "a%2Fb", "%E0%A4%A"]) {
      const response = await send(`/api/v1/t/c/${token}`);
      expect(response.status, token).toBeGreaterThanOrEqual(400);
      expect(response.status, token).toBeLessThan(500);
      expect(response.headers.location).toBeUndefined();
    }
    await settle();
    expect(await rowsOf(subjectId)).toEqual([]);
  });

  it("refuses a token of tenant A whose tenant bytes were changed to tenant B's", async () => {
    const token = Buffer.from(clickPath("people", subject()).split("/").at(-1) as string, "base64url");
    Buffer.from(tenantB.replaceAll("-", ""), "hex").copy(token, 2 + 1 + "people".length);
    expect((await get(`/api/v1/t/c/${token.toString("base64url")}`)).status).toBe(404);
  });
});

describe("classification of recorded requests", () => {
  it("takes a HEAD request for a link checker (it still gets the redirect's headers)", async () => {
    const subjectId = subject();
    const response = await send(clickPath("everything", subjectId), { method: "HEAD" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(DESTINATION);
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:head-request"]);
  });

  it("takes a request without a user agent for a script", async () => {
    const subjectId = subject();
    expect((await get(clickPath("everything", subjectId), { userAgent: null })).status).toBe(302);
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:no-user-agent"]);
  });

  it("takes Safe Links' Chrome-looking pre-fetch from Microsoft's range for a scanner", async () => {
    const subjectId = subject();
    await get(clickPath("everything", subjectId), { userAgent: SAFE_LINKS, ip: "40.107.218.12" });
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:scanner-ip"]);
  });

  it("takes a scanner's user agent for a scanner", async () => {
    const subjectId = subject();
    await get(clickPath("everything", subjectId), { userAgent: "python-requests/2.31.0" });
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:scanner-user-agent"]);
  });

  it("takes a click within 10 s of the send time the token carries for a scanner, and one later for a person", async () => {
    const fresh = subject();
    await get(clickPath("everything", fresh, "a", { sentAt: new Date() }));
    const older = subject();
    await get(clickPath("everything", older, "a", { sentAt: new Date(Date.now() - 60_000) }));
    await settle();
    expect(await verdicts(fresh)).toEqual(["click:a:bot:too-soon-after-delivery"]);
    expect(await verdicts(older)).toEqual(["click:a:human:no-bot-signal"]);
  });

  it("takes several links of one message clicked within the burst window for a scanner", async () => {
    const subjectId = subject();
    await Promise.all([get(clickPath("everything", subjectId, "a")), get(clickPath("everything", subjectId, "b"))]);
    await settle();
    expect((await verdicts(subjectId)).sort()).toEqual(["click:a:bot:link-burst", "click:b:bot:link-burst"]);
  });

  it("takes the pixel fetched in the same second as a scanner's click for the scanner", async () => {
    const subjectId = subject();
    await get(clickPath("everything", subjectId), { userAgent: SAFE_LINKS, ip: "40.107.218.12" });
    await get(openPath("everything", subjectId));
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:scanner-ip", "open:-:bot:open-with-scanner-click"]);
  });

  it("counts a person's click after a scanner's as the person's, and tells a people-only module of it alone", async () => {
    const subjectId = subject();
    await get(clickPath("people", subjectId), { userAgent: SAFE_LINKS, ip: "40.107.218.12" });
    await api.platform.tracking.flush();
    await sleep(BURST_MS + 50);
    await get(clickPath("people", subjectId));
    await settle();
    expect(await verdicts(subjectId)).toEqual(["click:a:bot:scanner-ip", "click:a:human:no-bot-signal"]);
    expect(told.people?.filter((event) => event.subjectId === subjectId).map((event) => event.classification)).toEqual([
      "human",
    ]);
  });
});

describe("delivery to the owning module", () => {
  it("tells a module that asked for bots of bot requests too, with the reason", async () => {
    const subjectId = subject();
    await get(clickPath("everything", subjectId), { userAgent: "curl/8.5.0" });
    await settle();
    expect(told.everything?.filter((event) => event.subjectId === subjectId)).toEqual([
      expect.objectContaining({ classification: "bot", reason: "scanner-user-agent", userAgent: "curl/8.5.0" }),
    ]);
  });

  it("tells the module once when the delivery job runs twice", async () => {
    const subjectId = subject();
    await get(openPath("people", subjectId));
    await settle();
    const [row] = await rowsOf(subjectId);
    // A second run of the same delivery (a lease that ran out, a replay).
    await api.platform.queue.enqueue(TRACKING_DELIVER, { events: [{ tenantId: tenantA, eventId: row?.id }] });
    await api.drainJobs();
    expect(told.people?.filter((event) => event.subjectId === subjectId)).toHaveLength(1);
  });

  it("retries a handler that failed, with its writes rolled back, until it is told once", async () => {
    const subjectId = subject();
    await get(clickPath("flaky", subjectId));
    await settle();
    const [row] = await rowsOf(subjectId);
    expect(row?.classification).toBe("human");
    expect(row?.delivered_at).toBeNull();
    expect(flakyFailures).toBe(2);
    // The retry is due after the queue's backoff; bring it forward instead of waiting.
    await api.platform.db
      .updateTable("jobs")
      .set({ run_at: new Date().toISOString() })
      .where("type", "=", TRACKING_DELIVER)
      .where("status", "=", "pending")
      .execute();
    await api.drainJobs();
    expect(told.flaky?.map((event) => event.id)).toEqual([row?.id]);
    expect((await rowsOf(subjectId))[0]?.delivered_at).not.toBeNull();
    const writes = await api.platform.db
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", "test.flaky-write")
      .execute();
    expect(writes.map((write) => JSON.parse(write.payload))).toEqual([{ eventId: row?.id }]);
  });

  it("hands over the rest of a job's requests when one of them fails, and retries only that one", async () => {
    const good = subject();
    const bad = subject();
    refused.add(good);
    refused.add(bad);
    await get(clickPath("picky", good));
    await get(clickPath("picky", bad));
    await settle();
    const goodId = (await rowsOf(good))[0]?.id;
    const badId = (await rowsOf(bad))[0]?.id;
    expect(told.picky).toEqual([]);
    // One delivery of both (their own jobs wait out the queue's backoff meanwhile), and only one still refused.
    refused.delete(good);
    const jobId = await api.platform.queue.enqueue(TRACKING_DELIVER, {
      events: [
        { tenantId: tenantA, eventId: badId },
        { tenantId: tenantA, eventId: goodId },
      ],
    });
    await api.drainJobs();
    expect(told.picky?.map((event) => event.subjectId)).toEqual([good]);
    expect((await rowsOf(good))[0]?.delivered_at).not.toBeNull();
    expect((await rowsOf(bad))[0]?.delivered_at).toBeNull();
    const job = await api.platform.db
      .selectFrom("jobs")
      .select(["status", "last_error"])
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: "pending", last_error: "this one cannot be recorded yet" });
    // Once the module can record it, the retries tell it of that one alone, once.
    refused.delete(bad);
    await api.platform.db
      .updateTable("jobs")
      .set({ run_at: new Date().toISOString() })
      .where("type", "=", TRACKING_DELIVER)
      .where("status", "=", "pending")
      .execute();
    await api.drainJobs();
    expect(told.picky?.map((event) => event.subjectId)).toEqual([good, bad]);
  });
});

describe("tenant isolation", () => {
  it("keeps two organisations' requests apart, even for the same subject id at the same moment", async () => {
    const subjectId = subject();
    // Different links at the same moment: one organisation's click must not make the other's a burst.
    await Promise.all([
      get(clickPath("everything", subjectId, "a", { tenantId: tenantA })),
      get(clickPath("everything", subjectId, "b", { tenantId: tenantB })),
    ]);
    await settle();
    const rows = await rowsOf(subjectId);
    expect(rows.map((row) => [row.tenant_id, row.link_id, row.classification]).sort()).toEqual(
      [
        [tenantA, "a", "human"],
        [tenantB, "b", "human"],
      ].sort(),
    );
    const events = told.everything?.filter((event) => event.subjectId === subjectId) ?? [];
    expect(events.map((event) => [event.tenantId, event.linkId]).sort()).toEqual(
      [
        [tenantA, "a"],
        [tenantB, "b"],
      ].sort(),
    );
  });

  it("stores nothing, and logs no error, for a token of an organisation deleted since, and still answers", async () => {
    const subjectId = subject();
    const errors = vi.spyOn(api.platform.logger, "error");
    const kept = subject();
    // Answered together, so most likely stored in one batch: the deleted organisation's request
    // must not cost the other its record.
    const [gone, other] = await Promise.all([
      get(clickPath("people", subjectId, "a", { tenantId: randomUUID() })),
      get(clickPath("people", kept, "a")),
    ]);
    expect([gone.status, other.status]).toEqual([302, 302]);
    await settle();
    expect(await rowsOf(subjectId)).toEqual([]);
    expect(await rowsOf(kept)).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("retention", () => {
  it("deletes judged requests past RETENTION_DAYS and keeps those not judged yet, however old", async () => {
    const judged = subject();
    const waiting = subject();
    await get(openPath("people", judged));
    await settle();
    await get(openPath("people", waiting));
    await api.platform.tracking.flush();
    const deleted = await api.housekeeping.run(new Date(Date.now() + 31 * 86_400_000));
    expect(deleted.trackingEvents).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(judged)).toEqual([]);
    expect(await rowsOf(waiting)).toHaveLength(1);
  });
});

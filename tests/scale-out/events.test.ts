import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { freshPostgresDatabase } from "@bulwark/api/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiNode, call, startNode } from "./nodes.js";

/** A loopback receiver that answers 204 and keeps every request's `webhook-id` and body. */
async function startReceiver() {
  const received: Array<{ id: string; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ id: String(req.headers["webhook-id"]), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

async function until(check: () => Promise<boolean>, what: string, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Two API processes on one PostgreSQL, both running their job workers: each domain event must be
// handled exactly once by each subscriber, in the organisation's order, whichever node runs it.
describe.skipIf(!process.env.TEST_DATABASE_URL)("domain events across two API nodes", () => {
  let a: ApiNode;
  let b: ApiNode;
  let drop: () => Promise<void>;
  let db: pg.Client;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    receiver = await startReceiver();
    // One sealing key for both nodes, as the README asks for several processes.
    const env = {
      DATABASE_URL: database.url,
      ALLOW_PRIVATE_NETWORK: "true",
      BULWARK_SECRET_KEY: "ab".repeat(32),
      LOG_LEVEL: "error",
    };
    [a, b] = await Promise.all([startNode(env), startNode(env)]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await receiver?.close();
    await drop?.();
  });

  it("hands 20 imports made on both nodes to notifications, activity log and webhooks once each, in order", async () => {
    const email = `events.${Date.now()}@example.com`;
    const password = "two nodes 1";
    const registered = await call(a, "POST", "/api/v1/users/auth/register", {
      body: { firstName: "Eva", lastName: "Events", email, password, privacyPolicy: true },
    });
    expect(registered.status).toBe(201);
    let verifyLink = "";
    await until(async () => {
      for (const node of [a, b]) {
        const dir = path.join(node.dataDir, "outbox");
        for (const file of await fs.readdir(dir).catch(() => [] as string[])) {
          const raw = (await fs.readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (raw.includes(email))
            verifyLink = /http:\/\/bulwark\.test\/\S*verify-email\?token=[\w-]+/.exec(raw)?.[0] ?? "";
        }
      }
      return verifyLink !== "";
    }, "the verification email");
    const token = new URL(verifyLink).searchParams.get("token");
    expect((await call(b, "POST", "/api/v1/users/auth/verify-email", { body: { token } })).status).toBe(200);
    // Registering signs nobody in (it answers alike for taken addresses): sign in now.
    const signedIn = await call(a, "POST", "/api/v1/users/auth/login", { body: { email, password } });
    expect(signedIn.status).toBe(200);
    const accessToken = signedIn.body.token.accessToken as string;
    const tenant = await call(a, "POST", "/api/v1/users/tenants", { token: accessToken, body: { name: "Events" } });
    expect(tenant.status).toBe(201);
    const tenantId = tenant.body.id as string;
    const endpoint = await call(b, "POST", "/api/v1/webhooks/endpoints", {
      token: accessToken,
      tenant: tenantId,
      body: { url: receiver.url, eventTypes: ["PeopleImported"] },
    });
    expect(endpoint.status).toBe(201);

    // Twenty imports, two at a time, alternating nodes; import k adds k people, so each event is recognisable.
    const sizes = Array.from({ length: 20 }, (_, i) => i + 1);
    for (let i = 0; i < sizes.length; i += 2) {
      await Promise.all(
        [sizes[i], sizes[i + 1]].map((size, j) =>
          call(j === 0 ? a : b, "POST", "/api/v1/inventory/people/batch", {
            token: accessToken,
            tenant: tenantId,
            body: { people: Array.from({ length: size ?? 0 }, (_, n) => ({ email: `p${size}.${n}@events.rs` })) },
          }).then((res) => expect(res.status).toBe(200)),
        ),
      );
    }

    const count = async (query: string) => Number((await db.query(query, [tenantId])).rows[0].n);
    await until(
      async () =>
        (await count("select count(*) n from notifications where tenant_id = $1")) >= 20 &&
        (await count(
          "select count(*) n from activity_logs where tenant_id = $1 and event_name = 'PeopleBatchSaved'",
        )) >= 20 &&
        receiver.received.length >= 20,
      "every subscriber and delivery",
    );
    // Time for a duplicate to show up before counting.
    await new Promise((r) => setTimeout(r, 1500));

    // Published order: the organisation's event positions, each event's size from its data.
    const events = (
      await db.query("select id, position, data from domain_events where tenant_id = $1 order by position", [tenantId])
    ).rows as Array<{ id: string; position: number; data: string }>;
    expect(events.map((e) => Number(e.position))).toEqual(sizes);
    const sizeOrder = events.map((e) => JSON.parse(e.data).rows as number);
    expect([...sizeOrder].sort((x, y) => x - y)).toEqual(sizes);

    // Notifications: one per event for the one member, handled in position order.
    const notes = (
      await db.query("select meta, created_at from notifications where tenant_id = $1 order by created_at, id", [
        tenantId,
      ])
    ).rows as Array<{ meta: string; created_at: string }>;
    expect(notes).toHaveLength(20);
    const rank = new Map(sizeOrder.map((size, i) => [size, i]));
    for (let i = 1; i < notes.length; i++) {
      const [before, after] = [notes[i - 1], notes[i]];
      if (!before || !after || before.created_at === after.created_at) continue;
      expect(rank.get(JSON.parse(before.meta).rows)).toBeLessThan(rank.get(JSON.parse(after.meta).rows) ?? -1);
    }
    expect(new Set(notes.map((n) => JSON.parse(n.meta).rows)).size).toBe(20);

    // Activity log: one entry per event.
    const entries = (
      await db.query("select data from activity_logs where tenant_id = $1 and event_name = 'PeopleBatchSaved'", [
        tenantId,
      ])
    ).rows as Array<{ data: string }>;
    expect(entries.map((e) => JSON.parse(e.data).rows).sort((x, y) => x - y)).toEqual(sizes);

    // Webhooks: one delivery per event, each received once, with the event id as webhook-id.
    const deliveries = (await db.query("select message_id from webhook_deliveries where tenant_id = $1", [tenantId]))
      .rows as Array<{ message_id: string }>;
    expect(deliveries.map((d) => d.message_id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(receiver.received.map((r) => r.id).sort()).toEqual(events.map((e) => e.id).sort());

    // Both nodes' cursors agree: every subscriber is at the last event.
    const cursors = (await db.query("select subscriber, position from event_cursors where tenant_id = $1", [tenantId]))
      .rows as Array<{ subscriber: string; position: number }>;
    expect(Object.fromEntries(cursors.map((c) => [c.subscriber, Number(c.position)]))).toEqual({
      notifications: 20,
      "activity-log": 20,
      webhooks: 20,
      // Phishing's remedial training follows every event too (it acts on TargetFailed alone).
      "phishing.remedial-training": 20,
    });
  });
});

import fs from "node:fs/promises";
import path from "node:path";
import { freshPostgresDatabase } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiNode, call, startNode } from "./nodes.js";

// Two API processes, each with its own disk, on one PostgreSQL: they must behave as one.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two API nodes on one PostgreSQL", () => {
  let a: ApiNode;
  let b: ApiNode;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    // Started together on an empty database: the migration lock must let exactly one migrate.
    [a, b] = await Promise.all([startNode({ DATABASE_URL: database.url }), startNode({ DATABASE_URL: database.url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  const email = `scale.${Date.now()}@example.com`;
  const password = "two nodes 1";

  it("a session made on one node works, refreshes and is revoked on the other", async () => {
    const registered = await call(a, "POST", "/api/v1/users/auth/register", {
      body: { firstName: "Nina", lastName: "Nodić", email, password, privacyPolicy: true },
    });
    expect(registered.status).toBe(201);
    const signedIn = await call(a, "POST", "/api/v1/users/auth/login", { body: { email, password } });
    const { accessToken, refreshToken } = signedIn.body.token;

    const meOnB = await call(b, "GET", "/api/v1/users/users/me", { token: accessToken });
    expect(meOnB.status).toBe(200);
    expect(meOnB.body.email).toBe(email);

    const refreshedOnB = await call(b, "POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } });
    expect(refreshedOnB.status).toBe(200);
    // Within the grace period the rotated-out token answers the same pair on A (a second tab)...
    const secondTabOnA = await call(a, "POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } });
    expect(secondTabOnA.body).toEqual(refreshedOnB.body);
    // ...but once that pair's token is used, replaying the old one revokes the family everywhere.
    const rotatedOnA = await call(a, "POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: refreshedOnB.body.refreshToken },
    });
    expect(rotatedOnA.status).toBe(200);
    const replayOnA = await call(a, "POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } });
    expect(replayOnA.status).toBe(401);
    expect((await call(b, "GET", "/api/v1/users/users/me", { token: rotatedOnA.body.accessToken })).status).toBe(401);

    const login = await call(b, "POST", "/api/v1/users/auth/login", { body: { email, password } });
    expect(login.status).toBe(200);
    const token = login.body.token.accessToken;
    expect((await call(a, "GET", "/api/v1/users/users/me", { token })).status).toBe(200);
    expect((await call(a, "POST", "/api/v1/users/auth/logout", { token })).status).toBe(204);
    expect((await call(b, "GET", "/api/v1/users/users/me", { token })).status).toBe(401);
  });

  it("login throttling counts failures from both nodes together", async () => {
    const target = `throttle.${Date.now()}@example.com`;
    await call(a, "POST", "/api/v1/users/auth/register", {
      body: { firstName: "Tara", lastName: "Throttle", email: target, password, privacyPolicy: true },
    });
    for (let i = 0; i < 5; i++) {
      const node = i % 2 === 0 ? a : b;
      expect(
        (await call(node, "POST", "/api/v1/users/auth/login", { body: { email: target, password: "wrong one 1" } }))
          .status,
      ).toBe(401);
    }
    const lockedOnA = await call(a, "POST", "/api/v1/users/auth/login", { body: { email: target, password } });
    const lockedOnB = await call(b, "POST", "/api/v1/users/auth/login", { body: { email: target, password } });
    expect(lockedOnA.status).toBe(429);
    expect(lockedOnB.status).toBe(429);
  });

  it("40 parallel sign-ins to one account across both nodes reach the password check at most 5 times", async () => {
    const target = `parallel.${Date.now()}@example.com`;
    await call(a, "POST", "/api/v1/users/auth/register", {
      body: { firstName: "Pia", lastName: "Parallel", email: target, password, privacyPolicy: true },
    });
    // 39 wrong guesses and the right password, sent at once, alternating between the nodes.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(i % 2 === 0 ? a : b, "POST", "/api/v1/users/auth/login", {
          body: { email: target, password: i === 21 ? password : `wrong guess ${i}` },
        }),
      ),
    );
    const reached = responses.filter((r) => r.status !== 429);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.length).toBeLessThanOrEqual(5);
    for (const res of reached) expect([200, 401]).toContain(res.status);
    for (const res of responses.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("10 parallel refreshes with one token across both nodes all get the same new pair", async () => {
    const owner = `tabs.${Date.now()}@example.com`;
    const registered = await call(b, "POST", "/api/v1/users/auth/register", {
      body: { firstName: "Tea", lastName: "Tabs", email: owner, password, privacyPolicy: true },
    });
    expect(registered.status).toBe(201);
    // Registering signs nobody in (it answers alike for taken addresses): sign in now.
    const signedIn = await call(b, "POST", "/api/v1/users/auth/login", { body: { email: owner, password } });
    expect(signedIn.status).toBe(200);
    const { refreshToken } = signedIn.body.token;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 === 0 ? a : b, "POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body.refreshToken)).size).toBe(1);
    expect(new Set(responses.map((r) => r.body.accessToken)).size).toBe(1);
    const accessToken = responses[0]?.body.accessToken;
    expect((await call(a, "GET", "/api/v1/users/users/me", { token: accessToken })).status).toBe(200);
    expect((await call(b, "GET", "/api/v1/users/users/me", { token: accessToken })).status).toBe(200);
  });

  it("both nodes' workers share the job queue: every email is sent exactly once", async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 12 }, (_, i) => `queue.${i}.${stamp}@example.com`);
    // Each registration enqueues one verification email; either node's worker may send it.
    await Promise.all(
      emails.map((address, i) =>
        call(i % 2 === 0 ? a : b, "POST", "/api/v1/users/auth/register", {
          body: { firstName: "Queue", lastName: "Test", email: address, password, privacyPolicy: true },
        }),
      ),
    );
    const sentTo = async () => {
      const recipients: string[] = [];
      for (const node of [a, b]) {
        const dir = path.join(node.dataDir, "outbox");
        for (const file of await fs.readdir(dir).catch(() => [] as string[])) {
          const raw = await fs.readFile(path.join(dir, file), "utf8");
          const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? "";
          if (to.includes(`.${stamp}@`)) recipients.push(to);
        }
      }
      return recipients;
    };
    const deadline = Date.now() + 30_000;
    while ((await sentTo()).length < emails.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    // Give a duplicate the chance to appear before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const recipients = await sentTo();
    expect(recipients.sort()).toEqual([...emails].sort());
  });
});

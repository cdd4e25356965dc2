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
    // The rotated-out token is dead on A too, and replaying it revokes the family everywhere.
    const replayOnA = await call(a, "POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } });
    expect(replayOnA.status).toBe(401);
    expect((await call(b, "GET", "/api/v1/users/users/me", { token: refreshedOnB.body.accessToken })).status).toBe(401);

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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, PASSWORD, uniqueEmail } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { type SiblingProcess, startSiblingProcess } from "../../test/sibling-process.js";

// The throttle's counters live in the database so that every API node sees the same count. This
// proves it with two real API processes on one database (the SQLite file, or PostgreSQL), the
// guesses sent at once and spread over both, as a load balancer would spread them.
let api: TestApi;
let sibling: SiblingProcess;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: "true" });
  sibling = await startSiblingProcess(api, { TRUST_PROXY: "true" });
}, 90_000);
afterAll(async () => {
  await sibling?.close();
  await api?.close();
});

let lastOctet = 0;
const newIp = () => `203.0.113.${++lastOctet}`;

/** Sends the i-th sign-in to one node or the other, alternating. */
async function login(i: number, ip: string, email: string, password: string) {
  const base = i % 2 === 0 ? api.baseUrl : sibling.baseUrl;
  const res = await fetch(`${base}/api/v1/users/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, node: i % 2 };
}

describe("sign-in throttling across two API processes on one database", () => {
  it("lets at most 5 of 40 parallel guesses at one account reach the password check, whichever node they reach", async () => {
    const user = await createUser(api);
    const ip = newIp();
    // Wrong guesses only: a right password among them resets the account's failures when it
    // passes (its owner proved who they are), so on a slow machine, where the requests spread out,
    // more than 5 could rightly reach the check after it.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i, ip, user.email, `wrong guess ${i}`)),
    );
    const reached = responses.filter((r) => r.status !== 429);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.length).toBeLessThanOrEqual(5);
    for (const res of reached) expect(res.status).toBe(401);
    // The owner's right password meets the lock too, on either node.
    expect((await login(0, ip, user.email, PASSWORD)).status).toBe(429);
    expect((await login(1, ip, user.email, PASSWORD)).status).toBe(429);
    // Both nodes answered, so the limit held across them rather than inside one.
    expect(new Set(responses.map((r) => r.node)).size).toBe(2);
  });

  it("lets at most 30 of 40 parallel sign-ins from one IP reach the password check, then locks the IP on both nodes", async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i, ip, uniqueEmail("spray"), "wrong guess")),
    );
    const reached = responses.filter((r) => r.status !== 429);
    expect(reached.length).toBeLessThanOrEqual(30);
    for (const res of reached) expect(res.status).toBe(401);
    const user = await createUser(api);
    expect((await login(0, ip, user.email, PASSWORD)).status).toBe(429);
    expect((await login(1, ip, user.email, PASSWORD)).status).toBe(429);
    expect((await login(1, newIp(), user.email, PASSWORD)).status).toBe(200);
  });
});

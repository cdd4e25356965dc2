import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, timeStep, totpAt } from "../../platform/auth/totp.js";
import { createUser, PASSWORD, uniqueEmail } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

// Guesses sent at once must be counted before the slow password hash, not after it: otherwise
// every one of them passes the "is it locked?" check before the first failure is written.
// TRUST_PROXY lets each test come from its own address, so one test's IP lock never leaks into another.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await api?.close();
});

let lastOctet = 0;
const newIp = () => `198.51.100.${++lastOctet}`;

const login = (ip: string, email: string, password: string) =>
  api.request("POST", "/api/v1/users/auth/login", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });

/** How many answers came from a completed check (anything but 429), and that every 429 says when to retry. */
function checked(responses: Array<{ status: number; headers: Headers }>) {
  for (const res of responses.filter((r) => r.status === 429)) {
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  return responses.filter((r) => r.status !== 429);
}

describe("sign-in throttling under parallel guesses", () => {
  it("lets at most 5 of 40 parallel sign-ins to one account reach the password check (39 wrong, 1 right)", async () => {
    const user = await createUser(api);
    const ip = newIp();
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 20 ? PASSWORD : `wrong guess ${i}`));
    const responses = await Promise.all(attempts.map((password) => login(ip, user.email, password)));
    const reached = checked(responses);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.length).toBeLessThanOrEqual(5);
    for (const res of reached) expect([200, 401]).toContain(res.status);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(40 - reached.length);
  });

  it("lets at most 30 of 40 parallel sign-ins from one IP reach the password check", async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(ip, uniqueEmail("spray"), "wrong guess 1")),
    );
    const reached = checked(responses);
    expect(reached.length).toBeLessThanOrEqual(30);
    for (const res of reached) expect(res.status).toBe(401);
    // The IP is now locked even for an account that exists and the right password.
    const user = await createUser(api);
    expect((await login(ip, user.email, PASSWORD)).status).toBe(429);
    expect((await login(newIp(), user.email, PASSWORD)).status).toBe(200);
  });

  it("a success does not count: the owner signs in again and again", async () => {
    const user = await createUser(api);
    const ip = newIp();
    for (let i = 0; i < 8; i++) expect((await login(ip, user.email, PASSWORD)).status).toBe(200);
  });

  it("lets at most 5 of 20 parallel password re-checks (change password) reach the check", async () => {
    const user = await createUser(api);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request("POST", "/api/v1/users/auth/change-password", {
          token: user.accessToken,
          body: { currentPassword: `wrong guess ${i}`, newPassword: "new password 2" },
          headers: { "x-forwarded-for": newIp() },
        }),
      ),
    );
    const reached = checked(responses);
    expect(reached.length).toBeLessThanOrEqual(5);
    for (const res of reached) expect(res.status).toBe(403);
    // Locked: even the right password waits, on every re-check of this account.
    for (const [path, body] of [
      ["/api/v1/users/auth/change-password", { currentPassword: PASSWORD, newPassword: "new password 2" }],
      ["/api/v1/users/auth/two-factor/setup", { password: PASSWORD }],
      ["/api/v1/users/auth/recovery-key", { password: PASSWORD }],
    ] as const) {
      const res = await api.request("POST", path, { token: user.accessToken, body });
      expect(res.status).toBe(429);
    }
  });

  it("lets at most 5 of 20 parallel two-factor codes reach the check", async () => {
    const user = await createUser(api);
    const ip = newIp();
    const setup = await api.request("POST", "/api/v1/users/auth/two-factor/setup", {
      token: user.accessToken,
      body: { password: PASSWORD },
      headers: { "x-forwarded-for": ip },
    });
    expect(base32Decode(setup.body.secret).length).toBe(20);
    const enabled = await api.request("POST", "/api/v1/users/auth/two-factor/enable", {
      token: user.accessToken,
      body: { token: totpAt(setup.body.secret, timeStep(Date.now())) },
    });
    expect(enabled.status).toBe(200);
    const challenge = await login(ip, user.email, PASSWORD);
    expect(challenge.body.isTwoFactorAuthEnabled).toBe(true);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request("POST", "/api/v1/users/auth/login/two-factor", {
          body: { challengeToken: challenge.body.challengeToken, token: String(100000 + i) },
          headers: { "x-forwarded-for": ip },
        }),
      ),
    );
    const reached = checked(responses);
    expect(reached.length).toBeLessThanOrEqual(5);
    for (const res of reached) expect(res.status).toBe(401);
  });
});

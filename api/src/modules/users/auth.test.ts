import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, timeStep, totpAt } from "../../platform/auth/totp.js";
import { createUser, enableTwoFactor as enableWithFactory, PASSWORD, uniqueEmail } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  api.request("POST", "/api/v1/users/auth/login", { body: { email, password, ...extra } });

const register = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName: "Ana", lastName: "Petrović", email, password, privacyPolicy: true, ...extra },
  });

describe("register", () => {
  it("creates an unverified account without signing in and emails a verification link", async () => {
    const email = uniqueEmail("reg");
    const res = await api.request("POST", "/api/v1/users/auth/register", {
      body: {
        firstName: "  Marko ",
        lastName: "Marković",
        fullName: "Marko Marković",
        email,
        password: "quiet river 7",
        privacyPolicy: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ emailVerificationRequired: true });
    const signedIn = await login(email, "quiet river 7");
    expect(signedIn.status).toBe(200);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: signedIn.body.token.accessToken });
    expect(me.body).toMatchObject({ email, firstName: "Marko", isVerified: false, tenants: [] });
    const token = await api.emailedToken(email, "/auth/verify-email");
    const verified = await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    const after = await api.request("GET", "/api/v1/users/users/me", { token: signedIn.body.token.accessToken });
    expect(after.body.isVerified).toBe(true);
    // The link works once.
    const again = await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
  });

  it("returns 422 naming each invalid field and saves nothing", async () => {
    const email = uniqueEmail("bad");
    const res = await api.request("POST", "/api/v1/users/auth/register", {
      body: {
        firstName: " A ",
        lastName: "x".repeat(101),
        email: "not-an-email",
        password: "abcdef",
        privacyPolicy: false,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("ValidationFailed");
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(["body.firstName", "body.lastName", "body.email", "body.password", "body.privacyPolicy"]),
    );
    expect(res.body.errors).toContainEqual({ path: "body.email", message: "Invalid email" });
    expect((await login(email, "abcdef1")).status).toBe(401);
  });

  it("answers an address that already has an account exactly as a new one, and emails its owner", async () => {
    const user = await createUser(api);
    const fresh = await register(uniqueEmail("fresh"), "other words 5");
    const taken = await register(user.email.toUpperCase(), "other words 5");
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.headers.get("content-type")).toBe(fresh.headers.get("content-type"));
    // Nothing changed on the existing account: its password still works, the new one does not.
    expect((await login(user.email)).status).toBe(200);
    expect((await login(user.email, "other words 5")).status).toBe(401);
    const mails = (await api.outbox()).filter((m) => m.to.includes(user.email));
    const notice = mails.find((m) => m.subject === "Someone tried to register with your email address");
    expect(new Set(notice?.links)).toEqual(
      new Set(["http://bulwark.test/auth", "http://bulwark.test/auth?authType=passwordRecover"]),
    );
    // No verification link went to the owner for the attempt.
    expect(mails.filter((m) => m.subject === "Verify your email address")).toHaveLength(1);
  });

  it("mails the owner at most three times an hour however often their address is tried", async () => {
    const user = await createUser(api);
    for (let i = 0; i < 5; i++) expect((await register(user.email)).status).toBe(201);
    const notices = (await api.outbox()).filter(
      (m) => m.to.includes(user.email) && m.subject.startsWith("Someone tried to register"),
    );
    expect(notices).toHaveLength(3);
  });

  it("the same new address registered in parallel creates one account and answers each the same", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(email)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const rows = await api.platform.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
  });
});

describe("password policy", () => {
  it("refuses common and breached passwords at registration with a field error, creating nothing", async () => {
    for (const password of ["password1", "qwerty123", "Welcome1", "p4ssw0rd1", "summer2024"]) {
      const email = uniqueEmail("weak");
      const res = await register(email, password);
      expect(res.status, password).toBe(422);
      expect(res.body).toMatchObject({ code: "ValidationFailed" });
      expect(res.body.errors).toEqual([
        { path: "body.password", message: "This password is too common or easy to guess: choose another one" },
      ]);
      expect((await login(email, password)).status).toBe(401);
    }
  });

  it("refuses a password made of the person's own name or email", async () => {
    const res = await register("jelena.jovanovic@example.com", "jovanovic1", { firstName: "Jelena" });
    expect(res.status).toBe(422);
  });

  it("keeps the floor: an uncommon 6-character password with a digit is accepted", async () => {
    expect((await register(uniqueEmail("short"), "k3jx9q")).status).toBe(201);
    expect((await register(uniqueEmail("readme"), "change-me-1")).status).toBe(201);
  });

  it("refuses a common password at reset and leaves the link usable", async () => {
    const user = await createUser(api);
    await api.request("POST", "/api/v1/users/auth/reset-password/request", { body: { email: user.email } });
    const token = await api.emailedToken(user.email, "/auth/reset-password");
    const weak = await api.request("POST", "/api/v1/users/auth/reset-password/save", {
      body: { token, password: "iloveyou1" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].path).toBe("body.password");
    expect((await login(user.email)).status).toBe(200);
    const strong = await api.request("POST", "/api/v1/users/auth/reset-password/save", {
      body: { token, password: "brand new 2" },
    });
    expect(strong.status).toBe(200);
  });

  it("refuses a common new password at change and keeps the old one", async () => {
    const user = await createUser(api);
    const res = await api.request("POST", "/api/v1/users/auth/change-password", {
      token: user.accessToken,
      body: { currentPassword: PASSWORD, newPassword: "letmein1" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "body.newPassword" })]);
    expect((await login(user.email)).status).toBe(200);
    expect((await login(user.email, "letmein1")).status).toBe(401);
  });
});

describe("malformed requests", () => {
  it("answers 400 for malformed JSON", async () => {
    const res = await api.request("POST", "/api/v1/users/auth/login", {
      raw: '{"email": "a@b.c",',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: "BadRequest" });
  });

  it("answers 422 for wrong types and missing fields", async () => {
    const res = await api.request("POST", "/api/v1/users/auth/login", { body: { email: 5 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "body.email" }),
        { path: "body.password", message: "password is required" },
      ]),
    );
  });

  it("answers 413 for an oversized body", async () => {
    const res = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: "a@b.cd", password: "x".repeat(2_000_000) },
    });
    expect(res.status).toBe(413);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await api.request("POST", "/api/v1/users/auth/login", {
      raw: "email=a@b.cd&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("answers 404 in the error shape for an unknown API path", async () => {
    const res = await api.request("GET", "/api/v1/nope", { unchecked: true });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: "NotFound" });
  });
});

describe("login and tokens", () => {
  it("signs in with the right password and refuses a wrong one with Wrong credential", async () => {
    const user = await createUser(api);
    const ok = await login(user.email);
    expect(ok.status).toBe(200);
    expect(ok.body.token.accessToken).toBeTruthy();
    const bad = await login(user.email, "wrong-password1");
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe("Wrong credential");
    const unknown = await login(uniqueEmail("ghost"));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Wrong credential");
  });

  it("throttles an account after five failures with 429 and Retry-After", async () => {
    const user = await createUser(api);
    for (let i = 0; i < 5; i++) expect((await login(user.email, "wrong-password1")).status).toBe(401);
    const locked = await login(user.email);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("rotates refresh tokens and revokes the session when an old one is reused", async () => {
    const user = await createUser(api);
    const first = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: user.refreshToken },
    });
    expect(first.status).toBe(200);
    const second = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(second.status).toBe(200);
    // Replaying the first token: refused, and the whole family dies.
    const replay = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: user.refreshToken },
    });
    expect(replay.status).toBe(401);
    const latest = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: second.body.refreshToken },
    });
    expect(latest.status).toBe(401);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: second.body.accessToken });
    expect(me.status).toBe(401);
  });

  it("refuses forged, wrong-algorithm and garbage access tokens with 401", async () => {
    const user = await createUser(api);
    const [header, payload] = user.accessToken.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const hs = `${Buffer.from(JSON.stringify({ alg: "HS256", kid: "bulwark-signing-key-1" })).toString("base64url")}.${payload}.c2lnbmF0dXJl`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: "someone-else" })).toString("base64url")}.${user.accessToken.split(".")[2]}`;
    for (const token of [none, hs, tampered, "garbage", ""]) {
      const res = await api.request("GET", "/api/v1/users/users/me", { token });
      expect(res.status).toBe(401);
    }
  });

  it("logout ends the session", async () => {
    const user = await createUser(api);
    expect((await api.request("POST", "/api/v1/users/auth/logout", { token: user.accessToken })).status).toBe(204);
    expect((await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken })).status).toBe(401);
    const refresh = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: user.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails", async () => {
    const user = await createUser(api);
    const known = await api.request("POST", "/api/v1/users/auth/reset-password/request", {
      body: { email: user.email },
    });
    const unknown = await api.request("POST", "/api/v1/users/auth/reset-password/request", {
      body: { email: uniqueEmail("nobody") },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
  });

  it("sets a new password once, ends every session and signs in", async () => {
    const user = await createUser(api);
    await api.request("POST", "/api/v1/users/auth/reset-password/request", { body: { email: user.email } });
    const token = await api.emailedToken(user.email, "/auth/reset-password");
    const saved = await api.request("POST", "/api/v1/users/auth/reset-password/save", {
      body: { token, password: "brand new 2" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.token.accessToken).toBeTruthy();
    expect((await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken })).status).toBe(401);
    expect((await login(user.email, "brand new 2")).status).toBe(200);
    expect((await login(user.email)).status).toBe(401);
    const reused = await api.request("POST", "/api/v1/users/auth/reset-password/save", {
      body: { token, password: "another 3" },
    });
    expect(reused.status).toBe(400);
  });
});

describe("one-time links", () => {
  it("an expired reset link is refused and the password stays as it was", async () => {
    const user = await createUser(api);
    await api.request("POST", "/api/v1/users/auth/reset-password/request", { body: { email: user.email } });
    const token = await api.emailedToken(user.email, "/auth/reset-password");
    await api.platform.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "reset_password")
      .where("user_id", "=", user.id)
      .execute();
    const res = await api.request("POST", "/api/v1/users/auth/reset-password/save", {
      body: { token, password: "expired 1" },
    });
    expect(res.status).toBe(400);
    expect((await login(user.email)).status).toBe(200);
  });

  it("an expired verification link is refused; a new one works", async () => {
    const email = uniqueEmail("late");
    await api.request("POST", "/api/v1/users/auth/register", {
      body: { firstName: "Late", lastName: "Comer", email, password: PASSWORD, privacyPolicy: true },
    });
    const signedIn = await login(email);
    const token = await api.emailedToken(email, "/auth/verify-email");
    await api.platform.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "verify_email")
      .execute();
    expect((await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } })).status).toBe(400);
    const resent = await api.request("POST", "/api/v1/users/auth/resend-verification-token", {
      token: signedIn.body.token.accessToken,
    });
    expect(resent.status).toBe(202);
    const fresh = await api.emailedToken(email, "/auth/verify-email");
    expect(fresh).not.toBe(token);
    expect((await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token: fresh } })).status).toBe(200);
  });
});

describe("two-factor", () => {
  async function enableTwoFactor(accessToken: string) {
    const enabled = await enableWithFactory(api, accessToken);
    expect(base32Decode(enabled.secret).length).toBe(20);
    expect(enabled.recoveryKey).toHaveLength(24);
    return enabled;
  }

  it("asks for a code after the password, accepts a code once, and refuses a replay", async () => {
    const user = await createUser(api);
    const { secret } = await enableTwoFactor(user.accessToken);
    const first = await login(user.email);
    expect(first.body).toMatchObject({ isTwoFactorAuthEnabled: true });
    expect(first.body.token).toBeUndefined();
    // The code used to enable is already spent; the next step's code is fresh.
    const code = totpAt(secret, timeStep(Date.now()) + 1);
    const ok = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken: first.body.challengeToken, token: code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token.accessToken).toBeTruthy();
    const replay = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken: first.body.challengeToken, token: code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("Wrong credential");
  });

  it("stores the secret sealed, not as the base32 a copy of the database could mint codes from", async () => {
    const user = await createUser(api);
    const { secret } = await enableTwoFactor(user.accessToken);
    const row = await api.platform.db
      .selectFrom("users")
      .select(["totp_secret", "totp_pending_secret"])
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    // Sealed to this user: the value copied to another user's row opens for no one.
    const other = await createUser(api);
    const { secret: otherSecret } = await enableTwoFactor(other.accessToken);
    await api.platform.db
      .updateTable("users")
      .set({ totp_secret: row.totp_secret })
      .where("email", "=", other.email)
      .execute();
    const challenge = (await login(other.email)).body.challengeToken;
    for (const code of [totpAt(secret, timeStep(Date.now()) + 1), totpAt(otherSecret, timeStep(Date.now()) + 1)]) {
      const refused = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
        body: { challengeToken: challenge, token: code },
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
  });

  it("still accepts a secret stored before sealing, and seals it once used", async () => {
    const user = await createUser(api);
    const { secret } = await enableTwoFactor(user.accessToken);
    await api.platform.db.updateTable("users").set({ totp_secret: secret }).where("email", "=", user.email).execute();
    const challenge = (await login(user.email)).body.challengeToken;
    const ok = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken: challenge, token: totpAt(secret, timeStep(Date.now()) + 1) },
    });
    expect(ok.status).toBe(200);
    const row = await api.platform.db
      .selectFrom("users")
      .select("totp_secret")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
  });

  it("signs in with the recovery key once and hands out a new one", async () => {
    const user = await createUser(api);
    const { recoveryKey } = await enableTwoFactor(user.accessToken);
    const challenge = (await login(user.email)).body.challengeToken;
    const ok = await api.request("POST", "/api/v1/users/auth/login/two-factor-recovery-key", {
      body: { challengeToken: challenge, recoveryKey },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryKey).toHaveLength(24);
    expect(ok.body.recoveryKey).not.toBe(recoveryKey);
    const again = await api.request("POST", "/api/v1/users/auth/login/two-factor-recovery-key", {
      body: { challengeToken: challenge, recoveryKey },
    });
    expect(again.status).toBe(401);
  });

  it("a new recovery key invalidates the old one", async () => {
    const user = await createUser(api);
    const { recoveryKey } = await enableTwoFactor(user.accessToken);
    const renewed = await api.request("POST", "/api/v1/users/auth/recovery-key", {
      token: user.accessToken,
      body: { password: PASSWORD },
    });
    expect(renewed.status).toBe(200);
    const challenge = (await login(user.email)).body.challengeToken;
    const old = await api.request("POST", "/api/v1/users/auth/login/two-factor-recovery-key", {
      body: { challengeToken: challenge, recoveryKey },
    });
    expect(old.status).toBe(401);
    const fresh = await api.request("POST", "/api/v1/users/auth/login/two-factor-recovery-key", {
      body: { challengeToken: challenge, recoveryKey: renewed.body.recoveryKey },
    });
    expect(fresh.status).toBe(200);
  });

  it("turning two-factor on ends the other sessions; off needs a current code, not the password", async () => {
    const user = await createUser(api);
    const other = await login(user.email);
    const { secret } = await enableTwoFactor(user.accessToken);
    expect((await api.request("GET", "/api/v1/users/users/me", { token: other.body.token.accessToken })).status).toBe(
      401,
    );
    expect((await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken })).status).toBe(200);
    const disable = (body: Record<string, unknown>) =>
      api.request("POST", "/api/v1/users/auth/two-factor/disable", { token: user.accessToken, body });
    // The password alone no longer turns it off.
    const withPassword = await disable({ password: PASSWORD });
    expect(withPassword.status).toBe(422);
    const both = await disable({ token: "123456", recoveryKey: "A".repeat(24) });
    expect(both.status).toBe(422);
    expect(both.body.errors[0].message).toBe("Send either the current code or the recovery key");
    const wrong = await disable({ token: totpAt(secret, timeStep(Date.now()) + 5) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("WrongCredential");
    expect((await login(user.email)).body.isTwoFactorAuthEnabled).toBe(true);
    // The code used to enable is spent; the next step's code is fresh and works once.
    const off = await disable({ token: totpAt(secret, timeStep(Date.now()) + 1) });
    expect(off.status).toBe(204);
    expect((await login(user.email)).body.isTwoFactorAuthEnabled).toBe(false);
  });

  it("turns two-factor off with the recovery key, and refuses a wrong one", async () => {
    const user = await createUser(api);
    const { recoveryKey } = await enableTwoFactor(user.accessToken);
    const disable = (key: string) =>
      api.request("POST", "/api/v1/users/auth/two-factor/disable", {
        token: user.accessToken,
        body: { recoveryKey: key },
      });
    const wrong = await disable("B".repeat(24));
    expect(wrong.status).toBe(403);
    expect((await disable(recoveryKey.toLowerCase())).status).toBe(204);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    expect(me.body.isTwoFactorAuthEnabled).toBe(false);
  });

  it("a code replayed to turn two-factor off is refused", async () => {
    const user = await createUser(api);
    const { secret } = await enableTwoFactor(user.accessToken);
    const code = totpAt(secret, timeStep(Date.now()) + 1);
    const first = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: user.email, password: PASSWORD },
    });
    // The code signs in once; the same code cannot then turn two-factor off.
    const signedIn = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken: first.body.challengeToken, token: code },
    });
    expect(signedIn.status).toBe(200);
    const replay = await api.request("POST", "/api/v1/users/auth/two-factor/disable", {
      token: signedIn.body.token.accessToken,
      body: { token: code },
    });
    expect(replay.status).toBe(403);
  });

  it("refuses a wrong enable code without turning two-factor on", async () => {
    const user = await createUser(api);
    await api.request("POST", "/api/v1/users/auth/two-factor/setup", {
      token: user.accessToken,
      body: { password: PASSWORD },
    });
    const res = await api.request("POST", "/api/v1/users/auth/two-factor/enable", {
      token: user.accessToken,
      body: { token: "000000" },
    });
    expect(res.status).toBe(403);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    expect(me.body.isTwoFactorAuthEnabled).toBe(false);
  });
});

describe("sessions and password change", () => {
  it("lists sessions with IP and user agent, and revokes one", async () => {
    const user = await createUser(api);
    const second = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: user.email, password: PASSWORD },
      headers: { "user-agent": "Phone Browser 1.0" },
    });
    const list = await api.request("GET", "/api/v1/users/auth/sessions", { token: user.accessToken });
    expect(list.body.total).toBe(2);
    const phone = list.body.items.find((s: { userAgent: string }) => s.userAgent === "Phone Browser 1.0");
    expect(phone.current).toBe(false);
    expect(phone.ip).toBeTruthy();
    expect(
      (await api.request("DELETE", `/api/v1/users/auth/sessions/${phone.id}`, { token: user.accessToken })).status,
    ).toBe(204);
    expect((await api.request("GET", "/api/v1/users/users/me", { token: second.body.token.accessToken })).status).toBe(
      401,
    );
  });

  it("cannot revoke another user's session", async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const list = await api.request("GET", "/api/v1/users/auth/sessions", { token: a.accessToken });
    const res = await api.request("DELETE", `/api/v1/users/auth/sessions/${list.body.items[0].id}`, {
      token: b.accessToken,
    });
    expect(res.status).toBe(404);
    expect((await api.request("GET", "/api/v1/users/users/me", { token: a.accessToken })).status).toBe(200);
  });

  it("changing the password ends other sessions and keeps this one", async () => {
    const user = await createUser(api);
    const other = await login(user.email);
    const res = await api.request("POST", "/api/v1/users/auth/change-password", {
      token: user.accessToken,
      body: { currentPassword: PASSWORD, newPassword: "changed it 9" },
    });
    expect(res.status).toBe(200);
    expect((await api.request("GET", "/api/v1/users/users/me", { token: other.body.token.accessToken })).status).toBe(
      401,
    );
    expect((await api.request("GET", "/api/v1/users/users/me", { token: res.body.accessToken })).status).toBe(200);
  });
});

describe("activity log of the account", () => {
  it("records sign-in and sign-out with the IP address", async () => {
    const user = await createUser(api);
    const signedIn = await login(user.email);
    await api.request("POST", "/api/v1/users/auth/logout", { token: signedIn.body.token.accessToken });
    const rows = await api.platform.db
      .selectFrom("activity_logs")
      .select(["event_name", "ip"])
      .where("user_id", "=", user.id)
      .execute();
    const names = rows.map((r) => r.event_name);
    expect(names).toEqual(expect.arrayContaining(["UserRegistered", "EmailVerified", "SignedIn", "SignedOut"]));
    expect(rows.every((r) => r.ip)).toBe(true);
  });
});

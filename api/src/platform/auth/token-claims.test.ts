import { importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, PASSWORD } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { timeStep, totpAt } from "./totp.js";

// Tokens forged with the real signing key (as an attacker who read one old key, or a bug that
// signs a payload it should not) must still carry every claim that bounds them: a token without
// `exp` would never expire. Each kind of token is tried with each claim missing.
let api: TestApi;
let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
let sessionId: string;
let challengeUserId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createOrganizationOwner(api);
  sessionId = JSON.parse(Buffer.from(owner.accessToken.split(".")[1] ?? "", "base64url").toString()).sid;
  // A second account with two-factor on, for challenge tokens.
  const other = await createOrganizationOwner(api, "Second d.o.o.");
  const setup = await api.request("POST", "/api/v1/users/auth/two-factor/setup", {
    token: other.accessToken,
    body: { password: PASSWORD },
  });
  await api.request("POST", "/api/v1/users/auth/two-factor/enable", {
    token: other.accessToken,
    body: { token: totpAt(setup.body.secret, timeStep(Date.now())) },
  });
  challengeUserId = other.id;
});
afterAll(async () => {
  await api?.close();
});

type Claim = "exp" | "iat" | "iss" | "aud";

/** Signs `claims` with the installation's real key, leaving out `missing`. */
async function forge(purpose: string, subject: string, claims: Record<string, unknown>, missing?: Claim) {
  const key = await api.platform.db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
  const privateKey = await importJWK(JSON.parse(key.private_jwk) as JWK, "EdDSA");
  const now = Math.floor(Date.now() / 1000);
  // Read the audience the API itself puts in its tokens, so a complete forgery is accepted.
  const real = JSON.parse(Buffer.from(owner.accessToken.split(".")[1] ?? "", "base64url").toString());
  const full: Record<string, unknown> = {
    pur: purpose,
    sub: subject,
    iss: real.iss,
    aud: real.aud,
    iat: now,
    exp: now + 300,
    ...claims,
  };
  if (missing) delete full[missing];
  return new SignJWT(full).setProtectedHeader({ alg: "EdDSA", kid: key.kid, typ: "JWT" }).sign(privateKey);
}

const kinds = {
  access: async (missing?: Claim) => {
    const token = await forge("access", owner.id, { sid: sessionId }, missing);
    return (await api.request("GET", "/api/v1/users/users/me", { token })).status;
  },
  embed: async (missing?: Claim) => {
    const token = await forge("embed", owner.id, { tid: owner.tenantId, wid: ["organization"] }, missing);
    return (await api.request("GET", `/api/v1/users/tenants/${owner.tenantId}`, { token })).status;
  },
  "two-factor-challenge": async (missing?: Claim) => {
    const challengeToken = await forge("two-factor-challenge", challengeUserId, { rem: false }, missing);
    // A wrong code with a valid challenge answers Wrong credential; a refused challenge answers Invalid token.
    const res = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken, token: "000000" },
    });
    return res.body.message === "Invalid token" ? 401 : 200;
  },
};

describe("every token kind requires exp, iat, issuer and audience", () => {
  for (const [kind, use] of Object.entries(kinds)) {
    it(`accepts a complete ${kind} token signed with the key (so the forgeries below are otherwise valid)`, async () => {
      expect(await use()).toBe(200);
    });
    for (const missing of ["exp", "iat", "iss", "aud"] as const) {
      it(`refuses a ${kind} token without ${missing} with 401`, async () => {
        expect(await use(missing)).toBe(401);
      });
    }
  }

  it("refuses an access token issued in the future or valid for longer than a day", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const times of [
      { iat: now + 3600, exp: now + 3900 },
      { iat: now, exp: now + 10 * 365 * 86_400 },
    ]) {
      const token = await forge("access", owner.id, { sid: sessionId, ...times });
      expect((await api.request("GET", "/api/v1/users/users/me", { token })).status).toBe(401);
    }
  });

  it("takes a bearer token only as an access or an embed token, by its signed purpose, again once verified", async () => {
    const bearer = async (token: string) => (await api.request("GET", "/api/v1/users/users/me", { token })).status;
    // A two-factor challenge is no sign-in, even with every claim an access token has.
    const challenge = await forge("two-factor-challenge", owner.id, { sid: sessionId, rem: false });
    const unknown = await forge("admin", owner.id, { sid: sessionId });
    for (const token of [challenge, unknown]) {
      expect(await bearer(token)).toBe(401);
      expect(await bearer(token)).toBe(401);
    }
    // An embed token acts as one (read-only, its organisation's calls), however often it is used.
    const embed = await forge("embed", owner.id, { tid: owner.tenantId, wid: ["organization"] });
    for (let i = 0; i < 2; i++) {
      expect((await api.request("GET", `/api/v1/users/tenants/${owner.tenantId}`, { token: embed })).status).toBe(200);
      const write = await api.request("DELETE", `/api/v1/users/tenants/${owner.tenantId}`, { token: embed });
      expect(write.status).toBe(403);
    }
  });

  it("puts every required claim in the tokens it issues", async () => {
    const payload = JSON.parse(Buffer.from(owner.accessToken.split(".")[1] ?? "", "base64url").toString());
    for (const claim of ["exp", "iat", "iss", "aud", "sub"]) expect(payload[claim]).toBeDefined();
  });
});

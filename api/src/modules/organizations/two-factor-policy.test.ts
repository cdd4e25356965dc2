import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeStep, totpAt } from "../../platform/auth/totp.js";
import { createOrganizationOwner, enableTwoFactor, type TestUser } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import {
  activityOf,
  addMember,
  type Owner,
  startOrganizationsApi,
  superAdmin,
  tenantPath,
} from "./organizations.fixtures.js";

// "Require two-factor for members": set by whoever manages the organisation, enforced where an
// organisation's grants are resolved, so every call on its data answers 403 TwoFactorRequired to
// a signed-in user without two-factor, while a second organisation without the requirement and
// the user's own account stay usable.

let api: TestApi;
let owner: Owner;
let secondOrg: Owner;
beforeAll(async () => {
  api = await startOrganizationsApi();
  owner = await createOrganizationOwner(api, "Strict d.o.o.");
  secondOrg = await createOrganizationOwner(api, "Relaxed d.o.o.");
});
afterAll(async () => {
  await api?.close();
});

const setPolicy = (token: string, tenantId: string, requireTwoFactor: boolean) =>
  api.request("PUT", tenantPath(tenantId, "/two-factor-policy"), { token, body: { requireTwoFactor } });

/** Calls on an organisation's data, each resolving the caller's grants in it. */
const tenantCalls = (tenantId: string) =>
  [
    ["GET", tenantPath(tenantId)],
    ["GET", tenantPath(tenantId, "/members")],
    ["GET", tenantPath(tenantId, "/features")],
    ["GET", "/api/v1/users/acl/permissions/my-permissions", tenantId],
    ["GET", "/api/v1/inventory/people", tenantId],
    ["GET", "/api/v1/notifications/notifications", tenantId],
  ] as const;

async function statusesOn(token: string, tenantId: string) {
  const answers = [];
  for (const [method, path, header] of tenantCalls(tenantId)) {
    const res = await api.request(method, path, { token, headers: header ? { "x-tenant-id": header } : {} });
    answers.push({ path, status: res.status, code: res.body?.code });
  }
  return answers;
}

describe("setTwoFactorPolicy", () => {
  it("refuses to turn the requirement on while the caller has no two-factor (409), changing nothing", async () => {
    const org = await createOrganizationOwner(api, "Hasty");
    const res = await setPolicy(org.accessToken, org.tenantId, true);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Turn on two-factor authentication for your own account before requiring it of members",
    );
    const tenant = await api.request("GET", tenantPath(org.tenantId), { token: org.accessToken });
    expect(tenant.body.requireTwoFactor).toBe(false);
  });

  it("only those who manage the organisation set it (403 for a member), and nothing changes", async () => {
    const analyst = await addMember(api, owner, ["SecurityAnalyst"], "Ana");
    await enableTwoFactor(api, analyst.accessToken);
    const res = await setPolicy(analyst.accessToken, owner.tenantId, true);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("Forbidden");
    const other = await setPolicy(owner.accessToken, secondOrg.tenantId, true);
    expect(other.status).toBe(403);
    const tenant = await api.request("GET", tenantPath(owner.tenantId), { token: owner.accessToken });
    expect(tenant.body.requireTwoFactor).toBe(false);
  });
});

describe("require two-factor for members", () => {
  let member: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    member = await addMember(api, owner, ["Admin"], "Mila");
    // The member also belongs to a second organisation that does not require two-factor.
    const invited = await api.request("POST", tenantPath(secondOrg.tenantId, "/invitations"), {
      token: secondOrg.accessToken,
      body: { emails: [member.email], roles: ["Admin"] },
    });
    expect(invited.status).toBe(201);
    const token = await api.emailedToken(member.email, "/organizations/invitation/accept");
    const joined = await api.request("POST", "/api/v1/users/tenants/invitations/accept", {
      token: member.accessToken,
      body: { token },
    });
    expect(joined.status).toBe(200);
    await enableTwoFactor(api, owner.accessToken);
    const on = await setPolicy(owner.accessToken, owner.tenantId, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: owner.tenantId, requireTwoFactor: true });
  });

  it("answers 403 TwoFactorRequired on that organisation's data to a member without two-factor", async () => {
    for (const answer of await statusesOn(member.accessToken, owner.tenantId)) {
      expect(answer, answer.path).toMatchObject({ status: 403, code: "TwoFactorRequired" });
    }
  });

  it("leaves the member's account, organisation list and other organisation usable", async () => {
    const me = await api.request("GET", "/api/v1/users/users/me", { token: member.accessToken });
    expect(me.status).toBe(200);
    const strict = me.body.tenants.find((t: { id: string }) => t.id === owner.tenantId);
    expect(strict).toMatchObject({ requireTwoFactor: true });
    const list = await api.request("GET", "/api/v1/users/tenants", { token: member.accessToken });
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([owner.tenantId, secondOrg.tenantId]),
    );
    for (const answer of await statusesOn(member.accessToken, secondOrg.tenantId)) {
      expect(answer.status, answer.path).toBe(200);
    }
  });

  it("lets the owner, who has two-factor, in", async () => {
    for (const answer of await statusesOn(owner.accessToken, owner.tenantId)) {
      expect(answer.status, answer.path).toBe(200);
    }
  });

  it("lets the member in once they turn two-factor on", async () => {
    const late = await addMember(api, owner, ["Admin"], "Lea");
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: late.accessToken })).status).toBe(403);
    await enableTwoFactor(api, late.accessToken);
    for (const answer of await statusesOn(late.accessToken, owner.tenantId)) {
      expect(answer.status, answer.path).toBe(200);
    }
  });

  it("holds super-admins acting across organisations to the same rule", async () => {
    const admin: TestUser = await superAdmin(api, ["ReadTenants", "ManageTenants"]);
    const without = await api.request("GET", tenantPath(owner.tenantId), { token: admin.accessToken });
    expect(without.status).toBe(403);
    expect(without.body.code).toBe("TwoFactorRequired");
    // Listing every organisation is not any one organisation's data: it still works.
    const all = await api.request("GET", "/api/v1/users/tenants?all=true", { token: admin.accessToken });
    expect(all.status).toBe(200);
    await enableTwoFactor(api, admin.accessToken);
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: admin.accessToken })).status).toBe(200);
  });

  it("does not hold back the organisation's API keys, which are not sign-ins", async () => {
    const key = await api.request("POST", tenantPath(owner.tenantId, "/api-keys"), {
      token: owner.accessToken,
      body: { name: "Portal" },
    });
    expect(key.status).toBe(201);
    const minted = await api.request("POST", "/api/v1/users/embed-tokens", {
      headers: { "x-api-key": key.body.key },
      body: { tenantId: owner.tenantId, widgets: ["notifications"] },
    });
    expect(minted.status).toBe(201);
  });

  it("records the change in the organisation's activity log", async () => {
    const names = (await activityOf(api, owner.accessToken, owner.tenantId)).map((entry) => entry.eventName);
    expect(names).toContain("TwoFactorPolicyChanged");
  });

  it("turning it off lets members without two-factor back in; a member who turns theirs off is held back again", async () => {
    const off = await setPolicy(owner.accessToken, owner.tenantId, false);
    expect(off.body.requireTwoFactor).toBe(false);
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: member.accessToken })).status).toBe(200);

    const { secret } = await enableTwoFactor(api, member.accessToken);
    expect((await setPolicy(owner.accessToken, owner.tenantId, true)).status).toBe(200);
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: member.accessToken })).status).toBe(200);
    const disabled = await api.request("POST", "/api/v1/users/auth/two-factor/disable", {
      token: member.accessToken,
      body: { token: totpAt(secret, timeStep(Date.now()) + 1) },
    });
    expect(disabled.status).toBe(204);
    const res = await api.request("GET", tenantPath(owner.tenantId), { token: member.accessToken });
    expect(res.body.code).toBe("TwoFactorRequired");
  });
});

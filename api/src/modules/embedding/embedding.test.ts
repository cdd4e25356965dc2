import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, createUser, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { notify } from "../notifications/notifications.repository.js";

let api: TestApi;
let admin: TestUser & { tenantId: string };
let otherOrg: TestUser & { tenantId: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await createOrganizationOwner(api, "Embedder");
  otherOrg = await createOrganizationOwner(api, "Elsewhere");
  await notify(api.platform.db, admin.tenantId, [admin.id], {
    type: "TargetFailed",
    meta: { targetFullName: "T", simulationName: "S" },
  });
});
afterAll(async () => {
  await api?.close();
});

const mint = (auth: { token?: string; apiKey?: string }, body: Record<string, unknown>) =>
  api.request("POST", "/api/v1/users/embed-tokens", {
    token: auth.token,
    headers: auth.apiKey ? { "x-api-key": auth.apiKey } : {},
    body,
  });

describe("API keys", () => {
  it("shows a new key once, lists it without the secret, and revokes it", async () => {
    const created = await api.request("POST", `/api/v1/users/tenants/${admin.tenantId}/api-keys`, {
      token: admin.accessToken,
      body: { name: "MSP portal" },
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^bwk_/);
    const list = await api.request("GET", `/api/v1/users/tenants/${admin.tenantId}/api-keys`, {
      token: admin.accessToken,
    });
    expect(list.body.items).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);

    const minted = await mint({ apiKey: created.body.key }, { tenantId: admin.tenantId, widgets: ["notifications"] });
    expect(minted.status).toBe(201);

    const revoked = await api.request("DELETE", `/api/v1/users/tenants/${admin.tenantId}/api-keys/${created.body.id}`, {
      token: admin.accessToken,
    });
    expect(revoked.status).toBe(204);
    const after = await mint({ apiKey: created.body.key }, { tenantId: admin.tenantId, widgets: ["notifications"] });
    expect(after.status).toBe(401);
  });

  it("an API key cannot mint for another organisation, nor call anything but minting", async () => {
    const created = await api.request("POST", `/api/v1/users/tenants/${admin.tenantId}/api-keys`, {
      token: admin.accessToken,
      body: { name: "Key" },
    });
    const foreign = await mint(
      { apiKey: created.body.key },
      { tenantId: otherOrg.tenantId, widgets: ["notifications"] },
    );
    expect(foreign.status).toBe(403);
    const me = await api.request("GET", "/api/v1/users/users/me", { headers: { "x-api-key": created.body.key } });
    expect(me.status).toBe(401);
  });

  it("a member without ManageOrganization and a member of another organisation cannot manage keys", async () => {
    const outsider = await createUser(api);
    for (const user of [outsider, otherOrg]) {
      const res = await api.request("POST", `/api/v1/users/tenants/${admin.tenantId}/api-keys`, {
        token: user.accessToken,
        body: { name: "x1" },
      });
      expect(res.status).toBe(403);
      const list = await api.request("GET", `/api/v1/users/tenants/${admin.tenantId}/api-keys`, {
        token: user.accessToken,
      });
      expect(list.status).toBe(403);
    }
  });
});

describe("embed tokens", () => {
  it("read the widgets they were minted for, in their organisation only", async () => {
    const minted = await mint(
      { token: admin.accessToken },
      { tenantId: admin.tenantId, widgets: ["notifications"], ttlSeconds: 120 },
    );
    expect(minted.status).toBe(201);
    const token = minted.body.token;
    const list = await api.request("GET", "/api/v1/notifications/notifications", { token, tenant: admin.tenantId });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect((await api.request("GET", `/api/v1/users/tenants/${admin.tenantId}`, { token })).status).toBe(200);
  });

  it("are refused for writes, for widgets out of scope and for other organisations", async () => {
    const { token } = (
      await mint({ token: admin.accessToken }, { tenantId: admin.tenantId, widgets: ["notifications"] })
    ).body;
    const write = await api.request("POST", "/api/v1/notifications/notifications/mark-all-read", {
      token,
      tenant: admin.tenantId,
    });
    expect(write.status).toBe(403);
    const outOfScope = await api.request("GET", `/api/v1/activity-logs/tenants/${admin.tenantId}`, { token });
    expect(outOfScope.status).toBe(403);
    const me = await api.request("GET", "/api/v1/users/users/me", { token });
    expect(me.status).toBe(403);
    const otherTenant = await api.request("GET", "/api/v1/notifications/notifications", {
      token,
      tenant: otherOrg.tenantId,
    });
    expect(otherTenant.status).toBe(403);
    const mintWithEmbed = await mint({ token }, { tenantId: admin.tenantId, widgets: ["notifications"] });
    expect(mintWithEmbed.status).toBe(403);
    // Nothing changed.
    const count = await api.request("GET", "/api/v1/notifications/notifications/not-read-count", {
      token: admin.accessToken,
      tenant: admin.tenantId,
    });
    expect(count.body.count).toBe(1);
  });

  it("cannot be minted by a non-admin or for an organisation the caller is not in", async () => {
    expect(
      (await mint({ token: otherOrg.accessToken }, { tenantId: admin.tenantId, widgets: ["notifications"] })).status,
    ).toBe(403);
    expect((await mint({ token: admin.accessToken }, { tenantId: admin.tenantId, widgets: [] })).status).toBe(422);
    expect(
      (
        await mint(
          { token: admin.accessToken },
          { tenantId: admin.tenantId, widgets: ["notifications"], ttlSeconds: 86400 },
        )
      ).status,
    ).toBe(422);
  });

  it("an access token is not accepted where an embed token is expected and vice versa (purpose is checked)", async () => {
    const { token } = (
      await mint({ token: admin.accessToken }, { tenantId: admin.tenantId, widgets: ["notifications"] })
    ).body;
    const asRefresh = await api.request("POST", "/api/v1/users/auth/login/two-factor", {
      body: { challengeToken: token, token: "123456" },
    });
    expect(asRefresh.status).toBe(401);
  });
});

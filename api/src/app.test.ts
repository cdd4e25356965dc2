import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./test/harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BULWARK_ADMIN_EMAIL: "root@example.com", BULWARK_ADMIN_PASSWORD: "rootpass1" });
});
afterAll(async () => {
  await api?.close();
});

describe("the app", () => {
  it("binds every operation of openapi.yaml to a handler", async () => {
    const { createApp } = await import("./app.js");
    // A second app on the same platform: modules register their tracking purposes once per
    // Tracking (a second registration throws), so this one gets its own.
    const { Tracking } = await import("./platform/tracking/tracking.js");
    const { spec, boundOperations } = createApp({ ...api.platform, tracking: new Tracking(api.platform) });
    const missing = [...spec.operations.keys()].filter((id) => !boundOperations.has(id));
    expect(missing).toEqual([]);
  });

  it("answers health with the database in use", async () => {
    const res = await api.request("GET", "/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });

  it("answers the API's calls no-store and without an ETag (nobody could send it back), the contract and static files with one", async () => {
    const health = await fetch(`${api.baseUrl}/api/v1/health`);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("etag")).toBeNull();
    const asset = await fetch(`${api.baseUrl}/api/docs/assets/standalone.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("etag")).toMatch(/^W\/"/);
    const contract = await fetch(`${api.baseUrl}/api/v1/openapi.json`);
    const tag = contract.headers.get("etag");
    expect(contract.headers.get("cache-control")).toBe("public, max-age=300");
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    // As a browser checks its copy (fetch would add `cache-control: no-cache`, a forced reload).
    const again = await fetch(`${api.baseUrl}/api/v1/openapi.json`, {
      headers: { "if-none-match": tag ?? "", "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("serves the contract as JSON and a reference UI", async () => {
    const spec = await api.request("GET", "/api/v1/openapi.json");
    expect(spec.body.openapi).toBe("3.1.0");
    const docs = await fetch(`${api.baseUrl}/api/docs`);
    const page = await docs.text();
    // Scripts only as files of this origin: nothing inline, nothing from elsewhere.
    expect([...page.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].map((m) => [m[1], m[2]])).toEqual([
      [' src="/api/docs/assets/standalone.js"', ""],
      [' src="/api/docs/init.js"', ""],
    ]);
    const asset = await fetch(`${api.baseUrl}/api/docs/assets/standalone.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    const init = await fetch(`${api.baseUrl}/api/docs/init.js`);
    expect(await init.text()).toContain('url: "/api/v1/openapi.json"');
  });

  it("creates the super-admin from BULWARK_ADMIN_EMAIL on first start", async () => {
    const login = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: "root@example.com", password: "rootpass1" },
    });
    expect(login.status).toBe(200);
    const perms = await api.request("GET", "/api/v1/users/acl/permissions/my-permissions", {
      token: login.body.token.accessToken,
    });
    expect(perms.body.superAdminPermissions).toContain("ManageUsers");
    expect(perms.body.tenantId).toBeNull();
  });

  it("lets a super-admin with ManageUsers create another super-admin, and refuses others", async () => {
    const root = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: "root@example.com", password: "rootpass1" },
    });
    const body = { email: "second@example.com", firstName: "Second", lastName: "Admin" };
    // The password policy holds here too: the person's own name or a common password is refused.
    const weak = await api.request("POST", "/api/v1/users/admin/super-admins", {
      token: root.body.token.accessToken,
      body: { ...body, password: "second12" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([expect.objectContaining({ path: "body.password" })]);
    const created = await api.request("POST", "/api/v1/users/admin/super-admins", {
      token: root.body.token.accessToken,
      body: { ...body, password: "tall ladder 12" },
    });
    expect(created.status).toBe(201);
    expect(created.body.superAdminPermissions).toContain("ManageTenants");
    const second = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: "second@example.com", password: "tall ladder 12" },
    });
    expect(second.status).toBe(200);

    const { createUser } = await import("./test/factories.js");
    const plain = await createUser(api);
    const refused = await api.request("POST", "/api/v1/users/admin/super-admins", {
      token: plain.accessToken,
      body: { email: "third@example.com" },
    });
    expect(refused.status).toBe(403);
    const revoke = await api.request("PUT", `/api/v1/users/acl/users/${created.body.id}/super-admin-permissions`, {
      token: root.body.token.accessToken,
      body: { permissions: [] },
    });
    expect(revoke.body.permissions).toEqual([]);
  });

  it("lists the permission catalogue and the roles", async () => {
    const { createUser } = await import("./test/factories.js");
    const user = await createUser(api);
    const res = await api.request("GET", "/api/v1/users/acl/permissions", { token: user.accessToken });
    expect(res.body.groups.find((g: { group: string }) => g.group === "DataLeaks").permissions).toEqual(["ReadLeaks"]);
    expect(res.body.roles.map((r: { role: string }) => r.role)).toContain("Admin");
  });
});

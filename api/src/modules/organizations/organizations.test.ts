import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, createUser } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { activityOf, addMember, startOrganizationsApi, superAdmin, tenantPath } from "./organizations.fixtures.js";

let api: TestApi;
beforeAll(async () => {
  api = await startOrganizationsApi();
});
afterAll(async () => {
  await api?.close();
});

const TENANTS = "/api/v1/users/tenants";

describe("createTenant", () => {
  it("lets a verified user with no organisation create one, as its Admin, with the default features (WAF off)", async () => {
    const user = await createUser(api);
    const res = await api.request("POST", TENANTS, {
      token: user.accessToken,
      body: { name: "  Acme d.o.o. ", webUrl: "https://acme.example", color: "#1a2B3c", industry: "Banking" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Acme d.o.o.",
      webUrl: "https://acme.example",
      color: "#1a2B3c",
      industry: "Banking",
      logo: null,
      roles: ["Admin"],
      deletedAt: null,
      features: ["inventory", "monitoring", "learning", "phishing", "leaks"],
    });
    expect(res.body.features).not.toContain("waf");
    const members = await api.request("GET", tenantPath(res.body.id, "/members"), { token: user.accessToken });
    expect(members.body.items).toEqual([expect.objectContaining({ userId: user.id, roles: ["Admin"] })]);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    expect(me.body.tenants.map((t: { id: string }) => t.id)).toEqual([res.body.id]);
    const log = await activityOf(api, user.accessToken, res.body.id);
    expect(log[0]).toMatchObject({ eventName: "TenantCreated", eventGroup: "TenantManagement" });
  });

  it("returns 403 'Verify your email first' to an unverified user and creates nothing", async () => {
    const user = await createUser(api, { verified: false });
    const res = await api.request("POST", TENANTS, { token: user.accessToken, body: { name: "Early Bird" } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "Forbidden", message: "Verify your email first" });
    const list = await api.request("GET", TENANTS, { token: user.accessToken });
    expect(list.body).toEqual({ items: [], total: 0 });
  });

  it("returns 403 for a second organisation without ManageTenants, and allows it to a GroupAdmin and a super-admin", async () => {
    const owner = await createOrganizationOwner(api, "First Org");
    const refused = await api.request("POST", TENANTS, { token: owner.accessToken, body: { name: "Second Org" } });
    expect(refused.status).toBe(403);
    expect((await api.request("GET", TENANTS, { token: owner.accessToken })).body.total).toBe(1);

    const groupAdmin = await addMember(api, owner, ["GroupAdmin"]);
    const byGroupAdmin = await api.request("POST", TENANTS, {
      token: groupAdmin.accessToken,
      body: { name: "Group Child" },
    });
    expect(byGroupAdmin.status).toBe(201);
    expect(byGroupAdmin.body.roles).toEqual(["Admin"]);

    const admin = await superAdmin(api, ["ManageTenants"]);
    await createOrganizationOwner(api); // another user's organisation does not matter
    expect(
      (await api.request("POST", TENANTS, { token: admin.accessToken, body: { name: "Managed One" } })).status,
    ).toBe(201);
    expect(
      (await api.request("POST", TENANTS, { token: admin.accessToken, body: { name: "Managed Two" } })).status,
    ).toBe(201);
  });

  it("returns 422 naming each bad field: short name, unknown industry, bad colour, bad URL, wrong types, extras", async () => {
    const user = await createUser(api);
    const res = await api.request("POST", TENANTS, {
      token: user.accessToken,
      body: { name: " A ", industry: "Piracy", color: "red", webUrl: "acme.example", extra: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("ValidationFailed");
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "body.name" }),
        expect.objectContaining({ path: "body.industry" }),
        { path: "body.color", message: "The colour must look like #1a2b3c" },
        { path: "body.webUrl", message: "Please provide a valid URL" },
        { path: "body.extra", message: "extra is not allowed" },
      ]),
    );
    const types = await api.request("POST", TENANTS, { token: user.accessToken, body: { name: 42 } });
    expect(types.status).toBe(422);
    expect(types.body.errors).toEqual([expect.objectContaining({ path: "body.name" })]);
    const missing = await api.request("POST", TENANTS, { token: user.accessToken, body: {} });
    expect(missing.body.errors).toEqual([{ path: "body.name", message: "name is required" }]);
    expect((await api.request("GET", TENANTS, { token: user.accessToken })).body.total).toBe(0);
  });

  it("returns 401 without a token", async () => {
    expect((await api.request("POST", TENANTS, { body: { name: "Nobody" } })).status).toBe(401);
    expect((await api.request("GET", TENANTS)).status).toBe(401);
  });
});

describe("listMyTenants", () => {
  it("lists the caller's organisations by name, case-insensitively, with their roles and paging", async () => {
    const admin = await superAdmin(api, ["ManageTenants"]);
    for (const name of ["gamma", "Alpha", "Beta"]) {
      await api.request("POST", TENANTS, { token: admin.accessToken, body: { name } });
    }
    const all = await api.request("GET", TENANTS, { token: admin.accessToken });
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((t: { name: string }) => t.name)).toEqual(["Alpha", "Beta", "gamma"]);
    expect(all.body.items.every((t: { roles: string[] }) => t.roles.join() === "Admin")).toBe(true);
    const page = await api.request("GET", `${TENANTS}?skip=1&limit=1`, { token: admin.accessToken });
    expect(page.body).toMatchObject({ total: 3, items: [{ name: "Beta" }] });
  });

  it("returns 422 for bad paging and unknown parameters", async () => {
    const user = await createUser(api);
    for (const query of ["limit=0", "limit=101", "skip=-1", "all=maybe", "limt=5"]) {
      const res = await api.request("GET", `${TENANTS}?${query}`, { token: user.accessToken });
      expect(res.status, query).toBe(422);
    }
  });

  it("with all=true returns 403 to non-super-admins and every organisation, removed ones too, to ReadTenants", async () => {
    const owner = await createOrganizationOwner(api, "Listed Org");
    expect((await api.request("GET", `${TENANTS}?all=true`, { token: owner.accessToken })).status).toBe(403);
    const usersOnly = await superAdmin(api, ["ManageUsers"]);
    expect((await api.request("GET", `${TENANTS}?all=true`, { token: usersOnly.accessToken })).status).toBe(403);

    const removed = await createOrganizationOwner(api, "Removed Org");
    await api.request("DELETE", tenantPath(removed.tenantId), { token: removed.accessToken });
    const reader = await superAdmin(api, ["ReadTenants"]);
    const res = await api.request("GET", `${TENANTS}?all=true&limit=100`, { token: reader.accessToken });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((t: { id: string }) => [t.id, t]));
    expect(byId.get(owner.tenantId)).toMatchObject({ name: "Listed Org", roles: [], deletedAt: null });
    expect(byId.get(removed.tenantId)).toMatchObject({ name: "Removed Org", deletedAt: expect.any(String) });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });
});

describe("getTenant and updateTenant", () => {
  it("lets any member read the organisation with their own roles", async () => {
    const owner = await createOrganizationOwner(api, "Readable");
    const viewer = await addMember(api, owner, ["Viewer"]);
    const res = await api.request("GET", tenantPath(owner.tenantId), { token: viewer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.tenantId, name: "Readable", roles: ["Viewer"] });
  });

  it("answers 422 for an invalid UUID and 404 for an unknown organisation", async () => {
    const user = await createUser(api);
    const bad = await api.request("GET", tenantPath("not-a-uuid"), { token: user.accessToken });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe("path.tenantId");
    const unknown = await api.request("GET", tenantPath("00000000-0000-4000-8000-000000000000"), {
      token: user.accessToken,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NotFound");
  });

  it("lets the Admin edit name, web address, colour and industry; null clears, absent keeps", async () => {
    const owner = await createOrganizationOwner(api, "Before");
    const first = await api.request("PUT", tenantPath(owner.tenantId), {
      token: owner.accessToken,
      body: { name: " After ", webUrl: "http://after.example/path", color: "#abcdef", industry: "Retail" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: "After", webUrl: "http://after.example/path", color: "#abcdef" });
    const second = await api.request("PUT", tenantPath(owner.tenantId), {
      token: owner.accessToken,
      body: { name: "After Again", color: null },
    });
    expect(second.body).toMatchObject({
      name: "After Again",
      color: null,
      webUrl: "http://after.example/path",
      industry: "Retail",
    });
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log.filter((e) => e.eventName === "TenantUpdated")).toHaveLength(2);
  });

  it("returns 403 to a member without ManageOrganization and changes nothing", async () => {
    const owner = await createOrganizationOwner(api, "Locked Name");
    const analyst = await addMember(api, owner, ["SecurityAnalyst", "AwarenessManager"]);
    const res = await api.request("PUT", tenantPath(owner.tenantId), {
      token: analyst.accessToken,
      body: { name: "Hijacked" },
    });
    expect(res.status).toBe(403);
    const after = await api.request("GET", tenantPath(owner.tenantId), { token: owner.accessToken });
    expect(after.body.name).toBe("Locked Name");
  });

  it("returns 422 for bad colour, URL, industry and wrong types", async () => {
    const owner = await createOrganizationOwner(api);
    const res = await api.request("PUT", tenantPath(owner.tenantId), {
      token: owner.accessToken,
      body: { name: "Fine", color: "#12345", webUrl: "ftp://files.example", industry: 3 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.color", message: "The colour must look like #1a2b3c" },
        { path: "body.webUrl", message: "Please provide a valid URL" },
        expect.objectContaining({ path: "body.industry" }),
      ]),
    );
    const after = await api.request("GET", tenantPath(owner.tenantId), { token: owner.accessToken });
    expect(after.body.color).toBeNull();
  });

  it("lets super-admins with ReadTenants read but not edit, and ManageTenants edit, without membership", async () => {
    const owner = await createOrganizationOwner(api, "Supervised");
    const reader = await superAdmin(api, ["ReadTenants"]);
    const read = await api.request("GET", tenantPath(owner.tenantId), { token: reader.accessToken });
    expect(read.body).toMatchObject({ name: "Supervised", roles: [] });
    const refused = await api.request("PUT", tenantPath(owner.tenantId), {
      token: reader.accessToken,
      body: { name: "Nope" },
    });
    expect(refused.status).toBe(403);
    const manager = await superAdmin(api, ["ManageTenants"]);
    const edited = await api.request("PUT", tenantPath(owner.tenantId), {
      token: manager.accessToken,
      body: { name: "Supervised Too" },
    });
    expect(edited.status).toBe(200);
  });
});

describe("removeTenant and restoreTenant", () => {
  it("round-trips: removed organisations vanish for members and come back whole", async () => {
    const owner = await createOrganizationOwner(api, "Phoenix");
    const viewer = await addMember(api, owner, ["Viewer"]);
    const pending = "pending.phoenix@example.com";
    await api.request("POST", tenantPath(owner.tenantId, "/invitations"), {
      token: owner.accessToken,
      body: { emails: [pending], roles: ["Viewer"] },
    });
    await api.request("PUT", tenantPath(owner.tenantId, "/extension-data"), {
      token: owner.accessToken,
      body: {
        whitelistedDomains: ["phoenix.example"],
        headerOverlayMessage: "Careful",
        formOverlayMessage: "",
        formOverlayEnabled: true,
      },
    });

    const removed = await api.request("DELETE", tenantPath(owner.tenantId), { token: owner.accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.deletedAt).toEqual(expect.any(String));
    for (const member of [owner, viewer]) {
      expect((await api.request("GET", tenantPath(owner.tenantId), { token: member.accessToken })).status).toBe(404);
      expect((await api.request("GET", TENANTS, { token: member.accessToken })).body.total).toBe(0);
      const me = await api.request("GET", "/api/v1/users/users/me", { token: member.accessToken });
      expect(me.body.tenants).toEqual([]);
    }
    // The emailed invitation stops working while the organisation is removed.
    const token = await api.emailedToken(pending, "/organizations/invitation/accept");
    const preview = () => api.request("GET", `${TENANTS}/invitations/preview?token=${token}`);
    expect((await preview()).body).toEqual({ valid: false });
    // Removing again changes nothing.
    const manager = await superAdmin(api, ["ManageTenants"]);
    const again = await api.request("DELETE", tenantPath(owner.tenantId), { token: manager.accessToken });
    expect(again.body.deletedAt).toBe(removed.body.deletedAt);

    // A member without ManageOrganization cannot restore; the Admin can undo.
    expect(
      (await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: viewer.accessToken })).status,
    ).toBe(403);
    const restored = await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: owner.accessToken });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ name: "Phoenix", deletedAt: null, roles: ["Admin"] });

    const members = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: owner.accessToken });
    expect(members.body.total).toBe(2);
    const invitations = await api.request("GET", tenantPath(owner.tenantId, "/invitations"), {
      token: owner.accessToken,
    });
    expect(invitations.body.items.map((i: { email: string }) => i.email)).toEqual([pending]);
    const extension = await api.request("GET", tenantPath(owner.tenantId, "/extension-data"), {
      token: viewer.accessToken,
    });
    expect(extension.body.whitelistedDomains).toEqual(["phoenix.example"]);
    expect((await preview()).body).toMatchObject({ valid: true, tenantName: "Phoenix" });

    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    const administration = log.filter((e) => e.eventGroup === "TenantAdministration").map((e) => e.eventName);
    expect(administration).toEqual(["TenantRestored", "TenantRemoved"]);
  });

  it("returns 403 to a member without ManageOrganization and keeps the organisation", async () => {
    const owner = await createOrganizationOwner(api, "Sturdy");
    const viewer = await addMember(api, owner, ["Viewer", "SecurityAnalyst"]);
    expect((await api.request("DELETE", tenantPath(owner.tenantId), { token: viewer.accessToken })).status).toBe(403);
    const after = await api.request("GET", tenantPath(owner.tenantId), { token: viewer.accessToken });
    expect(after.body.deletedAt).toBeNull();
  });

  it("lets a ManageTenants super-admin remove and restore any organisation and still see it while removed", async () => {
    const owner = await createOrganizationOwner(api, "Supervised Removal");
    const manager = await superAdmin(api, ["ManageTenants"]);
    expect((await api.request("DELETE", tenantPath(owner.tenantId), { token: manager.accessToken })).status).toBe(200);
    const seen = await api.request("GET", tenantPath(owner.tenantId), { token: manager.accessToken });
    expect(seen.body.deletedAt).toEqual(expect.any(String));
    const reader = await superAdmin(api, ["ReadTenants"]);
    expect(
      (await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: reader.accessToken })).status,
    ).toBe(403);
    const restored = await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: manager.accessToken });
    expect(restored.body.deletedAt).toBeNull();
    // Restoring an organisation that is not removed changes nothing.
    const again = await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: manager.accessToken });
    expect(again.status).toBe(200);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log.filter((e) => e.eventName === "TenantRestored")).toHaveLength(1);
  });
});

describe("features", () => {
  it("lets any member read the features and only a ManageTenants super-admin set them", async () => {
    const owner = await createOrganizationOwner(api, "Featured");
    const viewer = await addMember(api, owner, ["Viewer"]);
    const groupAdmin = await addMember(api, owner, ["GroupAdmin"]);
    const read = await api.request("GET", tenantPath(owner.tenantId, "/features"), { token: viewer.accessToken });
    expect(read.body).toEqual({ features: ["inventory", "monitoring", "learning", "phishing", "leaks"] });

    for (const caller of [owner, groupAdmin, await superAdmin(api, ["ReadTenants"])]) {
      const refused = await api.request("PUT", tenantPath(owner.tenantId, "/features"), {
        token: caller.accessToken,
        body: { features: ["waf"] },
      });
      expect(refused.status).toBe(403);
    }
    const manager = await superAdmin(api, ["ManageTenants"]);
    const set = await api.request("PUT", tenantPath(owner.tenantId, "/features"), {
      token: manager.accessToken,
      body: { features: ["inventory", "waf", "groupOrganization"] },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ features: ["inventory", "waf", "groupOrganization"] });
    const tenant = await api.request("GET", tenantPath(owner.tenantId), { token: viewer.accessToken });
    expect(tenant.body.features).toEqual(["inventory", "waf", "groupOrganization"]);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "TenantFeaturesChanged", eventGroup: "TenantAdministration" });
  });

  it("returns 422 for unknown or repeated features", async () => {
    const owner = await createOrganizationOwner(api);
    const manager = await superAdmin(api, ["ManageTenants"]);
    for (const features of [["teleport"], ["waf", "waf"], "waf"]) {
      const res = await api.request("PUT", tenantPath(owner.tenantId, "/features"), {
        token: manager.accessToken,
        body: { features },
      });
      expect(res.status).toBe(422);
    }
    const read = await api.request("GET", tenantPath(owner.tenantId, "/features"), { token: owner.accessToken });
    expect(read.body.features).not.toContain("waf");
  });
});

describe("extension data", () => {
  const valid = {
    whitelistedDomains: ["Example.com", "*.mail.example.org", "example.com"],
    headerOverlayMessage: "Reported to security",
    formOverlayMessage: "Do not type your password here",
    formOverlayEnabled: true,
  };

  it("starts empty, is saved by the Admin (domains lowercase, once each) and read by any member", async () => {
    const owner = await createOrganizationOwner(api);
    const viewer = await addMember(api, owner, ["Viewer"]);
    const empty = await api.request("GET", tenantPath(owner.tenantId, "/extension-data"), {
      token: viewer.accessToken,
    });
    expect(empty.body).toEqual({
      whitelistedDomains: [],
      headerOverlayMessage: "",
      formOverlayMessage: "",
      formOverlayEnabled: false,
    });
    const saved = await api.request("PUT", tenantPath(owner.tenantId, "/extension-data"), {
      token: owner.accessToken,
      body: valid,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.whitelistedDomains).toEqual(["example.com", "*.mail.example.org"]);
    const read = await api.request("GET", tenantPath(owner.tenantId, "/extension-data"), {
      token: viewer.accessToken,
    });
    expect(read.body).toEqual(saved.body);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "ExtensionDataSaved", eventGroup: "TenantManagement" });
  });

  it("returns 403 to a member without ManageOrganization and 422 for bad domains and types", async () => {
    const owner = await createOrganizationOwner(api);
    const viewer = await addMember(api, owner, ["Viewer"]);
    const refused = await api.request("PUT", tenantPath(owner.tenantId, "/extension-data"), {
      token: viewer.accessToken,
      body: valid,
    });
    expect(refused.status).toBe(403);
    const bad = await api.request("PUT", tenantPath(owner.tenantId, "/extension-data"), {
      token: owner.accessToken,
      body: {
        whitelistedDomains: ["not a domain", "https://example.com", "example"],
        headerOverlayMessage: "x".repeat(501),
        formOverlayMessage: "",
        formOverlayEnabled: "yes",
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.whitelistedDomains.0", message: "Not a valid domain" },
        { path: "body.whitelistedDomains.1", message: "Not a valid domain" },
        { path: "body.whitelistedDomains.2", message: "Not a valid domain" },
        expect.objectContaining({ path: "body.headerOverlayMessage" }),
        expect.objectContaining({ path: "body.formOverlayEnabled" }),
      ]),
    );
    const missing = await api.request("PUT", tenantPath(owner.tenantId, "/extension-data"), {
      token: owner.accessToken,
      body: { whitelistedDomains: [] },
    });
    expect(missing.status).toBe(422);
    const read = await api.request("GET", tenantPath(owner.tenantId, "/extension-data"), { token: owner.accessToken });
    expect(read.body.whitelistedDomains).toEqual([]);
  });
});

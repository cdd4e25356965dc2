import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, type TestUser } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { rootAdmin } from "../../test/root-admin.js";
import type { Principal, RequestContext } from "../http/context.js";
import { allowsInMembership, createScope, type Requirement } from "./scope.js";

// The scope function through the modules that use it (people, assets, exports, members), and
// directly where the binder would answer first (a token bound to another organisation).

const root = rootAdmin({ email: "root-scope@bulwark.test", password: "root pass 1" });
const PEOPLE = "/api/v1/inventory/people";

type Owner = TestUser & { tenantId: string };
let api: TestApi;
let alpha: Owner;
let beta: Owner;

beforeAll(async () => {
  api = await root.start();
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
  const saved = await api.request("POST", `${PEOPLE}/batch`, {
    token: alpha.accessToken,
    tenant: alpha.tenantId,
    body: { people: [{ email: "ana@alpha.rs", firstName: "Ana" }] },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

const listPeople = (who: { accessToken: string }, tenant: string | undefined) =>
  api.request("GET", PEOPLE, { token: who.accessToken, tenant });

/** A principal as the authenticator builds it, for calling the scope function directly. */
const principalOf = (user: TestUser, extra: Partial<Principal> = {}): Principal => ({
  userId: user.id,
  sessionId: "",
  email: user.email,
  firstName: "Test",
  lastName: "User",
  isVerified: true,
  language: "en",
  superAdminPermissions: new Set(),
  ...extra,
});
const contextOf = (principal: Principal, tenantHeader?: string): RequestContext => ({
  principal,
  ip: "127.0.0.1",
  userAgent: "test",
  tenantHeader,
});

const readInventory: Requirement = {
  permission: "ReadInventory",
  superAdmin: ["ManageInventory", "ReadTenants"],
  feature: "inventory",
};

describe("the scope function", () => {
  it('answers 403 OrganizationRequired "Organization must be set!" without x-tenant-id, in every module alike', async () => {
    const calls = [
      api.request("GET", PEOPLE, { token: alpha.accessToken }),
      api.request("GET", "/api/v1/inventory/assets/list", { token: alpha.accessToken }),
      api.request("POST", "/api/v1/inventory/exports", {
        token: alpha.accessToken,
        body: { kind: "people", format: "csv" },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "OrganizationRequired", message: "Organization must be set!" });
    }
  });

  it("answers 404 for an organisation that does not exist and 403 to a non-member, before anything else", async () => {
    const unknown = await listPeople(alpha, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NotFound");
    const stranger = await listPeople(beta, alpha.tenantId);
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe("Forbidden");
    expect(JSON.stringify(stranger.body)).not.toContain("ana@alpha.rs");
  });

  it("checks the feature after authorisation: a member hears FeatureNotEnabled, a stranger only 403", async () => {
    const gamma = await createOrganizationOwner(api, "Gamma");
    await root.setFeatures(api, gamma.tenantId, ["learning"]);
    const member = await listPeople(gamma, gamma.tenantId);
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({
      code: "FeatureNotEnabled",
      message: "Inventory is not enabled for this organization",
    });
    // The stranger's answer is the same whether or not Gamma has the feature.
    const stranger = await listPeople(beta, gamma.tenantId);
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe("Forbidden");
    expect(stranger.body).toEqual((await listPeople(beta, alpha.tenantId)).body);
  });

  it("lets a super-admin in without membership only through a super-admin permission of the requirement", async () => {
    const inventoryAdmin = await root.superAdmin(api, ["ManageInventory"]);
    const reader = await root.superAdmin(api, ["ReadTenants"]);
    const usersAdmin = await root.superAdmin(api, ["ManageUsers"]);

    const byInventoryAdmin = await listPeople(inventoryAdmin, alpha.tenantId);
    expect(byInventoryAdmin.status).toBe(200);
    expect(byInventoryAdmin.body.items.map((p: { email: string }) => p.email)).toEqual(["ana@alpha.rs"]);
    // ManageInventory opens the inventory, not the organisation's members.
    const members = await api.request("GET", `/api/v1/users/tenants/${alpha.tenantId}/members`, {
      token: inventoryAdmin.accessToken,
    });
    expect(members.status).toBe(403);

    expect((await listPeople(reader, alpha.tenantId)).status).toBe(200);
    // ReadTenants reads; writing needs ManageInventory.
    const write = await api.request("POST", `${PEOPLE}/batch`, {
      token: reader.accessToken,
      tenant: alpha.tenantId,
      body: { people: [{ email: "intruder@alpha.rs" }] },
    });
    expect(write.status).toBe(403);

    expect((await listPeople(usersAdmin, alpha.tenantId)).status).toBe(403);
    const after = await listPeople(alpha, alpha.tenantId);
    expect(after.body.items.map((p: { email: string }) => p.email)).toEqual(["ana@alpha.rs"]);
  });

  it("keeps an embed token to its organisation over HTTP", async () => {
    const minted = await api.request("POST", "/api/v1/users/embed-tokens", {
      token: alpha.accessToken,
      body: { tenantId: alpha.tenantId, widgets: ["people"] },
    });
    expect(minted.status).toBe(201);
    const embed = { accessToken: minted.body.token as string };
    expect((await listPeople(embed, alpha.tenantId)).status).toBe(200);
    const elsewhere = await listPeople(embed, beta.tenantId);
    expect(elsewhere.status).toBe(403);
  });

  it("refuses, itself, a token bound to another organisation even where its user is an Admin", async () => {
    const scope = createScope(api.platform);
    // Beta's owner is Beta's Admin; only the tokens' binding to Alpha stands in the way.
    const embedded = principalOf(beta, { embed: { tenantId: alpha.tenantId, widgets: ["people"] } });
    await expect(scope(contextOf(embedded, beta.tenantId), readInventory)).rejects.toMatchObject({
      statusCode: 403,
      message: "This embed token does not allow this call",
    });
    const keyed = principalOf(beta, { apiKey: { id: randomUUID(), tenantId: alpha.tenantId } });
    await expect(scope(contextOf(keyed), readInventory, { tenantId: beta.tenantId })).rejects.toMatchObject({
      statusCode: 403,
      message: "This API key belongs to another organization",
    });
    // Unbound, the same user passes.
    const resolved = await scope(contextOf(principalOf(beta), beta.tenantId), readInventory);
    expect(resolved.tenantId).toBe(beta.tenantId);
    expect(resolved.grants.tenant?.roles).toEqual(["Admin"]);
  });

  it("builds the module's repositories bound to the resolved organisation and the caller", async () => {
    const scope = createScope(api.platform, (_db, binding) => binding);
    const resolved = await scope(contextOf(principalOf(alpha), beta.tenantId), readInventory, {
      tenantId: alpha.tenantId,
    });
    // The organisation the call names wins over the header.
    expect(resolved.repositories).toEqual({ tenantId: alpha.tenantId, userId: alpha.id });
    expect(resolved.allows({ permission: "CrudInventory" })).toBe(true);
    expect(resolved.allows({ superAdmin: ["ManageInventory"] })).toBe(false);
  });
});

describe("allowsInMembership", () => {
  const member = { tenantId: "t1", roles: ["Viewer"] as const, features: ["inventory"] };
  const principal = principalOf({ id: "u1", email: "u1@bulwark.test" } as TestUser);

  it("holds where the roles grant the permission and the organisation has the feature", () => {
    expect(allowsInMembership(principal, member, readInventory)).toBe(true);
    expect(allowsInMembership(principal, { ...member, features: ["learning"] }, readInventory)).toBe(false);
    expect(allowsInMembership(principal, member, { ...readInventory, permission: "CrudInventory" })).toBe(false);
  });

  it("limits an embed token to its own organisation", () => {
    const embedded = { ...principal, embed: { tenantId: "t2", widgets: ["people"] } };
    expect(allowsInMembership(embedded, member, readInventory)).toBe(false);
    expect(allowsInMembership(embedded, { ...member, tenantId: "t2" }, readInventory)).toBe(true);
  });
});

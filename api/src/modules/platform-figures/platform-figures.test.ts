import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, createUser, enableTwoFactor } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { rootAdmin } from "../../test/root-admin.js";

const FIGURES = "/api/v1/users/platform/figures";
const root = rootAdmin({ email: "figures-root@bulwark.test", password: "root pass 1" });

// A known platform, built through the API, and every figure checked against it: organisations
// active and removed (with their people and assets left out), users verified and with two-factor,
// features per active organisation. Only super-admins who read or manage organisations get them.
describe("platform figures", () => {
  let api: TestApi;
  let reader: { accessToken: string };
  let manager: { accessToken: string };
  let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;

  const addPeople = (who: { accessToken: string; tenantId: string }, emails: string[]) =>
    api.request("POST", "/api/v1/inventory/people/batch", {
      token: who.accessToken,
      tenant: who.tenantId,
      body: { people: emails.map((email) => ({ email, firstName: "P", lastName: "Q" })) },
    });
  const addAssets = (who: { accessToken: string; tenantId: string }, names: string[]) =>
    api.request("POST", "/api/v1/inventory/assets/create/batch", {
      token: who.accessToken,
      tenant: who.tenantId,
      body: { assets: names.map((name) => ({ name })) },
    });

  beforeAll(async () => {
    api = await root.start();
    // Users: the root (verified), two super-admins, three owners, one unverified = 7, 6 verified.
    reader = await root.superAdmin(api, ["ReadTenants"]);
    manager = await root.superAdmin(api, ["ManageTenants", "ManageInventory"]);
    owner = await createOrganizationOwner(api, "Alpha Figures");
    const beta = await createOrganizationOwner(api, "Beta Figures");
    const gone = await createOrganizationOwner(api, "Removed Figures");
    await createUser(api, { verified: false });
    await enableTwoFactor(api, owner.accessToken);
    // New organisations get every feature but WAF; Beta keeps only the inventory.
    await root.setFeatures(api, beta.tenantId, ["inventory"]);
    expect((await addPeople(owner, ["a@alpha.test", "b@alpha.test", "c@alpha.test"])).status).toBe(200);
    expect((await addPeople(beta, ["a@beta.test"])).status).toBe(200);
    expect((await addPeople(gone, ["a@gone.test", "b@gone.test"])).status).toBe(200);
    expect((await addAssets(owner, ["alpha-figures.com", "192.0.2.5"])).status).toBe(201);
    expect((await addAssets(gone, ["gone-figures.com"])).status).toBe(201);
    const added = await addAssets(beta, ["beta-figures.com"]);
    const verified = await api.request("PUT", `/api/v1/inventory/assets/${added.body.items[0].id}/verification`, {
      token: manager.accessToken,
      tenant: beta.tenantId,
      body: { verified: true },
    });
    expect(verified.status).toBe(200);
    const removed = await api.request("DELETE", `/api/v1/users/tenants/${gone.tenantId}`, { token: gone.accessToken });
    expect(removed.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts organisations, users, people and assets of the seeded platform, removed organisations apart", async () => {
    const res = await api.request("GET", FIGURES, { token: reader.accessToken });
    expect(res.status).toBe(200);
    const figures = res.body as Schema<"PlatformFigures">;
    expect(figures.organizations.active).toBe(2);
    expect(figures.organizations.removed).toBe(1);
    expect(figures.users).toEqual({ total: 7, verified: 6, twoFactor: 1 });
    expect(figures.people).toEqual({ total: 4 });
    expect(figures.assets).toEqual({ total: 3, verified: 1 });
  });

  it("counts each feature over active organisations, every feature listed in the contract's order", async () => {
    const res = await api.request("GET", FIGURES, { token: manager.accessToken });
    expect(res.status).toBe(200);
    const byFeature = Object.fromEntries(
      (res.body.organizations.byFeature as Schema<"FeatureFigure">[]).map((f) => [f.feature, f.count]),
    );
    expect(Object.keys(byFeature)).toEqual([
      "inventory",
      "monitoring",
      "learning",
      "phishing",
      "thirdParty",
      "waf",
      "leaks",
      "groupOrganization",
    ]);
    expect(byFeature.inventory).toBe(2);
    expect(byFeature.phishing).toBe(1);
    expect(byFeature.waf).toBe(0);
  });

  it("answers 403 to an organisation's admin who is no super-admin, 401 without a token, 422 for an unknown parameter", async () => {
    expect((await api.request("GET", `${FIGURES}?all=true`, { token: reader.accessToken })).status).toBe(422);
    const res = await api.request("GET", FIGURES, { token: owner.accessToken });
    expect(res.status).toBe(403);
    expect((await api.request("GET", FIGURES)).status).toBe(401);
  });
});

import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { ASSETS, addAssets, type Owner, setFeatures, startAssetsApi, superAdmin } from "../assets/assets.fixtures.js";
import { AssetsRepository } from "../assets/assets.repository.js";
import { saveBatch } from "../people/people.fixtures.js";

const FIGURES = "/api/v1/inventory/figures";
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

// The figures are counted by the database; these tests seed a known set through the API (people,
// assets, verification by a super-admin) and check every count, with a second organisation whose
// rows must never be counted. Assets discovery adds are written as discovery writes them
// (origin `automatic`, on chosen days): running discovery needs DNS, and its own tests cover it.
describe("inventory figures", () => {
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let analyst: { accessToken: string };
  let admin: { accessToken: string };
  let lone: Owner;

  const get = (who: { accessToken: string }, tenantId: string, query = "") =>
    api.request("GET", `${FIGURES}${query}`, { token: who.accessToken, tenant: tenantId });

  // Written with the repository discovery adds its finds with, on a chosen day.
  const automaticAsset = (tenantId: string, name: string, createdAt: string) =>
    new AssetsRepository(api.platform.db, tenantId).insertMany(
      [{ name, assetType: "subdomain", origin: "automatic", parentAssetId: null }],
      createdAt,
    );

  beforeAll(async () => {
    api = await startAssetsApi();
    owner = await createOrganizationOwner(api, "Figures Org");
    other = await createOrganizationOwner(api, "Other Figures Org");
    analyst = await addMember(api, owner, ["SecurityAnalyst"]);
    admin = await superAdmin(api, ["ManageInventory"]);
    lone = await createOrganizationOwner(api, "No Inventory Org");
    // Every user exists now: nothing below sends mail, so no job (discovery) runs.
    const people = (rows: Array<[string, string[]]>) =>
      rows.map(([email, groups]) => ({ email, firstName: "P", lastName: "Q", groups }));
    expect(
      (
        await saveBatch(
          api,
          owner,
          people([
            ["a@figures.test", ["Sales"]],
            ["b@figures.test", ["Sales", "IT"]],
            ["c@figures.test", ["Sales"]],
            ["d@figures.test", ["IT"]],
            ["e@figures.test", ["HR"]],
            ["f@figures.test", []],
          ]),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await saveBatch(
          api,
          other,
          people([
            ["x@other.test", ["Sales"]],
            ["y@other.test", ["Sales"]],
          ]),
        )
      ).status,
    ).toBe(200);
    const assets = await addAssets(api, owner, ["figures.com", "figures.org", "www.figures.com", "192.0.2.1"]);
    await addAssets(api, other, ["other-figures.com", "198.51.100.9", "2001:db8::9"]);
    for (const name of ["figures.com", "192.0.2.1"]) {
      const res = await api.request("PUT", `${ASSETS}/${assets[name]?.id}/verification`, {
        token: admin.accessToken,
        tenant: owner.tenantId,
        body: { verified: true },
      });
      expect(res.status).toBe(200);
    }
    const monitored = await api.request("PUT", `${ASSETS}/${assets["figures.com"]?.id}/monitoring`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: { monitored: true },
    });
    expect(monitored.status).toBe(200);
    await automaticAsset(owner.tenantId, "a.figures.com", `${day(0)}T00:00:01.000Z`);
    await automaticAsset(owner.tenantId, "b.figures.com", `${day(0)}T23:59:59.000Z`);
    await automaticAsset(owner.tenantId, "c.figures.com", `${day(29)}T00:00:00.000Z`);
    // Before the window: not in the trend, still an asset.
    await automaticAsset(owner.tenantId, "d.figures.com", `${day(30)}T23:59:59.999Z`);
    await automaticAsset(other.tenantId, "a.other-figures.com", `${day(0)}T12:00:00.000Z`);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts people by group (largest first, ties by name) and those in none of the listed groups", async () => {
    const res = await get(owner, owner.tenantId);
    expect(res.status).toBe(200);
    const figures = res.body as Schema<"InventoryFigures">;
    expect(figures.people).toEqual({
      total: 6,
      groups: [
        { name: "Sales", count: 3 },
        { name: "IT", count: 2 },
        { name: "HR", count: 1 },
      ],
      other: 1,
    });
  });

  it("lists only groupLimit groups and counts everyone outside them under other, each person once", async () => {
    const res = await get(owner, owner.tenantId, "?groupLimit=1");
    expect(res.status).toBe(200);
    // Sales has a, b, c; d (IT), e (HR) and f (no group) are other.
    expect(res.body.people).toEqual({ total: 6, groups: [{ name: "Sales", count: 3 }], other: 3 });
  });

  it("counts assets by type and verification, verified and monitored, with every type listed", async () => {
    const res = await get(analyst, owner.tenantId);
    expect(res.status).toBe(200);
    expect(res.body.assets).toEqual({
      total: 8,
      verified: 2,
      monitored: 1,
      byType: [
        { assetType: "domain", verified: 1, unverified: 1 },
        { assetType: "subdomain", verified: 0, unverified: 5 },
        { assetType: "ipv4", verified: 1, unverified: 0 },
        { assetType: "ipv6", verified: 0, unverified: 0 },
      ],
    });
  });

  it("gives the last 30 UTC days oldest first with what discovery added each day, zero days included", async () => {
    const res = await get(owner, owner.tenantId);
    const trend = res.body.discoveryTrend as Schema<"DayFigure">[];
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ date: day(29), count: 1 });
    expect(trend[29]).toEqual({ date: day(0), count: 2 });
    expect(trend.slice(1, 29).every((point) => point.count === 0)).toBe(true);
    expect(trend.map((point) => point.date)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
  });

  it("never counts another organisation's rows: the second organisation sees only its own", async () => {
    const res = await get(other, other.tenantId);
    expect(res.status).toBe(200);
    expect(res.body.people).toEqual({ total: 2, groups: [{ name: "Sales", count: 2 }], other: 0 });
    expect(res.body.assets.total).toBe(4);
    expect(res.body.assets.verified).toBe(0);
    expect(res.body.discoveryTrend[29]).toEqual({ date: day(0), count: 1 });
  });

  it("answers 403 to a member of another organisation naming this one, and 403 without an organisation", async () => {
    expect((await get(other, owner.tenantId)).status).toBe(403);
    const none = await api.request("GET", FIGURES, { token: owner.accessToken });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe("OrganizationRequired");
  });

  it("answers 403 FeatureNotEnabled when the organisation has no inventory", async () => {
    await setFeatures(api, lone.tenantId, ["learning"]);
    const res = await get(lone, lone.tenantId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FeatureNotEnabled");
  });

  it("answers 422 for a groupLimit out of range, and 401 without a token", async () => {
    for (const bad of ["0", "51", "x"]) {
      expect((await get(owner, owner.tenantId, `?groupLimit=${bad}`)).status).toBe(422);
    }
    expect((await api.request("GET", FIGURES, { tenant: owner.tenantId })).status).toBe(401);
  });
});

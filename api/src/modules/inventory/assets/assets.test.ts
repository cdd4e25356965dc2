import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DnsServer, dnsmasqAvailable, startDnsServer } from "../../../test/dns-server.js";
import { addMember, createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import {
  ASSETS,
  addAssets,
  assetsByName,
  type Owner,
  setFeatures,
  startAssetsApi,
  superAdmin,
} from "./assets.fixtures.js";
import { AssetsRepository } from "./assets.repository.js";

// Discovery jobs run whenever a test drains the queue (every emailed link does): an empty zone on
// a local dnsmasq answers them at once, with nothing found, instead of the machine's resolver.
describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("assets", () => {
  let api: TestApi;
  let dns: DnsServer;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    dns = await startDnsServer({});
    api = await startAssetsApi({ DNS_SERVERS: dns.server });
    owner = await createOrganizationOwner(api, "Asset Owner Org");
    // The second organisation: nothing of it may ever show up in the first one's answers, and back.
    other = await createOrganizationOwner(api, "Other Org");
    await addAssets(api, other, ["other-org.com", "198.51.100.77"]);
  });
  afterAll(async () => {
    await api?.close();
    await dns?.close();
  });

  const as = (who: { accessToken: string; tenantId: string }) => ({ token: who.accessToken, tenant: who.tenantId });

  describe("createAssetsBatch", () => {
    it("adds domains, subdomains and addresses with the detected type in canonical form, discovery Requested for names", async () => {
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: {
          assets: [
            { name: "Batch-Example.COM." },
            { name: "www.batch-example.co.uk", assetType: "subdomain" },
            { name: "münchen-batch.de" },
            { name: "192.0.2.10" },
            { name: "2001:DB8:0:0:0:0:0:10" },
          ],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.existing).toEqual([]);
      const items = res.body.items as Schema<"Asset">[];
      expect(items.map((a) => [a.name, a.assetType, a.lastDiscoveryStatus])).toEqual([
        ["batch-example.com", "domain", "Requested"],
        ["www.batch-example.co.uk", "subdomain", "Requested"],
        ["xn--mnchen-batch-dlb.de", "domain", "Requested"],
        ["192.0.2.10", "ipv4", null],
        ["2001:db8::10", "ipv6", null],
      ]);
      for (const asset of items) {
        expect(asset).toMatchObject({
          origin: "manual",
          parentAssetId: null,
          verified: false,
          verifiedAt: null,
          monitored: false,
          monitoringBlockedReason: "NotVerified",
        });
      }
      const discoveries = await api.request("GET", `${ASSETS}/${items[0]?.id}/discoveries`, as(owner));
      expect(discoveries.body.items).toEqual([
        expect.objectContaining({ assetName: "batch-example.com", status: "Requested", finishedAt: null }),
      ]);
      const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=5`, {
        token: owner.accessToken,
      });
      expect(log.body.items[0]).toMatchObject({ eventName: "AssetsAdded", description: "5 assets added" });
    });

    it("answers names the organisation already has in `existing` and adds only the new ones, each once", async () => {
      await addAssets(api, owner, ["dup-example.com"]);
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: { assets: [{ name: "DUP-example.com" }, { name: "new-dup.com" }, { name: "new-dup.com." }] },
      });
      expect(res.status).toBe(201);
      expect(res.body.items.map((a: Schema<"Asset">) => a.name)).toEqual(["new-dup.com"]);
      expect(res.body.existing).toEqual(["dup-example.com"]);
      // The other organisation may have the same name: names are unique per organisation only.
      const theirs = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(other),
        body: { assets: [{ name: "dup-example.com" }] },
      });
      expect(theirs.body).toMatchObject({
        existing: [],
        items: [expect.objectContaining({ name: "dup-example.com" })],
      });
    });

    it("adds the host of a pasted URL, and says 'enter a host name, not a URL' when a URL has none", async () => {
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: { assets: [{ name: "https://GitHub-URL-Paste.com/foo" }] },
      });
      expect(res.status).toBe(201);
      expect(res.body.items.map((a: Schema<"Asset">) => [a.name, a.assetType])).toEqual([
        ["github-url-paste.com", "domain"],
      ]);
      const refused = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: { assets: [{ name: "https:///x" }] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          path: "body.assets.0.name",
          message: "Invalid domain or IP address: https:///x is a URL; enter a host name, not a URL",
        },
      ]);
    });

    it('returns 422 "No assets to be added" for an empty list', async () => {
      const res = await api.request("POST", `${ASSETS}/create/batch`, { ...as(owner), body: { assets: [] } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: "ValidationFailed",
        message: "No assets to be added",
        errors: [{ path: "body.assets", message: "No assets to be added" }],
      });
    });

    it("returns 422 with one error per invalid name (bad IPv4, IPv6, labels, length, wildcard, suffix) and saves nothing", async () => {
      // 80 characters as typed, 255 as punycode.
      const cjk = "日本語漢字中文字体测试域名网站服务器邮件";
      const longIdn = `${[0, 1, 2, 3, 4, 5]
        .map((offset) => Array.from({ length: 12 }, (_, i) => cjk[(i * 7 + offset) % cjk.length]).join(""))
        .join(".")}.cn`;
      const names = [
        "fine-but-refused.com",
        "256.1.1.1",
        "1.2.3",
        "2001:db8::g",
        "-bad.example.com",
        `${"a".repeat(64)}.example.com`,
        "*.example.com",
        "_sip.example.com",
        "example.con",
        longIdn,
        "co.uk",
      ];
      const before = (await assetsByName(api, owner)).size;
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: { assets: names.map((name) => ({ name })) },
      });
      expect(res.status).toBe(422);
      const prefix = "Invalid domain or IP address: ";
      expect(res.body.errors).toEqual([
        { path: "body.assets.1.name", message: `${prefix}256.1.1.1 is not a valid IPv4 address` },
        { path: "body.assets.2.name", message: `${prefix}1.2.3 is not a valid IPv4 address` },
        { path: "body.assets.3.name", message: `${prefix}2001:db8::g is not a valid IPv6 address` },
        {
          path: "body.assets.4.name",
          message: `${prefix}the label "-bad" may only hold letters, digits and inner hyphens`,
        },
        {
          path: "body.assets.5.name",
          message: `${prefix}the label aaaaaaaaaaaaaaaaaaaa… is longer than 63 characters`,
        },
        { path: "body.assets.6.name", message: `${prefix}*.example.com is a wildcard; add the domain itself instead` },
        {
          path: "body.assets.7.name",
          message: `${prefix}_sip.example.com contains an underscore, which host names may not`,
        },
        { path: "body.assets.8.name", message: `${prefix}example.con does not end in a known public suffix` },
        { path: "body.assets.9.name", message: `${prefix}the name is longer than 253 characters` },
        { path: "body.assets.10.name", message: `${prefix}co.uk is a public suffix, not a domain` },
      ]);
      expect(res.body.message).toBe(`${prefix}256.1.1.1 is not a valid IPv4 address`);
      expect((await assetsByName(api, owner)).size).toBe(before);
    });

    it("refuses an explicit assetType that disagrees with the detected one", async () => {
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(owner),
        body: {
          assets: [
            { name: "www.mismatch.com", assetType: "domain" },
            { name: "192.0.2.99", assetType: "ipv6" },
          ],
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          path: "body.assets.0.assetType",
          message: "Invalid domain or IP address: www.mismatch.com is a subdomain, not a domain",
        },
        { path: "body.assets.1.assetType", message: "Invalid domain or IP address: 192.0.2.99 is a ipv4, not a ipv6" },
      ]);
    });

    it('returns 403 OrganizationRequired "Organization must be set!" without x-tenant-id', async () => {
      const res = await api.request("POST", `${ASSETS}/create/batch`, {
        token: owner.accessToken,
        body: { assets: [{ name: "no-org.com" }] },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "OrganizationRequired", message: "Organization must be set!" });
    });

    it("returns 403 to a member of another organisation, and to a Viewer (who can read)", async () => {
      const stranger = await api.request("POST", `${ASSETS}/create/batch`, {
        token: other.accessToken,
        tenant: owner.tenantId,
        body: { assets: [{ name: "intruder.com" }] },
      });
      expect(stranger.status).toBe(403);
      const viewer = await addMember(api, owner, ["Viewer"]);
      const refused = await api.request("POST", `${ASSETS}/create/batch`, {
        ...as(viewer),
        body: { assets: [{ name: "viewer-added.com" }] },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "Forbidden", message: "Not allowed" });
      const list = await api.request("GET", `${ASSETS}/list`, as(viewer));
      expect(list.status).toBe(200);
      expect(list.body.items.map((a: Schema<"Asset">) => a.name)).not.toContain("viewer-added.com");
    });
  });

  describe("feature", () => {
    it("returns 403 FeatureNotEnabled on every asset call while the organisation lacks the inventory feature", async () => {
      const org = await createOrganizationOwner(api, "No Inventory Org");
      const { "feature-off.com": asset } = await addAssets(api, org, ["feature-off.com"]);
      await setFeatures(api, org.tenantId, ["learning"]);
      for (const [method, path] of [
        ["GET", `${ASSETS}/list`],
        ["GET", `${ASSETS}/${asset?.id}`],
        ["POST", `${ASSETS}/create/batch`],
      ] as const) {
        const res = await api.request(method, path, {
          ...as(org),
          ...(method === "POST" ? { body: { assets: [{ name: "x.com" }] } } : {}),
        });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: "FeatureNotEnabled",
          message: "Inventory is not enabled for this organization",
        });
      }
    });
  });

  describe("listAssets", () => {
    let org: Owner;
    let byName: Record<string, Schema<"Asset">>;
    beforeAll(async () => {
      org = await createOrganizationOwner(api, "List Org");
      byName = await addAssets(api, org, ["alpha-list.com", "www.alpha-list.com", "203.0.113.5", "2001:db8::5"]);
      await addAssets(api, org, ["betalist-50.com"]);
    });

    const names = async (query: string) => {
      const res = await api.request("GET", `${ASSETS}/list${query}`, as(org));
      expect(res.status).toBe(200);
      return { names: res.body.items.map((a: Schema<"Asset">) => a.name) as string[], total: res.body.total as number };
    };

    it("lists the organisation's assets newest first with the total, and pages with skip and limit", async () => {
      const all = await names("");
      expect(all.total).toBe(5);
      expect(all.names[0]).toBe("betalist-50.com");
      expect(all.names).not.toContain("other-org.com");
      const page = await names("?skip=1&limit=2");
      expect(page).toEqual({ names: all.names.slice(1, 3), total: 5 });
    });

    it("filters by search (case-insensitive, % and _ taken literally), type, origin, verification, monitoring and ids", async () => {
      expect((await names("?search=ALPHA")).names.sort()).toEqual(["alpha-list.com", "www.alpha-list.com"]);
      expect((await names("?search=%25")).total).toBe(0);
      expect((await names("?search=_")).total).toBe(0);
      expect((await names("?assetType=ipv6")).names).toEqual(["2001:db8::5"]);
      expect((await names("?origin=automatic")).total).toBe(0);
      expect((await names("?origin=manual")).total).toBe(5);
      expect((await names("?verified=true")).total).toBe(0);
      expect((await names("?monitored=false")).total).toBe(5);
      const ids = `?ids=${byName["203.0.113.5"]?.id}&ids=${byName["alpha-list.com"]?.id}`;
      expect((await names(ids)).names.sort()).toEqual(["203.0.113.5", "alpha-list.com"]);
    });

    it("never lists another organisation's assets, even asked for by id", async () => {
      const theirs = await assetsByName(api, other);
      const res = await names(`?ids=${theirs.get("other-org.com")?.id}`);
      expect(res).toEqual({ names: [], total: 0 });
    });
  });

  describe("getAsset and deleteAsset", () => {
    it("answers 404 for another organisation's asset on every asset call", async () => {
      const theirs = (await assetsByName(api, other)).get("other-org.com");
      const base = `${ASSETS}/${theirs?.id}`;
      for (const [method, path, body] of [
        ["GET", base],
        ["DELETE", base],
        ["GET", `${base}/verification`],
        ["POST", `${base}/verification/verify`],
        ["PUT", `${base}/monitoring`, { monitored: false }],
        ["GET", `${base}/dns-records`],
        ["GET", `${base}/dns-records/A/history`],
        ["GET", `${base}/ip-info`],
        ["GET", `${base}/ip-info/history`],
        ["GET", `${base}/discoveries`],
        ["POST", `${base}/discoveries`],
      ] as const) {
        const res = await api.request(method, path, { ...as(owner), ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      expect((await assetsByName(api, other)).has("other-org.com")).toBe(true);
    });

    it("deletes an asset with its discoveries, records it in the activity log, then answers 404", async () => {
      const { "delete-me.com": asset } = await addAssets(api, owner, ["delete-me.com"]);
      const got = await api.request("GET", `${ASSETS}/${asset?.id}`, as(owner));
      expect(got.body).toMatchObject({ name: "delete-me.com", assetType: "domain" });
      const deleted = await api.request("DELETE", `${ASSETS}/${asset?.id}`, as(owner));
      expect(deleted.status).toBe(204);
      expect((await api.request("GET", `${ASSETS}/${asset?.id}`, as(owner))).status).toBe(404);
      expect((await api.request("GET", `${ASSETS}/${asset?.id}/discoveries`, as(owner))).status).toBe(404);
      const left = await api.platform.db
        .selectFrom("asset_discoveries")
        .select("id")
        .where("asset_id", "=", asset?.id ?? "")
        .execute();
      expect(left).toEqual([]);
      // The queued discovery of the deleted asset finds nothing to do.
      await api.drainJobs();
      const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=5`, {
        token: owner.accessToken,
      });
      expect(log.body.items[0]).toMatchObject({ eventName: "AssetDeleted", description: "delete-me.com deleted" });
    });

    it("refuses a Viewer's delete with 403 and keeps the asset", async () => {
      const { "keep-me.com": asset } = await addAssets(api, owner, ["keep-me.com"]);
      const viewer = await addMember(api, owner, ["Viewer"]);
      const res = await api.request("DELETE", `${ASSETS}/${asset?.id}`, as(viewer));
      expect(res.status).toBe(403);
      expect((await api.request("GET", `${ASSETS}/${asset?.id}`, as(owner))).status).toBe(200);
    });
  });

  describe("deleteAssetsBatch", () => {
    const BATCH = `${ASSETS}/delete/batch`;

    it("deletes several assets at once, repeated ids once, each recorded in the activity log", async () => {
      const added = await addAssets(api, owner, ["batch-gone-1.com", "batch-gone-2.com", "192.0.2.201"]);
      const ids = ["batch-gone-1.com", "192.0.2.201"].map((name) => added[name]?.id ?? "");
      const res = await api.request("POST", BATCH, { ...as(owner), body: { assetIds: [...ids, ids[0]] } });
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([
        { id: ids[0], name: "batch-gone-1.com", assetType: "domain" },
        { id: ids[1], name: "192.0.2.201", assetType: "ipv4" },
      ]);
      const left = await assetsByName(api, owner);
      expect(left.has("batch-gone-1.com")).toBe(false);
      expect(left.has("192.0.2.201")).toBe(false);
      expect(left.has("batch-gone-2.com")).toBe(true);
      const discoveries = await api.platform.db
        .selectFrom("asset_discoveries")
        .select("id")
        .where("asset_id", "in", ids)
        .execute();
      expect(discoveries).toEqual([]);
      const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=5`, {
        token: owner.accessToken,
      });
      const descriptions = (log.body.items as Array<{ eventName: string; description: string }>)
        .filter((item) => item.eventName === "AssetDeleted")
        .map((item) => item.description);
      expect(descriptions).toEqual(expect.arrayContaining(["batch-gone-1.com deleted", "192.0.2.201 deleted"]));
    });

    it("deletes nothing and answers 404 when one id is another organisation's (or unknown)", async () => {
      const mine = (await addAssets(api, owner, ["batch-keep.com"]))["batch-keep.com"]?.id ?? "";
      const theirs = (await assetsByName(api, other)).get("other-org.com")?.id ?? "";
      for (const stranger of [theirs, "a0000000-0000-4000-8000-00000000beef"]) {
        const res = await api.request("POST", BATCH, { ...as(owner), body: { assetIds: [mine, stranger] } });
        expect(res.status).toBe(404);
      }
      expect((await assetsByName(api, owner)).has("batch-keep.com")).toBe(true);
      expect((await assetsByName(api, other)).has("other-org.com")).toBe(true);
    });

    it("refuses an empty list, a malformed id and a Viewer, changing nothing", async () => {
      const mine = (await addAssets(api, owner, ["batch-stay.com"]))["batch-stay.com"]?.id ?? "";
      expect((await api.request("POST", BATCH, { ...as(owner), body: { assetIds: [] } })).status).toBe(422);
      expect((await api.request("POST", BATCH, { ...as(owner), body: { assetIds: ["not-an-id"] } })).status).toBe(422);
      expect((await api.request("POST", BATCH, { ...as(owner), body: {} })).status).toBe(422);
      const viewer = await addMember(api, owner, ["Viewer"]);
      expect((await api.request("POST", BATCH, { ...as(viewer), body: { assetIds: [mine] } })).status).toBe(403);
      expect((await assetsByName(api, owner)).has("batch-stay.com")).toBe(true);
    });
  });

  describe("manual verification and monitoring", () => {
    let org: Owner;
    let asset: Schema<"Asset">;
    let inventoryAdmin: Awaited<ReturnType<typeof superAdmin>>;
    beforeAll(async () => {
      org = await createOrganizationOwner(api, "Monitoring Org");
      asset = (await addAssets(api, org, ["monitor-me.com"]))["monitor-me.com"] as Schema<"Asset">;
      inventoryAdmin = await superAdmin(api, ["ManageInventory"]);
    });

    const monitor = (who: { accessToken: string }, monitored: boolean) =>
      api.request("PUT", `${ASSETS}/${asset.id}/monitoring`, {
        token: who.accessToken,
        tenant: org.tenantId,
        body: { monitored },
      });
    const verification = (who: { accessToken: string }, verified: boolean) =>
      api.request("PUT", `${ASSETS}/${asset.id}/verification`, {
        token: who.accessToken,
        tenant: org.tenantId,
        body: { verified },
      });
    const blockedReasonFor = async (who: { accessToken: string }) =>
      (await api.request("GET", `${ASSETS}/${asset.id}`, { token: who.accessToken, tenant: org.tenantId })).body
        .monitoringBlockedReason;

    it("refuses to start monitoring in order: no permission 403, no monitoring feature 403, unverified 409; the asset says why", async () => {
      const viewer = await addMember(api, org, ["Viewer"]);
      const byViewer = await monitor(viewer, true);
      expect(byViewer.status).toBe(403);
      expect(byViewer.body).toMatchObject({ code: "Forbidden", message: "Not allowed" });
      expect(await blockedReasonFor(viewer)).toBe("NotAllowed");

      const unverified = await monitor(org, true);
      expect(unverified.status).toBe(409);
      expect(unverified.body).toMatchObject({ code: "AssetNotVerified", message: "Asset must be verified first" });
      expect(await blockedReasonFor(org)).toBe("NotVerified");

      await setFeatures(api, org.tenantId, ["inventory"]);
      const noFeature = await monitor(org, true);
      expect(noFeature.status).toBe(403);
      expect(noFeature.body).toMatchObject({ code: "FeatureNotEnabled", message: "Vulnerability feature not enabled" });
      expect(await blockedReasonFor(org)).toBe("FeatureNotEnabled");
      // The permission still comes first for someone who lacks it.
      expect((await monitor(viewer, true)).body.message).toBe("Not allowed");
      expect(await blockedReasonFor(viewer)).toBe("NotAllowed");
      await setFeatures(api, org.tenantId, ["inventory", "monitoring"]);
    });

    it("lets only super-admins with ManageInventory verify and unverify by hand", async () => {
      const byOwner = await verification(org, true);
      expect(byOwner.status).toBe(403);
      const reader = await superAdmin(api, ["ReadTenants"]);
      expect((await verification(reader, true)).status).toBe(403);
      // The other organisation's owner is not let in at all.
      expect((await verification(other, true)).status).toBe(403);

      const verified = await verification(inventoryAdmin, true);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        assetId: asset.id,
        name: "monitor-me.com",
        verified: true,
        method: "manual",
        message: "monitor-me.com is now verifed",
      });
      expect(verified.body.verifiedAt).not.toBeNull();
      expect(await blockedReasonFor(org)).toBeNull();
    });

    it("starts monitoring a verified asset with a scheduled check; unverifying by hand stops it and its schedule", async () => {
      const started = await monitor(org, true);
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ monitored: true, verified: true, monitoringBlockedReason: null });
      const pending = await api.platform.db
        .selectFrom("jobs")
        .select(["run_at", "payload"])
        .where("type", "=", "inventory.asset-check")
        .where("status", "=", "pending")
        .where("payload", "like", `%${asset.id}%`)
        .execute();
      expect(pending).toHaveLength(1);
      // The default interval is 360 minutes.
      expect(Date.parse(pending[0]?.run_at ?? "") - Date.now()).toBeGreaterThan(359 * 60_000);
      // Starting again changes nothing and queues nothing more.
      expect((await monitor(org, true)).status).toBe(200);

      const unverified = await verification(inventoryAdmin, false);
      expect(unverified.body).toMatchObject({ verified: false, method: null, verifiedAt: null, message: null });
      const after = await api.request("GET", `${ASSETS}/${asset.id}`, as(org));
      expect(after.body).toMatchObject({ monitored: false, verified: false, monitoringBlockedReason: "NotVerified" });

      await api.drainEvents();
      const log = await api.request("GET", `/api/v1/activity-logs/tenants/${org.tenantId}?limit=10`, {
        token: org.accessToken,
      });
      expect(log.body.items.slice(0, 3).map((entry: Schema<"ActivityLog">) => entry.eventName)).toEqual([
        "AssetUnverified",
        "AssetMonitoringStarted",
        "AssetVerified",
      ]);
      expect(log.body.items[0].description).toBe("monitor-me.com unverified by hand; monitoring stopped");
    });

    it("lets an inventory super-admin who is not a member read the organisation's assets", async () => {
      const res = await api.request("GET", `${ASSETS}/list`, {
        token: inventoryAdmin.accessToken,
        tenant: org.tenantId,
      });
      expect(res.status).toBe(200);
      expect(res.body.items.map((a: Schema<"Asset">) => a.name)).toEqual(["monitor-me.com"]);
    });

    it("stops monitoring without needing the feature or verification", async () => {
      await verification(inventoryAdmin, true);
      expect((await monitor(org, true)).status).toBe(200);
      await setFeatures(api, org.tenantId, ["inventory"]);
      const stopped = await monitor(org, false);
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({ monitored: false, monitoringBlockedReason: "FeatureNotEnabled" });
      await setFeatures(api, org.tenantId, ["inventory", "monitoring"]);
    });
  });

  describe("AssetsRepository.iterate (exports)", () => {
    it("yields every matching asset of the organisation once, newest first, across keyset pages", async () => {
      const org = await createOrganizationOwner(api, "Iterate Org");
      const repository = new AssetsRepository(api.platform.db, org.tenantId);
      // Two batches with one timestamp each: ties on created_at must be ordered by id, not lost.
      const batch = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, i) => ({
          name: `${prefix}-${i}.iterate.com`,
          assetType: "subdomain" as const,
          origin: "automatic" as const,
          parentAssetId: null,
        }));
      await repository.insertMany(batch("old", 700), "2026-01-01T00:00:00.000Z");
      await repository.insertMany(batch("new", 650), "2026-01-02T00:00:00.000Z");
      await repository.insertMany(
        [{ name: "192.0.2.200", assetType: "ipv4", origin: "manual", parentAssetId: null }],
        "2026-01-03T00:00:00.000Z",
      );
      const all: string[] = [];
      for await (const asset of repository.iterate({})) all.push(asset.name);
      expect(all).toHaveLength(1351);
      expect(new Set(all).size).toBe(1351);
      expect(all[0]).toBe("192.0.2.200");
      expect(all.slice(1, 651).every((name) => name.startsWith("new-"))).toBe(true);
      const page = await repository.list({}, 0, 1351);
      expect(page.items.map((asset) => asset.name)).toEqual(all);

      const filtered: string[] = [];
      for await (const asset of repository.iterate({ search: "old-1", assetType: "subdomain" }))
        filtered.push(asset.name);
      expect(filtered).toHaveLength(111); // old-1, old-10..old-19, old-100..old-199
      const mine = new Set(all);
      for await (const asset of new AssetsRepository(api.platform.db, other.tenantId).iterate({})) {
        expect(mine.has(asset.name)).toBe(false);
      }
    });
  });

  describe("embed tokens", () => {
    it("read assets through an embed token for the assets widget, blocked from monitoring and from writes", async () => {
      await addAssets(api, owner, ["embedded.com"]);
      const minted = await api.request("POST", "/api/v1/users/embed-tokens", {
        token: owner.accessToken,
        body: { tenantId: owner.tenantId, widgets: ["assets"] },
      });
      expect(minted.status).toBe(201);
      const embed = { token: minted.body.token as string, tenant: owner.tenantId };
      const list = await api.request("GET", `${ASSETS}/list?search=embedded`, embed);
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ name: "embedded.com", monitoringBlockedReason: "NotAllowed" }),
      ]);
      const write = await api.request("POST", `${ASSETS}/create/batch`, {
        ...embed,
        body: { assets: [{ name: "embed-write.com" }] },
      });
      expect(write.status).toBe(403);
    });
  });
});

import dgram from "node:dgram";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResolver, type Resolver } from "../../../platform/net/resolver.js";
import { type DnsServer, type DnsZone, dnsmasqAvailable, startDnsServer } from "../../../test/dns-server.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import {
  ASSETS,
  addAssets,
  assetsByName,
  type Owner,
  startAssetsApi,
  startHttpServer,
  superAdmin,
} from "./assets.fixtures.js";
import { discover } from "./discovery.js";

const ACME: DnsZone = {
  a: {
    "acme-corp.com": ["8.8.8.8"],
    "www.acme-corp.com": ["8.8.4.4"],
    "vpn.acme-corp.com": ["9.9.9.9"],
    "mx-primary.acme-corp.com": ["1.1.1.1"],
    "dns-a.acme-corp.com": ["1.0.0.1"],
    "ct-only.acme-corp.com": ["149.112.112.112"],
  },
  aaaa: { "www.acme-corp.com": ["2001:4860:4860::8888"] },
  mx: { "acme-corp.com": [{ priority: 10, exchange: "mx-primary.acme-corp.com" }] },
  ns: { "acme-corp.com": ["dns-a.acme-corp.com", "ns1.elsewhere.net"] },
  txt: { "acme-corp.com": ["v=spf1 -all"] },
  soa: {
    "acme-corp.com": {
      nsname: "dns-a.acme-corp.com",
      hostmaster: "hostmaster.acme-corp.com",
      serial: 2024010101,
      refresh: 7200,
      retry: 3600,
      expire: 1209600,
      minttl: 300,
    },
  },
};

const withChange = (ip: string): DnsZone => ({ ...ACME, a: { ...ACME.a, "change-corp.com": [ip] } });

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("asset discovery, DNS records and IP info", () => {
  let dns: DnsServer;
  let ct: Awaited<ReturnType<typeof startHttpServer>>;
  const ctQueries: string[] = [];
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let acme: Schema<"Asset">;

  beforeAll(async () => {
    dns = await startDnsServer(withChange("8.8.8.8"));
    // A crt.sh-compatible search: wildcard names, names already found elsewhere, a name that no
    // longer resolves and one outside the domain, as real logs have them.
    ct = await startHttpServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://ct.test");
      ctQueries.push(`${url.searchParams.get("q")}|${url.searchParams.get("output")}`);
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify([
            { issuer_name: "C=US, O=Let's Encrypt", name_value: "acme-corp.com\n*.acme-corp.com" },
            { name_value: "ct-only.acme-corp.com\nwww.acme-corp.com" },
            { name_value: "retired.acme-corp.com" },
            { name_value: "shop.unrelated.org" },
          ]),
        );
    });
    api = await startAssetsApi({ DNS_SERVERS: dns.server, CT_LOG_URL: ct.url });
    owner = await createOrganizationOwner(api, "Discovering Org");
    other = await createOrganizationOwner(api, "Other Org");
    await addAssets(api, other, ["other-org.com"]);
    acme = (await addAssets(api, owner, ["acme-corp.com"]))["acme-corp.com"] as Schema<"Asset">;
    await api.drainJobs();
  });
  afterAll(async () => {
    await api?.close();
    await ct?.close();
    await dns?.close();
  });

  const get = (path: string, who: Owner = owner) =>
    api.request("GET", path, { token: who.accessToken, tenant: who.tenantId });

  it("completes with the subdomains from the wordlist, MX and NS targets and CT, and their addresses", async () => {
    const runs = await get(`${ASSETS}/${acme.id}/discoveries`);
    expect(runs.body.total).toBe(1);
    const run = runs.body.items[0] as Schema<"AssetDiscovery">;
    expect(run).toMatchObject({ assetId: acme.id, assetName: "acme-corp.com", status: "Completed", error: null });
    expect(run.finishedAt).not.toBeNull();
    expect(run.discoveryData.sources).toEqual(["dns", "wordlist", "certificateTransparency"]);
    expect(run.discoveryData.newlyDiscoveredAssets.map((a) => [a.name, a.assetType])).toEqual([
      ["ct-only.acme-corp.com", "subdomain"],
      ["dns-a.acme-corp.com", "subdomain"],
      ["mx-primary.acme-corp.com", "subdomain"],
      ["vpn.acme-corp.com", "subdomain"],
      ["www.acme-corp.com", "subdomain"],
      ["1.0.0.1", "ipv4"],
      ["1.1.1.1", "ipv4"],
      ["149.112.112.112", "ipv4"],
      ["2001:4860:4860::8888", "ipv6"],
      ["8.8.4.4", "ipv4"],
      ["8.8.8.8", "ipv4"],
      ["9.9.9.9", "ipv4"],
    ]);
    expect(ctQueries).toContain("%.acme-corp.com|json");

    const automatic = await get(`${ASSETS}/list?origin=automatic&limit=100`);
    expect(automatic.body.total).toBe(12);
    for (const asset of automatic.body.items as Schema<"Asset">[]) {
      expect(asset).toMatchObject({ origin: "automatic", parentAssetId: acme.id, verified: false });
    }
    const ids = run.discoveryData.newlyDiscoveredAssets.map((a) => `ids=${a.id}`).join("&");
    expect((await get(`${ASSETS}/list?${ids}&limit=100`)).body.total).toBe(12);
    expect((await get(`${ASSETS}/${acme.id}`)).body.lastDiscoveryStatus).toBe("Completed");
    const one = await get(`${ASSETS}/${acme.id}/discoveries/${run.id}`);
    expect(one.body).toEqual(run);
  });

  it("keeps the other organisation apart: none of the discovered assets, no access to the run", async () => {
    const theirs = await assetsByName(api, other);
    expect([...theirs.keys()]).toEqual(["other-org.com"]);
    const run = (await get(`${ASSETS}/${acme.id}/discoveries`)).body.items[0];
    expect((await get(`${ASSETS}/${acme.id}/discoveries/${run.id}`, other)).status).toBe(404);
    // Nor through one of its own assets' paths.
    const otherAsset = theirs.get("other-org.com");
    expect((await get(`${ASSETS}/${otherAsset?.id}/discoveries/${run.id}`, other)).status).toBe(404);
  });

  it("stores the asset's DNS records and IP info with the discovery, and first checks the new assets", async () => {
    const records = await get(`${ASSETS}/${acme.id}/dns-records`);
    expect(records.body.checkedAt).not.toBeNull();
    const byType = Object.fromEntries(
      (records.body.records as Schema<"DnsRecordSet">[]).map((set) => [set.type, set.values]),
    );
    expect(byType).toEqual({
      A: ["8.8.8.8"],
      AAAA: [],
      MX: ["10 mx-primary.acme-corp.com"],
      NS: ["dns-a.acme-corp.com", "ns1.elsewhere.net"],
      SOA: ["dns-a.acme-corp.com hostmaster.acme-corp.com 2024010101 7200 3600 1209600 300"],
      TXT: ["v=spf1 -all"],
    });
    const aaaa = (records.body.records as Schema<"DnsRecordSet">[]).find((set) => set.type === "AAAA");
    expect(aaaa?.changedAt).toBeNull();

    const ipInfo = await get(`${ASSETS}/${acme.id}/ip-info`);
    expect(ipInfo.body.checkedAt).not.toBeNull();
    expect(ipInfo.body.items).toEqual([
      { ip: "8.8.8.8", reverseDns: ["acme-corp.com"], asn: 15169, asOrganization: "Google LLC", country: "US" },
    ]);

    const www = (await assetsByName(api, owner)).get("www.acme-corp.com");
    const wwwRecords = await get(`${ASSETS}/${www?.id}/dns-records`);
    expect(wwwRecords.body.checkedAt).not.toBeNull();
    expect(wwwRecords.body.records.find((set: Schema<"DnsRecordSet">) => set.type === "AAAA").values).toEqual([
      "2001:4860:4860::8888",
    ]);
    const wwwIps = await get(`${ASSETS}/${www?.id}/ip-info`);
    expect(wwwIps.body.items.map((info: Schema<"IpInfo">) => info.ip)).toEqual(["2001:4860:4860::8888", "8.8.4.4"]);
  });

  it("answers a Requested run instead of starting a second one; a new run adds only what is new", async () => {
    await dns.update({
      ...withChange("8.8.8.8"),
      a: { ...withChange("8.8.8.8").a, "staging.acme-corp.com": ["8.8.8.8"] },
    });
    const first = await api.request("POST", `${ASSETS}/${acme.id}/discoveries`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: "Requested", finishedAt: null });
    const second = await api.request("POST", `${ASSETS}/${acme.id}/discoveries`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(second.body.id).toBe(first.body.id);
    expect((await get(`${ASSETS}/${acme.id}`)).body.lastDiscoveryStatus).toBe("Requested");
    await api.drainJobs();
    const run = await get(`${ASSETS}/${acme.id}/discoveries/${first.body.id}`);
    expect(run.body.status).toBe("Completed");
    expect(run.body.discoveryData.newlyDiscoveredAssets.map((a: Schema<"DiscoveredAsset">) => a.name)).toEqual([
      "staging.acme-corp.com",
    ]);
    expect((await get(`${ASSETS}/${acme.id}/discoveries`)).body.total).toBe(2);
    await dns.update(withChange("8.8.8.8"));
  });

  it("refuses discovery of an IP address with 422", async () => {
    const ip = (await assetsByName(api, owner)).get("8.8.8.8");
    const res = await api.request("POST", `${ASSETS}/${ip?.id}/discoveries`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Discovery is only for domains and subdomains");
  });

  it("shows no IP info or DNS records before an address's first check, and its IP info after", async () => {
    const { "208.67.222.222": ip } = await addAssets(api, owner, ["208.67.222.222"]);
    expect((await get(`${ASSETS}/${ip?.id}/ip-info`)).body).toEqual({ assetId: ip?.id, checkedAt: null, items: [] });
    expect((await get(`${ASSETS}/${ip?.id}/ip-info/history`)).body).toEqual({ items: [], total: 0 });
    expect((await get(`${ASSETS}/${ip?.id}/dns-records`)).body).toEqual({
      assetId: ip?.id,
      checkedAt: null,
      records: [],
    });
    await api.drainJobs();
    const after = await get(`${ASSETS}/${ip?.id}/ip-info`);
    expect(after.body.checkedAt).not.toBeNull();
    expect(after.body.items).toEqual([
      { ip: "208.67.222.222", reverseDns: [], asn: 36692, asOrganization: "Cisco OpenDNS, LLC", country: "US" },
    ]);
    const history = await get(`${ASSETS}/${ip?.id}/ip-info/history`);
    expect(history.body.total).toBe(1);
    expect(history.body.items[0].firstSeenAt).toBe(after.body.checkedAt);
  });

  describe("monitoring", () => {
    let asset: Schema<"Asset">;
    const makeTicksDue = () =>
      api.platform.db
        .updateTable("jobs")
        .set({ run_at: new Date().toISOString() })
        .where("type", "=", "inventory.asset-check")
        .where("status", "=", "pending")
        .execute();
    const pendingTicks = () =>
      api.platform.db
        .selectFrom("jobs")
        .select("payload")
        .where("type", "=", "inventory.asset-check")
        .where("status", "=", "pending")
        .where("payload", "like", `%${asset.id}%`)
        .execute();
    const history = async (type: string) => (await get(`${ASSETS}/${asset.id}/dns-records/${type}/history`)).body;

    beforeAll(async () => {
      asset = (await addAssets(api, owner, ["change-corp.com"]))["change-corp.com"] as Schema<"Asset">;
      await api.drainJobs();
      const admin = await superAdmin(api, ["ManageInventory"]);
      const verified = await api.request("PUT", `${ASSETS}/${asset.id}/verification`, {
        token: admin.accessToken,
        tenant: owner.tenantId,
        body: { verified: true },
      });
      expect(verified.status).toBe(200);
      const started = await api.request("PUT", `${ASSETS}/${asset.id}/monitoring`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
        body: { monitored: true },
      });
      expect(started.body.monitored).toBe(true);
    });

    it("a scheduled check that sees the same values moves lastSeenAt and schedules the next check", async () => {
      const before = await history("A");
      expect(before.total).toBe(1);
      await makeTicksDue();
      await api.drainJobs();
      const after = await history("A");
      expect(after.total).toBe(1);
      expect(after.items[0].values).toEqual(["8.8.8.8"]);
      expect(after.items[0].firstSeenAt).toBe(before.items[0].firstSeenAt);
      expect(after.items[0].lastSeenAt > before.items[0].lastSeenAt).toBe(true);
      expect(await pendingTicks()).toHaveLength(1);
    });

    it("a changed record opens a new history entry, newest first, and the IP info follows", async () => {
      await dns.update(withChange("8.8.4.4"));
      await makeTicksDue();
      await api.drainJobs();
      const changed = await history("A");
      expect(changed.total).toBe(2);
      expect(changed.items.map((entry: Schema<"DnsRecordHistoryEntry">) => entry.values)).toEqual([
        ["8.8.4.4"],
        ["8.8.8.8"],
      ]);
      const current = await get(`${ASSETS}/${asset.id}/dns-records`);
      const a = current.body.records.find((set: Schema<"DnsRecordSet">) => set.type === "A");
      expect(a).toEqual({ type: "A", values: ["8.8.4.4"], changedAt: changed.items[0].firstSeenAt });
      const ips = await get(`${ASSETS}/${asset.id}/ip-info`);
      expect(ips.body.items.map((info: Schema<"IpInfo">) => info.ip)).toEqual(["8.8.4.4"]);
      const ipHistory = await get(`${ASSETS}/${asset.id}/ip-info/history`);
      expect(ipHistory.body.items.map((info: Schema<"IpInfoHistoryEntry">) => info.ip)).toEqual(["8.8.4.4", "8.8.8.8"]);
      // Paging the history.
      expect((await get(`${ASSETS}/${asset.id}/dns-records/A/history?skip=1&limit=1`)).body).toMatchObject({
        total: 2,
        items: [expect.objectContaining({ values: ["8.8.8.8"] })],
      });
      expect((await history("MX")).total).toBe(0);
    });

    it("stopping monitoring ends the schedule: the pending check does nothing and queues no other", async () => {
      const stopped = await api.request("PUT", `${ASSETS}/${asset.id}/monitoring`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
        body: { monitored: false },
      });
      expect(stopped.body.monitored).toBe(false);
      const checkedAt = (await get(`${ASSETS}/${asset.id}/dns-records`)).body.checkedAt;
      await dns.update(withChange("1.1.1.1"));
      await makeTicksDue();
      await api.drainJobs();
      expect((await get(`${ASSETS}/${asset.id}/dns-records`)).body.checkedAt).toBe(checkedAt);
      expect((await history("A")).total).toBe(2);
      expect(await pendingTicks()).toHaveLength(0);
    });
  });
});

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("discovery with a dead resolver", () => {
  let silent: dgram.Socket;
  let api: TestApi;
  beforeAll(async () => {
    // A DNS server that never answers: every lookup runs into its timeout.
    silent = dgram.createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", () => resolve()));
    api = await startAssetsApi({ DNS_SERVERS: `127.0.0.1:${silent.address().port}` });
  });
  afterAll(async () => {
    await api?.close();
    silent?.close();
  });

  it("ends Failed with the lookup's error when DNS times out", async () => {
    const owner = await createOrganizationOwner(api, "Dead DNS Org");
    const { "dead-dns.com": asset } = await addAssets(api, owner, ["dead-dns.com"]);
    await api.drainJobs();
    const runs = await api.request("GET", `${ASSETS}/${asset?.id}/discoveries`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(runs.body.items[0]).toMatchObject({
      status: "Failed",
      discoveryData: { newlyDiscoveredAssets: [], sources: [] },
    });
    expect(runs.body.items[0].error).toMatch(/^DNS lookup of (\S+\.)?dead-dns\.com \([A-Z]+\) timed out$/);
    expect(runs.body.items[0].finishedAt).not.toBeNull();
    const after = await api.request("GET", `${ASSETS}/${asset?.id}`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(after.body.lastDiscoveryStatus).toBe("Failed");
    expect((await assetsByName(api, owner)).size).toBe(1);
  });
});

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("discovery under wildcard DNS", () => {
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer({ a: { "wild-corp.com": ["8.8.8.8"], "www.wild-corp.com": ["8.8.4.4"] } });
  });
  afterAll(async () => {
    await dns?.close();
  });

  it("skips wordlist names that answer only the wildcard's address, and keeps real hosts", async () => {
    const real = createResolver({ servers: [dns.server], timeoutMs: 2000 });
    // The test server has no wildcard records, so any other name under the zone answers the
    // wildcard's address here, as `*.wild-corp.com A 203.0.113.9` would.
    const wildcard = async (name: string, answer: string[]) =>
      answer.length === 0 && name.endsWith(".wild-corp.com") ? ["203.0.113.9"] : answer;
    const resolver: Resolver = { ...real, a: async (name) => wildcard(name, await real.a(name)) };
    const findings = await discover(
      { name: "wild-corp.com", assetType: "domain" },
      { resolver, ctLogUrl: undefined, allowPrivateNetwork: false },
    );
    expect(findings.candidates).toEqual([
      { name: "www.wild-corp.com", assetType: "subdomain" },
      { name: "8.8.4.4", assetType: "ipv4" },
      { name: "8.8.8.8", assetType: "ipv4" },
    ]);
    expect(findings.sources).toEqual(["dns", "wordlist"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DnsServer, dnsmasqAvailable, startDnsServer } from "../../test/dns-server.js";
import { ipDatabaseInfo, lookupIp, lookupNetwork } from "./ip-info.js";
import { NetError } from "./net-error.js";
import { createResolver, type Resolver } from "./resolver.js";

describe("lookupNetwork", () => {
  // The first call loads the database; it gets its own generous timeout on slow machines.
  it("finds the AS and country of well-known IPv4 addresses", { timeout: 60_000 }, async () => {
    const google = await lookupNetwork("8.8.8.8");
    expect(google).toMatchObject({ asn: 15169, country: "US" });
    expect(google.asOrganization).toMatch(/google/i);
    const cloudflare = await lookupNetwork("1.1.1.1");
    expect(cloudflare.asn).toBe(13335);
    expect(cloudflare.asOrganization).toMatch(/cloudflare/i);
    expect(cloudflare.country).toMatch(/^[A-Z]{2}$/);
  });

  it("finds the AS and country of IPv6 addresses", async () => {
    expect(await lookupNetwork("2001:4860:4860::8888")).toMatchObject({ asn: 15169, country: "US" });
    const cloudflare = await lookupNetwork("2606:4700:4700::1111");
    expect(cloudflare).toMatchObject({ asn: 13335, country: "US" });
    expect(cloudflare.asOrganization).toMatch(/cloudflare/i);
  });

  it("looks up an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    expect(await lookupNetwork("::ffff:8.8.8.8")).toEqual(await lookupNetwork("8.8.8.8"));
  });

  it("answers nulls for private, loopback and documentation addresses", async () => {
    for (const ip of [
      "10.0.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "100.64.0.1",
      "192.0.2.1",
      "::1",
      "fd00::1",
      "2001:db8::1",
    ]) {
      expect(await lookupNetwork(ip), ip).toEqual({ asn: null, asOrganization: null, country: null });
    }
  });

  it("throws a NetError for something that is not an IP address", async () => {
    await expect(lookupNetwork("example.com")).rejects.toBeInstanceOf(NetError);
    await expect(lookupNetwork("010.0.0.1")).rejects.toMatchObject({ reason: "invalid" });
  });
});

describe("ipDatabaseInfo", () => {
  it("names the packages, their exact versions and the data's date", () => {
    const info = ipDatabaseInfo();
    expect(info.packages.map((entry) => entry.name)).toEqual(["@ip-location-db/asn", "@ip-location-db/asn-country"]);
    for (const entry of info.packages) expect(entry.version).toMatch(/^\d+\.\d+\.\d{10}$/);
    expect(info.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.attribution).toMatch(/CC BY 4\.0/);
  });
});

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("lookupIp", () => {
  let dns: DnsServer;
  let resolver: Resolver;

  beforeAll(async () => {
    dns = await startDnsServer({
      a: { "dns.google": ["8.8.8.8"], "printer.office.test": ["10.0.0.7"] },
      aaaa: { "one.one.one.one": ["2606:4700:4700::1111"] },
      servfail: ["4.4.8.8.in-addr.arpa"],
    });
    resolver = createResolver({ servers: [dns.server], timeoutMs: 2000 });
  });

  afterAll(async () => {
    await dns?.close();
  });

  it("combines reverse DNS with the network facts", { timeout: 60_000 }, async () => {
    const info = await lookupIp("8.8.8.8", resolver);
    expect(info).toMatchObject({ ip: "8.8.8.8", reverseDns: ["dns.google"], asn: 15169, country: "US" });
    expect(info.asOrganization).toMatch(/google/i);
    expect(await lookupIp("2606:4700:4700::1111", resolver)).toMatchObject({
      reverseDns: ["one.one.one.one"],
      asn: 13335,
    });
  });

  it("gives an empty reverseDns when there is no PTR record", async () => {
    expect(await lookupIp("9.9.9.9", resolver)).toMatchObject({ reverseDns: [], asn: 19281 });
  });

  it("still resolves the name of a private address but has no network facts for it", async () => {
    expect(await lookupIp("10.0.0.7", resolver)).toEqual({
      ip: "10.0.0.7",
      reverseDns: ["printer.office.test"],
      asn: null,
      asOrganization: null,
      country: null,
    });
  });

  it("throws the resolver's NetError when reverse DNS fails", async () => {
    await expect(lookupIp("8.8.4.4", resolver)).rejects.toMatchObject({ reason: "dns" });
  });
});

import { Resolver } from "node:dns/promises";
import { describe, expect, it } from "vitest";
import { dnsmasqAvailable, findDnsmasq, startDnsServer } from "./dns-server.js";

describe("findDnsmasq", () => {
  it("finds the binary outside PATH, in /usr/sbin", () => {
    const saved = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      expect(findDnsmasq()).toBe(dnsmasqAvailable() ? "/usr/sbin/dnsmasq" : null);
    } finally {
      process.env.PATH = saved;
    }
  });
});

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("startDnsServer", () => {
  it("answers its zone, NXDOMAIN for other names (never forwarded), and stops answering once closed", async () => {
    const dns = await startDnsServer({ txt: { "zone.test": ["hello"] } });
    const resolver = new Resolver({ timeout: 300, tries: 1 });
    resolver.setServers([dns.server]);
    expect(dns.server).toBe(`127.0.0.1:${dns.port}`);
    expect(await resolver.resolveTxt("zone.test")).toEqual([["hello"]]);
    await expect(resolver.resolve4("example.com")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await dns.close();
    await expect(resolver.resolveTxt("zone.test")).rejects.toMatchObject({
      code: expect.stringMatching(/^(ECONNREFUSED|ETIMEOUT)$/),
    });
  });

  it("refuses names and values that would break its configuration file", async () => {
    await expect(startDnsServer({ txt: { "bad name.test": ["x"] } })).rejects.toThrow(/not a host name/);
    await expect(startDnsServer({ a: { "ok.test\nserver=1.1.1.1": ["127.0.0.1"] } })).rejects.toThrow(
      /not a host name/,
    );
    await expect(startDnsServer({ txt: { "ok.test": ["line\nbreak"] } })).rejects.toThrow(/line breaks/);
    await expect(startDnsServer({ a: { "ok.test": ["::1"] } })).rejects.toThrow(/not an IPv4 address/);
  });
});

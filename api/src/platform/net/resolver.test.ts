import dgram from "node:dgram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DnsServer, dnsmasqAvailable, startDnsServer } from "../../test/dns-server.js";
import { createResolver, NetError, type Resolver } from "./resolver.js";

const longValue = `v=DKIM1; k=rsa; p=${"A".repeat(400)}`;

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("createResolver against dnsmasq", () => {
  let dns: DnsServer;
  let resolver: Resolver;

  beforeAll(async () => {
    dns = await startDnsServer({
      a: { "example.test": ["192.0.2.10", "192.0.2.2"], "mail.example.test": ["192.0.2.20"] },
      aaaa: { "example.test": ["2001:db8::10"] },
      txt: {
        "example.test": ["v=spf1 mx -all", 'quoted "value", with comma'],
        "_bulwark.example.test": ["bulwark-verification=abc123"],
        "dkim.example.test": [longValue],
      },
      mx: {
        "example.test": [
          { priority: 20, exchange: "backup.example.test" },
          { priority: 10, exchange: "Mail.Example.test" },
        ],
      },
      ns: { "example.test": ["ns2.example.test", "ns1.example.test"] },
      soa: {
        "example.test": {
          nsname: "ns1.example.test",
          hostmaster: "hostmaster.example.test",
          serial: 2026010101,
          refresh: 7200,
          retry: 3600,
          expire: 1209600,
          minttl: 300,
        },
      },
      cname: { "www.example.test": "example.test" },
      servfail: ["broken.test", "66.2.0.192.in-addr.arpa"],
    });
    resolver = createResolver({ servers: [dns.server], timeoutMs: 2000 });
  });

  afterAll(async () => {
    await dns?.close();
  });

  it("answers A and AAAA records", async () => {
    expect((await resolver.a("example.test")).sort()).toEqual(["192.0.2.10", "192.0.2.2"]);
    expect(await resolver.aaaa("example.test")).toEqual(["2001:db8::10"]);
  });

  it("answers MX sorted by priority with lower-cased exchanges", async () => {
    expect(await resolver.mx("example.test")).toEqual([
      { priority: 10, exchange: "mail.example.test" },
      { priority: 20, exchange: "backup.example.test" },
    ]);
  });

  it("answers NS and SOA records served as raw wire-format data", async () => {
    expect(await resolver.ns("example.test")).toEqual(["ns1.example.test", "ns2.example.test"]);
    expect(await resolver.soa("example.test")).toEqual({
      nsname: "ns1.example.test",
      hostmaster: "hostmaster.example.test",
      serial: 2026010101,
      refresh: 7200,
      retry: 3600,
      expire: 1209600,
      minttl: 300,
    });
  });

  it("answers TXT records one string each, joining a long value's 255-byte chunks", async () => {
    expect((await resolver.txt("example.test")).sort()).toEqual(['quoted "value", with comma', "v=spf1 mx -all"]);
    expect(await resolver.txt("_bulwark.example.test")).toEqual(["bulwark-verification=abc123"]);
    expect(await resolver.txt("dkim.example.test")).toEqual([longValue]);
  });

  it("answers CNAME and follows it for addresses", async () => {
    expect(await resolver.cname("www.example.test")).toEqual(["example.test"]);
    expect((await resolver.a("www.example.test")).sort()).toEqual(["192.0.2.10", "192.0.2.2"]);
  });

  it("answers PTR for reverse lookups of IPv4 and IPv6 addresses", async () => {
    expect(await resolver.reverse("192.0.2.20")).toEqual(["mail.example.test"]);
    expect(await resolver.reverse("2001:db8::10")).toEqual(["example.test"]);
    expect(await resolver.reverse("::ffff:192.0.2.20")).toEqual([]);
    expect(await resolver.reverse("192.0.2.99")).toEqual([]);
    await expect(resolver.reverse("not-an-ip")).rejects.toMatchObject({ reason: "invalid" });
  });

  it("gives normalised, sorted strings per record type so two lookups compare equal", async () => {
    expect(await resolver.records("example.test", "A")).toEqual(["192.0.2.10", "192.0.2.2"]);
    expect(await resolver.records("example.test", "AAAA")).toEqual(["2001:db8::10"]);
    expect(await resolver.records("example.test", "MX")).toEqual(["10 mail.example.test", "20 backup.example.test"]);
    expect(await resolver.records("example.test", "NS")).toEqual(["ns1.example.test", "ns2.example.test"]);
    expect(await resolver.records("example.test", "SOA")).toEqual([
      "ns1.example.test hostmaster.example.test 2026010101 7200 3600 1209600 300",
    ]);
    expect(await resolver.records("example.test", "TXT")).toEqual(['quoted "value", with comma', "v=spf1 mx -all"]);
    expect(await resolver.records("example.test", "TXT")).toEqual(await resolver.records("example.test", "TXT"));
  });

  it("gives empty answers for a name that does not exist and for a type the name lacks", async () => {
    for (const type of ["A", "AAAA", "MX", "NS", "SOA", "TXT"] as const) {
      expect(await resolver.records("missing.example.test", type), type).toEqual([]);
    }
    expect(await resolver.soa("missing.example.test")).toBeNull();
    expect(await resolver.cname("missing.example.test")).toEqual([]);
    expect(await resolver.txt("mail.example.test")).toEqual([]);
    expect(await resolver.mx("mail.example.test")).toEqual([]);
  });

  it("throws a NetError naming the host and type on SERVFAIL", async () => {
    const error = await resolver.txt("broken.test").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetError);
    expect(error).toMatchObject({ reason: "dns" });
    expect((error as Error).message).toBe(
      "DNS lookup of broken.test (TXT) failed: the DNS server failed to answer (SERVFAIL)",
    );
  });

  it("throws on a failed reverse lookup instead of reporting no name", async () => {
    await expect(resolver.reverse("192.0.2.66")).rejects.toMatchObject({
      reason: "dns",
      message: "DNS lookup of 192.0.2.66 (PTR) failed: the DNS server failed to answer (SERVFAIL)",
    });
  });

  it("sees a changed zone after update", async () => {
    await dns.update({ txt: { "_bulwark.example.test": ["bulwark-verification=changed"] } });
    try {
      expect(await resolver.txt("_bulwark.example.test")).toEqual(["bulwark-verification=changed"]);
      expect(await resolver.a("example.test")).toEqual([]);
    } finally {
      await dns.update({ a: { "example.test": ["192.0.2.10", "192.0.2.2"] } });
    }
  });
});

describe("createResolver without an answering server", () => {
  it("throws a 'timed out' NetError within the budget when the server never answers", async () => {
    // A bound socket that swallows queries: a server that is up but silent, the slowest failure.
    const blackHole = dgram.createSocket("udp4");
    await new Promise<void>((resolve) => blackHole.bind(0, "127.0.0.1", () => resolve()));
    try {
      const resolver = createResolver({ servers: [`127.0.0.1:${blackHole.address().port}`], timeoutMs: 300 });
      const started = Date.now();
      const error = await resolver.txt("example.com").catch((caught: unknown) => caught);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(error).toBeInstanceOf(NetError);
      expect(error).toMatchObject({ reason: "timeout", message: "DNS lookup of example.com (TXT) timed out" });
    } finally {
      blackHole.close();
    }
  });

  it("throws a NetError quickly when nothing listens on the server's port", async () => {
    const socket = dgram.createSocket("udp4");
    await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", () => resolve()));
    const port = socket.address().port;
    await new Promise<void>((resolve) => socket.close(() => resolve()));

    const resolver = createResolver({ servers: [`127.0.0.1:${port}`], timeoutMs: 300 });
    const started = Date.now();
    const error = await resolver.a("example.com").catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).toBeInstanceOf(NetError);
    // Loopback usually reports the closed port at once (ICMP unreachable); otherwise it times out.
    expect((error as NetError).message).toMatch(/^DNS lookup of example\.com \(A\) (timed out|failed: .+)$/);
  });

  it("refuses a malformed server address at creation", () => {
    expect(() => createResolver({ servers: ["dns.example.com"] })).toThrow(NetError);
    expect(() => createResolver({ servers: ["127.0.0.1:99999"] })).toThrow(NetError);
    expect(() => createResolver({ servers: ["1.1.1.1", "127.0.0.1:5353", "[::1]:5353", "::1"] })).not.toThrow();
  });
});

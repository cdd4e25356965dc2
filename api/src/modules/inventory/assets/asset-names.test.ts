import { describe, expect, it } from "vitest";
import { parseAssetName } from "./asset-names.js";

const CJK = "日本語漢字中文字体测试域名网站服务器邮件";
const cjkLabel = (offset: number) => Array.from({ length: 12 }, (_, i) => CJK[(i * 7 + offset) % CJK.length]).join("");
const LONG_IDN = `${[0, 1, 2, 3, 4, 5].map(cjkLabel).join(".")}.cn`;

const ok = (name: string) => {
  const result = parseAssetName(name);
  if (!result.ok) throw new Error(`expected ${name} to be valid: ${result.reason}`);
  return result.value;
};
const reason = (name: string) => {
  const result = parseAssetName(name);
  if (result.ok) throw new Error(`expected ${name} to be invalid`);
  return result.reason;
};

describe("parseAssetName", () => {
  it("tells domains from subdomains by the public suffix list, multi-label suffixes and private suffixes included", () => {
    expect(ok("example.com")).toEqual({ name: "example.com", assetType: "domain" });
    expect(ok("example.co.uk")).toEqual({ name: "example.co.uk", assetType: "domain" });
    expect(ok("www.example.co.uk")).toEqual({ name: "www.example.co.uk", assetType: "subdomain" });
    expect(ok("a.b.example.com").assetType).toBe("subdomain");
    expect(ok("shop.herokuapp.com").assetType).toBe("domain");
  });

  it("lower-cases, trims, drops the trailing dot and writes internationalised names as punycode", () => {
    expect(ok("  WWW.Example.COM. ").name).toBe("www.example.com");
    expect(ok("münchen.de")).toEqual({ name: "xn--mnchen-3ya.de", assetType: "domain" });
    expect(ok("Пример.рф").name).toBe("xn--e1afmkfd.xn--p1ai");
  });

  it("accepts strict IPv4 and canonical (compressed, lower-case) IPv6", () => {
    expect(ok("192.0.2.1")).toEqual({ name: "192.0.2.1", assetType: "ipv4" });
    expect(ok("10.0.0.1").assetType).toBe("ipv4"); // organisations may list internal addresses
    expect(ok("2001:DB8:0:0:0:0:0:1")).toEqual({ name: "2001:db8::1", assetType: "ipv6" });
    expect(ok("::FFFF:192.0.2.1").name).toBe("::ffff:c000:201");
  });

  it("takes the host from a pasted URL or host-and-path (a URL is not an IPv6 address)", () => {
    expect(ok("https://github.com/foo")).toEqual({ name: "github.com", assetType: "domain" });
    expect(ok("http://user:secret@WWW.Example.com:8443/a?b#c")).toEqual({
      name: "www.example.com",
      assetType: "subdomain",
    });
    expect(ok("https://[2001:DB8::1]/")).toEqual({ name: "2001:db8::1", assetType: "ipv6" });
    expect(ok("http://192.0.2.7:8080/status")).toEqual({ name: "192.0.2.7", assetType: "ipv4" });
    expect(ok("example.com/login")).toEqual({ name: "example.com", assetType: "domain" });
    expect(reason("https://user@/x")).toBe("https://user@/x is a URL; enter a host name, not a URL");
    expect(reason("http://010.0.0.1/")).toBe("010.0.0.1 is not a valid IPv4 address");
    expect(reason("https:///nothing")).toBe("https:///nothing is a URL; enter a host name, not a URL");
  });

  it("refuses malformed addresses: out of range, short, leading zeros, bad IPv6, zone ids", () => {
    expect(reason("256.1.1.1")).toBe("256.1.1.1 is not a valid IPv4 address");
    expect(reason("1.2.3")).toBe("1.2.3 is not a valid IPv4 address");
    expect(reason("010.0.0.1")).toBe("010.0.0.1 is not a valid IPv4 address");
    expect(reason("2001:db8::g")).toBe("2001:db8::g is not a valid IPv6 address");
    expect(reason("1::2::3")).toBe("1::2::3 is not a valid IPv6 address");
    expect(reason("fe80::1%eth0")).toBe("fe80::1%eth0 is not a valid IPv6 address");
  });

  it("refuses bad host names: wildcards, underscores, bad labels, long labels, long names, unknown suffixes", () => {
    expect(reason("*.example.com")).toBe("*.example.com is a wildcard; add the domain itself instead");
    expect(reason("_dmarc.example.com")).toBe("_dmarc.example.com contains an underscore, which host names may not");
    expect(reason("-www.example.com")).toBe('the label "-www" may only hold letters, digits and inner hyphens');
    expect(reason("ex!ample.com")).toMatch(/ex!ample|not a valid domain name/);
    expect(reason("a..example.com")).toBe("a..example.com has an empty label");
    expect(reason(`${"a".repeat(64)}.com`)).toBe("the label aaaaaaaaaaaaaaaaaaaa… is longer than 63 characters");
    expect(reason(`${`${"a".repeat(50)}.`.repeat(5)}com`)).toBe("the name is longer than 253 characters");
    // 80 characters as typed, 255 once punycode: the limit applies to the name as DNS carries it.
    expect(reason(LONG_IDN)).toBe("the name is longer than 253 characters");
    expect(reason("localhost")).toBe("localhost is not a fully qualified domain name");
    expect(reason("example.con")).toBe("example.con does not end in a known public suffix");
    expect(reason("co.uk")).toBe("co.uk is a public suffix, not a domain");
    expect(reason("xn--zz.com")).toBe("xn--zz.com is not a valid domain name");
  });
});

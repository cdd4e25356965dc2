import { describe, expect, it } from "vitest";
import { ipVersion, isPublicAddress, parseIpv4, parseIpv6 } from "./addresses.js";

describe("ipVersion", () => {
  it("recognises plain IPv4 and IPv6 addresses", () => {
    expect(ipVersion("8.8.8.8")).toBe(4);
    expect(ipVersion("0.0.0.0")).toBe(4);
    expect(ipVersion("2606:4700::1111")).toBe(6);
    expect(ipVersion("::ffff:192.0.2.1")).toBe(6);
    expect(ipVersion("::")).toBe(6);
  });

  it("returns 0 for forms some parsers accept but that hide the real address", () => {
    for (const value of [
      "010.0.0.1", // octal in inet_aton
      "127.1", // short form
      "0x7f.0.0.1", // hex octet
      "2130706433", // a number
      "256.0.0.1",
      "fe80::1%eth0", // zone id
      "[::1]", // brackets belong to URLs, not addresses
      " 1.2.3.4",
      "1::2::3",
      "::ffff:01.2.3.4",
      "example.com",
      "",
    ]) {
      expect(ipVersion(value), value).toBe(0);
    }
  });
});

describe("parseIpv4 and parseIpv6", () => {
  it("turns an IPv4 address into its unsigned 32-bit value", () => {
    expect(parseIpv4("1.0.0.0")).toBe(16777216);
    expect(parseIpv4("255.255.255.255")).toBe(0xffffffff);
    expect(parseIpv4("1.2.3")).toBeNull();
  });

  it("expands every IPv6 notation to the same 16 bytes", () => {
    const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString("hex") : null);
    expect(hex(parseIpv6("::"))).toBe("0".repeat(32));
    expect(hex(parseIpv6("::1"))).toBe(`${"0".repeat(31)}1`);
    expect(hex(parseIpv6("2001:db8::ff00:42:8329"))).toBe("20010db8000000000000ff0000428329");
    expect(hex(parseIpv6("2001:0db8:0000:0000:0000:ff00:0042:8329"))).toBe("20010db8000000000000ff0000428329");
    expect(hex(parseIpv6("::ffff:192.0.2.1"))).toBe("00000000000000000000ffffc0000201");
    expect(hex(parseIpv6("1:2:3:4:5:6:1.2.3.4"))).toBe("00010002000300040005000601020304");
    expect(hex(parseIpv6("fe80::"))).toBe(`fe80${"0".repeat(28)}`);
    expect(parseIpv6("1.2.3.4")).toBeNull();
  });
});

describe("isPublicAddress", () => {
  it("accepts globally reachable unicast addresses", () => {
    for (const ip of [
      "8.8.8.8",
      "1.1.1.1",
      "93.184.215.14",
      "172.32.0.1", // just past 172.16/12
      "100.128.0.1", // just past 100.64/10
      "2606:4700:4700::1111",
      "2001:4860:4860::8888",
      "::ffff:8.8.8.8", // mapped public
      "64:ff9b::808:808", // NAT64 of 8.8.8.8
      "2002:808:808::1", // 6to4 of 8.8.8.8
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses private, loopback, link-local, CGNAT, multicast, reserved and documentation IPv4", () => {
    for (const ip of [
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254", // cloud metadata
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.1",
      "192.168.1.1",
      "198.18.0.1",
      "198.19.255.255",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses the special IPv6 ranges", () => {
    for (const ip of [
      "::",
      "::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "febf::1",
      "ff02::1",
      "2001:db8::1",
      "3fff::1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("judges IPv6 addresses that carry an IPv4 address by that address", () => {
    for (const ip of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1", // the same, hex notation
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "64:ff9b::a00:1", // NAT64 of 10.0.0.1
      "64:ff9b::127.0.0.1",
      "2002:c0a8:101::1", // 6to4 of 192.168.1.1
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, client 127.0.0.1 stored inverted
      "::127.0.0.1", // deprecated IPv4-compatible
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses what is not an address rather than guessing", () => {
    for (const value of ["localhost", "010.0.0.1", "fe80::1%eth0", "[::1]", ""]) {
      expect(isPublicAddress(value), value).toBe(false);
    }
  });
});

import { BlockList, isIP } from "node:net";

/**
 * IP address helpers for deciding whether an outbound connection may go somewhere.
 *
 * The ranges follow the IANA IPv4 and IPv6 Special-Purpose Address Registries: everything that is
 * not globally reachable unicast is refused, so a user-supplied host name cannot make the server
 * talk to itself, its cloud metadata endpoint (169.254.169.254) or the office network.
 */

/**
 * The IP version of `value`: 4, 6, or 0 when it is not an address.
 *
 * Strict: no leading zeros in IPv4 octets ("010.0.0.1" is 0, since some parsers read it as octal),
 * no IPv6 zone ids ("fe80::1%eth0"), no brackets, no surrounding spaces.
 */
export function ipVersion(value: string): 4 | 6 | 0 {
  // node:net already rejects leading zeros, short forms ("127.1") and hex octets; zone ids it accepts.
  if (value.includes("%")) return 0;
  const version = isIP(value);
  return version === 4 || version === 6 ? version : 0;
}

/** An IPv4 address as an unsigned 32-bit number, or null when `value` is not a strict IPv4 address. */
export function parseIpv4(value: string): number | null {
  if (ipVersion(value) !== 4) return null;
  let result = 0;
  for (const octet of value.split(".")) result = result * 256 + Number(octet);
  return result;
}

/**
 * An IPv6 address as its 16 bytes, or null when `value` is not a strict IPv6 address.
 * Accepts the embedded dotted form ("::ffff:192.0.2.1").
 */
export function parseIpv6(value: string): Uint8Array | null {
  if (ipVersion(value) !== 6) return null;
  let text = value;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".", lastColon)) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail.push((v4 >>> 16) & 0xffff, v4 & 0xffff);
    // Keep the colon so "::1.2.3.4" leaves "::" and "a::b:1.2.3.4" leaves "a::b:", both still well formed.
    text = text.slice(0, lastColon + 1);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head = "", rest] = text.split("::");
  const toGroups = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const before = toGroups(head);
  const after = [...(rest === undefined ? [] : toGroups(rest)), ...tail];
  const missing = 8 - before.length - after.length;
  const groups = rest === undefined ? [...before, ...after] : [...before, ...new Array(missing).fill(0), ...after];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** IPv4 ranges that are not globally reachable unicast (RFC 6890 and its updates). */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, home of cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, includes the limited broadcast 255.255.255.255
] as const) {
  blockedV4.addSubnet(network, prefix, "ipv4");
}

/**
 * IPv6 ranges that are not globally reachable unicast. The ranges that embed an IPv4 address
 * (IPv4-mapped, NAT64, 6to4, Teredo) are judged by that address instead, in {@link isPublicAddress}.
 */
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // deprecated IPv4-compatible addresses
  ["64:ff9b:1::", 48], // local-use NAT64, translates to whatever the local network routes
  ["100::", 64], // discard-only
  ["2001:2::", 48], // benchmarking
  ["2001:10::", 28], // deprecated ORCHID
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
  ["5f00::", 16], // segment routing SIDs
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // deprecated site-local
  ["ff00::", 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, "ipv6");
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

function v4At(bytes: Uint8Array, offset: number): string {
  return `${bytes[offset]}.${bytes[offset + 1]}.${bytes[offset + 2]}.${bytes[offset + 3]}`;
}

/**
 * The IPv4 address an IPv6 address carries when traffic to it ends up at that IPv4 address:
 * IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::) and the Teredo
 * client (2001:0::, stored inverted in the last 32 bits). Null for any other address.
 */
function embeddedV4(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return v4At(bytes, 12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4At(bytes, 12);
  if (startsWith(bytes, [0x20, 0x02])) return v4At(bytes, 2);
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) {
    const client = bytes.slice(12).map((byte) => byte ^ 0xff);
    return v4At(client, 0);
  }
  return null;
}

/**
 * True when `ip` is a globally reachable unicast address, the only kind an outbound fetch or lookup
 * on behalf of a user may reach. False for private, loopback, link-local, CGNAT, multicast,
 * reserved, benchmarking and documentation ranges, for IPv6 addresses embedding such an IPv4
 * address, and for anything that is not a strict IP address (see {@link ipVersion}).
 */
export function isPublicAddress(ip: string): boolean {
  const version = ipVersion(ip);
  if (version === 4) return !blockedV4.check(ip, "ipv4");
  if (version !== 6) return false;
  const bytes = parseIpv6(ip);
  if (bytes === null) return false;
  const v4 = embeddedV4(bytes);
  if (v4 !== null) return !blockedV4.check(v4, "ipv4");
  return !blockedV6.check(ip, "ipv6");
}

/**
 * A CIDR range ("198.51.100.0/24", "2001:db8::/32") as its address, prefix length and family, or
 * undefined when `range` is not one (strict addresses, see {@link ipVersion}; a prefix the family allows).
 */
export function parseCidr(range: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | undefined {
  const [address = "", prefix = "", extra] = range.split("/");
  const version = ipVersion(address);
  if (version === 0 || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return undefined;
  if (Number(prefix) > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix: Number(prefix), family: version === 4 ? "ipv4" : "ipv6" };
}

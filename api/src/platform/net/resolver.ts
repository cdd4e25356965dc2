import { Resolver as DnsResolver } from "node:dns/promises";
import { ipVersion, parseIpv4, parseIpv6 } from "./addresses.js";
import { NetError } from "./net-error.js";

export { NetError, type NetErrorReason } from "./net-error.js";

/** The record types {@link Resolver.records} compares. */
export const RECORD_TYPES = ["A", "AAAA", "MX", "NS", "SOA", "TXT"] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** An MX record. */
export interface MxRecord {
  priority: number;
  exchange: string;
}

/** An SOA record, with node's field names. */
export interface SoaRecord {
  nsname: string;
  hostmaster: string;
  serial: number;
  refresh: number;
  retry: number;
  expire: number;
  minttl: number;
}

/**
 * DNS lookups against configured servers. A name that does not exist, or has no record of the
 * type asked, gives an empty answer; anything else that keeps an answer from being known
 * (timeout, SERVFAIL, unreachable server) throws a {@link NetError}, so "no records" is never
 * confused with "could not ask".
 */
export interface Resolver {
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  /** Sorted by priority, then exchange. Exchanges are lower-cased. */
  mx(name: string): Promise<MxRecord[]>;
  /** Lower-cased and sorted. */
  ns(name: string): Promise<string[]>;
  /** Null when the name has no SOA record of its own. Names are lower-cased. */
  soa(name: string): Promise<SoaRecord | null>;
  /** One string per TXT record, its character-strings joined (long values are split in 255-byte chunks). */
  txt(name: string): Promise<string[]>;
  /** The CNAME target(s), lower-cased. */
  cname(name: string): Promise<string[]>;
  /** Host names of an IPv4 or IPv6 address (PTR), lower-cased. */
  reverse(ip: string): Promise<string[]>;
  /**
   * The records of one type as sorted strings, so two lookups can be compared to detect changes:
   * MX as "10 mail.example.com", SOA as "ns hostmaster serial refresh retry expire minttl".
   */
  records(name: string, type: RecordType): Promise<string[]>;
}

export interface ResolverOptions {
  /** "1.1.1.1", "127.0.0.1:5353", "::1", "[::1]:5353"; empty: the system's resolvers. */
  servers: string[];
  /** The most one lookup may take, retries included. Default 5000. */
  timeoutMs?: number;
}

// c-ares codes that mean "the name or the record does not exist": an answer, not a failure.
const EMPTY_ANSWER_CODES = new Set(["ENOTFOUND", "ENODATA"]);

const FAILURE_TEXT: Record<string, string> = {
  ESERVFAIL: "the DNS server failed to answer (SERVFAIL)",
  EREFUSED: "the DNS server refused the query (REFUSED)",
  ECONNREFUSED: "the DNS server could not be reached (connection refused)",
  EFORMERR: "the DNS server rejected the query as malformed (FORMERR)",
  ENOTIMP: "the DNS server does not implement this query (NOTIMP)",
  EBADRESP: "the DNS server sent a malformed answer",
  EBADNAME: "the name is not a valid DNS name",
  EBADQUERY: "the name is not a valid DNS name",
};

function serverAddress(server: string): string {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
  const hostPort = /^([^:]+):(\d+)$/.exec(server);
  const host = bracketed?.[1] ?? hostPort?.[1] ?? server;
  const port = bracketed?.[2] ?? hostPort?.[2];
  if (ipVersion(host) === 0 || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
    throw new NetError("invalid", `"${server}" is not a DNS server address (expected ip, ip:port or [ipv6]:port)`);
  }
  return server;
}

/** The in-addr.arpa or ip6.arpa name of an address, whose PTR records name the address. */
function reverseName(ip: string): string {
  const v4 = parseIpv4(ip);
  if (v4 !== null) return `${v4 & 0xff}.${(v4 >>> 8) & 0xff}.${(v4 >>> 16) & 0xff}.${v4 >>> 24}.in-addr.arpa`;
  const v6 = parseIpv6(ip);
  if (v6 === null) throw new NetError("invalid", `"${ip}" is not an IP address`);
  const nibbles = Array.from(v6, (byte) => [byte >> 4, byte & 0xf]).flat();
  return `${nibbles
    .reverse()
    .map((nibble) => nibble.toString(16))
    .join(".")}.ip6.arpa`;
}

const lower = (name: string) => name.toLowerCase();
// Code-unit order, not localeCompare: the order must not depend on the machine's locale.
const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * A {@link Resolver} that asks `options.servers` (the system's resolvers when empty).
 * Throws a {@link NetError} at once when a server address is malformed.
 */
export function createResolver(options: ResolverOptions): Resolver {
  const timeoutMs = options.timeoutMs ?? 5000;
  // Two tries of half the budget each survive one lost UDP packet; the race below makes the budget
  // a hard limit, since c-ares stretches its own timeouts (300 ms with one try takes ~560 ms).
  const dns = new DnsResolver({ timeout: Math.max(50, Math.floor(timeoutMs / 2)), tries: 2 });
  if (options.servers.length > 0) dns.setServers(options.servers.map(serverAddress));

  async function ask<T>(name: string, type: string, query: () => Promise<T>, empty: T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NetError("timeout", `DNS lookup of ${name} (${type}) timed out`)), timeoutMs);
    });
    try {
      return await Promise.race([query(), deadline]);
    } catch (error) {
      if (error instanceof NetError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (EMPTY_ANSWER_CODES.has(code)) return empty;
      if (code === "ETIMEOUT") throw new NetError("timeout", `DNS lookup of ${name} (${type}) timed out`);
      const text = FAILURE_TEXT[code] ?? `the lookup failed (${code || "unknown error"})`;
      throw new NetError("dns", `DNS lookup of ${name} (${type}) failed: ${text}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  const resolver: Resolver = {
    a: (name) => ask(name, "A", () => dns.resolve4(name), []),
    aaaa: (name) => ask(name, "AAAA", () => dns.resolve6(name), []),
    mx: async (name) => {
      const records = await ask(name, "MX", () => dns.resolveMx(name), []);
      return records
        .map((record) => ({ priority: record.priority, exchange: lower(record.exchange) }))
        .sort((x, y) => x.priority - y.priority || compare(x.exchange, y.exchange));
    },
    ns: async (name) => (await ask(name, "NS", () => dns.resolveNs(name), [])).map(lower).sort(),
    soa: async (name) => {
      const record = await ask<SoaRecord | null>(name, "SOA", () => dns.resolveSoa(name), null);
      if (record === null) return null;
      return {
        nsname: lower(record.nsname),
        hostmaster: lower(record.hostmaster),
        serial: record.serial,
        refresh: record.refresh,
        retry: record.retry,
        expire: record.expire,
        minttl: record.minttl,
      };
    },
    txt: async (name) => (await ask(name, "TXT", () => dns.resolveTxt(name), [])).map((chunks) => chunks.join("")),
    cname: async (name) => (await ask(name, "CNAME", () => dns.resolveCname(name), [])).map(lower),
    reverse: async (ip) => {
      // resolvePtr, not dns.reverse: c-ares reports every reverse failure (SERVFAIL included) as
      // ENOTFOUND there, which would turn "could not ask" into "no name".
      const name = reverseName(ip);
      return (await ask(ip, "PTR", () => dns.resolvePtr(name), [])).map(lower).sort();
    },
    records: async (name, type) => {
      switch (type) {
        case "A":
          return (await resolver.a(name)).sort();
        case "AAAA":
          return (await resolver.aaaa(name)).sort();
        case "MX":
          // Already in a stable order (priority, then exchange), which reads better than code-unit order.
          return (await resolver.mx(name)).map((mx) => `${mx.priority} ${mx.exchange}`);
        case "NS":
          return resolver.ns(name);
        case "SOA": {
          const soa = await resolver.soa(name);
          if (soa === null) return [];
          return [[soa.nsname, soa.hostmaster, soa.serial, soa.refresh, soa.retry, soa.expire, soa.minttl].join(" ")];
        }
        case "TXT":
          return (await resolver.txt(name)).sort();
        default:
          throw new NetError("invalid", `unsupported record type ${String(type satisfies never)}`);
      }
    },
  };
  return resolver;
}

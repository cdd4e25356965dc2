import type { Config } from "../../../platform/config.js";
import { lookupIp } from "../../../platform/net/ip-info.js";
import { createResolver, type RecordType, type Resolver } from "../../../platform/net/resolver.js";
import type { AssetType } from "./assets.repository.js";
import { DNS_RECORD_TYPES, type IpInfo } from "./history.repository.js";

/** Budget of one DNS lookup; a dead resolver fails a discovery or check after this long. */
const DNS_TIMEOUT_MS = 5000;
/** Lookups in flight at once per check or discovery, so one run cannot flood a resolver. */
export const LOOKUP_CONCURRENCY = 10;
/** Addresses of one name whose IP info is looked up; round-robin pools beyond this are rare. */
const MAX_ADDRESSES = 50;

/** The resolver asset verification, discovery and monitoring use (`DNS_SERVERS`). */
export const assetResolver = (config: Pick<Config, "dnsServers">): Resolver =>
  createResolver({ servers: config.dnsServers, timeoutMs: DNS_TIMEOUT_MS });

/** Runs `fn` over `items` with at most `limit` calls in flight; answers in input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What one check of an asset saw. */
export interface AssetSnapshot {
  /** Per record type (none for IP addresses), normalised and sorted. */
  records: Partial<Record<RecordType, string[]>>;
  /** The asset's addresses: itself for an IP, its A and AAAA answers for a name. */
  addresses: string[];
  ipInfo: IpInfo[];
}

/**
 * Looks at an asset once: a name's A, AAAA, MX, NS, SOA and TXT records and the IP info of
 * the addresses it resolves to; an address's own IP info. Only DNS queries go out (reverse
 * lookups included); nothing connects to the asset. Throws a NetError when a lookup cannot be
 * answered (timeout, SERVFAIL), so a failed check never looks like "no records".
 */
export async function takeSnapshot(
  asset: { name: string; assetType: AssetType },
  resolver: Resolver,
): Promise<AssetSnapshot> {
  if (asset.assetType === "ipv4" || asset.assetType === "ipv6") {
    const info = await lookupIp(asset.name, resolver);
    return { records: {}, addresses: [asset.name], ipInfo: [normalise(info)] };
  }
  const answers = await Promise.all(DNS_RECORD_TYPES.map((type) => resolver.records(asset.name, type)));
  const records = Object.fromEntries(DNS_RECORD_TYPES.map((type, i) => [type, answers[i] ?? []])) as Record<
    RecordType,
    string[]
  >;
  const addresses = [...records.A, ...records.AAAA].slice(0, MAX_ADDRESSES);
  const ipInfo = await mapWithConcurrency(addresses, LOOKUP_CONCURRENCY, async (ip) =>
    normalise(await lookupIp(ip, resolver)),
  );
  return { records, addresses, ipInfo };
}

function normalise(info: IpInfo): IpInfo {
  return {
    ip: info.ip,
    reverseDns: [...new Set(info.reverseDns)].sort(),
    asn: info.asn,
    asOrganization: info.asOrganization,
    country: info.country,
  };
}

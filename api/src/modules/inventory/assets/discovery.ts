import { randomBytes } from "node:crypto";
import type { Logger } from "../../../platform/logger.js";
import { ipVersion, isPublicAddress } from "../../../platform/net/addresses.js";
import { NetError } from "../../../platform/net/net-error.js";
import type { Resolver } from "../../../platform/net/resolver.js";
import { safeFetch } from "../../../platform/net/safe-fetch.js";
import { isUnder, parseAssetName, registrableDomain } from "./asset-names.js";
import type { AssetType, NewAsset } from "./assets.repository.js";
import type { DiscoverySource } from "./discoveries.repository.js";
import { type AssetSnapshot, LOOKUP_CONCURRENCY, mapWithConcurrency, takeSnapshot } from "./snapshot.js";
import { SUBDOMAIN_WORDLIST } from "./wordlist.js";

/** Most new assets one discovery run adds; a huge zone is better explored by hand than flooded in. */
export const MAX_NEW_ASSETS_PER_RUN = 500;
/** Most certificate-transparency names resolved per run (crt.sh can answer with thousands). */
const MAX_CT_NAMES = 1000;
/** Largest certificate-transparency answer read. */
const MAX_CT_BYTES = 8 * 1024 * 1024;

/** How discovery reaches the network. */
export interface DiscoveryOptions {
  resolver: Resolver;
  /** crt.sh-compatible search (config CT_LOG_URL); undefined: not asked. */
  ctLogUrl: string | undefined;
  /** Config ALLOW_PRIVATE_NETWORK: off, the CT search is never fetched from, and no address is added from, a private range. */
  allowPrivateNetwork: boolean;
  logger?: Logger;
}

/** What a discovery run found. */
export interface DiscoveryFindings {
  /** The asset's own records and IP info, stored as its latest check. */
  snapshot: AssetSnapshot;
  /** Assets to add (unless the organisation has them), subdomains first, each list sorted. */
  candidates: Array<Pick<NewAsset, "name" | "assetType">>;
  sources: DiscoverySource[];
}

/**
 * Looks for a domain's or subdomain's subdomains and addresses:
 * - DNS: the asset's own A/AAAA answers, and its MX, NS and CNAME targets under the same
 *   registrable domain;
 * - a wordlist of common labels under the asset's name, resolved with bounded concurrency; when a
 *   random label resolves (wildcard DNS), hits answering only wildcard addresses are ignored;
 * - certificate transparency (`ctLogUrl`): names in logged certificates under the asset's name.
 * Names are kept only if they resolve; their addresses are added too (public ones only, unless
 * private networks are allowed). Throws a NetError when the asset's own lookups or the wildcard
 * probe fail (the run is then Failed); a single candidate that cannot be resolved is skipped,
 * and a failed CT search leaves that source out of `sources`.
 */
export async function discover(
  asset: { name: string; assetType: AssetType },
  options: DiscoveryOptions,
): Promise<DiscoveryFindings> {
  const { resolver } = options;
  const [snapshot, cnames, wildcard] = await Promise.all([
    takeSnapshot(asset, resolver),
    resolver.cname(asset.name),
    addressesOf(`${randomLabel()}.${asset.name}`, resolver),
  ]);
  const sources: DiscoverySource[] = ["dns", "wordlist"];

  const domain = registrableDomain(asset.name);
  const mxTargets = (snapshot.records.MX ?? []).map((value) => value.split(" ")[1] ?? "");
  const dnsNames = [...mxTargets, ...(snapshot.records.NS ?? []), ...cnames]
    .map((name) => name.replace(/\.$/, ""))
    .filter((name) => name !== asset.name && domain !== null && (name === domain || isUnder(name, domain)));

  const wordlistNames = SUBDOMAIN_WORDLIST.map((label) => `${label}.${asset.name}`);
  let ctNames: string[] = [];
  if (options.ctLogUrl) {
    try {
      ctNames = await certificateTransparencyNames(asset.name, options);
      sources.push("certificateTransparency");
    } catch (error) {
      if (!(error instanceof NetError || error instanceof SyntaxError || error instanceof TypeError)) throw error;
      options.logger?.info("certificate transparency search failed", { asset: asset.name, error: String(error) });
    }
  }

  const resolved = new Map<string, string[]>();
  const resolveAll = async (names: string[], keep: (addresses: string[]) => boolean) => {
    const fresh = [...new Set(names)].filter((name) => !resolved.has(name) && name !== asset.name);
    await mapWithConcurrency(fresh, LOOKUP_CONCURRENCY, async (name) => {
      const addresses = await addressesOf(name, resolver).catch((error: unknown) => {
        // One name timing out says nothing about the others; the run goes on without it.
        if (error instanceof NetError) return [] as string[];
        throw error;
      });
      if (addresses.length > 0 && keep(addresses)) resolved.set(name, addresses);
    });
  };
  await resolveAll([...dnsNames, ...ctNames], () => true);
  const wildcardSet = new Set(wildcard);
  await resolveAll(
    wordlistNames,
    (addresses) => wildcardSet.size === 0 || !addresses.every((ip) => wildcardSet.has(ip)),
  );

  const names: Array<Pick<NewAsset, "name" | "assetType">> = [];
  for (const name of [...resolved.keys()].sort()) {
    const parsed = parseAssetName(name);
    if (parsed.ok) names.push(parsed.value);
  }
  const allowed = (ip: string) => options.allowPrivateNetwork || isPublicAddress(ip);
  const ips = new Set([...snapshot.addresses, ...[...resolved.values()].flat()].filter(allowed));
  const addresses = [...ips]
    .sort()
    .map((ip) => ({ name: ip, assetType: ipVersion(ip) === 6 ? "ipv6" : "ipv4" }) as const);
  return { snapshot, candidates: [...names, ...addresses], sources };
}

/** A name's A and AAAA answers. */
async function addressesOf(name: string, resolver: Resolver): Promise<string[]> {
  const [v4, v6] = await Promise.all([resolver.a(name), resolver.aaaa(name)]);
  return [...v4, ...v6];
}

/** A label no zone has on purpose, to see whether the zone answers everything (wildcard DNS). */
const randomLabel = () => `bulwark-${randomBytes(8).toString("hex")}`;

/**
 * Names under `name` in certificate-transparency logs, from a crt.sh-compatible search
 * (`?q=%.<name>&output=json`: an array of entries whose `name_value` holds one name per line).
 * Wildcard names count as their base name.
 */
async function certificateTransparencyNames(name: string, options: DiscoveryOptions): Promise<string[]> {
  const url = `${options.ctLogUrl}/?q=${encodeURIComponent(`%.${name}`)}&output=json`;
  const response = await safeFetch(url, {
    resolver: options.resolver,
    allowPrivateNetwork: options.allowPrivateNetwork,
    timeoutMs: 30_000,
    maxBytes: MAX_CT_BYTES,
  });
  if (response.status !== 200)
    throw new NetError("connection", `certificate transparency search answered HTTP ${response.status}`);
  const entries = JSON.parse(response.body) as unknown;
  if (!Array.isArray(entries)) throw new TypeError("certificate transparency search did not answer a JSON array");
  const found = new Set<string>();
  for (const entry of entries) {
    const value = (entry as { name_value?: unknown })?.name_value;
    if (typeof value !== "string") continue;
    for (const line of value.split("\n")) {
      // Logs hold anything a CA signed: only valid host names under the asset are looked up.
      const parsed = parseAssetName(line.trim().replace(/^\*\./, ""));
      if (parsed.ok && isUnder(parsed.value.name, name)) found.add(parsed.value.name);
      if (found.size >= MAX_CT_NAMES) return [...found];
    }
  }
  return [...found];
}

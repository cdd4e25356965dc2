import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import type { Session } from "../../../data/session";

/** An asset of the inventory (`components.schemas.Asset`). */
export type Asset = Schema<"Asset">;
/** domain, subdomain, ipv4 or ipv6. */
export type AssetType = Schema<"AssetType">;
/** manual (added by hand) or automatic (found by discovery). */
export type AssetOrigin = Schema<"AssetOrigin">;
/** One discovery run of an asset. */
export type AssetDiscovery = Schema<"AssetDiscovery">;
/** Requested, Completed or Failed. */
export type DiscoveryStatus = Schema<"DiscoveryStatus">;
/** Why monitoring cannot be changed now: NotVerified, FeatureNotEnabled or NotAllowed. */
export type MonitoringBlockedReason = Schema<"MonitoringBlockedReason">;
/** A, AAAA, MX, NS, SOA or TXT. */
export type DnsRecordType = Schema<"DnsRecordType">;

/** Where the assets page lives in the web app (seeds, route table); an asset is `${path}/${id}`. */
export const ASSETS_PATH = "/inventory/assets";

/** Asset types in the contract's order. */
export const ASSET_TYPES: readonly AssetType[] = ["domain", "subdomain", "ipv4", "ipv6"];
/** Asset origins in the contract's order. */
export const ASSET_ORIGINS: readonly AssetOrigin[] = ["manual", "automatic"];
/** DNS record types, in the product's order (seeds, section 9). */
export const DNS_RECORD_TYPES: readonly DnsRecordType[] = ["A", "AAAA", "MX", "NS", "SOA", "TXT"];

/** The most ids one `ids` query may carry (the contract's `maxItems`). */
export const MAX_IDS = 500;

/** Only domains and subdomains are looked into by discovery (seeds, section 4). */
export const isDiscoverable = (type: AssetType): boolean => type === "domain" || type === "subdomain";

/** Whether the user may add, delete, verify and discover (the CrudInventory permission). */
export const canEditInventory = (session: Pick<Session, "permissions">): boolean =>
  session.permissions.has("CrudInventory");

/** Whether the user may verify or unverify by hand (the ManageInventory super-admin permission). */
export const canVerifyManually = (session: Pick<Session, "superAdminPermissions">): boolean =>
  session.superAdminPermissions.has("ManageInventory");

/** The page of `ids` (newly discovered assets), as the assets page's query string. */
export function assetsHref(basePath: string, ids?: readonly string[]): string {
  if (!ids || ids.length === 0) return basePath;
  const query = new URLSearchParams();
  for (const id of ids.slice(0, MAX_IDS)) query.append("ids", id);
  return `${basePath}?${query.toString()}`;
}

/** Filters of the assets list, as the API takes them (`listAssets`); the overview links with them. */
export interface AssetsFilters {
  /** Text matched anywhere in the asset name. */
  search?: string;
  /** Only assets of this type. */
  assetType?: AssetType;
  /** Only verified (true) or unverified (false) assets. */
  verified?: boolean;
  /** Only monitored (true) or unmonitored (false) assets. */
  monitored?: boolean;
  /** Only assets added by hand or found by discovery. */
  origin?: AssetOrigin;
}

/** The assets page filtered by `filters`, as its query string (`?verified=true`, `?assetType=ipv4`, ...). */
export function assetsHrefFor(basePath: string, filters: AssetsFilters = {}): string {
  const query = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) query.set("search", search);
  if (filters.assetType) query.set("assetType", filters.assetType);
  if (filters.verified !== undefined) query.set("verified", String(filters.verified));
  if (filters.monitored !== undefined) query.set("monitored", String(filters.monitored));
  if (filters.origin) query.set("origin", filters.origin);
  const text = query.toString();
  if (!text) return basePath;
  return `${basePath}${basePath.includes("?") ? "&" : "?"}${text}`;
}

/** The page of one asset. */
export const assetHref = (basePath: string, id: string): string => `${basePath}/${encodeURIComponent(id)}`;

/** Translated names of the machine codes. */
export const assetTypeLabel = (t: TFunction, type: AssetType) => t(`inventory.assets.types.${type}`);
export const originLabel = (t: TFunction, origin: AssetOrigin) => t(`inventory.assets.origins.${origin}`);
export const discoveryStatusLabel = (t: TFunction, status: DiscoveryStatus) =>
  t(`inventory.assets.discoveryStatus.${status}`);
export const blockedReasonLabel = (t: TFunction, reason: MonitoringBlockedReason) =>
  t(`inventory.assets.monitoring.blocked.${reason}`);

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

/** A rough IPv6 check (hex groups, at most one `::`): enough for a hint, the server decides. */
function looksLikeIpv6(value: string): boolean {
  if (!value.includes(":") || !/^[0-9a-f:.]+$/i.test(value)) return false;
  const doubles = value.split("::").length - 1;
  if (doubles > 1) return false;
  const groups = value.split(":").filter(Boolean);
  return groups.length <= 8 && groups.every((g) => g.length <= 4 || IPV4.test(g));
}

/**
 * Whether `name` looks like a domain, subdomain, IPv4 or IPv6 address. Only a hint for the add
 * dialog (obvious typos: spaces, `https://`, a single label); the server has the last word.
 */
export function looksLikeAsset(name: string): boolean {
  if (IPV4.test(name) || looksLikeIpv6(name)) return true;
  const domain = name.replace(/\.$/, "");
  if (domain.length > 253) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? "");
}

const URL_PREFIX = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The host of a pasted web address (`https://github.com/foo` → `github.com`, `example.com/login`
 * → `example.com`), brackets of an IPv6 literal removed; any other name as it is. An address
 * without a host stays as typed, for the server to refuse ("enter a host name, not a URL"). The
 * API applies the same rule (`asset-names.ts`), so scripts that send URLs get hosts too.
 */
export function assetNameOf(input: string): string {
  const raw = input.trim();
  if (!URL_PREFIX.test(raw) && (raw.includes(":") || !raw.includes("/"))) return raw;
  const authority = raw.replace(URL_PREFIX, "").split(/[/?#]/, 1)[0] ?? "";
  const hostAndPort = authority.slice(authority.lastIndexOf("@") + 1);
  const host = hostAndPort.startsWith("[")
    ? hostAndPort.slice(1, Math.max(hostAndPort.indexOf("]"), 1))
    : hostAndPort.replace(/:\d*$/, "");
  return host || raw;
}

/**
 * The names typed into the add dialog: one per line or separated by commas (or semicolons),
 * trimmed, web addresses reduced to their host ({@link assetNameOf}), without empty entries and
 * without repeats (names are case-insensitive).
 */
export function parseAssetNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of text.split(/[\n\r,;]+/)) {
    const name = assetNameOf(raw);
    if (!name) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * The index of the name a 422 field error is about (`body.assets.3.name`, `assets[3]`, ...), or
 * undefined for an error about the whole request.
 */
export function assetIndexOf(path: string): number | undefined {
  const match = /assets(?:\.|\[)(\d+)/.exec(path);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Country name in the interface language ("RS" → "Serbia" / "Srbija"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([language === "sr" ? "sr-Latn" : language], { type: "region" });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

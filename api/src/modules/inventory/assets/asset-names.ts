import { domainToASCII } from "node:url";
import type { Schema } from "@bulwark/contract";
import { parse as parseDomain } from "tldts";
import { ipVersion } from "../../../platform/net/addresses.js";

/** domain, subdomain, ipv4 or ipv6. */
export type AssetType = Schema<"AssetType">;

/** A name that passed {@link parseAssetName}: canonical form and detected type. */
export interface ParsedAssetName {
  name: string;
  assetType: AssetType;
}

/** Why a name is not an asset, in words for the 422 ("Invalid domain or IP address: <reason>"). */
export type ParseResult = { ok: true; value: ParsedAssetName } | { ok: false; reason: string };

const MAX_NAME = 253;
const MAX_LABEL = 63;
// Letters, digits and hyphens, not starting or ending with a hyphen (RFC 1123 host names).
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const fail = (reason: string): ParseResult => ({ ok: false, reason });

/**
 * Checks and canonicalises an asset name and detects its type:
 * - IPv4 in strict dotted-quad form (no leading zeros, no short forms such as "1.2.3");
 * - IPv6, answered compressed and lower-case ("2001:DB8:0::1" is "2001:db8::1"), no zone ids;
 * - a pasted URL (`https://github.com/foo`) or host and path (`example.com/login`): its host,
 *   checked as above; a URL without one is refused with "enter a host name, not a URL";
 * - a domain or subdomain: trimmed, lower-cased, trailing dot removed, internationalised names
 *   as punycode; labels of 1–63 letters, digits and hyphens, at most 253 characters; no
 *   wildcards or underscores. Whether it is a domain (registrable: `example.co.uk`) or a
 *   subdomain (`www.example.co.uk`) comes from the public suffix list, private suffixes included
 *   (`app.herokuapp.com` is a domain its owner registered); an unknown suffix is refused, which
 *   catches typos such as `example.con`.
 */
export function parseAssetName(input: string): ParseResult {
  const raw = input.trim();
  if (raw === "") return fail("the name is empty");
  // People paste addresses from the browser: take the host rather than call the URL a bad IPv6.
  if (URL_PREFIX.test(raw) || (!raw.includes(":") && raw.includes("/"))) {
    const host = hostOfUrl(raw);
    return host ? parseAssetName(host) : fail(`${raw} is a URL; enter a host name, not a URL`);
  }
  if (raw.includes(":")) return parseIpv6(raw);
  if (/^[0-9.]+$/.test(raw)) {
    return ipVersion(raw) === 4
      ? { ok: true, value: { name: raw, assetType: "ipv4" } }
      : fail(`${raw} is not a valid IPv4 address`);
  }
  return parseHostName(raw);
}

const URL_PREFIX = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The host of `scheme://user@host:port/path` or `host/path`, as typed (brackets of an IPv6
 * literal removed), or null when there is none. Read by hand rather than by `new URL`, which
 * would silently rewrite numbers (`http://010.0.0.1` is 8.0.0.1 to it) instead of refusing them.
 */
function hostOfUrl(raw: string): string | null {
  const authority = raw.replace(URL_PREFIX, "").split(/[/?#]/, 1)[0] ?? "";
  const hostAndPort = authority.slice(authority.lastIndexOf("@") + 1);
  if (hostAndPort.startsWith("[")) {
    const end = hostAndPort.indexOf("]");
    return end > 1 ? hostAndPort.slice(1, end) : null;
  }
  return hostAndPort.replace(/:\d*$/, "") || null;
}

function parseIpv6(raw: string): ParseResult {
  if (ipVersion(raw) !== 6) return fail(`${raw} is not a valid IPv6 address`);
  // The WHATWG URL serialiser writes the RFC 5952 form: lower-case, longest zero run compressed.
  const canonical = new URL(`http://[${raw}]/`).hostname.slice(1, -1);
  return { ok: true, value: { name: canonical, assetType: "ipv6" } };
}

function parseHostName(raw: string): ParseResult {
  const withoutDot = raw.endsWith(".") ? raw.slice(0, -1) : raw;
  if (withoutDot.includes("*")) return fail(`${raw} is a wildcard; add the domain itself instead`);
  if (withoutDot.includes("_")) return fail(`${raw} contains an underscore, which host names may not`);
  if (/\s/.test(withoutDot)) return fail(`${raw} contains a space`);
  if (withoutDot.split(".").some((label) => label === "")) return fail(`${raw} has an empty label`);
  // Converts internationalised labels to punycode and lower-cases; "" when a label is not valid IDNA.
  const ascii = domainToASCII(withoutDot);
  if (ascii === "") return fail(`${raw} is not a valid domain name`);
  if (ascii.length > MAX_NAME) return fail(`the name is longer than ${MAX_NAME} characters`);
  const labels = ascii.split(".");
  if (labels.length < 2) return fail(`${raw} is not a fully qualified domain name`);
  for (const label of labels) {
    if (label.length > MAX_LABEL)
      return fail(`the label ${label.slice(0, 20)}… is longer than ${MAX_LABEL} characters`);
    if (!HOST_LABEL.test(label)) {
      return fail(`the label "${label}" may only hold letters, digits and inner hyphens`);
    }
  }
  const tld = labels.at(-1) ?? "";
  if (/^[0-9]+$/.test(tld)) return fail(`${raw} is not a valid domain name`);
  const parsed = parseDomain(ascii, { allowPrivateDomains: true, extractHostname: false });
  if (!parsed.isIcann && !parsed.isPrivate) return fail(`${ascii} does not end in a known public suffix`);
  if (!parsed.domain) return fail(`${ascii} is a public suffix, not a domain`);
  return { ok: true, value: { name: ascii, assetType: parsed.domain === ascii ? "domain" : "subdomain" } };
}

/** The registrable domain of a host name (`example.co.uk` for `www.example.co.uk`), or null. */
export function registrableDomain(name: string): string | null {
  return parseDomain(name, { allowPrivateDomains: true, extractHostname: false }).domain ?? null;
}

/** True when `name` is a proper subdomain of `parent` (`a.b.example.com` of `example.com`). */
export const isUnder = (name: string, parent: string) => name.endsWith(`.${parent}`);

/** The host part of a URL for an asset name: IPv6 addresses in brackets. */
export const urlHost = (name: string) => (name.includes(":") ? `[${name}]` : name);

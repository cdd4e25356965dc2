import type { FieldError } from "../../../platform/errors.js";
import { NetError } from "../../../platform/net/net-error.js";
import type { Resolver } from "../../../platform/net/resolver.js";
import { safeFetch } from "../../../platform/net/safe-fetch.js";
import { urlHost } from "./asset-names.js";
import type { AssetType } from "./assets.repository.js";

/** The TXT record value is this prefix followed by the organisation's token. */
export const TXT_PREFIX = "bulwark-verification=";
/** Where the token file is looked for on the asset's host. */
export const WELL_KNOWN_PATH = "/.well-known/bulwark-verification.txt";

/** How an asset is verified: the record to publish and the file to serve. */
export function verificationInstructions(name: string, token: string) {
  return {
    token,
    txtRecord: `${TXT_PREFIX}${token}`,
    fileUrl: `https://${urlHost(name)}${WELL_KNOWN_PATH}`,
  };
}

/** How the ownership checks reach the network. */
export interface OwnershipCheckOptions {
  resolver: Resolver;
  /** Config ALLOW_PRIVATE_NETWORK: off, the file is never fetched from a non-public address. */
  allowPrivateNetwork: boolean;
  /** Port of the plain-HTTP attempt (config VERIFICATION_HTTP_PORT, 80 in production). */
  httpPort: number;
  /** Narrows which addresses count as public (safeFetch's option), for tests with loopback servers only. */
  isAllowedAddress?: (ip: string) => boolean;
  /** Budget of each file fetch. */
  timeoutMs?: number;
}

/** Either the method that proved ownership, or what each method found, as `{ path: "dns" | "file" }` errors. */
export type OwnershipResult = { verified: true; method: "dns" | "file" } | { verified: false; errors: FieldError[] };

/**
 * Proves that the organisation controls an asset: a TXT record `bulwark-verification=<token>`
 * on its name, else the token in `/.well-known/bulwark-verification.txt` on its host, fetched
 * over https and then plain http (as ACME's HTTP-01 challenge does, since many hosts that can
 * serve a file have no certificate for every name). The file fetch goes through safeFetch:
 * private addresses are refused unless allowed, also after redirects and DNS rebinding.
 */
export async function checkOwnership(
  asset: { name: string; assetType: AssetType },
  token: string,
  options: OwnershipCheckOptions,
): Promise<OwnershipResult> {
  const dns = await checkTxt(asset, token, options.resolver);
  if (dns === null) return { verified: true, method: "dns" };
  const file = await checkFile(asset.name, token, options);
  if (file === null) return { verified: true, method: "file" };
  return {
    verified: false,
    errors: [
      { path: "dns", message: dns },
      { path: "file", message: file },
    ],
  };
}

/** Null when the TXT record holds the token; otherwise what was found instead. */
async function checkTxt(asset: { name: string; assetType: AssetType }, token: string, resolver: Resolver) {
  if (asset.assetType === "ipv4" || asset.assetType === "ipv6") {
    return "An IP address has no TXT records of its own; use the file";
  }
  let records: string[];
  try {
    records = await resolver.txt(asset.name);
  } catch (error) {
    if (error instanceof NetError) return error.message;
    throw error;
  }
  const expected = `${TXT_PREFIX}${token}`;
  if (records.some((record) => record.trim() === expected)) return null;
  if (records.some((record) => record.trim().startsWith(TXT_PREFIX))) {
    return `The ${TXT_PREFIX}… TXT record on ${asset.name} holds another token (DNS changes can take up to 48 hours)`;
  }
  return `No TXT record ${expected} on ${asset.name} (DNS changes can take up to 48 hours)`;
}

/** Null when the file holds the token; otherwise why not, for each URL tried. */
async function checkFile(name: string, token: string, options: OwnershipCheckOptions): Promise<string | null> {
  const host = urlHost(name);
  const port = options.httpPort === 80 ? "" : `:${options.httpPort}`;
  const urls = [`https://${host}${WELL_KNOWN_PATH}`, `http://${host}${port}${WELL_KNOWN_PATH}`];
  const problems: string[] = [];
  for (const url of urls) {
    const problem = await fetchToken(url, token, options);
    if (problem === null) return null;
    problems.push(`${url}: ${problem.message}`);
    // A refused or unresolvable host is the same over http: asking again only repeats it.
    if (problem.final) break;
  }
  return problems.join("; ");
}

async function fetchToken(
  url: string,
  token: string,
  options: OwnershipCheckOptions,
): Promise<{ message: string; final: boolean } | null> {
  try {
    const response = await safeFetch(url, {
      resolver: options.resolver,
      allowPrivateNetwork: options.allowPrivateNetwork,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: 16 * 1024,
      maxRedirects: 3,
      ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
    });
    if (response.status !== 200) return { message: `answered HTTP ${response.status}`, final: false };
    // The file may end with a newline or hold the token among other lines (several services' tokens).
    if (response.body.split(/\r?\n/).some((line) => line.trim() === token)) return null;
    return { message: "the file does not contain the token", final: false };
  } catch (error) {
    if (!(error instanceof NetError)) throw error;
    const final = error.reason === "refused" || error.reason === "dns" || error.reason === "invalid";
    return { message: error.message, final };
  }
}

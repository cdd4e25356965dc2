import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { ipVersion, isPublicAddress } from "./addresses.js";
import { NetError } from "./net-error.js";
import type { Resolver } from "./resolver.js";

/** Options of {@link safeFetch}. */
export interface SafeFetchOptions {
  /** Resolves the host of every hop; only its A and AAAA lookups are used. */
  resolver: Pick<Resolver, "a" | "aaaa">;
  /** Lets the fetch reach private, loopback and other non-public addresses (config ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork: boolean;
  /** Budget for the whole fetch, redirects and DNS included. Default 10 000. */
  timeoutMs?: number;
  /** Largest body accepted; a larger one throws. Default 64 KiB. */
  maxBytes?: number;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** `false`: a redirect is answered as it came (status and `location`), not followed. Default true. */
  followRedirects?: boolean;
  /** `true`: a body larger than `maxBytes` is cut there instead of failing the fetch. */
  truncateBody?: boolean;
  /** Default GET. */
  method?: "GET" | "POST";
  /** Sent with every hop, over the defaults (user-agent, accept). */
  headers?: Record<string, string>;
  /** Request body (sent with its Content-Length). */
  body?: string;
  /**
   * Which addresses count as public. Default {@link isPublicAddress}; tests that only have loopback
   * servers narrow it (e.g. to treat 127.0.0.1 as public and 127.0.0.2 as private).
   */
  isAllowedAddress?: (ip: string) => boolean;
}

/** What {@link safeFetch} answers: any status, including 4xx and 5xx; the body decoded as UTF-8. */
export interface SafeFetchResult {
  status: number;
  body: string;
  /** The URL of the last hop, after redirects. */
  finalUrl: string;
  /** The `location` of a redirect that was not followed. */
  location?: string | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Bulwark/1 (+asset verification)";

/** A hop's connection target: the checked addresses, in the order to try them. */
async function checkedAddresses(
  host: string,
  options: SafeFetchOptions,
  isAllowed: (ip: string) => boolean,
): Promise<string[]> {
  if (ipVersion(host) !== 0) {
    if (!options.allowPrivateNetwork && !isAllowed(host)) {
      throw new NetError("refused", `refused: ${host} is a private address`);
    }
    return [host];
  }
  const [v4, v6] = await Promise.allSettled([options.resolver.a(host), options.resolver.aaaa(host)]);
  if (v4.status === "rejected" && v6.status === "rejected") throw v4.reason;
  // One family failing is not fatal: only addresses that were checked are ever connected to.
  const addresses = [...(v4.status === "fulfilled" ? v4.value : []), ...(v6.status === "fulfilled" ? v6.value : [])];
  if (addresses.length === 0) throw new NetError("dns", `${host} does not resolve to any address`);
  // Every address, not just the first: a name that mixes public and private answers is an attack.
  if (!options.allowPrivateNetwork && !addresses.every(isAllowed)) {
    throw new NetError("refused", `refused: ${host} resolves to a private address`);
  }
  return addresses;
}

/** A `lookup` that answers with the checked address whatever the name, so nothing re-resolves it. */
function pinnedLookup(address: string): LookupFunction {
  const family = ipVersion(address);
  return (_hostname, options, callback) => {
    // net.connect asks for all addresses when it races families (autoSelectFamily); answer both shapes.
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface Hop {
  status: number;
  location: string | undefined;
  body: string;
}

/** What each hop sends and how much of the answer it keeps. */
interface HopRequest {
  signal: AbortSignal;
  maxBytes: number;
  truncate: boolean;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: string | undefined;
}

function requestOnce(url: URL, address: string, hop: HopRequest): Promise<Hop> {
  const { signal, maxBytes } = hop;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const secure = url.protocol === "https:";
  return new Promise<Hop>((resolve, reject) => {
    const request = (secure ? https : http).request(url, {
      method: hop.method,
      // A fresh connection per hop: a pooled socket would skip the pinned lookup.
      agent: false,
      lookup: pinnedLookup(address),
      // The certificate is checked against the host name, not the address connected to.
      ...(secure && ipVersion(host) === 0 ? { servername: host } : {}),
      headers: {
        "user-agent": USER_AGENT,
        accept: "text/plain, */*;q=0.5",
        "accept-encoding": "identity",
        ...hop.headers,
        ...(hop.body !== undefined ? { "content-length": String(Buffer.byteLength(hop.body)) } : {}),
      },
      signal,
    });
    const fail = (error: unknown) => {
      request.destroy();
      reject(error);
    };
    request.on("error", fail);
    request.on("response", (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        request.destroy();
        resolve({ status, location, body: "" });
        return;
      }
      const chunks: Buffer[] = [];
      const finish = () =>
        resolve({ status, location: undefined, body: new TextDecoder("utf-8").decode(Buffer.concat(chunks)) });
      const tooLarge = () => {
        if (!hop.truncate) {
          fail(new NetError("too-large", `the response from ${url.host} is larger than ${maxBytes} bytes`));
          return;
        }
        request.destroy();
        finish();
      };
      if (!hop.truncate && Number(response.headers["content-length"] ?? 0) > maxBytes) return tooLarge();
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        if (size >= maxBytes) return;
        size += chunk.length;
        if (size > maxBytes) {
          if (hop.truncate) chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
          tooLarge();
        } else chunks.push(chunk);
      });
      response.on("error", fail);
      response.on("end", finish);
    });
    request.end(hop.body);
  });
}

/** Connects to the checked addresses in turn until one answers. */
async function fetchHop(url: URL, addresses: string[], hop: HopRequest): Promise<Hop> {
  let lastError: unknown;
  for (const address of addresses) {
    try {
      return await requestOnce(url, address, hop);
    } catch (error) {
      if (error instanceof NetError || hop.signal.aborted) throw error;
      lastError = error;
    }
  }
  throw new NetError("connection", connectionFailure(url, lastError), { cause: lastError });
}

/** Node's connection error codes in words. */
const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: "Connection refused",
  ECONNRESET: "Connection reset",
  EHOSTUNREACH: "Host unreachable",
  ENETUNREACH: "Network unreachable",
  ETIMEDOUT: "Connection timed out",
  EPIPE: "Connection closed",
};

/**
 * "Connection refused (ECONNREFUSED) at hooks.example.com:8443": the cause first, in words and as
 * Node's code, then the host. Logs and tables cut long messages, and a delivery log or a
 * verification result already says which URL was fetched, so the cause must survive the cut.
 */
function connectionFailure(url: URL, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const words =
    code === undefined
      ? "Connection failed"
      : (CONNECTION_FAILURES[code] ??
        (/CERT|SSL|TLS|EPROTO|SIGNATURE/.test(code) ? "TLS failed" : "Connection failed"));
  return `${words} (${code ?? String(error)}) at ${url.host}`;
}

function parseUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new NetError("invalid", `"${String(input)}" is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new NetError("refused", `refused: ${url.protocol} URLs are not fetched (only http and https)`);
  }
  return url;
}

/**
 * Fetches a small text resource (a domain-verification file, say) from a URL a user supplied,
 * without letting that user reach private networks: every hop's host is resolved with
 * `options.resolver`, refused unless every address is public (or `allowPrivateNetwork`), and the
 * connection goes to the address that was checked (Host header and TLS name stay the host name),
 * so a DNS answer that changes between check and connect (DNS rebinding) cannot redirect it.
 * Redirects are followed by hand, each re-checked (or, with `followRedirects: false`, answered as
 * they came); only http and https. Also POSTs (webhooks). Throws {@link NetError}.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const controller = new AbortController();
  const timedOut = () => new NetError("timeout", `Timed out after ${timeoutMs} ms fetching ${String(input)}`);
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(timedOut()));
  });
  // Keeps an unobserved deadline from surfacing as an unhandled rejection after success.
  deadline.catch(() => {});
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseUrl(input);
    for (let redirects = 0; ; redirects++) {
      const host = url.hostname.replace(/^\[|\]$/g, "");
      const addresses = await Promise.race([checkedAddresses(host, options, isAllowed), deadline]);
      const hop = await Promise.race([
        fetchHop(url, addresses, {
          signal: controller.signal,
          maxBytes,
          truncate: options.truncateBody ?? false,
          method: options.method ?? "GET",
          headers: options.headers ?? {},
          body: options.body,
        }),
        deadline,
      ]);
      if (hop.location === undefined) return { status: hop.status, body: hop.body, finalUrl: url.href };
      if (options.followRedirects === false) {
        return { status: hop.status, body: "", finalUrl: url.href, location: hop.location };
      }
      if (redirects >= maxRedirects) {
        throw new NetError("too-many-redirects", `more than ${maxRedirects} redirects fetching ${String(input)}`);
      }
      url = parseUrl(hop.location, url);
    }
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof NetError)) throw timedOut();
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

import { DirectoryError, type DirectoryProvider } from "./directory.js";

/** How connectors call the providers; every field has a production default. */
export interface HttpOptions {
  /** Limit for one attempt, body included; default 30 s. */
  timeoutMs?: number;
  /** Waits before a retry; tests pass a recorder instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  /** Clock used to read `Retry-After` dates. */
  now?: () => number;
}

/** One call to a provider. */
export interface HttpRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** What the call is for, in errors ("token request", "user list"); never holds secrets. */
  what: string;
}

/** A provider's answer after retries: any status but 429/503, with the body parsed as JSON when it is JSON. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown;
  contentType: string;
}

/** Sends one request through retries and timeouts; see {@link createHttp}. */
export type Http = (request: HttpRequest) => Promise<HttpResponse>;

const DEFAULT_TIMEOUT_MS = 30_000;
/** Longest single wait before a retry, whatever Retry-After asks for. */
export const MAX_RETRY_WAIT_MS = 30_000;
/** Retries after 429 or 503 before giving up. */
export const MAX_THROTTLE_RETRIES = 4;
const NETWORK_RETRY_WAIT_MS = 1_000;

const providerName: Record<DirectoryProvider, string> = { google: "Google", microsoft: "Microsoft" };

/**
 * A fetch wrapper for the directory connectors:
 * - each attempt is limited by `timeoutMs` (AbortSignal.timeout);
 * - 429 and 503 are retried up to {@link MAX_THROTTLE_RETRIES} times, waiting what `Retry-After`
 *   asks (seconds or an HTTP date), capped at {@link MAX_RETRY_WAIT_MS}, or 1, 2, 4, 8 s without it;
 * - a network error or timeout is retried once;
 * - every other status, 4xx included, is returned to the caller without retrying;
 * - redirects are not followed, so a bearer token is never sent to a host the caller did not choose.
 * Failures that end the call are {@link DirectoryError}s of kind `unavailable` naming the host,
 * never the URL's query (page tokens) or any header.
 */
export function createHttp(provider: DirectoryProvider, options: HttpOptions = {}): Http {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const name = providerName[provider];

  return async (request) => {
    const host = safeHost(request.url);
    const headers: Record<string, string> = { accept: "application/json", ...request.headers };
    let body: string | undefined;
    if (request.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(request.form).toString();
    }

    let throttleRetries = 0;
    let networkRetried = false;
    for (;;) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(request.url, {
          method: request.method,
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read inside the try: the timeout covers the body, and a connection cut mid-body is a
        // network error like any other.
        text = await response.text();
      } catch (error) {
        if (!networkRetried) {
          networkRetried = true;
          await sleep(NETWORK_RETRY_WAIT_MS);
          continue;
        }
        throw new DirectoryError(
          provider,
          "unavailable",
          `Could not reach ${name} (${host}) for the ${request.what}: ${describeNetworkError(error, timeoutMs)}`,
        );
      }

      if (response.status === 429 || response.status === 503) {
        if (throttleRetries >= MAX_THROTTLE_RETRIES) {
          throw new DirectoryError(
            provider,
            "unavailable",
            response.status === 429
              ? `${name} kept limiting the rate of requests (429) for the ${request.what} after ${MAX_THROTTLE_RETRIES} retries; the next sync will try again`
              : `${name} stayed unavailable (503) for the ${request.what} after ${MAX_THROTTLE_RETRIES} retries; the next sync will try again`,
          );
        }
        const wait = retryAfterMs(response.headers.get("retry-after"), now()) ?? 1_000 * 2 ** throttleRetries;
        throttleRetries += 1;
        await sleep(Math.min(wait, MAX_RETRY_WAIT_MS));
        continue;
      }

      const contentType = response.headers.get("content-type") ?? "";
      return { status: response.status, headers: response.headers, json: parseJson(text), contentType };
    }
  };
}

/**
 * The JSON body of a successful answer, or a {@link DirectoryError} of kind `response` when the
 * provider answered something else (an HTML error page from a proxy, an empty body).
 */
export function requireJson(provider: DirectoryProvider, response: HttpResponse, what: string): unknown {
  if (response.json !== undefined) return response.json;
  const type = response.contentType.split(";")[0]?.trim() || "no content type";
  throw new DirectoryError(
    provider,
    "response",
    `${providerName[provider]} answered the ${what} with something that is not JSON (status ${response.status}, ${type})`,
  );
}

/**
 * Milliseconds a `Retry-After` value asks to wait: delay-seconds or an HTTP date (RFC 9110 10.2.3).
 * Undefined when absent or unreadable; never negative.
 */
export function retryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "an invalid address";
  }
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`;
  }
  // undici reports "fetch failed" with the system error (ECONNREFUSED, ENOTFOUND, ...) as cause.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === "string") return cause.code;
  return "the connection failed";
}

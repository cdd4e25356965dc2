import type { paths } from "@bulwark/contract";
import createClient, { type Client } from "openapi-fetch";
import { createAuth } from "./auth-middleware.js";
import type { CallResult } from "./errors.js";
import { memoryTokenStore, type TokenStore } from "./token-store.js";

/**
 * `paths` with the `x-tenant-id` header made optional: the client adds it from the active
 * organisation, so callers need not repeat it on every call (they still may, to override it).
 */
export type BulwarkPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: WithOptionalTenant<paths[Path][Method]> };
};

type WithOptionalTenant<Operation> = Operation extends { parameters: infer Params }
  ? Params extends { header: infer Header }
    ? Omit<Operation, "parameters"> & {
        parameters: Omit<Params, "header"> & { header?: Omit<Header, "x-tenant-id"> & { "x-tenant-id"?: string } };
      }
    : Operation
  : Operation;

/** Options of {@link createBulwarkClient}. */
export interface BulwarkClientOptions {
  /** Origin of the API, e.g. `http://localhost:8080` (paths already start with `/api/v1`). */
  baseUrl: string;
  /** Where tokens live; defaults to {@link memoryTokenStore}. Refreshed tokens are written back to it. */
  tokenStore?: TokenStore;
  /** The active organisation sent as `x-tenant-id`; change it later with `setTenant`. */
  tenantId?: string | null;
  /** Asked before every call when no tenant was set with `tenantId` or `setTenant`. */
  getTenantId?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called once when the session is lost: the refresh token was refused, so the store was
   * cleared. Not called by {@link BulwarkClientHelpers.signOut}, which the caller asked for.
   */
  onSignedOut?: () => void;
  /** The fetch to use (a wrapper for logging or tests); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** A request body {@link BulwarkClientHelpers.upload} can stream. */
export type UploadBody =
  | AsyncIterable<Uint8Array>
  | ReadableStream<Uint8Array>
  | Blob
  | ArrayBuffer
  | Uint8Array
  | string;

/** Paths with a POST operation: what {@link BulwarkClientHelpers.upload} can send to. */
export type UploadPath = {
  [P in keyof BulwarkPaths]: BulwarkPaths[P] extends { post: unknown } ? P : never;
}[keyof BulwarkPaths];

type JsonOf<Response> = Response extends { content: { "application/json": infer Data } } ? Data : unknown;
/** The JSON a successful POST to `P` answers (its 200, else its 201). */
export type UploadData<P extends UploadPath> = BulwarkPaths[P] extends { post: { responses: infer R } }
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : unknown
  : unknown;

/** Options of {@link BulwarkClientHelpers.upload}. */
export interface UploadOptions {
  /**
   * Makes the request body, once per attempt: a stream can be sent only once, and the upload is
   * sent again after a token refresh. Never buffered by the client.
   */
  body: () => UploadBody | Promise<UploadBody>;
  /** The body's media type, e.g. `text/csv`. */
  contentType: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers; an `x-tenant-id` here wins over the active organisation. */
  headers?: Record<string, string>;
  /** Cancels the upload. */
  signal?: AbortSignal;
  /** Called as a streamed body goes out, with the bytes sent so far in this attempt. */
  onProgress?: (sent: number) => void;
}

/** What {@link createBulwarkClient} adds to the openapi-fetch client. */
export interface BulwarkClientHelpers {
  /** The store the client reads tokens from and writes refreshed tokens to. */
  readonly tokenStore: TokenStore;
  /** Makes `id` the active organisation (sent as `x-tenant-id`); null sends none. */
  setTenant(id: string | null): void;
  /** Ends the session on the server (best effort) and clears the token store. */
  signOut(): Promise<void>;
  /**
   * Streams a request body (a file, a generated stream) to a POST call with the bearer and
   * tenant headers, answering `{ data, error, response }` like every call (use `unwrap`).
   * Unlike `POST`, the body is never copied for a retry: on a 401 the token pair is refreshed
   * and `options.body()` is asked for a fresh body. `path` must hold no `{parameters}`.
   */
  upload<P extends UploadPath>(path: P, options: UploadOptions): Promise<CallResult<UploadData<P>>>;
}

/** The typed client: `GET`, `POST`, ... answering `{ data, error, response }`, plus the helpers. */
export type BulwarkClient = Client<BulwarkPaths> & BulwarkClientHelpers;

/**
 * Creates a typed client for the Bulwark API. It sends the stored access token and the active
 * organisation with every call and, on a 401, refreshes the token pair once (shared by every call
 * waiting at that moment) and retries the call once.
 */
export function createBulwarkClient(options: BulwarkClientOptions): BulwarkClient {
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  // Resolved at call time so a test or a host page can swap the global fetch after creation.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let tenant: string | null | undefined = options.tenantId;
  const auth = createAuth({
    baseUrl: options.baseUrl,
    tokenStore,
    fetch: fetchImpl,
    tenantId: async () => (tenant !== undefined ? tenant : ((await options.getTenantId?.()) ?? null)),
    onSignedOut: options.onSignedOut,
  });
  const client = lazyClient(() => {
    const created = createClient<BulwarkPaths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
    created.use(auth.middleware);
    return created;
  });
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const helpers: BulwarkClientHelpers = {
    tokenStore,
    setTenant(id) {
      tenant = id;
    },
    async signOut() {
      if (await tokenStore.get()) {
        // The local sign-out must happen even when the server is unreachable or the session is gone.
        await client.POST("/api/v1/users/auth/logout").catch(() => undefined);
      }
      await tokenStore.set(null);
    },
    async upload(path, uploadOptions) {
      const url = new URL(`${baseUrl}${path}`);
      for (const [key, value] of Object.entries(uploadOptions.query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
      const send = async (): Promise<{ response: Response; sent: string | undefined }> => {
        const headers = new UploadHeaders(uploadOptions.headers);
        headers.set("content-type", uploadOptions.contentType);
        const sent = await auth.sign(headers);
        const body = countingBody(await uploadOptions.body(), uploadOptions.onProgress);
        const init: RequestInit & { duplex?: "half" } = { method: "POST", headers: headers.record, body };
        // fetch requires `duplex: "half"` for a streamed body; other bodies must not carry it.
        if (isStream(body)) init.duplex = "half";
        if (uploadOptions.signal) init.signal = uploadOptions.signal;
        return { response: await fetchImpl(url, init), sent };
      };
      let { response, sent } = await send();
      if (response.status === 401 && sent !== undefined) {
        const renewed = await auth.renew(sent);
        if (renewed) {
          await response.body?.cancel();
          ({ response } = await send());
        }
      }
      return readAnswer(response) as Promise<CallResult<UploadData<typeof path>>>;
    },
  };
  return Object.assign(client, helpers);
}

/** The methods of an openapi-fetch client, all of which {@link lazyClient} forwards. */
const CLIENT_METHODS = ["request", "GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE", "use", "eject"];

/**
 * An openapi-fetch client made on its first call. Making one reads `globalThis.Request`, and in
 * Node that first read loads fetch's whole implementation (undici): ~55 ms of CPU that `bulwark
 * people import`, whose upload needs none of it, spent before its first byte went out (measured
 * with a CPU profile of the CLI, 2026-12-07).
 */
function lazyClient(create: () => Client<BulwarkPaths>): Client<BulwarkPaths> {
  let client: Client<BulwarkPaths> | undefined;
  const forwarded: Record<string, (...args: unknown[]) => unknown> = {};
  for (const method of CLIENT_METHODS) {
    forwarded[method] = (...args) => {
      client ??= create();
      return (client as unknown as Record<string, (...args: unknown[]) => unknown>)[method]?.(...args);
    };
  }
  return forwarded as unknown as Client<BulwarkPaths>;
}

/**
 * An upload's request headers, case-insensitive as fetch's `Headers` are, held in a plain record
 * fetch takes as it is: `Headers` would load fetch's implementation before the upload's first
 * byte (see {@link lazyClient}).
 */
class UploadHeaders {
  /** Without a prototype, so a header named like an object's property ("constructor") is just a header. */
  readonly record: Record<string, string> = Object.create(null);

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.set(name, value);
  }

  get(name: string): string | null {
    return this.record[name.toLowerCase()] ?? null;
  }

  set(name: string, value: string): void {
    this.record[name.toLowerCase()] = value;
  }

  has(name: string): boolean {
    return Object.hasOwn(this.record, name.toLowerCase());
  }

  delete(name: string): void {
    delete this.record[name.toLowerCase()];
  }
}

const isStream = (body: unknown): boolean =>
  typeof body === "object" &&
  body !== null &&
  (Symbol.asyncIterator in body || (typeof ReadableStream !== "undefined" && body instanceof ReadableStream));

/** The body as fetch takes it; a streamed one counts its bytes for `onProgress` as it goes. */
function countingBody(body: UploadBody, onProgress: ((sent: number) => void) | undefined): BodyInit {
  if (!isStream(body)) return body as BodyInit;
  const source = body as AsyncIterable<Uint8Array>;
  // A browser ReadableStream may not be iterable: sent as it is, uncounted.
  if (!onProgress || !(Symbol.asyncIterator in source)) return source as unknown as BodyInit;
  async function* counted() {
    let sent = 0;
    for await (const chunk of source) {
      sent += chunk.byteLength;
      onProgress?.(sent);
      yield chunk;
    }
  }
  return counted() as unknown as BodyInit;
}

/** `{ data, error, response }` of an answer: JSON read as data when ok, as the error otherwise. */
async function readAnswer(response: Response): Promise<CallResult<unknown>> {
  const text = response.status === 204 ? "" : await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  if (response.ok) return { data: parsed, response };
  return { error: parsed ?? { statusCode: response.status, message: response.statusText || undefined }, response };
}

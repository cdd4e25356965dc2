import type { Schema } from "@bulwark/contract";
import type { Middleware } from "openapi-fetch";
import type { TokenStore, Tokens } from "./token-store.js";

/** What signing a request needs of its headers: a fetch `Headers`, or the upload's {@link UploadHeaders}. */
export type HeaderBag = Pick<Headers, "get" | "set" | "has" | "delete">;

/** The call that exchanges a refresh token for a new pair. */
export const REFRESH_PATH = "/api/v1/users/auth/refresh-token";

/** Calls that establish a session: they carry no bearer and their 401 means wrong credentials. */
const SIGN_IN_CALLS = new Set<string>([
  "/api/v1/users/auth/register",
  "/api/v1/users/auth/login",
  "/api/v1/users/auth/login/two-factor",
  "/api/v1/users/auth/login/two-factor-recovery-key",
  REFRESH_PATH,
]);

/** Calls with a bearer whose 401 must not start a refresh (the session is being discarded). */
const NO_REFRESH_CALLS = new Set<string>(["/api/v1/users/auth/logout"]);

/**
 * Pass as a call's `header` to send it without any `x-tenant-id`, even while an organisation is
 * active: `client.GET(path, { params: { header: NO_TENANT } })`. Calls on common content (the
 * super-admins' library) are told apart from an organisation's by the header's absence.
 */
export const NO_TENANT = { "x-tenant-id": "" } as const;

/** What {@link authMiddleware} needs from the client it is part of. */
export interface AuthMiddlewareOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch: typeof globalThis.fetch;
  tenantId: () => Promise<string | null>;
  onSignedOut?: (() => void) | undefined;
}

/** The session handling of one client, shared by its openapi-fetch middleware and its uploads. */
export interface Auth {
  /** openapi-fetch middleware: headers on the way out; on a 401, one refresh and one retry. */
  middleware: Middleware;
  /**
   * Sets the tenant and bearer headers on `headers` (each only when the caller did not) and
   * answers the access token sent, if the client sent one (only then may a 401 be refreshed).
   */
  sign(headers: HeaderBag): Promise<string | undefined>;
  /** A usable token pair after `usedAccessToken` was refused, or null (single-flight refresh). */
  renew(usedAccessToken: string): Promise<Tokens | null>;
}

/**
 * openapi-fetch middleware: bearer and tenant headers on the way out; on a 401, one single-flight
 * refresh and one retry of the original request.
 */
export function authMiddleware(options: AuthMiddlewareOptions): Middleware {
  return createAuth(options).middleware;
}

/** The session handling of one client: see {@link Auth}. */
export function createAuth(options: AuthMiddlewareOptions): Auth {
  const { tokenStore, fetch } = options;
  const refreshUrl = `${options.baseUrl.replace(/\/+$/, "")}${REFRESH_PATH}`;
  /** Untouched copies of requests that may need a retry, by openapi-fetch request id. */
  const retryable = new Map<string, Request>();
  let refreshing: Promise<Tokens | null> | undefined;

  async function signedOut() {
    await tokenStore.set(null);
    options.onSignedOut?.();
  }

  /**
   * A usable token pair after `usedAccessToken` was refused, or null. Every caller arriving while
   * a refresh is under way shares it: refresh tokens are single use and presenting one twice
   * revokes the whole session.
   */
  function renew(usedAccessToken: string): Promise<Tokens | null> {
    refreshing ??= refresh(usedAccessToken).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function refresh(usedAccessToken: string): Promise<Tokens | null> {
    const current = await tokenStore.get();
    if (!current) return null;
    // Someone refreshed (or signed in again) since this request left: just retry with that.
    if (current.accessToken !== usedAccessToken) return current;
    if (!current.refreshToken) {
      await signedOut();
      return null;
    }
    let response: Response;
    try {
      response = await fetch(refreshUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
      });
    } catch {
      // The API is unreachable: keep the session, a later call may get through.
      return null;
    }
    if (response.ok) {
      const body = (await response.json()) as Schema<"Token">;
      const tokens: Tokens = { accessToken: body.accessToken, refreshToken: body.refreshToken };
      await tokenStore.set(tokens);
      return tokens;
    }
    await response.body?.cancel();
    // A busy or failing server did not refuse the refresh token; only a 4xx means it is dead.
    if (response.status >= 500 || response.status === 429) return null;
    await signedOut();
    return null;
  }

  async function sign(headers: HeaderBag): Promise<string | undefined> {
    // An empty `x-tenant-id` from the caller ({@link NO_TENANT}) asks for a call without an
    // organisation (common content, super-admin work): the header is dropped, not filled in.
    if (headers.get("x-tenant-id") === "") headers.delete("x-tenant-id");
    else {
      const tenant = await options.tenantId();
      if (tenant && !headers.has("x-tenant-id")) headers.set("x-tenant-id", tenant);
    }
    // A caller-supplied Authorization header is theirs: not ours to refresh.
    if (headers.has("authorization")) return undefined;
    const tokens = await tokenStore.get();
    if (!tokens) return undefined;
    headers.set("authorization", `Bearer ${tokens.accessToken}`);
    return tokens.accessToken;
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (SIGN_IN_CALLS.has(schemaPath)) return request;
      const sent = await sign(request.headers);
      // Cloned before fetch consumes the body, so the retry can send it again.
      if (sent !== undefined && !NO_REFRESH_CALLS.has(schemaPath)) retryable.set(id, request.clone());
      return request;
    },

    async onResponse({ request, response, id }) {
      const original = retryable.get(id);
      retryable.delete(id);
      if (!original || response.status !== 401) return undefined;
      const used = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      const tokens = await renew(used);
      // No new tokens: the caller gets the 401 as it came.
      if (!tokens) return undefined;
      await response.body?.cancel();
      original.headers.set("authorization", `Bearer ${tokens.accessToken}`);
      return fetch(original);
    },

    onError({ id }) {
      retryable.delete(id);
    },
  };
  return { middleware, sign, renew };
}

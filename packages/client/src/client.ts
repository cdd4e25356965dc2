import type { paths } from "@bulwark/contract";
import createClient, { type Client } from "openapi-fetch";
import { authMiddleware } from "./auth-middleware.js";
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

/** What {@link createBulwarkClient} adds to the openapi-fetch client. */
export interface BulwarkClientHelpers {
  /** The store the client reads tokens from and writes refreshed tokens to. */
  readonly tokenStore: TokenStore;
  /** Makes `id` the active organisation (sent as `x-tenant-id`); null sends none. */
  setTenant(id: string | null): void;
  /** Ends the session on the server (best effort) and clears the token store. */
  signOut(): Promise<void>;
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
  const client = createClient<BulwarkPaths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  client.use(
    authMiddleware({
      baseUrl: options.baseUrl,
      tokenStore,
      fetch: fetchImpl,
      tenantId: async () => (tenant !== undefined ? tenant : ((await options.getTenantId?.()) ?? null)),
      onSignedOut: options.onSignedOut,
    }),
  );
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
  };
  return Object.assign(client, helpers);
}

import {
  type BulwarkClient,
  createBulwarkClient,
  localStorageTokenStore,
  memoryTokenStore,
  type TokenStore,
} from "@bulwark/client";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "./query";

/** Events a widget tree reports to its host (elements turn them into `bulwark-*` DOM events). */
export type BulwarkEventMap = {
  ready: { widget: string };
  error: { statusCode: number; message?: string | undefined; code?: string | undefined };
  "auth-expired": Record<string, never>;
  "signed-out": Record<string, never>;
  "tenant-change": { tenantId: string | null };
};

/**
 * What every widget on a page shares: one API client (so one session and one token refresh),
 * one TanStack Query client (so one cache), and an event channel. Create one per page (or per app) and pass it to every
 * `BulwarkProvider`.
 */
export interface BulwarkRuntime {
  client: BulwarkClient;
  /** The query cache of every widget of this runtime (defaults: `createQueryClient`). */
  queryClient: QueryClient;
  events: EventTarget;
  emit<K extends keyof BulwarkEventMap>(name: K, detail: BulwarkEventMap[K]): void;
  on<K extends keyof BulwarkEventMap>(name: K, listener: (detail: BulwarkEventMap[K]) => void): () => void;
}

export interface BulwarkRuntimeOptions {
  /** API origin, e.g. `https://bulwark.example.com`. */
  apiUrl: string;
  /** Token storage: `"local"` (browser localStorage, the web app), `"memory"`, or a custom store. */
  tokenStore?: TokenStore | "local" | "memory";
  /**
   * Supplies an access token (e.g. an embed token from the host's server) when none is stored or
   * the stored one was refused. Used by embedding hosts instead of sign-in.
   */
  fetchToken?: () => Promise<string>;
  /** The active organisation at start. */
  tenantId?: string | null;
  /** The fetch to use; Storybook passes a canned one (see `storybook/fakeApi.ts`). */
  fetch?: typeof globalThis.fetch;
}

export function createBulwarkRuntime(options: BulwarkRuntimeOptions): BulwarkRuntime {
  const events = new EventTarget();
  const emit: BulwarkRuntime["emit"] = (name, detail) => events.dispatchEvent(new CustomEvent(name, { detail }));
  const base =
    options.tokenStore === "local"
      ? localStorageTokenStore()
      : options.tokenStore === "memory" || options.tokenStore === undefined
        ? memoryTokenStore()
        : options.tokenStore;
  const tokenStore: TokenStore = options.fetchToken ? fetchingStore(base, options.fetchToken) : base;
  const queryClient = createQueryClient();
  const client = createBulwarkClient({
    baseUrl: options.apiUrl.replace(/\/+$/, ""),
    tokenStore,
    tenantId: options.tenantId ?? null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onSignedOut: () => {
      emit("auth-expired", {});
      emit("signed-out", {});
    },
  });
  return {
    client,
    queryClient,
    events,
    emit,
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail);
      events.addEventListener(name, handler);
      return () => events.removeEventListener(name, handler);
    },
  };
}

/** A store that asks the host for a token when it has none (embed tokens carry no refresh token). */
function fetchingStore(inner: TokenStore, fetchToken: () => Promise<string>): TokenStore {
  let pending: Promise<string> | undefined;
  return {
    async get() {
      const current = await inner.get();
      if (current) return current;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      const accessToken = await pending;
      const tokens = { accessToken, refreshToken: "" };
      await inner.set(tokens);
      return tokens;
    },
    set: (tokens) => inner.set(tokens),
  };
}

import type { TokenStore, Tokens } from "@bulwark/client";
import {
  type BulwarkEventMap,
  type BulwarkRuntime,
  createBulwarkRuntime,
  createQueryClient,
} from "@bulwark/widgets/runtime";

/** Supplies an access token (e.g. an embed token minted by the host's server). */
export type TokenFetcher = () => Promise<string>;

/**
 * The page's token store for one API: fed by the elements' `token` attributes, or, when it has
 * none, by the most recently set `fetchToken` of a connected element. Tokens live in memory only.
 */
export class ElementTokenStore implements TokenStore {
  #tokens: Tokens | null = null;
  readonly #fetchers = new Map<object, TokenFetcher>();
  #pending: Promise<Tokens | null> | undefined;
  readonly #onFetchError: (error: unknown) => void;

  constructor(onFetchError: (error: unknown) => void = () => {}) {
    this.#onFetchError = onFetchError;
  }

  get(): Tokens | null | Promise<Tokens | null> {
    if (this.#tokens) return this.#tokens;
    return this.fetch();
  }

  set(tokens: Tokens | null): void {
    this.#tokens = tokens;
  }

  /** The current access token, without asking `fetchToken`. */
  get accessToken(): string | null {
    return this.#tokens?.accessToken ?? null;
  }

  /** Whether some connected element supplies `fetchToken`. */
  get canFetch(): boolean {
    return this.#fetchers.size > 0;
  }

  /** Asks the newest `fetchToken` for a token (one request at a time); null when there is none or it failed. */
  fetch(): Promise<Tokens | null> | null {
    const fetcher = [...this.#fetchers.values()].at(-1);
    if (!fetcher) return null;
    this.#pending ??= this.#run(fetcher).finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  async #run(fetcher: TokenFetcher): Promise<Tokens | null> {
    try {
      const accessToken = await fetcher();
      if (typeof accessToken !== "string" || accessToken === "") throw new Error("fetchToken returned no token");
      this.#tokens = { accessToken };
      return this.#tokens;
    } catch (error) {
      this.#onFetchError(error);
      return null;
    }
  }

  /** Registers (or, with undefined, removes) the `fetchToken` of `owner`. The newest one is used. */
  setFetcher(owner: object, fetcher: TokenFetcher | undefined): void {
    this.#fetchers.delete(owner);
    if (fetcher) this.#fetchers.set(owner, fetcher);
  }
}

/** What the elements of one API share on a page. */
export interface SharedSession {
  readonly apiUrl: string;
  readonly runtime: BulwarkRuntime;
  readonly store: ElementTokenStore;
  /** Changes whenever the session restarts (new token); elements remount their trees on it. */
  readonly epoch: number;
  /** Calls `listener` after every restart; answers the unsubscribe function. */
  onRestart(listener: () => void): () => void;
  /** Makes `token` the session's access token (a `token` attribute was set or changed). */
  takeToken(token: string): void;
  /** Forgets `token` if it is the session's token (its `token` attribute was removed). */
  dropToken(token: string): void;
  /** An element rendered; remembered when it had to start without any token source. */
  noteRender(): void;
  /** A `fetchToken` was set: elements that started without a token start over, now with one. */
  tokenSourceAdded(): void;
}

/** After an expiry, a new token is asked for at most this often, so a refused token cannot loop. */
const RENEW_INTERVAL_MS = 10_000;

const sessions = new Map<string, SharedSession>();

const normalize = (apiUrl: string) => apiUrl.trim().replace(/\/+$/, "");

/**
 * The one session of the page for `apiUrl`: created on first use, then shared by every element
 * pointing at that API (one client, one token store, one QueryClient, one event channel).
 */
export function sharedSession(apiUrl: string): SharedSession {
  const key = normalize(apiUrl);
  const existing = sessions.get(key);
  if (existing) return existing;

  const listeners = new Set<() => void>();
  let epoch = 0;
  // The token last taken from an attribute: re-connecting an element with the same attribute must
  // not replace a token the client refreshed since.
  let attributeToken: string | null = null;
  let lastRenewal = Number.NEGATIVE_INFINITY;
  // Some element rendered while there was neither a token nor a `fetchToken`: it shows signed out.
  let startedWithoutToken = false;
  const store = new ElementTokenStore((error) =>
    runtime.emit("error", {
      statusCode: 0,
      code: "TokenUnavailable",
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  const runtime = createBulwarkRuntime({ apiUrl: key, tokenStore: store });

  const restart = () => {
    startedWithoutToken = false;
    // A fresh QueryClient rather than clearing the old one: a request still in flight with the old
    // token then answers a client nobody reads, never the new session's first query.
    void runtime.queryClient.cancelQueries();
    runtime.queryClient.clear();
    runtime.queryClient = createQueryClient();
    epoch++;
    for (const listener of [...listeners]) listener();
  };

  // An expired token without a refresh token signs the session out (the client clears the store).
  // With `fetchToken` the session renews itself: a new token, then every element starts over.
  runtime.on("auth-expired", () => {
    if (!store.canFetch || Date.now() - lastRenewal < RENEW_INTERVAL_MS) return;
    lastRenewal = Date.now();
    void Promise.resolve(store.get()).then((tokens) => {
      if (tokens) restart();
    });
  });

  const session: SharedSession = {
    apiUrl: key,
    runtime,
    store,
    get epoch() {
      return epoch;
    },
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeToken(token) {
      if (token === attributeToken) return;
      attributeToken = token;
      if (store.accessToken === token) return;
      store.set({ accessToken: token });
      restart();
    },
    dropToken(token) {
      if (token !== attributeToken) return;
      attributeToken = null;
      if (store.accessToken !== token) return;
      store.set(null);
      restart();
    },
    noteRender() {
      if (store.accessToken === null && !store.canFetch) startedWithoutToken = true;
    },
    tokenSourceAdded() {
      if (startedWithoutToken && store.accessToken === null) restart();
    },
  };
  sessions.set(key, session);
  return session;
}

/**
 * The runtime shared by every element on this page that uses `apiUrl`. A host that also renders
 * widgets with React can pass it to its own `BulwarkProvider` to share the session.
 */
export function getSharedRuntime(apiUrl: string): BulwarkRuntime {
  return sharedSession(apiUrl).runtime;
}

/** Session-wide events every element hears; the rest stay with the element that emitted them. */
const BROADCAST: ReadonlySet<keyof BulwarkEventMap> = new Set(["signed-out", "auth-expired"]);

/**
 * One element's view of the shared runtime: the same client and QueryClient, but events a widget emits
 * (`ready`, `error`, `tenant-change`) reach only its own element, while session-wide ones
 * (`signed-out`, `auth-expired`) and those of the shared runtime reach every element.
 */
export function elementRuntime(shared: BulwarkRuntime): BulwarkRuntime {
  const events = new EventTarget();
  return {
    client: shared.client,
    // Read through: the session swaps in a new QueryClient when it restarts.
    get queryClient() {
      return shared.queryClient;
    },
    events,
    emit(name, detail) {
      if (BROADCAST.has(name)) shared.emit(name, detail);
      else events.dispatchEvent(new CustomEvent(name, { detail }));
    },
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail);
      events.addEventListener(name, handler);
      const off = shared.on(name, listener);
      return () => {
        events.removeEventListener(name, handler);
        off();
      };
    },
  };
}

/** Forgets every shared session (tests only). */
export function resetSharedSessions(): void {
  sessions.clear();
}

/** The token pair the API hands out at sign-in and on refresh. */
export interface Tokens {
  /** Short-lived JWT sent as `Authorization: Bearer <accessToken>`. */
  accessToken: string;
  /** Opaque, single-use token exchanged for a new pair; absent when only an access token is known. */
  refreshToken?: string | undefined;
}

/**
 * Where a client keeps its tokens. Implementations may be synchronous or asynchronous;
 * `set(null)` forgets them (sign-out).
 */
export interface TokenStore {
  /** The stored tokens, or null when signed out. */
  get(): Promise<Tokens | null> | Tokens | null;
  /** Replaces the stored tokens; null clears them. */
  set(tokens: Tokens | null): Promise<void> | void;
}

/** Keeps tokens in memory only: for tests, scripts and short-lived processes. */
export function memoryTokenStore(initial: Tokens | null = null): TokenStore {
  let current = initial;
  return {
    get: () => current,
    set(tokens) {
      current = tokens;
    },
  };
}

/**
 * Keeps tokens in the browser's `localStorage` under `key`, as JSON.
 * Unreadable or missing storage (private mode, server rendering) behaves as signed out.
 */
export function localStorageTokenStore(
  key = "bulwark.tokens",
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined = globalThis.localStorage,
): TokenStore {
  return {
    get() {
      try {
        const raw = storage?.getItem(key);
        return raw ? parseTokens(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    set(tokens) {
      if (!storage) return;
      if (tokens) storage.setItem(key, JSON.stringify(tokens));
      else storage.removeItem(key);
    },
  };
}

/** Accepts only a well-formed token object, so a corrupt entry reads as signed out. */
export function parseTokens(value: unknown): Tokens | null {
  if (!value || typeof value !== "object") return null;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  if (typeof accessToken !== "string" || accessToken === "") return null;
  return typeof refreshToken === "string" && refreshToken !== "" ? { accessToken, refreshToken } : { accessToken };
}

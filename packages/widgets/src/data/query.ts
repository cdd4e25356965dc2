import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * A small query cache, enough for the widgets and light enough for the script-tag bundle.
 * Defaults follow the product (seeds, platform section 7): no retries, no refetch on window focus.
 * Keys are arrays; invalidating a prefix refetches every mounted query under it.
 */
export type QueryKey = readonly unknown[];

type Entry = {
  status: "idle" | "loading" | "success" | "error";
  data: unknown;
  error: unknown;
  promise: Promise<void> | undefined;
  fetcher: (() => Promise<unknown>) | undefined;
  listeners: Set<() => void>;
  /** Bumped on every change so useSyncExternalStore sees a new snapshot. */
  version: number;
};

const serialize = (key: QueryKey) => JSON.stringify(key);

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  entry(key: QueryKey): Entry {
    const id = serialize(key);
    let entry = this.entries.get(id);
    if (!entry) {
      entry = {
        status: "idle",
        data: undefined,
        error: undefined,
        promise: undefined,
        fetcher: undefined,
        listeners: new Set(),
        version: 0,
      };
      this.entries.set(id, entry);
    }
    return entry;
  }

  private emit(entry: Entry) {
    entry.version += 1;
    for (const listener of entry.listeners) listener();
  }

  fetch(key: QueryKey, fetcher: () => Promise<unknown>): Promise<void> {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    if (entry.promise) return entry.promise;
    if (entry.status !== "success") entry.status = "loading";
    this.emit(entry);
    const generation = this.generation;
    const current = (): boolean => generation === this.generation;
    const promise = fetcher().then(
      (data) => {
        if (!current()) return;
        entry.status = "success";
        entry.data = data;
        entry.error = undefined;
      },
      (error: unknown) => {
        if (!current()) return;
        entry.status = "error";
        entry.error = error;
      },
    );
    const settled = promise.finally(() => {
      if (entry.promise === settled) entry.promise = undefined;
      if (current()) this.emit(entry);
    });
    entry.promise = settled;
    return settled;
  }

  setData(key: QueryKey, data: unknown) {
    const entry = this.entry(key);
    entry.status = "success";
    entry.data = data;
    entry.error = undefined;
    this.emit(entry);
  }

  /** Refetches every query whose key starts with `prefix` and has a mounted fetcher. */
  async invalidate(prefix: QueryKey): Promise<void> {
    const head = serialize(prefix).slice(0, -1);
    const work: Promise<void>[] = [];
    for (const [id, entry] of this.entries) {
      if (!id.startsWith(head)) continue;
      if (entry.listeners.size > 0 && entry.fetcher) work.push(this.fetch(JSON.parse(id) as QueryKey, entry.fetcher));
      else {
        entry.status = "idle";
        entry.promise = undefined;
      }
    }
    await Promise.all(work);
  }

  /**
   * Forgets every answer (sign-out, a different user). Requests still in flight are dropped too:
   * their answers belong to the previous session and must not land in the new one.
   */
  clear() {
    this.generation += 1;
    for (const entry of this.entries.values()) {
      entry.status = "idle";
      entry.data = undefined;
      entry.error = undefined;
      entry.promise = undefined;
      this.emit(entry);
    }
  }
}

export interface QueryResult<T> {
  status: "idle" | "loading" | "success" | "error";
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  refetch: () => Promise<void>;
}

/** Reads `key` from the cache, fetching it once when first mounted (and whenever `key` changes). */
export function useCachedQuery<T>(
  cache: QueryCache,
  key: QueryKey,
  fetcher: () => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const id = serialize(key);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = cache.entry(JSON.parse(id) as QueryKey);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [cache, id],
  );
  const version = useSyncExternalStore(
    subscribe,
    () => cache.entry(JSON.parse(id) as QueryKey).version,
    () => 0,
  );
  useEffect(() => {
    if (!enabled) return;
    const entry = cache.entry(JSON.parse(id) as QueryKey);
    entry.fetcher = () => fetcherRef.current();
    if (entry.status === "idle") void cache.fetch(JSON.parse(id) as QueryKey, () => fetcherRef.current());
  }, [cache, id, enabled]);
  void version;
  const entry = cache.entry(JSON.parse(id) as QueryKey);
  return {
    status: enabled ? entry.status : "idle",
    data: entry.data as T | undefined,
    error: entry.error,
    isLoading: enabled && (entry.status === "loading" || entry.status === "idle"),
    refetch: () => cache.fetch(JSON.parse(id) as QueryKey, () => fetcherRef.current()),
  };
}

export interface MutationState<V, R> {
  mutate: (variables: V) => Promise<R | undefined>;
  status: "idle" | "pending" | "success" | "error";
  error: unknown;
  data: R | undefined;
  reset: () => void;
}

/** Runs a write; the error is kept for display instead of being thrown. */
export function useMutation<V, R>(run: (variables: V) => Promise<R>): MutationState<V, R> {
  const [state, setState] = useState<{ status: MutationState<V, R>["status"]; error: unknown; data: R | undefined }>({
    status: "idle",
    error: undefined,
    data: undefined,
  });
  const runRef = useRef(run);
  runRef.current = run;
  const mutate = useCallback(async (variables: V) => {
    setState({ status: "pending", error: undefined, data: undefined });
    try {
      const data = await runRef.current(variables);
      setState({ status: "success", error: undefined, data });
      return data;
    } catch (error) {
      setState({ status: "error", error, data: undefined });
      return undefined;
    }
  }, []);
  const reset = useCallback(() => setState({ status: "idle", error: undefined, data: undefined }), []);
  return { ...state, mutate, reset };
}

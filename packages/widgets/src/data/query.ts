import {
  QueryClient,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useMutation as useTanstackMutation,
} from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * The widgets' data layer is TanStack Query. One `QueryClient` per runtime (see runtime.ts): every
 * widget sharing a runtime (a page's elements for one API, or an app) shares its cache.
 */
export type { QueryKey };

/** A query's state as screens read it: TanStack Query's result, errors typed `unknown` (API errors). */
export type QueryResult<T> = UseQueryResult<T, unknown>;

/**
 * The one key shape of every domain: `[domain, tenantId, resource, ...params]`. The organisation
 * comes second so that one invalidation of `[domain, tenantId]` refreshes the domain's screens of
 * that organisation, and a switch of organisation never shows another one's answers.
 */
export type DomainKey = readonly [domain: string, tenantId: string | null, ...rest: unknown[]];

/** Builds a key of the one shape (see {@link DomainKey}). */
export const domainKey = (domain: string, tenantId: string | null, ...rest: unknown[]): DomainKey =>
  [domain, tenantId, ...rest] as const;

/**
 * A `QueryClient` with the product's defaults (seeds, platform section 7): no retries, no refetch
 * on window focus or reconnect, requests sent even when the browser believes it is offline (the
 * failure is then shown with Retry, rather than a request waiting forever). Answers stay fresh until
 * a write invalidates them, as the screens expect: a widget mounted again reads the cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

/** Reads `key` through `client`, fetching it once when first mounted (and whenever `key` changes). */
export function useClientQuery<T>(
  client: QueryClient,
  key: QueryKey,
  fetcher: () => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryResult<T> {
  return useQuery<T, unknown>({ queryKey: key, queryFn: fetcher, enabled: options.enabled ?? true }, client);
}

export interface MutationState<V, R> {
  /** Runs the write; answers its result, or undefined when it failed (the error is in `error`). */
  mutate: (variables: V) => Promise<R | undefined>;
  status: "idle" | "pending" | "success" | "error";
  error: unknown;
  data: R | undefined;
  reset: () => void;
}

/** Runs a write through `client`; the error is kept for display instead of being thrown. */
export function useClientMutation<V, R>(client: QueryClient, run: (variables: V) => Promise<R>): MutationState<V, R> {
  const mutation = useTanstackMutation<R, unknown, V>({ mutationFn: run }, client);
  const { mutateAsync, status, error, data, reset } = mutation;
  const mutate = useCallback((variables: V) => mutateAsync(variables).catch(() => undefined), [mutateAsync]);
  return { mutate, status, error, data, reset };
}

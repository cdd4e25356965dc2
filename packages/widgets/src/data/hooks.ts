import { useEffect } from "react";
import { toApiError } from "../components/ErrorBanner/errorMessage";
import { type MutationState, type QueryKey, type QueryResult, useClientMutation } from "./query";
import type { BulwarkRuntime } from "./runtime";
import { useApiQuery, useRuntime } from "./session";
import { unwrap } from "./unwrap";

/** Runs a write through the runtime's `QueryClient`; the error is kept for display instead of being thrown. */
export function useMutation<V, R>(run: (variables: V) => Promise<R>): MutationState<V, R> {
  const { runtime } = useRuntime();
  return useClientMutation(runtime.queryClient, run);
}

/**
 * A write through the API client whose failure is kept for the screen to show and also reported
 * to the host as the runtime's `error` event. Every domain's write hooks are built on it.
 */
export function useApiMutation<V, R>(run: (runtime: BulwarkRuntime, variables: V) => Promise<R>): MutationState<V, R> {
  const { runtime } = useRuntime();
  return useClientMutation(runtime.queryClient, async (variables: V) => {
    try {
      return await run(runtime, variables);
    } catch (error) {
      runtime.emit("error", toApiError(error));
      throw error;
    }
  });
}

/** Failures already reported, so a query read by several components is reported once. */
const reported = new WeakSet<object>();
function reportQueryError(runtime: BulwarkRuntime, error: unknown) {
  if (error === null || typeof error !== "object" || reported.has(error)) return;
  reported.add(error);
  runtime.emit("error", toApiError(error));
}

/**
 * A read through the shared cache whose failure is also reported to the host as the runtime's
 * `error` event (once per failure); the screen shows it as a banner.
 */
export function useReportedQuery<T>(
  key: QueryKey,
  run: (runtime: BulwarkRuntime) => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryResult<T> {
  const { runtime } = useRuntime();
  const query = useApiQuery(key, run, options);
  useEffect(() => {
    if (query.status === "error") reportQueryError(runtime, query.error);
  }, [query.status, query.error, runtime]);
  return query;
}

/** Refetches every mounted query under `prefix` (and marks the others stale); settles when done. */
export function invalidate(runtime: BulwarkRuntime, prefix: QueryKey): Promise<void> {
  return runtime.queryClient.invalidateQueries({ queryKey: prefix });
}

/**
 * Emails the signed-in user a new verification link (the top bar's banner and the profile both
 * offer it); answers true once sent. `onFailure` hears the reason of a failure as it happens.
 */
export function useResendVerification(onFailure?: (error: unknown) => void) {
  return useApiMutation(async (rt, _: undefined) => {
    try {
      await unwrap(rt.client.POST("/api/v1/users/auth/resend-verification-token"));
    } catch (error) {
      // The caller may say why right away (a toast), before the mutation's state is read again.
      onFailure?.(error);
      throw error;
    }
    return true as const;
  });
}

import { useEffect } from "react";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { type QueryResult, useMutation } from "../../../data/query";
import type { BulwarkRuntime } from "../../../data/runtime";
import { useApiQuery, useRuntime } from "../../../data/session";

/**
 * A write through the API client whose failure is kept for the screen to show and also reported
 * to the host as the runtime's `error` event.
 */
export function useOrgMutation<V, R>(run: (runtime: BulwarkRuntime, variables: V) => Promise<R>) {
  const { runtime } = useRuntime();
  return useMutation(async (variables: V) => {
    try {
      return await run(runtime, variables);
    } catch (error) {
      runtime.emit("error", toApiError(error));
      throw error;
    }
  });
}

/** Reports a failed query to the host once per error object (the screen shows it as a banner). */
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
export function useOrgQuery<T>(
  key: readonly unknown[],
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

import { useCallback } from "react";
import { useSearchParams } from "react-router";

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Keeps a screen's tab in `?tab=` (replacing the history entry: a tab is not a new page), so a
 * list's or a view's tab can be bookmarked. An unknown value reads as none.
 */
export function useTabParam<T extends string>(allowed: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const tab = oneOf(params.get("tab"), allowed);
  const setTab = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set("tab", next);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [tab, setTab] as const;
}

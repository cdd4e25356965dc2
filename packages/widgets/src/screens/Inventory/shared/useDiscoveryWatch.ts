import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { useToast } from "../../../components/Toast/Toaster";
import { useRuntime } from "../../../data/session";
import { POLLING_DELAY_MS } from "../../../theme/layout";
import { latestDiscovery } from "../queries";
import type { AssetDiscovery } from "./assets";

/** An asset whose discovery is running. */
export interface WatchedAsset {
  id: string;
  name: string;
}

/** The persistent notice offered once discovery found something (seeds, "Asset discovery"). */
export interface DiscoveryFindings {
  /** Ids of the newly discovered assets, for the assets page's `ids` query. */
  ids: string[];
}

/** What {@link useDiscoveryWatch} gives a screen. */
export interface DiscoveryWatch {
  /** Starts (or keeps) watching these assets' discoveries; already watched ones are ignored. */
  watch: (assets: readonly WatchedAsset[]) => void;
  /** Ids of the assets being watched (their discovery is Requested). */
  watching: ReadonlySet<string>;
  /** Set once nothing is Requested any more and some run completed with new assets; stays until dismissed. */
  findings: DiscoveryFindings | null;
  dismiss: () => void;
}

type Outcome = { kind: "pending" } | { kind: "gone" } | { kind: "done"; run: AssetDiscovery };

/**
 * Follows asset discoveries the way the product does (seeds, section 4): a discovery is
 * Requested, re-checked every {@link POLLING_DELAY_MS} ms until it is Completed or Failed. Each
 * failed run shows an error naming the asset ("Error while resolving {asset} subdomains and
 * IPs"); once nothing is Requested and some run completed with new assets, `findings` holds them
 * until dismissed. Errors of the checks themselves are swallowed (the next check tries again; an
 * asset that no longer exists is dropped). `onChange` runs whenever a run finished, so the screen
 * can refetch what the discovery changed.
 */
export function useDiscoveryWatch(onChange?: () => void): DiscoveryWatch {
  const { runtime } = useRuntime();
  const { t } = useTranslation();
  const toast = useToast();
  const [watched, setWatched] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [findings, setFindings] = useState<DiscoveryFindings | null>(null);
  // New assets found since the last notice, and runs already reported (a list refetched before the
  // run finished may still say Requested: the same run must not be reported twice).
  const found = useRef(new Set<string>());
  const handled = useRef(new Set<string>());
  const latest = useRef({ t, toast, onChange });
  latest.current = { t, toast, onChange };

  const watch = useCallback((assets: readonly WatchedAsset[]) => {
    setWatched((current) => {
      const fresh = assets.filter((asset) => !current.has(asset.id));
      if (fresh.length === 0) return current;
      const next = new Map(current);
      for (const asset of fresh) next.set(asset.id, asset.name);
      return next;
    });
  }, []);

  useEffect(() => {
    if (watched.size === 0) return;
    let cancelled = false;
    const check = async (assetId: string): Promise<Outcome> => {
      try {
        const run = await latestDiscovery(runtime, assetId);
        if (!run) return { kind: "gone" };
        if (handled.current.has(run.id)) return { kind: "gone" };
        return run.status === "Requested" ? { kind: "pending" } : { kind: "done", run };
      } catch (error) {
        // Swallowed (seeds, error catalogue); a deleted asset stops being watched.
        return toApiError(error).statusCode === 404 ? { kind: "gone" } : { kind: "pending" };
      }
    };
    const timer = setTimeout(async () => {
      const ids = [...watched.keys()];
      const outcomes = await Promise.all(ids.map(check));
      if (cancelled) return;
      const { t: translate, toast: toasts, onChange: changed } = latest.current;
      const next = new Map(watched);
      let finished = false;
      outcomes.forEach((outcome, index) => {
        const id = ids[index] as string;
        if (outcome.kind === "pending") return;
        next.delete(id);
        if (outcome.kind === "gone") return;
        finished = true;
        const { run } = outcome;
        handled.current.add(run.id);
        if (run.status === "Completed") {
          for (const asset of run.discoveryData.newlyDiscoveredAssets) found.current.add(asset.id);
        } else {
          toasts.show({
            variant: "error",
            message: translate("inventory.assets.discovery.failed", {
              asset: run.assetName || (watched.get(id) ?? ""),
            }),
          });
        }
      });
      if (next.size === 0 && found.current.size > 0) {
        const ids = [...found.current];
        found.current.clear();
        setFindings((current) => ({ ids: [...new Set([...(current?.ids ?? []), ...ids])] }));
      }
      // A new map even when nothing changed: it schedules the next check.
      setWatched(next);
      if (finished) changed?.();
    }, POLLING_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [watched, runtime]);

  const dismiss = useCallback(() => setFindings(null), []);
  const watching = useMemo<ReadonlySet<string>>(() => new Set(watched.keys()), [watched]);
  return { watch, watching, findings, dismiss };
}

// The report button's routes: `/administration/extension-reports`, the super-admins' list of
// emails people reported that were not simulations, and `/simulations/reported-emails`, an
// organisation's own reported emails. The URL carries the filters, so a filtered list can be
// bookmarked and shared.
import {
  type ExtensionReportFilters,
  ExtensionReports,
  type ReportedEmailFilters,
  ReportedEmails,
} from "@bulwark/widgets";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

const KEYS = ["search", "status", "from", "to"] as const;
const STATUSES = ["Received", "Clean", "Spam", "Threat"] as const;

const day = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The filters a URL carries (`?status=Threat&search=invoice&from=2026-03-01&to=2026-03-31`). */
export function reportFiltersFromParams(params: URLSearchParams): ExtensionReportFilters {
  const filters: ExtensionReportFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const status = params.get("status");
  if (status && (STATUSES as readonly string[]).includes(status)) filters.status = status as (typeof STATUSES)[number];
  const from = day(params.get("from"));
  const to = day(params.get("to"));
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** Writes a list's filters into the URL's `keys` as they change (replacing the entry, keeping the scroll). */
function useFiltersInUrl(setParams: ReturnType<typeof useSearchParams>[1], keys: readonly string[]) {
  return useCallback(
    (filters: object) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of keys) next.delete(key);
          for (const [key, value] of Object.entries(filters)) if (value) next.set(key, String(value));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, keys],
  );
}

/** `/administration/extension-reports[?filters…]`: read once per visit, written back as they change. */
export function ExtensionReportsPage() {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => reportFiltersFromParams(params), []);
  const onFiltersChange = useFiltersInUrl(setParams, KEYS);
  return <ExtensionReports defaultFilters={defaultFilters} onFiltersChange={onFiltersChange} />;
}

const KINDS = ["Simulation", "Suspicious"] as const;
const REPORTED_KEYS = ["search", "status", "kind"] as const;

/** The filters a URL carries (`?kind=Suspicious&status=Threat&search=invoice`). */
export function reportedFiltersFromParams(params: URLSearchParams): ReportedEmailFilters {
  const { search, status } = reportFiltersFromParams(params);
  const kind = params.get("kind");
  return {
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(kind && (KINDS as readonly string[]).includes(kind) ? { kind: kind as (typeof KINDS)[number] } : {}),
  };
}

/** `/simulations/reported-emails[?filters…]`: the organisation's own reported emails. */
export function ReportedEmailsPage() {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => reportedFiltersFromParams(params), []);
  const onFiltersChange = useFiltersInUrl(setParams, REPORTED_KEYS);
  return <ReportedEmails defaultFilters={defaultFilters} onFiltersChange={onFiltersChange} />;
}

// The inventory list routes: `/inventory`, `/inventory/people` (with the directory sync settings
// as a tab) and `/inventory/assets`. The URL carries each list's filters, so a filtered list can
// be bookmarked, shared, and reached from the overview's score categories and asset figures.
import {
  Assets,
  type AssetsFilters,
  DirectorySync,
  InventoryOverview,
  People,
  type PeopleFilters,
  useSession,
} from "@bulwark/widgets";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

/** Where "Contact Us" writes when an organisation lacks the inventory feature. */
const CONTACT_EMAIL = "sales@bulwark.example";

const FILTER_KEYS = ["search", "groups", "tags", "scoreMin", "scoreMax", "createdFrom", "createdTo"] as const;
const ASSET_FILTER_KEYS = ["search", "assetType", "verified", "monitored", "origin"] as const;
const ASSET_TYPES = ["domain", "subdomain", "ipv4", "ipv6"] as const;
const ASSET_ORIGINS = ["manual", "automatic"] as const;

const score = (value: string | null): number | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 100 ? number : undefined;
};
const day = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The people filters a URL carries (`?search=…&groups=a&groups=b&scoreMin=0&scoreMax=25…`). */
export function filtersFromParams(params: URLSearchParams): PeopleFilters {
  const filters: PeopleFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const groups = params.getAll("groups").filter(Boolean);
  if (groups.length) filters.groups = groups;
  const tags = params.getAll("tags").filter(Boolean);
  if (tags.length) filters.tags = tags;
  const min = score(params.get("scoreMin"));
  const max = score(params.get("scoreMax"));
  if (min !== undefined) filters.scoreMin = min;
  if (max !== undefined) filters.scoreMax = max;
  const from = day(params.get("createdFrom"));
  const to = day(params.get("createdTo"));
  if (from) filters.createdFrom = from;
  if (to) filters.createdTo = to;
  return filters;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);
const yesNo = (value: string | null): boolean | undefined =>
  value === "true" ? true : value === "false" ? false : undefined;

/** The asset filters a URL carries (`?assetType=domain&verified=true&monitored=false&origin=automatic&search=…`). */
export function assetFiltersFromParams(params: URLSearchParams): AssetsFilters {
  const filters: AssetsFilters = {};
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  const assetType = params.get("assetType");
  if (oneOf(assetType, ASSET_TYPES)) filters.assetType = assetType;
  const verified = yesNo(params.get("verified"));
  if (verified !== undefined) filters.verified = verified;
  const monitored = yesNo(params.get("monitored"));
  if (monitored !== undefined) filters.monitored = monitored;
  const origin = params.get("origin");
  if (oneOf(origin, ASSET_ORIGINS)) filters.origin = origin;
  return filters;
}

/** `current` with a list's filter keys replaced by `filters` (arrays repeat the key); other values (tab, ids) stay. */
function withFilters(current: URLSearchParams, keys: readonly string[], filters: object): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item));
    else if (value !== undefined) next.set(key, String(value));
  }
  return next;
}

/** `/inventory`: the overview. */
export function InventoryOverviewPage() {
  return <InventoryOverview contactEmail={CONTACT_EMAIL} />;
}

/** `/inventory/people[?tab=directory][&filters…]`: the people list, or the directory sync settings. */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const session = useSession();
  const tab = params.get("tab") === "directory" ? "directory" : "people";
  // Read once per visit: afterwards the list owns its filters and writes them back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => filtersFromParams(params), []);

  const onFiltersChange = useCallback(
    (filters: PeopleFilters) =>
      setParams((current) => withFilters(current, FILTER_KEYS, filters), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  // Without an organisation there are no directory settings to show.
  if (!session.tenantId) return <People contactEmail={CONTACT_EMAIL} />;
  // Each is its own page (the tab lives in the URL): the screen's Page shows both as link tabs
  // under its title, as the organization pages do.
  const tabs = {
    label: t("inventory.people.title"),
    currentId: tab,
    items: [
      { id: "people", label: t("inventory.people.title"), href: "/inventory/people" },
      { id: "directory", label: t("inventory.directory.title"), href: "/inventory/people?tab=directory" },
    ],
  };
  return tab === "directory" ? (
    <DirectorySync contactEmail={CONTACT_EMAIL} tabs={tabs} />
  ) : (
    <People
      contactEmail={CONTACT_EMAIL}
      defaultFilters={defaultFilters}
      onFiltersChange={onFiltersChange}
      tabs={tabs}
    />
  );
}

/**
 * `/inventory/assets[?ids=…][&filters…]`: the assets; with `ids` (repeated, or comma-separated)
 * only those, the newly discovered ones a discovery notice linked to. The filters (`assetType`,
 * `verified`, `monitored`, `origin`, `search`) are read once per visit and written back as they change.
 */
export function AssetsPage() {
  const [params, setParams] = useSearchParams();
  const ids = params
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(() => assetFiltersFromParams(params), []);
  const onFiltersChange = useCallback(
    (filters: AssetsFilters) =>
      setParams((current) => withFilters(current, ASSET_FILTER_KEYS, filters), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return (
    <Assets ids={ids.length > 0 ? ids : undefined} defaultFilters={defaultFilters} onFiltersChange={onFiltersChange} />
  );
}

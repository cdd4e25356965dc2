import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { ExportButton, type ExportFilters } from "../../../components/ExportButton/ExportButton";
import { FeatureNotEnabled } from "../../../components/FeatureNotEnabled/FeatureNotEnabled";
import { formatDate } from "../../../components/format";
import { Link } from "../../../components/Link/Link";
import { Menu, type MenuItem } from "../../../components/Menu/Menu";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import { ConfirmDialog, ScreenHeader, Tags, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { scoreRanges } from "../../../score/score";
import { visuallyHidden } from "../../../styles/utils.css";
import { TemplateLink } from "../PeopleImport/template";
import {
  inventoryKeys,
  useDeletePerson,
  useDirectoryConnections,
  useDirectorySync,
  usePeopleGroups,
  usePeopleList,
  usePeopleTags,
} from "../queries";
import { summaryText } from "../shared/ImportSummary";
import {
  canEditPeople,
  DIRECTORY_PROVIDERS,
  DIRECTORY_SYNC_PATH,
  type DirectoryConnection,
  type DirectoryProvider,
  isDay,
  isFeatureNotEnabled,
  originLabel,
  type PeopleImportReport,
  type Person,
  type PersonSortKey,
  peopleFailure,
  personName,
  providerLabel,
  SETUP_PATH,
  type SortOrder,
  translateMessage,
} from "../shared/people";
import { ScoreBadge } from "../shared/ScoreBadge";
import * as css from "./People.css";

// Only editors open these, and only on demand: fetched when first opened, so the list (and the
// <bulwark-people> element) loads without them.
const PeopleImport = lazy(() => import("../PeopleImport/PeopleImport").then((m) => ({ default: m.PeopleImport })));
const EditPersonDialog = lazy(() => import("./EditPersonDialog").then((m) => ({ default: m.EditPersonDialog })));

/** People shown per page by default. */
export const PEOPLE_PAGE_SIZE = 20;
/** Page sizes offered under the table. */
const PAGE_SIZES = [20, 50, 100] as const;

/** An address that may wrap before its "@" in a narrow column, and nowhere else. */
function breakableEmail(email: string): ReactNode {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
/** Delay between the last keystroke in the search field and the search (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Filters of the people list, as the API takes them (`listPeople`). */
export interface PeopleFilters {
  /** Text matched against first name, last name and email. */
  search?: string;
  /** People in any of these groups. */
  groups?: string[];
  /** People with any of these tags. */
  tags?: string[];
  /** Lowest score, 0–100, inclusive. */
  scoreMin?: number;
  /** Highest score, 0–100, inclusive. */
  scoreMax?: number;
  /** Added on or after this day (`yyyy-MM-dd`). */
  createdFrom?: string;
  /** Added on or before this day (`yyyy-MM-dd`). */
  createdTo?: string;
}

/** Sort of the people list. */
export interface PeopleSort {
  sortBy: PersonSortKey;
  sortOrder: SortOrder;
}

/** Newest first. */
export const DEFAULT_PEOPLE_SORT: PeopleSort = { sortBy: "createdAt", sortOrder: "desc" };

/** Props of {@link People}. */
export interface PeopleProps {
  /** Rows per page; defaults to {@link PEOPLE_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: PeopleFilters;
  /** Called when the user changes the filters (debounced for the search), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: PeopleFilters) => void;
  /** Where "Directory sync settings" leads; defaults to `/inventory/people?tab=directory`. */
  directorySyncHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the inventory feature. */
  contactEmail?: string;
  /** Called after people were imported from a CSV file, with what changed. */
  onImported?: (report: PeopleImportReport) => void;
}

type ScoreChoice = "" | "custom" | (typeof scoreRanges)[number]["category"];

const choiceOf = (filters: PeopleFilters): ScoreChoice => {
  if (filters.scoreMin === undefined && filters.scoreMax === undefined) return "";
  const range = scoreRanges.find((r) => r.min === filters.scoreMin && r.max === filters.scoreMax);
  return range ? range.category : "custom";
};

const hasFilters = (filters: PeopleFilters): boolean =>
  Boolean(
    filters.search?.trim() ||
      filters.groups?.length ||
      filters.tags?.length ||
      filters.scoreMin !== undefined ||
      filters.scoreMax !== undefined ||
      filters.createdFrom ||
      filters.createdTo,
  );

/** The filters as `listPeople` query values (blank ones left out). */
export function peopleQuery(filters: PeopleFilters): PeopleFilters {
  const query: PeopleFilters = {};
  const search = filters.search?.trim();
  if (search) query.search = search;
  if (filters.groups?.length) query.groups = filters.groups;
  if (filters.tags?.length) query.tags = filters.tags;
  if (filters.scoreMin !== undefined) query.scoreMin = filters.scoreMin;
  if (filters.scoreMax !== undefined) query.scoreMax = filters.scoreMax;
  if (isDay(filters.createdFrom)) query.createdFrom = filters.createdFrom;
  if (isDay(filters.createdTo)) query.createdTo = filters.createdTo;
  return query;
}

/** A value that follows `value` once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What the table shows while the user has no organisation (seeds: demo data is shown). */
const demoPeople: Person[] = [
  ["Ana", "Petrović", 91, "Engineering"],
  ["Marko", "Jovanović", 64, "Sales"],
  ["Jelena", "Nikolić", 38, "Finance"],
  ["Nikola", "Marković", 17, "Support"],
  ["Milica", "Ilić", 99, "Management"],
].map(([firstName, lastName, score, group], i) => {
  const value = score as number;
  return {
    id: `demo-${i}`,
    firstName: firstName as string,
    lastName: lastName as string,
    email: `${String(firstName).toLowerCase()}@demo.example`,
    groups: [group as string],
    tags: [],
    score: value,
    scoreCategory: scoreRanges.find((r) => value >= r.min && value <= r.max)?.category ?? null,
    origin: "csv",
    createdAt: "2026-01-15T09:00:00.000Z",
    updatedAt: "2026-01-15T09:00:00.000Z",
  };
});

/**
 * The people of the active organisation: a table (name, email, groups, tags, score with its
 * category colour, origin, date added) with a debounced search, group and tag filters, score and
 * date ranges, sortable columns and paging. People who keep the inventory (CrudInventory) also
 * import a CSV file (with a preview), sync from Google Workspace or Microsoft 365, edit and delete
 * people; everyone with access exports the list (CSV or XLSX) as filtered. Without the
 * organisation's inventory feature it explains that instead.
 */
function PeopleScreen({
  pageSize: initialPageSize = PEOPLE_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  directorySyncHref = DIRECTORY_SYNC_PATH,
  contactEmail = "",
  onImported,
}: PeopleProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime } = useRuntime();
  const toast = useToast();
  const tenantId = session.tenantId;
  const canEdit = canEditPeople(session) && !session.embedded && !session.isDemo;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "inventory");

  const [filters, setFilters] = useState<PeopleFilters>(() => defaultFilters ?? {});
  const [searchText, setSearchText] = useState(defaultFilters?.search ?? "");
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<PeopleSort>(DEFAULT_PEOPLE_SORT);
  const [skip, setSkip] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [editing, setEditing] = useState<Person | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [importing, setImporting] = useState(false);
  const [syncing, setSyncing] = useState<DirectoryProvider | null>(null);
  // Bumped by "Clear filters" so the range filters start again with their own half-typed values.
  const [filterGeneration, setFilterGeneration] = useState(0);

  // Filters reach the query (and the host) together with the debounced search.
  const applied = useMemo(() => peopleQuery({ ...filters, search }), [filters, search]);
  const appliedKey = JSON.stringify(applied);
  const onFiltersChangeRef = useRef(onFiltersChange);
  onFiltersChangeRef.current = onFiltersChange;
  // New filters start from the first page, decided while rendering so no request goes out with
  // the new filters and the old page.
  const [pagedFor, setPagedFor] = useState(appliedKey);
  if (pagedFor !== appliedKey) {
    setPagedFor(appliedKey);
    setSkip(0);
  }
  const firstApplied = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the applied filters change, by value.
  useEffect(() => {
    if (firstApplied.current) {
      firstApplied.current = false;
      return;
    }
    onFiltersChangeRef.current?.(applied);
  }, [appliedKey]);

  const query = usePeopleList(tenantId, { ...applied, ...sort, skip, limit: pageSize }, ready);
  // Filter choices; their failure leaves the filter empty rather than blocking the list.
  const groups = usePeopleGroups(tenantId, ready);
  const tags = usePeopleTags(tenantId, ready);
  const connections = useDirectoryConnections(tenantId, ready && canEdit);

  // While another page or filter loads, the previous rows stay (dimmed, the table busy) instead
  // of the table collapsing to a loading row on every keystroke of the search.
  const shown = useRef<{ tenantId: string | null; data: { items: Person[]; total: number } } | undefined>(undefined);
  if (query.data) shown.current = { tenantId, data: query.data };
  const rows =
    query.data ?? (query.status !== "error" && shown.current?.tenantId === tenantId ? shown.current.data : undefined);

  const remove = useDeletePerson();
  const sync = useDirectorySync();

  const refreshAll = useCallback(() => invalidate(runtime, inventoryKeys.people(tenantId)), [runtime, tenantId]);

  const setFilter = <K extends keyof PeopleFilters>(key: K, value: PeopleFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const clearFilters = () => {
    setFilters({});
    setSearchText("");
    setFilterGeneration((n) => n + 1);
  };

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "inventory") || (query.status === "error" && isFeatureNotEnabled(query.error))) {
    return <FeatureNotEnabled contactEmail={contactEmail} feature="inventory" />;
  }

  const onSync = async (provider: DirectoryProvider) => {
    setSyncing(provider);
    const report = await sync.mutate(provider);
    setSyncing(null);
    if (report) {
      toast.show({
        variant: "success",
        title: t("inventory.people.sync.done", { provider: providerLabel(t, provider) }),
        message: summaryText(report, t),
      });
      await refreshAll();
    } else {
      // The reason is stored on the connection (seeds: "Sync with google failed").
      await invalidate(runtime, inventoryKeys.directory(tenantId));
      const failed = (
        runtime.queryClient.getQueryData(inventoryKeys.directory(tenantId)) as
          | { items: DirectoryConnection[] }
          | undefined
      )?.items.find((c) => c.provider === provider);
      toast.show({
        variant: "error",
        title: t(
          provider === "google"
            ? "inventory.people.messages.syncGoogleFailed"
            : "inventory.people.messages.syncMicrosoftFailed",
        ),
        message: failed?.lastSyncError ? translateMessage(failed.lastSyncError, t) : peopleFailure(sync.error, t),
      });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    const person = deleting;
    if (!(await remove.mutate(person))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("inventory.people.deleted", { name: personName(person) }) });
    // The last row of a page: show the previous page instead of an empty one.
    if (skip > 0 && query.data?.items.length === 1) setSkip(Math.max(0, skip - pageSize));
    await refreshAll();
  };

  const onSort = (key: PersonSortKey) =>
    setSort((current) =>
      current.sortBy === key
        ? { sortBy: key, sortOrder: current.sortOrder === "asc" ? "desc" : "asc" }
        : { sortBy: key, sortOrder: key === "score" || key === "createdAt" ? "desc" : "asc" },
    );

  const sortHeader = (key: PersonSortKey, label: string): Pick<TableColumn<Person>, "header" | "sort"> => {
    if (session.isDemo) return { header: label };
    const active = sort.sortBy === key;
    return {
      sort: active ? (sort.sortOrder === "asc" ? "ascending" : "descending") : "none",
      header: (
        <button type="button" className={css.sortButton} onClick={() => onSort(key)}>
          {label}
          <span className={active ? css.sortIconActive : css.sortIcon} aria-hidden="true">
            {active && sort.sortOrder === "asc" ? "▲" : "▼"}
          </span>
        </button>
      ),
    };
  };

  const columns: TableColumn<Person>[] = [
    {
      key: "name",
      rowHeader: true,
      ...sortHeader("firstName", t("inventory.people.columns.name")),
      cell: (person) =>
        `${person.firstName} ${person.lastName}`.trim() || (
          <span className={parts.muted}>{t("inventory.people.noName")}</span>
        ),
    },
    {
      key: "email",
      ...sortHeader("email", t("inventory.people.columns.email")),
      cell: (person) => <span className={css.email}>{breakableEmail(person.email)}</span>,
    },
    {
      key: "groups",
      header: t("inventory.people.columns.groups"),
      cell: (person) => <LabelList items={person.groups} />,
    },
    { key: "tags", header: t("inventory.people.columns.tags"), cell: (person) => <LabelList items={person.tags} /> },
    {
      key: "score",
      ...sortHeader("score", t("inventory.people.columns.score")),
      cell: (person) => <ScoreBadge score={person.score} category={person.scoreCategory} compact />,
    },
    {
      key: "origin",
      header: t("inventory.people.columns.origin"),
      cell: (person) => originLabel(t, person.origin),
    },
    {
      key: "createdAt",
      ...sortHeader("createdAt", t("inventory.people.columns.added")),
      cell: (person) => formatDate(person.createdAt, i18n.language),
    },
  ];
  if (canEdit) {
    columns.push({
      key: "actions",
      header: t("inventory.people.columns.actions"),
      headerHidden: true,
      align: "end",
      // Edit and Delete stay in view even when long names or labels make the table scroll.
      stickyEnd: true,
      cell: (person) => (
        <div className={parts.rowActions}>
          <Button
            className={parts.smallButton}
            variant="secondary"
            aria-label={t("inventory.people.editFor", { name: personName(person) })}
            onClick={() => setEditing(person)}
          >
            {t("inventory.people.edit")}
          </Button>
          <Button
            className={parts.smallButton}
            variant="secondary"
            aria-label={t("inventory.people.deleteFor", { name: personName(person) })}
            onClick={() => {
              remove.reset();
              setDeleting(person);
            }}
          >
            {t("inventory.people.delete")}
          </Button>
        </div>
      ),
    });
  }

  const configured = (connections.data?.items ?? []).filter((c) => c.configured).map((c) => c.provider);
  const syncItems: MenuItem[] = [
    ...DIRECTORY_PROVIDERS.filter((p) => configured.includes(p)).map((provider) => ({
      key: provider,
      label: t("inventory.people.sync.now", { provider: providerLabel(t, provider) }),
      onSelect: () => void onSync(provider),
    })),
    ...(configured.length > 0 ? [{ key: "sep", separator: true as const }] : []),
    {
      key: "settings",
      label: configured.length > 0 ? t("inventory.people.sync.settings") : t("inventory.people.sync.setUp"),
      href: directorySyncHref,
    },
  ];

  const filtered = hasFilters({ ...filters, search: searchText });
  const total = rows?.total ?? 0;
  // Judged on the filters of the answer shown, not on a search still being typed.
  const nothingAtAll = query.status === "success" && total === 0 && !hasFilters(applied) && skip === 0;

  const openImport = () => {
    if (!tenantId) {
      toast.show({ variant: "error", message: t("inventory.people.messages.organizationRequired") });
      return;
    }
    setImporting(true);
  };

  const actions: ReactNode = (
    <>
      {(canEdit || session.isDemo) && <Button onClick={openImport}>{t("inventory.people.importCsv")}</Button>}
      {canEdit && (
        <Menu
          align="end"
          triggerClassName={css.menuTrigger}
          trigger={
            syncing ? (
              <>
                <Spinner size="small" decorative />
                {t("inventory.people.sync.running", { provider: providerLabel(t, syncing) })}
              </>
            ) : (
              <>
                {t("inventory.people.sync.button")}
                <span aria-hidden="true">▾</span>
              </>
            )
          }
          items={syncing ? [] : syncItems}
        />
      )}
      {!session.embedded && !session.isDemo && tenantId && (
        <ExportButton
          kind="people"
          filters={applied as ExportFilters}
          disabled={total === 0 && query.status === "success"}
        />
      )}
    </>
  );

  const emptyAll = canEdit ? (
    <EmptyState
      headingLevel={2}
      title={t("inventory.people.empty.title")}
      description={
        <>
          <p className={css.emptyText}>{t("inventory.people.empty.intro")}</p>
          <ul className={css.emptyList}>
            <li>{t("inventory.people.empty.csv")}</li>
            <li>{t("inventory.people.empty.directory")}</li>
          </ul>
        </>
      }
      action={
        <div className={css.emptyActions}>
          <Button onClick={openImport}>{t("inventory.people.importCsv")}</Button>
          <Link href={directorySyncHref}>{t("inventory.people.sync.setUp")}</Link>
          <TemplateLink className={css.emptyTemplate} />
        </div>
      }
    />
  ) : (
    <EmptyState
      headingLevel={2}
      title={t("inventory.people.empty.title")}
      description={t("inventory.people.empty.readOnly")}
    />
  );

  return (
    <div className={css.page}>
      <ScreenHeader
        title={t("inventory.people.title")}
        intro={
          session.isDemo ? (
            <>
              <Badge tone="primary">{t("inventory.people.demo")}</Badge> {t("inventory.people.demoIntro")}{" "}
              <Link href={SETUP_PATH}>{t("inventory.people.setUpOrganization")}</Link>
            </>
          ) : (
            t("inventory.people.intro")
          )
        }
        actions={actions}
      />
      {session.isDemo ? (
        <Table
          caption={t("inventory.people.caption")}
          captionHidden
          columns={columns}
          rows={demoPeople}
          rowKey={(p) => p.id}
        />
      ) : query.status === "error" ? (
        <ErrorBanner message={peopleFailure(query.error, t)} onRetry={() => void query.refetch()} />
      ) : nothingAtAll ? (
        emptyAll
      ) : (
        <>
          <search className={css.filters} aria-label={t("inventory.people.filters.label")}>
            <TextField
              className={css.searchField}
              type="search"
              label={t("inventory.people.filters.search")}
              placeholder={t("inventory.people.filters.searchPlaceholder")}
              value={searchText}
              maxLength={200}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <MultiSelect
              className={css.filterField}
              variant="dropdown"
              label={t("inventory.people.filters.groups")}
              options={(groups.data?.items ?? filters.groups ?? []).map((g) => ({ value: g, label: g }))}
              value={filters.groups ?? []}
              onChange={(value) => setFilter("groups", value)}
            />
            <MultiSelect
              className={css.filterField}
              variant="dropdown"
              label={t("inventory.people.filters.tags")}
              options={(tags.data?.items ?? filters.tags ?? []).map((g) => ({ value: g, label: g }))}
              value={filters.tags ?? []}
              onChange={(value) => setFilter("tags", value)}
            />
            <ScoreFilter
              key={`score-${filterGeneration}`}
              filters={filters}
              onChange={(min, max) => setFilters((f) => ({ ...f, scoreMin: min, scoreMax: max }))}
            />
            <DateFilter
              key={`date-${filterGeneration}`}
              filters={filters}
              onChange={(from, to) => setFilters((f) => ({ ...f, createdFrom: from, createdTo: to }))}
            />
            {filtered && (
              <div className={css.clear}>
                <Button variant="secondary" onClick={clearFilters}>
                  {t("inventory.people.filters.clear")}
                </Button>
              </div>
            )}
          </search>
          <Table
            caption={t("inventory.people.caption")}
            captionHidden
            columns={columns}
            rows={rows?.items}
            rowKey={(person) => person.id}
            loading={query.isLoading}
            empty={
              <EmptyState
                compact
                headingLevel={null}
                title={hasFilters(applied) ? t("inventory.people.noMatch") : t("inventory.people.empty.title")}
                action={
                  hasFilters(applied) ? (
                    <Button variant="secondary" onClick={clearFilters}>
                      {t("inventory.people.filters.clear")}
                    </Button>
                  ) : undefined
                }
              />
            }
            pagination={{
              skip,
              limit: pageSize,
              total,
              onChange: setSkip,
              pageSizes: PAGE_SIZES,
              onLimitChange: (limit) => {
                setPageSize(limit);
                setSkip(0);
              },
            }}
          />
        </>
      )}
      {canEdit && (
        <>
          <Suspense fallback={null}>
            {importing && (
              <PeopleImport
                open
                onClose={() => setImporting(false)}
                onImported={(report) => {
                  void refreshAll();
                  onImported?.(report);
                }}
              />
            )}
            {editing && (
              <EditPersonDialog
                person={editing}
                groupSuggestions={groups.data?.items ?? []}
                tagSuggestions={tags.data?.items ?? []}
                onClose={() => setEditing(null)}
                onSaved={(person) => {
                  setEditing(null);
                  toast.show({
                    variant: "success",
                    message: t("inventory.people.saved", { name: personName(person) }),
                  });
                  void refreshAll();
                }}
              />
            )}
          </Suspense>
          <ConfirmDialog
            open={deleting !== null}
            title={t("inventory.people.deleteTitle")}
            confirmLabel={t("inventory.people.delete")}
            busy={remove.status === "pending"}
            onCancel={() => setDeleting(null)}
            onConfirm={onDelete}
            error={remove.status === "error" && <ErrorBanner message={peopleFailure(remove.error, t)} />}
          >
            {deleting && (
              <p className={css.confirmText}>
                {t("inventory.people.deleteBody", { name: personName(deleting), email: deleting.email })}
              </p>
            )}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}

/** Groups or tags of a row: the first three, then "+2". */
function LabelList({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <span className={parts.muted}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{t("inventory.people.none")}</span>
      </span>
    );
  const shown = items.slice(0, 3);
  return (
    <span className={css.labels}>
      <Tags items={shown} />
      {items.length > shown.length && (
        <span className={parts.muted} title={items.slice(3).join(", ")}>
          {t("inventory.people.more", { count: items.length - shown.length })}
        </span>
      )}
    </span>
  );
}

const parseScore = (text: string): number | undefined | null => {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
};

/** One end of a custom score range: a whole number 0–100. */
function ScoreBound({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      className={css.rangeField}
      type="number"
      inputMode="numeric"
      min={0}
      max={100}
      step={1}
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Score range: any, one of the five categories, or a custom range 0–100. */
function ScoreFilter({
  filters,
  onChange,
}: {
  filters: PeopleFilters;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ScoreChoice>(() => choiceOf(filters));
  const [minText, setMinText] = useState(filters.scoreMin?.toString() ?? "");
  const [maxText, setMaxText] = useState(filters.scoreMax?.toString() ?? "");
  const min = parseScore(minText);
  const max = parseScore(maxText);
  const minError = min === null ? t("inventory.people.filters.scoreInvalid") : undefined;
  const maxError =
    max === null
      ? t("inventory.people.filters.scoreInvalid")
      : min != null && max != null && min > max
        ? t("inventory.people.filters.scoreOrder")
        : undefined;

  const applyCustom = (minValue: string, maxValue: string) => {
    const a = parseScore(minValue);
    const b = parseScore(maxValue);
    if (a === null || b === null || (a !== undefined && b !== undefined && a > b)) return;
    onChange(a, b);
  };

  return (
    <div className={css.scoreFilter}>
      <Select
        className={css.filterField}
        label={t("inventory.people.filters.score")}
        placeholder={t("inventory.people.filters.anyScore")}
        options={[
          ...scoreRanges.map((r) => ({
            value: r.category,
            label: t("inventory.people.filters.scoreRange", {
              category: t(`score.category.${r.category}`),
              min: String(r.min),
              max: String(r.max),
            }),
          })),
          { value: "custom", label: t("inventory.people.filters.customRange") },
        ]}
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ScoreChoice;
          setChoice(next);
          if (next === "") onChange(undefined, undefined);
          else if (next === "custom") {
            setMinText(filters.scoreMin?.toString() ?? "");
            setMaxText(filters.scoreMax?.toString() ?? "");
          } else {
            const range = scoreRanges.find((r) => r.category === next);
            if (range) onChange(range.min, range.max);
          }
        }}
      />
      {choice === "custom" && (
        <div className={css.range}>
          <ScoreBound
            label={t("inventory.people.filters.scoreMin")}
            value={minText}
            error={minError}
            onChange={(text) => {
              setMinText(text);
              applyCustom(text, maxText);
            }}
          />
          <ScoreBound
            label={t("inventory.people.filters.scoreMax")}
            value={maxText}
            error={maxError}
            onChange={(text) => {
              setMaxText(text);
              applyCustom(minText, text);
            }}
          />
        </div>
      )}
    </div>
  );
}

/** Added between two days (either may be left open); applied once the range is valid. */
function DateFilter({
  filters,
  onChange,
}: {
  filters: PeopleFilters;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(filters.createdFrom ?? "");
  const [to, setTo] = useState(filters.createdTo ?? "");
  const order = from && to && from > to ? t("inventory.people.filters.dateOrder") : undefined;
  const apply = (nextFrom: string, nextTo: string) => {
    if (nextFrom && nextTo && nextFrom > nextTo) return;
    onChange(nextFrom || undefined, nextTo || undefined);
  };
  return (
    <div className={css.range}>
      <TextField
        className={css.rangeField}
        type="date"
        label={t("inventory.people.filters.addedFrom")}
        value={from}
        onChange={(event) => {
          setFrom(event.target.value);
          apply(event.target.value, to);
        }}
      />
      <TextField
        className={css.rangeField}
        type="date"
        label={t("inventory.people.filters.addedTo")}
        value={to}
        error={order}
        onChange={(event) => {
          setTo(event.target.value);
          apply(from, event.target.value);
        }}
      />
    </div>
  );
}

export const People = withToasts(PeopleScreen);

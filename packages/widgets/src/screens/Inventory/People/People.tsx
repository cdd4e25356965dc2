import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { ExportButton, type ExportFilters } from "../../../components/ExportButton/ExportButton";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page, type PageProps } from "../../../components/Page/Page";
import { ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { type ListState, useListState } from "../../../data/useListState";
import { inventoryKeys, useDeletePerson, usePeopleGroups, usePeopleList, usePeopleTags } from "../queries";
import {
  canEditPeople,
  DIRECTORY_SYNC_PATH,
  isFeatureNotEnabled,
  type PeopleImportReport,
  type Person,
  peopleFailure,
  personName,
  SETUP_PATH,
} from "../shared/people";
import { demoPeople } from "./demoPeople";
import * as css from "./People.css";
import type { PeopleBulkAction } from "./PeopleBulkDialog";
import { PeopleEmpty } from "./PeopleEmpty";
import { PeopleSyncMenu } from "./PeopleSyncMenu";
import { peopleColumns } from "./peopleColumns";
import {
  fromFilterValues,
  hasFilters,
  PAGE_SIZES,
  PEOPLE_PAGE_SIZE,
  type PeopleFilters,
  peopleFilterDefinitions,
  peopleQuery,
  toFilterValues,
  toPeopleSort,
} from "./peopleFilters";
import { usePeopleSelection } from "./usePeopleSelection";

export { LIST_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from "../../../data/useListState";
export type { PeopleFilters, PeopleSort } from "./peopleFilters";
export { DEFAULT_PEOPLE_SORT, PEOPLE_PAGE_SIZE, peopleQuery } from "./peopleFilters";

// Only editors open these, and only on demand: fetched when first opened, so the list (and the
// <bulwark-people> element) loads without them.
// Shown only to an organization without the inventory feature: not worth every list's weight.
const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);
const PeopleImport = lazy(() => import("../PeopleImport/PeopleImport").then((m) => ({ default: m.PeopleImport })));
const EditPersonDialog = lazy(() => import("./EditPersonDialog").then((m) => ({ default: m.EditPersonDialog })));
const PeopleBulkDialog = lazy(() => import("./PeopleBulkDialog").then((m) => ({ default: m.PeopleBulkDialog })));

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
  /** Link tabs under the title to sibling pages (the web app's People / Directory sync). */
  tabs?: PageProps["tabs"];
}

/**
 * The people of the active organisation on the list template: a `Page` (Import CSV, the Sync
 * menu, Export) over a `DataTable` (name, email, groups, tags, score with its category, origin,
 * date added; server-side sort and paging) with a `FilterBar` (search, groups, tags, score, date
 * added). People who keep the inventory (CrudInventory) also select rows — or everyone matching —
 * to delete, tag or group them at once, edit and delete one from its row menu, import a CSV file
 * and sync a directory; everyone with access exports the list as filtered. Without the
 * organisation's inventory feature it explains that instead.
 */
function PeopleScreen({
  pageSize = PEOPLE_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  directorySyncHref = DIRECTORY_SYNC_PATH,
  contactEmail = "",
  onImported,
  tabs,
}: PeopleProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime } = useRuntime();
  const toast = useToast();
  const tenantId = session.tenantId;
  const canEdit = canEditPeople(session) && !session.embedded && !session.isDemo;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "inventory");

  // The host hears of the filters (search once typing stops), not of sorting or paging.
  const reported = useRef(JSON.stringify(peopleQuery(defaultFilters ?? {})));
  const onFiltersChangeRef = useRef(onFiltersChange);
  onFiltersChangeRef.current = onFiltersChange;
  const report = useCallback((state: ListState) => {
    const filters = fromFilterValues(state.search, state.filters);
    const key = JSON.stringify(filters);
    if (key === reported.current) return;
    reported.current = key;
    onFiltersChangeRef.current?.(filters);
  }, []);
  const list = useListState({
    initial: { search: defaultFilters?.search ?? "", filters: toFilterValues(defaultFilters ?? {}) },
    defaultLimit: pageSize,
    onChange: report,
  });
  const { state } = list;
  const applied = useMemo(() => fromFilterValues(state.search, state.filters), [state.search, state.filters]);

  const query = usePeopleList(
    tenantId,
    { ...applied, ...toPeopleSort(state.sort), skip: state.skip, limit: state.limit },
    ready,
  );
  // Filter choices; their failure leaves the filter empty rather than blocking the list.
  const groups = usePeopleGroups(tenantId, ready);
  const tags = usePeopleTags(tenantId, ready);

  // While another page or filter loads, the previous rows stay (dimmed, the table busy) instead
  // of the table collapsing to skeleton rows on every keystroke of the search.
  const shown = useRef<{ tenantId: string | null; data: { items: Person[]; total: number } } | undefined>(undefined);
  if (query.data) shown.current = { tenantId, data: query.data };
  const page =
    query.data ?? (query.status !== "error" && shown.current?.tenantId === tenantId ? shown.current.data : undefined);
  const total = page?.total ?? 0;
  const selection = usePeopleSelection(applied, total);

  const [editing, setEditing] = useState<Person | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [importing, setImporting] = useState(false);
  const [bulkAction, setBulkAction] = useState<PeopleBulkAction | null>(null);
  const remove = useDeletePerson();

  const refreshAll = useCallback(() => invalidate(runtime, inventoryKeys.people(tenantId)), [runtime, tenantId]);
  const columns = useMemo(() => peopleColumns(t, i18n.language, !session.isDemo), [t, i18n.language, session.isDemo]);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "inventory") || (query.status === "error" && isFeatureNotEnabled(query.error))) {
    return <FeatureNotEnabled contactEmail={contactEmail} feature="inventory" />;
  }

  const onDelete = async () => {
    if (!deleting) return;
    const person = deleting;
    if (!(await remove.mutate(person))) return;
    setDeleting(null);
    toast.show({ variant: "success", message: t("inventory.people.deleted", { name: personName(person) }) });
    // The last row of a page: show the previous page instead of an empty one.
    if (state.skip > 0 && query.data?.items.length === 1) list.setSkip(Math.max(0, state.skip - state.limit));
    await refreshAll();
  };

  const openImport = () => {
    if (!tenantId) {
      toast.show({ variant: "error", message: t("inventory.people.messages.organizationRequired") });
      return;
    }
    setImporting(true);
  };

  // Judged on the filters of the answer shown, not on a search still being typed.
  const nothingAtAll = query.status === "success" && total === 0 && !hasFilters(applied) && state.skip === 0;
  const rows = page?.items;
  const pageIds = rows?.map((person) => person.id) ?? [];
  const wholePageSelected = pageIds.length > 0 && pageIds.every((id) => selection.selectedIds.has(id));

  const rowActions = (person: Person): MenuItem[] => [
    {
      key: "edit",
      label: t("inventory.people.editFor", { name: personName(person) }),
      onSelect: () => setEditing(person),
    },
    {
      key: "delete",
      label: t("inventory.people.deleteFor", { name: personName(person) }),
      danger: true,
      onSelect: () => {
        remove.reset();
        setDeleting(person);
      },
    },
  ];

  const filterBar = (
    <FilterBar
      search={list.searchText}
      onSearchChange={list.setSearch}
      searchPlaceholder={t("inventory.people.filters.searchPlaceholder")}
      filters={peopleFilterDefinitions(t, {
        // What the URL chose shows even before (or without) the organisation's lists.
        groups: [...new Set([...(groups.data?.items ?? []), ...(applied.groups ?? [])])],
        tags: [...new Set([...(tags.data?.items ?? []), ...(applied.tags ?? [])])],
        score: typeof state.filters.score === "string" ? state.filters.score : undefined,
      })}
      values={state.filters}
      onChange={list.setFilter}
      onClearAll={list.clearFilters}
    />
  );

  return (
    <Page
      title={t("inventory.people.title")}
      tabs={tabs}
      description={
        session.isDemo ? (
          <>
            <Badge tone="primary">{t("inventory.people.demo")}</Badge> {t("inventory.people.demoIntro")}{" "}
            <Link href={SETUP_PATH}>{t("inventory.people.setUpOrganization")}</Link>
          </>
        ) : (
          t("inventory.people.intro")
        )
      }
      primaryAction={
        (canEdit || session.isDemo) && <Button onClick={openImport}>{t("inventory.people.importCsv")}</Button>
      }
      actions={
        <>
          {canEdit && (
            <PeopleSyncMenu tenantId={tenantId} directorySyncHref={directorySyncHref} onSynced={refreshAll} />
          )}
          {!session.embedded && !session.isDemo && tenantId && (
            <ExportButton
              kind="people"
              filters={applied as ExportFilters}
              disabled={total === 0 && query.status === "success"}
            />
          )}
        </>
      }
    >
      {session.isDemo ? (
        <DataTable label={t("inventory.people.caption")} columns={columns} rows={demoPeople} getRowId={(p) => p.id} />
      ) : nothingAtAll ? (
        <PeopleEmpty canEdit={canEdit} directorySyncHref={directorySyncHref} onImport={openImport} />
      ) : (
        <DataTable
          label={t("inventory.people.caption")}
          columns={columns}
          rows={rows}
          getRowId={(person) => person.id}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          sort={state.sort}
          onSortChange={list.setSort}
          toolbar={filterBar}
          empty={
            hasFilters(applied)
              ? {
                  title: t("inventory.people.noMatch"),
                  action: (
                    <Button variant="secondary" onClick={list.clearFilters}>
                      {t("inventory.people.filters.clear")}
                    </Button>
                  ),
                }
              : { title: t("inventory.people.empty.title") }
          }
          pagination={{
            skip: state.skip,
            limit: state.limit,
            total,
            onChange: list.setSkip,
            pageSizes: PAGE_SIZES,
            onLimitChange: list.setLimit,
          }}
          {...(canEdit && {
            // "Everyone matching" ticks every row shown, on any page.
            selectedIds: selection.allMatching ? new Set(pageIds) : selection.selectedIds,
            onSelectionChange: selection.setSelectedIds,
            selectedCount: selection.count,
            bulkNote: !selection.allMatching && wholePageSelected && total > selection.selectedIds.size && (
              <button type="button" className={css.selectAllMatching} onClick={selection.selectAllMatching}>
                {t("inventory.people.bulk.selectAllMatching", { count: total })}
              </button>
            ),
            bulkActions: [
              { key: "addTags", label: t("inventory.people.bulk.addTags"), onSelect: () => setBulkAction("addTags") },
              {
                key: "addGroups",
                label: t("inventory.people.bulk.addGroups"),
                onSelect: () => setBulkAction("addGroups"),
              },
              {
                key: "delete",
                label: t("inventory.people.bulk.delete"),
                danger: true,
                onSelect: () => setBulkAction("delete"),
              },
            ],
            rowActions,
            onRowOpen: setEditing,
          })}
        />
      )}
      {canEdit && (
        <>
          <Suspense fallback={null}>
            {importing && (
              <PeopleImport
                open
                onClose={() => setImporting(false)}
                onImported={(importReport) => {
                  void refreshAll();
                  onImported?.(importReport);
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
            {bulkAction && (
              <PeopleBulkDialog
                action={bulkAction}
                count={selection.count}
                target={selection.target}
                tagSuggestions={tags.data?.items ?? []}
                groupSuggestions={groups.data?.items ?? []}
                onClose={() => setBulkAction(null)}
                onDone={() => {
                  const deleted = bulkAction === "delete";
                  setBulkAction(null);
                  selection.clear();
                  if (deleted) list.setSkip(0);
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
    </Page>
  );
}

export const People = withToasts(PeopleScreen);

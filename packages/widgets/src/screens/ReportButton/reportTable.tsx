import type { TFunction } from "i18next";
import { Button } from "../../components/Button/Button";
import type { DataTableProps } from "../../components/DataTable/DataTable";
import { FilterBar, type FilterDefinition } from "../../components/FilterBar/FilterBar";
import type { FilterValues, ListStateApi } from "../../data/useListState";

/** The query of a report list, as far as its table reads it. */
interface ReportQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isLoading: boolean;
  status: string;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The parts the two report lists (the super-admins' extension reports and an organisation's
 * reported emails) share on their `DataTable`: the rows and their loading, failure and retry, the
 * empty states (nothing reported yet, or nothing matching the filters with a way to clear them),
 * paging, and the filter bar with the search over sender, subject and reporter.
 */
export function reportTableProps<T>(
  t: TFunction,
  list: ListStateApi<FilterValues>,
  query: ReportQuery<T>,
  options: { pageSize: number; filters: FilterDefinition[]; emptyHint: string },
): Pick<
  DataTableProps<T>,
  "label" | "rows" | "loading" | "error" | "onRetry" | "skeletonRows" | "empty" | "pagination" | "toolbar"
> {
  return {
    label: t("reportButton.reports.caption"),
    rows: query.data?.items,
    loading: query.isLoading,
    error: query.status === "error" ? query.error : undefined,
    onRetry: () => void query.refetch(),
    skeletonRows: Math.min(options.pageSize, 8),
    empty: list.filtered
      ? {
          title: t("reportButton.reports.emptyFiltered"),
          action: (
            <Button variant="secondary" onClick={list.clearFilters}>
              {t("filterBar.clearAll")}
            </Button>
          ),
        }
      : { title: t("reportButton.reports.empty"), description: options.emptyHint },
    pagination: {
      skip: list.state.skip,
      limit: options.pageSize,
      total: query.data?.total ?? 0,
      onChange: list.setSkip,
    },
    toolbar: (
      <FilterBar
        search={list.searchText}
        onSearchChange={list.setSearch}
        searchPlaceholder={t("reportButton.reports.searchPlaceholder")}
        filters={options.filters}
        values={list.state.filters}
        onChange={list.setFilter}
        onClearAll={list.clearFilters}
      />
    ),
  };
}

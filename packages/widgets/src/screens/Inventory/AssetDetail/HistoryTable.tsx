import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { formatDateTime } from "../../../components/format";
import { useReportedQuery } from "../../../data/hooks";
import type { BulwarkRuntime } from "../../../data/runtime";

/** History entries shown per page. */
export const HISTORY_PAGE_SIZE = 10;

/** An entry of a history: a value and when it was first and last seen. */
interface HistoryEntry {
  id: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps<Row extends HistoryEntry> {
  /** The table's accessible name (its caption). */
  caption: string;
  /** Columns of the value; "First seen" and "Last seen" follow them. */
  columns: DataTableColumn<Row>[];
  /** Cache key of the history; the page's `skip` is appended. */
  queryKey: readonly unknown[];
  /** Loads one page of the history. */
  load: (runtime: BulwarkRuntime, page: { skip: number; limit: number }) => Promise<{ items: Row[]; total: number }>;
}

/**
 * One page of a record's history, newest first, paged by {@link HISTORY_PAGE_SIZE}: skeleton rows
 * while it loads, "No history yet" when empty, and the failure with Retry in its place.
 */
export function HistoryTable<Row extends HistoryEntry>({ caption, columns, queryKey, load }: HistoryTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const [skip, setSkip] = useState(0);
  const query = useReportedQuery([...queryKey, skip], (rt) => load(rt, { skip, limit: HISTORY_PAGE_SIZE }));
  const date = (id: "first" | "last", header: string, of: (row: Row) => string): DataTableColumn<Row> => ({
    id,
    header,
    width: 170,
    align: "end",
    text: (row) => formatDateTime(of(row), i18n.language),
    cell: (row) => <time dateTime={of(row)}>{formatDateTime(of(row), i18n.language)}</time>,
  });
  return (
    <DataTable<Row>
      label={caption}
      columns={[
        ...columns,
        date("first", t("inventory.assets.history.firstSeen"), (row) => row.firstSeenAt),
        date("last", t("inventory.assets.history.lastSeen"), (row) => row.lastSeenAt),
      ]}
      rows={query.data?.items}
      getRowId={(row) => row.id}
      loading={query.isLoading}
      error={query.status === "error" ? query.error : undefined}
      onRetry={() => void query.refetch()}
      empty={{ title: t("inventory.assets.history.empty") }}
      pagination={{ skip, limit: HISTORY_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setSkip }}
    />
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { Table, type TableColumn } from "../../../components/Table/Table";
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
  /** The table's (hidden) caption. */
  caption: string;
  /** Columns of the value; "First seen" and "Last seen" follow them. */
  columns: TableColumn<Row>[];
  /** Cache key of the history; the page's `skip` is appended. */
  queryKey: readonly unknown[];
  /** Loads one page of the history. */
  load: (runtime: BulwarkRuntime, page: { skip: number; limit: number }) => Promise<{ items: Row[]; total: number }>;
  /** Accessible name of the pagination. */
  pagesLabel: string;
}

/** One page of a record's history, newest first, paged by {@link HISTORY_PAGE_SIZE}; a failure shows in its place. */
export function HistoryTable<Row extends HistoryEntry>({
  caption,
  columns,
  queryKey,
  load,
  pagesLabel,
}: HistoryTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const [skip, setSkip] = useState(0);
  const query = useReportedQuery([...queryKey, skip], (rt) => load(rt, { skip, limit: HISTORY_PAGE_SIZE }));
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  const all: TableColumn<Row>[] = [
    ...columns,
    { key: "first", header: t("inventory.assets.history.firstSeen"), cell: (row) => date(row.firstSeenAt) },
    { key: "last", header: t("inventory.assets.history.lastSeen"), cell: (row) => date(row.lastSeenAt) },
  ];
  if (query.status === "error") return <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table
      caption={caption}
      captionHidden
      columns={all}
      rows={query.data?.items}
      rowKey={(row) => row.id}
      loading={query.isLoading}
      empty={<EmptyState compact headingLevel={null} title={t("inventory.assets.history.empty")} />}
      pagination={{
        skip,
        limit: HISTORY_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setSkip,
        label: pagesLabel,
      }}
    />
  );
}

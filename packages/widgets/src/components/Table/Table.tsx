import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/utils.css";
import { Pagination, type PaginationProps } from "../Pagination/Pagination";
import { Spinner } from "../Spinner/Spinner";
import * as css from "./Table.css";

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable id of the column (React key). */
  key: string;
  /** Header cell content. */
  header: ReactNode;
  /** Cell content for one row. */
  cell: (row: Row, index: number) => ReactNode;
  /** Marks the column whose cells name their row (`<th scope="row">`), e.g. a name. */
  rowHeader?: boolean;
  /** Text alignment; numbers and actions read best at `end`. Defaults to `start`. */
  align?: "start" | "center" | "end";
  /** Hides the header text visually (still read), e.g. for an actions column. */
  headerHidden?: boolean;
  /**
   * For a sortable column: its current order, set as `aria-sort` on the header cell (`none` when
   * the table is sorted by another column). Put a button in `header` to change it.
   */
  sort?: "ascending" | "descending" | "none";
  /**
   * Keeps the column in view at the end of a table wider than its box (e.g. row actions), over
   * the columns that scroll under it, so it is never cut off.
   */
  stickyEnd?: boolean;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** What the table holds; its accessible name. */
  caption: string;
  /** Keeps the caption for screen readers only, when a visible heading already names the table. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page; `undefined` while nothing has loaded. */
  rows: readonly Row[] | undefined;
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /**
   * Whether data is loading. With no rows yet a loading row is shown; with rows (a refetch or the
   * next page) they stay, dimmed, and the table is `aria-busy`.
   */
  loading?: boolean;
  /** Content of the single row shown when `rows` is empty; defaults to "Nothing to show". */
  empty?: ReactNode;
  /** Paging under the table (skip/limit/total). */
  pagination?: PaginationProps;
  /** Extra class names of a row, e.g. to highlight rows with a problem (say it in a cell too, not only by colour). */
  rowClassName?: (row: Row) => string | undefined;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * A data table with a caption, column headers, a loading row, an empty row and optional paging.
 * The table sits in a focusable, labelled scroll region so keyboard users can scroll wide tables.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  pagination,
  rowClassName,
  className,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const hasRows = rows !== undefined && rows.length > 0;
  const align = (column: TableColumn<Row>) => css.align[column.align ?? "start"];

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className={css.scroll} aria-labelledby={captionId} tabIndex={0}>
        <table className={css.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : css.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort}
                  className={[css.th, align(column), column.stickyEnd && css.stickyEndHeader].filter(Boolean).join(" ")}
                >
                  {column.headerHidden ? <span className={visuallyHidden}>{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={loading && hasRows ? css.stale : undefined}>
            {hasRows ? (
              rows.map((row, index) => (
                <tr key={rowKey(row)} className={[css.tr, rowClassName?.(row)].filter(Boolean).join(" ")}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" className={[css.td, css.rowHeader, align(column)].join(" ")}>
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        className={[css.td, align(column), column.stickyEnd && css.stickyEnd].filter(Boolean).join(" ")}
                      >
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            ) : loading || rows === undefined ? (
              <tr>
                <td colSpan={columns.length} className={css.message}>
                  <Spinner label={t("table.loading")} />
                </td>
              </tr>
            ) : (
              <tr>
                <td colSpan={columns.length} className={css.message}>
                  {empty ?? t("table.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {pagination && <Pagination {...pagination} disabled={pagination.disabled ?? loading} />}
    </div>
  );
}

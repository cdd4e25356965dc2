import {
  type ColumnDef,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/utils.css";
import { errorMessage } from "../ErrorBanner/errorMessage";
import { Menu, type MenuItem } from "../Menu/Menu";
import { MoreIcon } from "../Page/Page";
import { Pagination } from "../Pagination/Pagination";
import { useFloatingPopover } from "../Popover/useFloatingPopover";
import * as css from "./DataTable.css";
import { EmptyTableDrawing, ErrorDrawing } from "./illustrations";

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Stable identifier: the sort key sent to the server and the column-visibility key. */
  id: string;
  /** Column heading; also the label before the value when rows are cards. */
  header: string;
  /** The cell's content. Keep it to one line: long values are cut with an ellipsis. */
  cell: (row: T) => ReactNode;
  /**
   * The cell's full value as text, shown on hover (`title`) when the cell is cut, and used as the
   * row's name when this is the `primary` column. Defaults to the cell's content when that is a
   * string or number.
   */
  text?: (row: T) => string;
  /** The header becomes a sort button; the table reports the sort, the server sorts. */
  sortable?: boolean;
  /** Column width (`120`, `"20%"`); the remaining width is shared by the others. */
  width?: number | string;
  /** `end` for numbers and dates, which line up on the right. */
  align?: "start" | "end";
  /** The row's name (bold, the card's title, read in "Select …" and "Actions for …"). One column. */
  primary?: boolean;
  /** Can be hidden from the Columns menu. Defaults to true except for the primary column. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

/** The sort of a {@link DataTable}: which column, which direction. */
export interface DataTableSort {
  /** A sortable column's `id`. */
  id: string;
  /** Descending when true. */
  desc: boolean;
}

/** An action on the selected rows, shown in the bulk-action bar. */
export interface BulkAction {
  /** Stable identity. */
  key: string;
  /** Button text. */
  label: string;
  /** Runs with the selected rows' ids. */
  onSelect: (ids: string[]) => void;
  /** A destructive action, in the danger colour. */
  danger?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Accessible name of the table (its caption), e.g. "People". */
  label: string;
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page; `undefined` until the first answer arrives. */
  rows: readonly T[] | undefined;
  /** A row's stable id (selection and focus follow it across pages and reloads). */
  getRowId: (row: T) => string;
  /** A request is under way: skeleton rows at first, the current rows dimmed afterwards. */
  loading?: boolean;
  /** The last request failed: the error state with Retry replaces the rows. */
  error?: unknown;
  /** Called by the error state's Retry button. */
  onRetry?: () => void;
  /** The current sort (controlled: the server sorts). */
  sort?: DataTableSort | null;
  /** Called with the new sort when a sortable header is pressed: ascending, descending, then none. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The selected rows' ids (controlled). With it, every row gets a checkbox. */
  selectedIds?: ReadonlySet<string>;
  /** Called with the new selection. */
  onSelectionChange?: (ids: Set<string>) => void;
  /** Actions on the selected rows, in the bar that replaces the toolbar while rows are selected. */
  bulkActions?: readonly BulkAction[];
  /**
   * The count the bulk-action bar announces, when the selection reaches beyond the rows on the
   * page (e.g. "all 240 matching"); defaults to the number of selected ids.
   */
  selectedCount?: number;
  /** Content after the count in the bulk-action bar, e.g. a "Select all 240 matching" button. */
  bulkNote?: ReactNode;
  /** Each row's actions, in a menu at the end of the row. */
  rowActions?: (row: T) => readonly MenuItem[];
  /** Opens a row (Enter on a focused row, or a click on it outside its controls). */
  onRowOpen?: (row: T) => void;
  /** Paging over the API's skip/limit/total. */
  pagination?: {
    skip: number;
    limit: number;
    total: number;
    onChange: (skip: number) => void;
    pageSizes?: readonly number[];
    onLimitChange?: (limit: number) => void;
  };
  /** Content at the start of the toolbar, typically a `FilterBar`. */
  toolbar?: ReactNode;
  /** What the empty table says, and the next step (e.g. an "Import CSV" button). */
  empty?: { title: string; description?: ReactNode; action?: ReactNode };
  /** How many skeleton rows to draw while the first page loads. Defaults to the page size, at most 10. */
  skeletonRows?: number;
  /** Extra class names on a row, e.g. to tint rows a preview rejects (say it in words in a cell too). */
  rowClassName?: (row: T) => string | undefined;
  /** Extra class names on the root element. */
  className?: string;
}

const nameOf = <T,>(columns: readonly DataTableColumn<T>[], row: T): string => {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  if (!primary) return "";
  if (primary.text) return primary.text(row);
  const value = primary.cell(row);
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

const textOf = <T,>(column: DataTableColumn<T>, row: T, content: ReactNode): string | undefined => {
  if (column.text) return column.text(row);
  return typeof content === "string" || typeof content === "number" ? String(content) : undefined;
};

/** Interactive elements inside a row, which handle their own clicks and keys. */
const INTERACTIVE = "a[href], button, input, select, textarea, [role='menuitem'], [tabindex]:not(tr)";

/**
 * The list template: one 44 px line per record on TanStack Table's headless model.
 *
 * - Columns fit the width (long values are cut, the full value shows on hover, and the focused
 *   row unfolds to show every value); the header sticks under the shell's top bar.
 * - Sort, selection and paging are controlled, so the screen keeps them in the URL and the server
 *   sorts and pages (skip/limit/total).
 * - Selecting rows swaps the toolbar for a bulk-action bar of the same height (nothing moves).
 * - Keyboard: one Tab stop for the rows (roving focus); ↑/↓, Home/End move between rows; Enter
 *   opens the row; Space selects it; →/← move between the row's controls; Shift+F10 opens its
 *   actions. The keys are also described to screen readers.
 * - First load: skeleton rows. No rows: a drawing, a title and the next action. Failure: "Error
 *   happened" (the specification's title), the reason and Retry.
 * - In a box narrower than 768 px (a container query, so it also holds for a narrow element on a
 *   host page) each row becomes a card of label/value lines.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  bulkActions = [],
  selectedCount: selectedCountShown,
  bulkNote,
  rowActions,
  onRowOpen,
  pagination,
  toolbar,
  empty,
  skeletonRows,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const helpId = useId();
  const selectable = selectedIds !== undefined && onSelectionChange !== undefined;
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((column) => column.hiddenByDefault).map((column) => [column.id, false])),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());

  const definitions = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        enableSorting: column.sortable ?? false,
        enableHiding: column.hideable ?? !column.primary,
      })),
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries([...(selectedIds ?? [])].map((id) => [id, true]));

  const table = useReactTable<T>({
    data: (rows ?? []) as T[],
    columns: definitions,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection, columnVisibility: visibility },
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      onSelectionChange?.(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const visibleColumns = columns.filter((column) => table.getColumn(column.id)?.getIsVisible() ?? true);
  const modelRows = table.getRowModel().rows;
  const ids = modelRows.map((row) => row.id);
  const focusId = activeId && ids.includes(activeId) ? activeId : (ids[0] ?? null);
  const selectedCount = selectedCountShown ?? selectedIds?.size ?? 0;
  const firstLoad = rows === undefined && loading;
  const failed = error !== undefined && error !== null;
  const isEmpty = !failed && !loading && rows !== undefined && rows.length === 0;
  const colSpan = visibleColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setActiveId(id);
    rowRefs.current.get(id)?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: string, row: T) => {
    const rowElement = event.currentTarget;
    const onRow = event.target === rowElement;
    const index = ids.indexOf(id);
    const controls = [...rowElement.querySelectorAll<HTMLElement>(INTERACTIVE)];
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusRow(ids[Math.min(index + 1, ids.length - 1)]);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusRow(ids[Math.max(index - 1, 0)]);
        return;
      case "Home":
        if (!onRow) return;
        event.preventDefault();
        focusRow(ids[0]);
        return;
      case "End":
        if (!onRow) return;
        event.preventDefault();
        focusRow(ids[ids.length - 1]);
        return;
      case "ArrowRight":
      case "ArrowLeft": {
        // Moves between the row and its controls; a text field keeps its arrows.
        if ((event.target as HTMLElement).matches("input:not([type=checkbox]), textarea, select")) return;
        event.preventDefault();
        const at = onRow ? -1 : controls.indexOf(event.target as HTMLElement);
        const next = event.key === "ArrowRight" ? at + 1 : at - 1;
        if (next < 0) rowElement.focus();
        else controls[Math.min(next, controls.length - 1)]?.focus();
        return;
      }
      case "Enter":
        if (!onRow || !onRowOpen) return;
        event.preventDefault();
        onRowOpen(row);
        return;
      case " ":
        if (!onRow || !selectable) return;
        event.preventDefault();
        table.getRow(id).toggleSelected();
        return;
      case "F10":
        if (!event.shiftKey) return;
        event.preventDefault();
        rowElement.querySelector<HTMLButtonElement>("[data-row-actions] button")?.click();
        return;
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    if (!onRowOpen) return;
    // A click on a control inside the row is the control's; the page's own focusable frames
    // around the table (the shell's <main tabindex="-1">) are not controls of the row.
    const control = (event.target as HTMLElement).closest(INTERACTIVE);
    if (control && control !== event.currentTarget && event.currentTarget.contains(control)) return;
    // Selecting text is not a click on the row.
    if (globalThis.getSelection?.()?.toString()) return;
    onRowOpen(row);
  };

  const hideable = columns.filter((column) => column.hideable ?? !column.primary);

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      {selectable && selectedCount > 0 ? (
        <div className={css.bulkBar} role="toolbar" aria-label={t("dataTable.selected", { count: selectedCount })}>
          <span className={css.bulkCount} aria-live="polite">
            {t("dataTable.selected", { count: selectedCount })}
          </span>
          {bulkNote}
          <div className={css.bulkActions}>
            {bulkActions.map((action) => (
              <button
                key={action.key}
                type="button"
                className={action.danger ? css.dangerButton : css.toolButton}
                onClick={() => action.onSelect([...(selectedIds ?? [])])}
              >
                {action.label}
              </button>
            ))}
          </div>
          <button type="button" className={css.plainButton} onClick={() => onSelectionChange?.(new Set())}>
            {t("dataTable.clearSelection")}
          </button>
        </div>
      ) : (
        (toolbar !== undefined || hideable.length > 0) && (
          <div className={css.toolbar}>
            <div className={css.toolbarStart}>{toolbar}</div>
            {hideable.length > 0 && (
              <ColumnsMenu
                columns={hideable.map((column) => ({
                  id: column.id,
                  header: column.header,
                  visible: table.getColumn(column.id)?.getIsVisible() ?? true,
                }))}
                onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
              />
            )}
          </div>
        )
      )}
      <div className={css.frame}>
        <table className={css.table} aria-describedby={helpId} aria-busy={loading || undefined}>
          <caption className={css.caption}>{label}</caption>
          <colgroup>
            {selectable && <col style={{ width: 44 }} />}
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ width: column.width }} />
            ))}
            {rowActions && <col style={{ width: 52 }} />}
          </colgroup>
          <thead className={css.thead}>
            <tr>
              {selectable && (
                <th scope="col" className={`${css.th} ${css.selectCell}`}>
                  <input
                    type="checkbox"
                    className={css.checkbox}
                    aria-label={t("dataTable.selectAll")}
                    checked={table.getIsAllPageRowsSelected() && modelRows.length > 0}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    disabled={modelRows.length === 0}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                  />
                </th>
              )}
              {visibleColumns.map((column) => {
                const sorted = sort?.id === column.id ? (sort.desc ? "descending" : "ascending") : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted}
                    className={[css.th, column.align === "end" ? css.endCell : undefined].filter(Boolean).join(" ")}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className={css.sortButton}
                        onClick={() =>
                          // Ascending, descending, then back to the server's default order.
                          onSortChange(
                            sort?.id !== column.id
                              ? { id: column.id, desc: false }
                              : sort.desc
                                ? null
                                : { id: column.id, desc: true },
                          )
                        }
                      >
                        <span className={css.truncate}>{column.header}</span>
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={`${css.th} ${css.actionsCell}`}>
                  <span className={visuallyHidden}>{t("page.moreActions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={[css.tbody, loading && !firstLoad ? css.busy : undefined].filter(Boolean).join(" ")}>
            {failed ? (
              <tr>
                <td colSpan={colSpan}>
                  <div className={css.state} role="alert">
                    <span className={css.illustration}>
                      <ErrorDrawing />
                    </span>
                    <p className={css.stateTitle}>{t("errors.generic")}</p>
                    <p className={css.stateText}>{errorMessage(error, t)}</p>
                    {onRetry && (
                      <button type="button" className={`${css.toolButton} ${css.stateAction}`} onClick={onRetry}>
                        {t("dataTable.retry")}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ) : firstLoad ? (
              Array.from({ length: skeletonRows ?? Math.min(pagination?.limit ?? 8, 10) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: placeholder rows are not focusable (no tabIndex); the table's aria-busy speaks for them
                <tr key={index} className={css.row} aria-hidden="true">
                  {selectable && <td className={`${css.td} ${css.selectCell}`} />}
                  {visibleColumns.map((column, at) => (
                    <td key={column.id} className={css.td}>
                      <span className={css.skeleton} style={{ width: `${[70, 55, 40, 62, 48][(index + at) % 5]}%` }} />
                    </td>
                  ))}
                  {rowActions && <td className={`${css.td} ${css.actionsCell}`} />}
                </tr>
              ))
            ) : isEmpty ? (
              <tr>
                <td colSpan={colSpan}>
                  <div className={css.state}>
                    <span className={css.illustration}>
                      <EmptyTableDrawing />
                    </span>
                    <p className={css.stateTitle}>{empty?.title ?? t("table.empty")}</p>
                    {empty?.description && <div className={css.stateText}>{empty.description}</div>}
                    {empty?.action && <div className={css.stateAction}>{empty.action}</div>}
                  </div>
                </td>
              </tr>
            ) : (
              modelRows.map((model) => {
                const row = model.original;
                const id = model.id;
                const name = nameOf(columns, row);
                const selected = model.getIsSelected();
                const actions = rowActions?.(row) ?? [];
                return (
                  <tr
                    key={id}
                    ref={(element) => {
                      if (element) rowRefs.current.set(id, element);
                      else rowRefs.current.delete(id);
                    }}
                    tabIndex={id === focusId ? 0 : -1}
                    className={[css.row, rowClassName?.(row)].filter(Boolean).join(" ")}
                    data-selected={selected || undefined}
                    data-clickable={onRowOpen ? "" : undefined}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setActiveId(id);
                    }}
                    onKeyDown={(event) => onRowKeyDown(event, id, row)}
                    onClick={(event) => onRowClick(event, row)}
                  >
                    {selectable && (
                      <td className={`${css.td} ${css.selectCell}`}>
                        <input
                          type="checkbox"
                          tabIndex={-1}
                          className={css.checkbox}
                          aria-label={t("dataTable.selectRow", { name })}
                          checked={selected}
                          onChange={model.getToggleSelectedHandler()}
                        />
                      </td>
                    )}
                    {visibleColumns.map((column) => {
                      const content = column.cell(row);
                      const full = textOf(column, row, content);
                      return (
                        <td
                          key={column.id}
                          data-label={column.primary ? undefined : column.header}
                          className={[
                            css.td,
                            column.primary ? css.primaryCell : undefined,
                            column.align === "end" ? css.endCell : undefined,
                          ]
                            .filter(Boolean)
                            .join(" ")}
                        >
                          <span className={css.truncate} title={full}>
                            {content}
                          </span>
                        </td>
                      );
                    })}
                    {rowActions && (
                      <td className={`${css.td} ${css.actionsCell}`} data-row-actions="">
                        {actions.length > 0 && (
                          <Menu
                            label={t("dataTable.rowActions", { name })}
                            trigger={<MoreIcon />}
                            items={actions}
                            triggerClassName={css.rowMenuTrigger}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        <p id={helpId} className={visuallyHidden}>
          {t("dataTable.keyboardHelp")}
        </p>
      </div>
      {pagination && pagination.total > 0 && !failed && (
        <div className={css.footer}>
          <Pagination
            // Named after its table: a page with two tables (an endpoint list over its delivery
            // log) would otherwise hold two navigations called "Pagination" (axe: landmark-unique).
            label={t("pagination.labelOf", { label })}
            skip={pagination.skip}
            limit={pagination.limit}
            total={pagination.total}
            onChange={pagination.onChange}
            pageSizes={pagination.pageSizes}
            onLimitChange={pagination.onLimitChange}
            disabled={loading}
          />
        </div>
      )}
    </div>
  );
}

function SortIcon({ direction }: { direction: "ascending" | "descending" | undefined }) {
  return (
    <svg className={css.sortIcon} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 2 9 5H3z" fill="currentColor" opacity={direction === "descending" ? 0.3 : 1} />
      <path d="M6 10 3 7h6z" fill="currentColor" opacity={direction === "ascending" ? 0.3 : 1} />
    </svg>
  );
}

/** The "Columns" button and its floating list of checkboxes (a group, not a menu: several toggle). */
function ColumnsMenu({
  columns,
  onToggle,
}: {
  columns: Array<{ id: string; header: string; visible: boolean }>;
  onToggle: (id: string, visible: boolean) => void;
}) {
  const { t } = useTranslation();
  const popover = useFloatingPopover<HTMLFieldSetElement>("bottom-end");
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (popover.open) firstRef.current?.focus();
  }, [popover.open]);
  return (
    <div {...popover.wrapperProps}>
      <button {...popover.triggerProps} className={css.toolButton}>
        <ColumnsIcon />
        {t("dataTable.columns")}
      </button>
      {popover.open && (
        <fieldset {...popover.popupProps} className={css.columnsPopup}>
          <legend className={css.columnsLegend}>{t("dataTable.columnsLabel")}</legend>
          {columns.map((column, index) => (
            <label key={column.id} className={css.columnsOption}>
              <input
                type="checkbox"
                className={css.checkbox}
                checked={column.visible}
                // The first option takes focus when the user opens the list, so the keyboard lands inside.
                ref={index === 0 ? firstRef : undefined}
                onChange={(event) => onToggle(column.id, event.target.checked)}
              />
              {column.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function ColumnsIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true" focusable="false">
      <rect x="1" y="2" width="12" height="10" rx="2" stroke="currentColor" strokeWidth="1.4" />
      <path d="M5 2v10M9 2v10" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/**
 * English strings of the page and list templates (Page, DataTable, FilterBar, charts, toasts),
 * spread at the top level of `en`.
 */
export const templates = {
  page: {
    breadcrumb: "Breadcrumb",
    moreActions: "More actions",
  },
  dataTable: {
    /** Accessible name of the "select all rows on this page" checkbox. */
    selectAll: "Select all rows on this page",
    /** Accessible name of one row's checkbox; `name` is the row's main value. */
    selectRow: "Select {{name}}",
    /** Without plural forms: "Izabrano: 3" reads right for every Serbian count. */
    selected: "{{count}} selected",
    clearSelection: "Clear selection",
    rowActions: "Actions for {{name}}",
    columns: "Columns",
    columnsLabel: "Show or hide columns",
    sortAscending: "sorted ascending",
    sortDescending: "sorted descending",
    sortBy: "Sort by {{column}}",
    loading: "Loading rows…",
    retry: "Retry",
    keyboardHelp: "Use the up and down arrow keys to move between rows, Enter to open a row, Space to select it.",
  },
  filterBar: {
    search: "Search",
    addFilter: "Add filter",
    removeFilter: "Remove filter {{filter}}",
    clearAll: "Clear all",
    apply: "Apply",
    any: "Any",
    from: "From",
    to: "To",
    noOptions: "No options",
    activeFilters: "Active filters",
  },
  /** The dialog that shows a secret once (API keys, webhook signing secrets). */
  secretOnce: {
    copy: "Copy",
    copied: "Copied to the clipboard",
    copyFailed: "Copying failed: select the text and copy it yourself.",
  },
  chart: {
    showTable: "Show as table",
    showChart: "Show as chart",
    value: "Value",
    category: "Category",
    share: "Share",
    date: "Date",
    total: "Total",
    noData: "No data yet",
    loading: "Loading chart…",
    gaugeLabel: "Score {{value}} of 100: {{category}}",
    step: "Step",
    conversion: "Of previous step",
  },
} as const;

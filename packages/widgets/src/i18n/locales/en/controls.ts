/**
 * English strings of the collection and input primitives (Table, Pagination, Select,
 * MultiSelect, FileInput), spread at the top level of `en`.
 */
export const controls = {
  table: {
    /** Read inside the loading row of a table. */
    loading: "Loading…",
    /** Default text of the empty row. */
    empty: "Nothing to show",
  },
  pagination: {
    /** Accessible name of the pagination navigation. */
    label: "Pagination",
    /** The pagination of a named table: "Pages of People". */
    labelOf: "Pages of {{label}}",
    previous: "Previous page",
    next: "Next page",
    /** "1–20 of 57" */
    range: "{{from}}–{{to}} of {{total}}",
    /** "Page 1 of 3" */
    page: "Page {{page}} of {{pages}}",
    pageSize: "Rows per page",
  },
  select: {
    /** Default first option of a select with no value. */
    placeholder: "Select…",
  },
  multiSelect: {
    /** Summary of a multi-select with nothing chosen. */
    none: "None selected",
  },
  fileInput: {
    choose: "Choose file",
    /** Beside the choose button, inside the drop zone. */
    drop: "or drag and drop it here",
    /** The chosen file: "logo.png (24 KB)". */
    selected: "{{name}} ({{size}})",
    /** Removes the chosen file. */
    clear: "Remove file",
    /** Accessible name of the remove button. */
    clearNamed: "Remove {{name}}",
  },
  passwordField: {
    show: "Show password",
    hide: "Hide password",
  },
  codeInput: {
    hint: "{{length}} digits",
  },
  qrCode: {
    manualEntry: "Can't scan the code? Enter this key in your app:",
  },
  richText: {
    /** Accessible name of the formatting toolbar. */
    toolbar: "Formatting",
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    heading: "Heading",
    subheading: "Subheading",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    removeLink: "Remove link",
    undo: "Undo",
    redo: "Redo",
    /** The field of the link form. */
    linkAddress: "Link address",
    applyLink: "Apply",
    cancelLink: "Cancel",
  },
} as const;

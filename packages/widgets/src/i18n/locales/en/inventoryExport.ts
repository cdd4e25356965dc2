/** English strings of the export menu of the people and asset lists (`inventory` in `en`, split per screen for the elements: `parts/`). */
export const inventoryExport = {
  button: "Export",
  /** Menu entry: "Export as CSV". */
  as: "Export as {{format}}",
  formats: {
    csv: "CSV",
    xlsx: "Excel (XLSX)",
  },
  /** On the button while the server makes the file. */
  preparing: "Preparing {{format}}…",
  downloading: "Downloading…",
  cancel: "Cancel export",
  /** Announced once the file was handed to the browser. */
  done: "{{fileName}} downloaded",
  failed: "Export failed",
  failedReasonUnknown: "The file could not be created. Please try again.",
} as const;

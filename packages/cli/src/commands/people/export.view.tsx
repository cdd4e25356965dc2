import { Text } from "ink";
import { formatBytes } from "../../ui/progress.js";
import type { ExportResult } from "./export.js";

/** Terminal view of a finished export: where the file is, its size and rows. */
export function ExportView({ result }: { result: ExportResult }) {
  return (
    <Text>
      <Text color="green">Saved</Text> {result.file} ({formatBytes(result.bytes)}
      {result.rowCount === null ? "" : `, ${result.rowCount} ${result.rowCount === 1 ? "row" : "rows"}`})
    </Text>
  );
}

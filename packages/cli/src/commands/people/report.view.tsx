import { Box, Text } from "ink";
import type { ImportReport } from "./report.js";

const MAX_REJECTED_SHOWN = 20;

/**
 * Terminal summary of an import or sync: the counts (in a dry run, what would change), then the
 * rejected rows with line and reason.
 */
export function ImportReportView({ report, title }: { report: ImportReport; title: string }) {
  const shown = report.rejected.slice(0, MAX_REJECTED_SHOWN);
  const notShown = report.rejectedCount - shown.length;
  return (
    <Box flexDirection="column">
      <Text bold>
        {title}
        {report.dryRun ? " (dry run: nothing was saved)" : ""}
      </Text>
      {report.dryRun ? (
        <Text>
          Would <Text color="green">create {report.created}</Text>, <Text color="cyan">update {report.updated}</Text>,{" "}
          <Text color={report.deleted > 0 ? "yellow" : undefined}>delete {report.deleted}</Text>; {report.unchanged}{" "}
          unchanged, <Text color={report.rejectedCount > 0 ? "red" : undefined}>{report.rejectedCount} rejected</Text>{" "}
          of {report.rows} rows
        </Text>
      ) : (
        <Text>
          <Text color="green">{report.created} created</Text>, <Text color="cyan">{report.updated} updated</Text>,{" "}
          {report.unchanged} unchanged,{" "}
          <Text color={report.deleted > 0 ? "yellow" : undefined}>{report.deleted} deleted</Text>,{" "}
          <Text color={report.rejectedCount > 0 ? "red" : undefined}>{report.rejectedCount} rejected</Text> of{" "}
          {report.rows} rows
        </Text>
      )}
      {report.ignoredColumns.length > 0 && <Text dimColor>Ignored columns: {report.ignoredColumns.join(", ")}</Text>}
      {shown.map((row) => (
        <Text key={`${row.line}:${row.email ?? ""}`} color="red">
          line {row.line}
          {row.email ? ` (${row.email})` : ""}: {row.reason}
        </Text>
      ))}
      {notShown > 0 && <Text dimColor>… and {notShown} more rejected rows (use --json for all listed ones)</Text>}
    </Box>
  );
}

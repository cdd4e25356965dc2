import type { Schema } from "@bulwark/client";

/** What the API answers for an import, a batch or a directory sync. */
export type ImportReport = Schema<"PeopleImportReport">;

/**
 * Plain output of an import or sync: one `key<TAB>value` line per count, then one
 * `rejected<TAB>line<TAB>email<TAB>reason` line per rejected row, for scripts that grep.
 */
export function reportLines(report: ImportReport): string[] {
  const lines = [
    ...(report.dryRun ? ["dry-run\tnothing was saved"] : []),
    `rows\t${report.rows}`,
    `created\t${report.created}`,
    `updated\t${report.updated}`,
    `unchanged\t${report.unchanged}`,
    `deleted\t${report.deleted}`,
    `rejected\t${report.rejectedCount}`,
  ];
  if (report.ignoredColumns.length > 0) lines.push(`ignored-columns\t${report.ignoredColumns.join(",")}`);
  for (const row of report.rejected) lines.push(["rejected", row.line, row.email ?? "", row.reason].join("\t"));
  if (report.rejectedCount > report.rejected.length) {
    lines.push(`rejected-not-listed\t${report.rejectedCount - report.rejected.length}`);
  }
  return lines;
}

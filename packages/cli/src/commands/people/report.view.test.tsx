import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { ImportReport } from "./report.js";
import { ImportReportView } from "./report.view.js";

const report = (dryRun: boolean): ImportReport =>
  ({
    dryRun,
    rows: 5,
    created: 3,
    updated: 1,
    unchanged: 0,
    deleted: 0,
    rejectedCount: 1,
    rejected: [{ line: 4, email: "x", reason: "Invalid email" }],
    ignoredColumns: [],
  }) as unknown as ImportReport;

describe("ImportReportView", () => {
  it("says what would change in a dry run, never that anything was imported or created", () => {
    const frame = render(<ImportReportView report={report(true)} title="Checked people.csv" />).lastFrame() ?? "";

    expect(frame).toContain("Checked people.csv (dry run: nothing was saved)");
    expect(frame).toContain("Would create 3, update 1, delete 0");
    expect(frame).not.toMatch(/Imported|created/);
  });

  it("says what was done after a real import", () => {
    const frame = render(<ImportReportView report={report(false)} title="Imported people.csv" />).lastFrame() ?? "";

    expect(frame).toContain("3 created, 1 updated, 0 unchanged, 0 deleted, 1 rejected of 5 rows");
    expect(frame).toContain("line 4 (x): Invalid email");
  });
});

import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableProps } from "../../../components/DataTable/DataTable";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import * as css from "./ImportSummary.css";
import { type PeopleImportReport, translateMessage } from "./people";

type RejectedRow = PeopleImportReport["rejected"][number];

// The rejected rows' table (TanStack Table) is fetched when a report has some: the people list
// imports `summaryText` from here for its toasts and must not carry a table for it (packages/elements, "Weight").
const RejectedTable = lazyPart(() =>
  import("../../../components/DataTable/DataTable").then(
    (m) => m.DataTable as ComponentType<DataTableProps<RejectedRow>>,
  ),
);

type CountKey = "created" | "updated" | "unchanged" | "deleted" | "rejectedCount";
const COUNTS: readonly CountKey[] = ["created", "updated", "unchanged", "deleted", "rejectedCount"];

/** "5 added, 3 updated, 33 unchanged, 1 deleted, 0 rejected" for toasts. */
export function summaryText(report: PeopleImportReport, t: TFunction): string {
  return COUNTS.map((key) => t(`inventory.people.summary.${key}Inline`, { count: report[key] })).join(", ");
}

/** Props of {@link ImportSummary}. */
export interface ImportSummaryProps {
  report: PeopleImportReport;
  /** Whether the counts are what would happen (a dry run) or what happened. */
  headingLevel?: 3 | 4;
  /** Shows the rejected rows with their line and reason. */
  showRejected?: boolean;
}

/** The counts of an import or sync (added, updated, unchanged, deleted, rejected) and the rejected rows. */
export function ImportSummary({ report, headingLevel = 3, showRejected = true }: ImportSummaryProps) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const number = (value: number) => new Intl.NumberFormat(i18n.language === "sr" ? "sr-Latn" : "en").format(value);
  const hidden = report.rejectedCount - report.rejected.length;
  return (
    <>
      <dl className={css.counts}>
        {COUNTS.map((key) => (
          <div key={key} className={[css.count, key === "rejectedCount" && report[key] > 0 ? css.warn : ""].join(" ")}>
            <dt className={css.countLabel}>{t(`inventory.people.summary.${key}`)}</dt>
            <dd className={css.countValue}>{number(report[key])}</dd>
          </div>
        ))}
      </dl>
      {showRejected && report.rejected.length > 0 && (
        <section className={css.rejected} aria-label={t("inventory.people.summary.rejectedRows")}>
          <Heading className={css.rejectedTitle}>{t("inventory.people.summary.rejectedRows")}</Heading>
          <RejectedTable
            label={t("inventory.people.summary.rejectedRows")}
            rows={report.rejected}
            getRowId={(row) => `${row.line}-${row.email ?? ""}`}
            columns={[
              {
                id: "line",
                header: t("inventory.people.import.columns.line"),
                width: 64,
                align: "end",
                hideable: false,
                text: (row) => String(row.line),
                cell: (row) => <span className={css.line}>{row.line}</span>,
              },
              {
                id: "email",
                header: t("inventory.people.import.columns.email"),
                primary: true,
                // A row without an email is named by its line ("Line 5").
                text: (row) => row.email || t("inventory.people.summary.line", { line: String(row.line) }),
                cell: (row) => row.email || "—",
              },
              {
                id: "reason",
                header: t("inventory.people.import.columns.problem"),
                hideable: false,
                text: (row) => translateMessage(row.reason, t),
                cell: (row) => translateMessage(row.reason, t),
              },
            ]}
          />
          {hidden > 0 && <p className={css.muted}>{t("inventory.people.summary.moreRejected", { count: hidden })}</p>}
        </section>
      )}
    </>
  );
}

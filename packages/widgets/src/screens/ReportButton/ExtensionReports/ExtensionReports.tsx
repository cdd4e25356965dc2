import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { DataTable } from "../../../components/DataTable/DataTable";
import type { FilterDefinition } from "../../../components/FilterBar/FilterBar";
import { formatDateTime } from "../../../components/format";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ReadOnlyNotice, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { allows } from "../../../data/permissions";
import { useSession } from "../../../data/session";
import { type ListState, useListState } from "../../../data/useListState";
import { useExtensionReports, useTriageExtensionReport } from "../queries";
import { reportTableProps } from "../reportTable";
import * as css from "./ExtensionReports.css";

type Report = Schema<"PhishingExtensionReport">;
type ReportStatus = Schema<"PhishingExtensionReportStatus">;

/** Reports shown per page. */
export const EXTENSION_REPORTS_PAGE_SIZE = 20;

/** Every triage status, in the order a security team works through them. */
export const REPORT_STATUSES: readonly ReportStatus[] = ["Received", "Threat", "Spam", "Clean"];

/** The list's filters, as the web app keeps them in the URL. */
export interface ExtensionReportFilters {
  search?: string;
  status?: ReportStatus;
  /** Reported from this day (`yyyy-MM-dd`, UTC). */
  from?: string;
  /** Reported up to and including this day (`yyyy-MM-dd`, UTC). */
  to?: string;
}

/** Props of {@link ExtensionReports}. */
export interface ExtensionReportsProps {
  /** Only this organisation's reports (e.g. from an organisation's page); all by default. */
  tenantId?: string;
  /** Page size; defaults to {@link EXTENSION_REPORTS_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: ExtensionReportFilters;
  /** Called when the user changes the filters (the search once typing stops), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: ExtensionReportFilters) => void;
}

const TONES: Record<ReportStatus, "primary" | "danger" | "neutral" | "success"> = {
  Received: "primary",
  Threat: "danger",
  Spam: "neutral",
  Clean: "success",
};

const isStatus = (value: unknown): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);
const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The API's half-open range of a `yyyy-MM-dd` day range, in UTC. */
function reportedRange(from?: string, to?: string) {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
  return {
    ...(isDay(from) ? { from: `${from}T00:00:00.000Z` } : {}),
    ...(isDay(to) ? { to: next(to) } : {}),
  };
}

function filtersOf(state: Pick<ListState, "search" | "filters">): ExtensionReportFilters {
  const range = state.filters.reported as { from?: string; to?: string } | undefined;
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(isStatus(state.filters.status) ? { status: state.filters.status } : {}),
    ...(isDay(range?.from) ? { from: range.from } : {}),
    ...(isDay(range?.to) ? { to: range.to } : {}),
  };
}

/** SPF, DKIM and DMARC as one line; a failing verdict stands out. */
function Authentication({ digest, t }: { digest: Report["headerDigest"]; t: TFunction }) {
  const unknown = t("reportButton.reports.unknownVerdict");
  const bad = [digest.spf, digest.dkim, digest.dmarc].some((v) => v && !["pass", "bestguesspass"].includes(v));
  const line = t("reportButton.reports.authentication", {
    spf: digest.spf ?? unknown,
    dkim: digest.dkim ?? unknown,
    dmarc: digest.dmarc ?? unknown,
  });
  return <span className={bad ? css.verdictBad : css.secondary}>{line}</span>;
}

/**
 * The super-admins' extension reports (route `/administration/extension-reports`, needs
 * ManagePhishing): every email people reported with the add-in, the browser extension or the
 * intranet form that was not a simulation, newest first. Each row gives when, the organisation,
 * the reporter and how they reported, the sender and its domain, the subject and the reporter's
 * note, the SPF/DKIM/DMARC verdicts of the headers and the triage status, which the row's menu
 * changes (Received, Threat, Spam, Clean). Searchable (sender, subject, reporter) and filtered by
 * status and the day reported; the filters are reported through `onFiltersChange` for the URL.
 */
function ExtensionReportsScreen({
  tenantId,
  pageSize = EXTENSION_REPORTS_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
}: ExtensionReportsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const allowed = allows(session, { superAdmin: ["ManagePhishing"] });
  const list = useListState({
    initial: {
      search: defaultFilters?.search ?? "",
      filters: {
        ...(isStatus(defaultFilters?.status) ? { status: defaultFilters.status } : {}),
        ...(defaultFilters?.from || defaultFilters?.to
          ? {
              reported: {
                ...(isDay(defaultFilters.from) ? { from: defaultFilters.from } : {}),
                ...(isDay(defaultFilters.to) ? { to: defaultFilters.to } : {}),
              },
            }
          : {}),
      },
      limit: pageSize,
    },
    defaultLimit: pageSize,
    onChange: (state) => onFiltersChange?.(filtersOf(state)),
  });
  const applied = filtersOf(list.state);
  const query = useExtensionReports(
    {
      skip: list.state.skip,
      limit: pageSize,
      status: applied.status,
      search: applied.search,
      tenantId,
      ...reportedRange(applied.from, applied.to),
    },
    allowed,
  );
  const triage = useTriageExtensionReport();

  if (session.status === "loading") return <Spinner />;

  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const statusLabel = (status: ReportStatus) => t(`reportButton.reports.statuses.${status}`);
  const setStatus = async (report: Report, status: ReportStatus) => {
    if (!(await triage.mutate({ id: report.id, status }))) return;
    toast.show({ variant: "success", message: t("reportButton.reports.statusSaved", { status: statusLabel(status) }) });
  };
  const actions = (report: Report): MenuItem[] =>
    REPORT_STATUSES.filter((status) => status !== report.status).map((status) => ({
      key: status,
      label: statusLabel(status),
      onSelect: () => void setStatus(report, status),
    }));

  const filters: FilterDefinition[] = [
    {
      key: "status",
      label: t("reportButton.reports.filters.status"),
      kind: "options",
      options: REPORT_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
    },
    { key: "reported", label: t("reportButton.reports.filters.reported"), kind: "dateRange" },
  ];

  return (
    <Page title={t("reportButton.reports.title")} description={t("reportButton.reports.description")}>
      {!allowed ? (
        <ReadOnlyNotice reason={t("reportButton.reports.forbidden")} />
      ) : (
        <DataTable<Report>
          {...reportTableProps(t, list, query, { pageSize, filters, emptyHint: t("reportButton.reports.emptyHint") })}
          getRowId={(report) => report.id}
          rowActions={actions}
          columns={[
            {
              id: "subject",
              header: t("reportButton.reports.columns.subject"),
              primary: true,
              text: (r) => r.subject || t("reportButton.reports.noSubject"),
              cell: (r) => (
                <span className={css.stack}>
                  <span>{r.subject || t("reportButton.reports.noSubject")}</span>
                  {r.comment && (
                    <span className={css.secondary}>{t("reportButton.reports.comment", { comment: r.comment })}</span>
                  )}
                </span>
              ),
            },
            {
              id: "sender",
              header: t("reportButton.reports.columns.sender"),
              text: (r) => r.sender,
              cell: (r) => (
                <span className={css.stack}>
                  <span className={css.mono}>{r.sender}</span>
                  {r.senderDomain && <span className={css.secondary}>{r.senderDomain}</span>}
                </span>
              ),
              width: "22%",
            },
            {
              id: "authentication",
              header: t("reportButton.reports.columns.authentication"),
              text: (r) =>
                t("reportButton.reports.authentication", {
                  spf: r.headerDigest.spf ?? "?",
                  dkim: r.headerDigest.dkim ?? "?",
                  dmarc: r.headerDigest.dmarc ?? "?",
                }),
              cell: (r) => <Authentication digest={r.headerDigest} t={t} />,
              width: 170,
            },
            {
              id: "reporter",
              header: t("reportButton.reports.columns.reporter"),
              text: (r) => r.reporterEmail,
              cell: (r) => (
                <span className={css.stack}>
                  <span>{r.reporterEmail}</span>
                  <span className={css.secondary}>
                    {r.organizationName} · {t(`reportButton.reports.sources.${r.source}`)}
                  </span>
                </span>
              ),
              width: "20%",
            },
            {
              id: "status",
              header: t("reportButton.reports.columns.status"),
              text: (r) => statusLabel(r.status),
              cell: (r) => <Badge tone={TONES[r.status]}>{statusLabel(r.status)}</Badge>,
              width: 110,
            },
            {
              id: "reportedAt",
              header: t("reportButton.reports.columns.reportedAt"),
              text: (r) => date(r.reportedAt),
              cell: (r) => <time dateTime={r.reportedAt}>{date(r.reportedAt)}</time>,
              width: 160,
              align: "end",
            },
          ]}
        />
      )}
    </Page>
  );
}

export const ExtensionReports = withToasts(ExtensionReportsScreen);

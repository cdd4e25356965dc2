import type { Schema } from "@bulwark/client";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { DataTable } from "../../../components/DataTable/DataTable";
import type { FilterDefinition } from "../../../components/FilterBar/FilterBar";
import { formatDateTime } from "../../../components/format";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { ReadOnlyNotice } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { lacksFeature } from "../../../data/features";
import { allows } from "../../../data/permissions";
import { useSession } from "../../../data/session";
import { type ListState, useListState } from "../../../data/useListState";
import { REPORT_STATUSES } from "../ExtensionReports/ExtensionReports";
import * as css from "../ExtensionReports/ExtensionReports.css";
import { useReportedEmails } from "../queries";
import { reportTableProps } from "../reportTable";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

type ReportedEmail = Schema<"PhishingReportedEmail">;
type ReportStatus = Schema<"PhishingExtensionReportStatus">;
type Kind = Schema<"PhishingReportedEmailKind">;

/** Reported emails shown per page. */
export const REPORTED_EMAILS_PAGE_SIZE = 20;

const KINDS: readonly Kind[] = ["Suspicious", "Simulation"];

/** The list's filters, as the web app keeps them in the URL. */
export interface ReportedEmailFilters {
  search?: string;
  kind?: Kind;
  status?: ReportStatus;
}

/** Props of {@link ReportedEmails}. */
export interface ReportedEmailsProps {
  /** Page size; defaults to {@link REPORTED_EMAILS_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: ReportedEmailFilters;
  /** Called when the user changes the filters (the search once typing stops), e.g. to keep them in the URL. */
  onFiltersChange?: (filters: ReportedEmailFilters) => void;
  /** Where a simulation's link goes, given its id; defaults to `/simulations/{id}`. */
  simulationHref?: (simulationId: string) => string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

const TONES: Record<ReportStatus, "primary" | "danger" | "neutral" | "success"> = {
  Received: "primary",
  Threat: "danger",
  Spam: "neutral",
  Clean: "success",
};

const isStatus = (value: unknown): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);
const isKind = (value: unknown): value is Kind => KINDS.includes(value as Kind);

function filtersOf(state: Pick<ListState, "search" | "filters">): ReportedEmailFilters {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(isKind(state.filters.kind) ? { kind: state.filters.kind } : {}),
    ...(isStatus(state.filters.status) ? { status: state.filters.status } : {}),
  };
}

/**
 * The emails the organisation's own people reported (route `/simulations/reported-emails`, needs
 * ReadPhishing or CrudPhishing): both kinds in one list, newest first. A simulation email
 * reported is marked as such and links to its simulation (reporting it was right: it counts for
 * the target); any other email shows the security team's triage status (Received, Threat, Spam,
 * Clean). Each row gives the subject, the sender, the reporter and how they reported, when the
 * mailbox received it and when it was reported. Searchable (sender, subject, reporter) and
 * filtered by kind and status; the filters are reported through `onFiltersChange` for the URL.
 */
export function ReportedEmails({
  pageSize = REPORTED_EMAILS_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
  simulationHref = (id) => `/simulations/${id}`,
  contactEmail = "",
}: ReportedEmailsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const allowed = allows(session, { permission: ["ReadPhishing", "CrudPhishing"] });
  const featureOff = lacksFeature(session, "phishing");
  const list = useListState({
    initial: {
      search: defaultFilters?.search ?? "",
      filters: {
        ...(isKind(defaultFilters?.kind) ? { kind: defaultFilters.kind } : {}),
        ...(isStatus(defaultFilters?.status) ? { status: defaultFilters.status } : {}),
      },
      limit: pageSize,
    },
    defaultLimit: pageSize,
    onChange: (state) => onFiltersChange?.(filtersOf(state)),
  });
  const applied = filtersOf(list.state);
  const query = useReportedEmails(
    session.tenantId,
    { skip: list.state.skip, limit: pageSize, kind: applied.kind, status: applied.status, search: applied.search },
    allowed && !featureOff,
  );

  if (session.status === "loading") return <Spinner />;
  if (featureOff) return <FeatureNotEnabled contactEmail={contactEmail} feature="phishing" />;

  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const statusLabel = (status: ReportStatus) => t(`reportButton.reports.statuses.${status}`);
  const verdict = (r: ReportedEmail) =>
    r.kind === "Simulation" ? t("reportButton.reported.simulation") : statusLabel(r.status ?? "Received");
  const filters: FilterDefinition[] = [
    {
      key: "kind",
      label: t("reportButton.reported.filters.kind"),
      kind: "options",
      options: KINDS.map((value) => ({ value, label: t(`reportButton.reported.kinds.${value}`) })),
    },
    {
      key: "status",
      label: t("reportButton.reports.filters.status"),
      kind: "options",
      options: REPORT_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
    },
  ];

  return (
    <Page title={t("reportButton.reported.title")} description={t("reportButton.reported.description")}>
      {!allowed ? (
        <ReadOnlyNotice reason={t("reportButton.reported.forbidden")} />
      ) : (
        <DataTable<ReportedEmail>
          {...reportTableProps(t, list, query, { pageSize, filters, emptyHint: t("reportButton.reported.emptyHint") })}
          getRowId={(r) => r.id}
          columns={[
            {
              id: "subject",
              header: t("reportButton.reports.columns.subject"),
              primary: true,
              text: (r) => r.subject || t("reportButton.reports.noSubject"),
              cell: (r) => (
                <span className={css.stack}>
                  <span>{r.subject || t("reportButton.reports.noSubject")}</span>
                  {r.simulation && (
                    <span className={css.secondary}>
                      <Link href={simulationHref(r.simulation.id)}>
                        {t("reportButton.reported.inSimulation", { name: r.simulation.name })}
                      </Link>
                    </span>
                  )}
                </span>
              ),
            },
            {
              id: "sender",
              header: t("reportButton.reports.columns.sender"),
              text: (r) => r.sender,
              cell: (r) => <span className={css.mono}>{r.sender || "–"}</span>,
              width: "22%",
            },
            {
              id: "reporter",
              header: t("reportButton.reports.columns.reporter"),
              text: (r) => r.reporterEmail,
              cell: (r) => (
                <span className={css.stack}>
                  <span>{r.reporterEmail}</span>
                  <span className={css.secondary}>
                    {r.source
                      ? t(`reportButton.reports.sources.${r.source}`)
                      : t("reportButton.reported.kinds.Simulation")}
                  </span>
                </span>
              ),
              width: "22%",
            },
            {
              id: "status",
              header: t("reportButton.reported.columns.verdict"),
              text: verdict,
              cell: (r) => (
                <Badge tone={r.kind === "Simulation" ? "success" : TONES[r.status ?? "Received"]}>{verdict(r)}</Badge>
              ),
              width: 130,
            },
            {
              id: "receivedAt",
              header: t("reportButton.reported.columns.receivedAt"),
              text: (r) => (r.receivedAt ? date(r.receivedAt) : "–"),
              cell: (r) => (r.receivedAt ? <time dateTime={r.receivedAt}>{date(r.receivedAt)}</time> : "–"),
              width: 150,
            },
            {
              id: "reportedAt",
              header: t("reportButton.reports.columns.reportedAt"),
              text: (r) => date(r.reportedAt),
              cell: (r) => <time dateTime={r.reportedAt}>{date(r.reportedAt)}</time>,
              width: 150,
              align: "end",
            },
          ]}
        />
      )}
    </Page>
  );
}

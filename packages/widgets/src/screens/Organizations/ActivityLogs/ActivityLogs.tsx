import type { Schema } from "@bulwark/client";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { formatDateTime } from "../../../components/format";
import { Page } from "../../../components/Page/Page";
import { NoOrganization, ReadOnlyNotice } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useSession } from "../../../data/session";
import { useListState } from "../../../data/useListState";
import { useActivityLogs } from "../queries";
import { isForbidden } from "../shared/errors";
import { EVENT_GROUPS, type EventGroup, eventGroupLabel, eventLabel } from "../shared/labels";
import * as css from "./ActivityLogs.css";
import { activitySentence } from "./activityText";

type ActivityLog = Schema<"ActivityLog">;

/** Entries shown per page. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The activity log's filters: the API filters by one event group. */
export interface ActivityLogFilters {
  /** Only entries of this group. */
  group?: EventGroup;
}

/** Props of {@link ActivityLogs}. */
export interface ActivityLogsProps {
  /** The organisation whose log to show (route `/organizations/activity-logs/:tenantId`); defaults to the active one. */
  tenantId?: string;
  /** Page size; defaults to {@link ACTIVITY_PAGE_SIZE}. */
  pageSize?: number;
  /** Filters applied at first (e.g. read from the page's URL). */
  defaultFilters?: ActivityLogFilters;
  /** Called when the user changes the filters, e.g. to keep them in the URL. */
  onFiltersChange?: (filters: ActivityLogFilters) => void;
}

const isGroup = (value: unknown): value is EventGroup => EVENT_GROUPS.includes(value as EventGroup);

/**
 * The activity log of an organisation, newest first, one line per entry: event (translated where
 * known), group, what happened (said in the interface language from the event's data), user, IP address and date; filtered by one of the five event
 * groups (a chip of the filter bar, reported through `onFiltersChange` so the web app keeps it in
 * the URL) and paged, back to the first page on every filter change.
 */
export function ActivityLogs({
  tenantId,
  pageSize = ACTIVITY_PAGE_SIZE,
  defaultFilters,
  onFiltersChange,
}: ActivityLogsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const id = tenantId ?? session.tenantId;
  const list = useListState<{ group?: string }>({
    initial: { filters: isGroup(defaultFilters?.group) ? { group: defaultFilters.group } : {}, limit: pageSize },
    onChange: (state) => onFiltersChange?.(isGroup(state.filters.group) ? { group: state.filters.group } : {}),
  });
  const group = isGroup(list.state.filters.group) ? list.state.filters.group : "";

  const query = useActivityLogs(id, { group, skip: list.state.skip, limit: pageSize });

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name ?? "";
  const date = (log: ActivityLog) => formatDateTime(log.createdAt, i18n.language);

  return (
    <Page
      title={t("organizations.activity.title")}
      description={t("organizations.activity.description", { name: tenantName })}
    >
      {query.status === "error" && isForbidden(query.error) ? (
        <ReadOnlyNotice reason={t("organizations.activity.forbidden")} />
      ) : (
        <DataTable<ActivityLog>
          label={t("organizations.activity.caption")}
          rows={query.data?.items}
          getRowId={(log) => log.id}
          loading={query.isLoading}
          error={query.status === "error" ? query.error : undefined}
          onRetry={() => void query.refetch()}
          skeletonRows={Math.min(pageSize, 8)}
          empty={
            group
              ? {
                  title: t("organizations.activity.emptyFiltered"),
                  action: (
                    <Button variant="secondary" onClick={list.clearFilters}>
                      {t("filterBar.clearAll")}
                    </Button>
                  ),
                }
              : { title: t("organizations.activity.empty"), description: t("organizations.activity.emptyHint") }
          }
          pagination={{ skip: list.state.skip, limit: pageSize, total: query.data?.total ?? 0, onChange: list.setSkip }}
          toolbar={
            <FilterBar
              filters={[
                {
                  key: "group",
                  label: t("organizations.activity.filter"),
                  kind: "options",
                  options: EVENT_GROUPS.map((value) => ({ value, label: eventGroupLabel(t, value) })),
                },
              ]}
              values={list.state.filters}
              onChange={list.setFilter}
              onClearAll={list.clearFilters}
            />
          }
          columns={[
            {
              id: "event",
              header: t("organizations.activity.columns.event"),
              primary: true,
              cell: (log) => eventLabel(t, log.eventName),
              width: "18%",
            },
            {
              id: "group",
              header: t("organizations.activity.columns.group"),
              cell: (log) => eventGroupLabel(t, log.eventGroup),
              width: "16%",
            },
            {
              id: "description",
              header: t("organizations.activity.columns.description"),
              cell: (log) => activitySentence(log, t),
            },
            {
              id: "user",
              header: t("organizations.activity.columns.user"),
              text: (log) => log.userName ?? t("organizations.activity.system"),
              cell: (log) => log.userName ?? <span className={parts.muted}>{t("organizations.activity.system")}</span>,
              // A name fits; the sentence beside it gets the room.
              width: 140,
            },
            {
              id: "ip",
              header: t("organizations.activity.columns.ip"),
              text: (log) => log.ip ?? t("organizations.common.none"),
              cell: (log) => (log.ip ? <code className={css.ip}>{log.ip}</code> : t("organizations.common.none")),
              width: 130,
            },
            {
              id: "date",
              header: t("organizations.activity.columns.date"),
              text: date,
              cell: (log) => <time dateTime={log.createdAt}>{date(log)}</time>,
              width: 160,
              align: "end",
            },
          ]}
        />
      )}
    </Page>
  );
}

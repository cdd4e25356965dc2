import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { formatDateTime } from "../../../components/format";
import { NoOrganization, ReadOnlyNotice, ScreenHeader } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Table, type TableColumn } from "../../../components/Table/Table";
import { useSession } from "../../../data/session";
import { useActivityLogs } from "../queries";
import { isForbidden } from "../shared/errors";
import { EVENT_GROUPS, type EventGroup, eventGroupLabel, eventLabel } from "../shared/labels";
import * as css from "./ActivityLogs.css";

type ActivityLog = Schema<"ActivityLog">;

/** Entries shown per page. */
export const ACTIVITY_PAGE_SIZE = 20;

/** Props of {@link ActivityLogs}. */
export interface ActivityLogsProps {
  /** The organisation whose log to show (route `/organizations/activity-logs/:tenantId`); defaults to the active one. */
  tenantId?: string;
  /** Page size; defaults to {@link ACTIVITY_PAGE_SIZE}. */
  pageSize?: number;
}

/**
 * The activity log of an organisation, newest first: event (translated where known), group,
 * description, user, IP address and date, filtered by one of the five event groups and paged.
 */
export function ActivityLogs({ tenantId, pageSize = ACTIVITY_PAGE_SIZE }: ActivityLogsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const id = tenantId ?? session.tenantId;
  const [group, setGroup] = useState<EventGroup | "">("");
  const [skip, setSkip] = useState(0);

  const query = useActivityLogs(id, { group, skip, limit: pageSize });

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;

  const tenantName = session.tenants.find((tenant) => tenant.id === id)?.name;
  const columns: TableColumn<ActivityLog>[] = [
    {
      key: "event",
      header: t("organizations.activity.columns.event"),
      rowHeader: true,
      cell: (log) => eventLabel(t, log.eventName),
    },
    {
      key: "group",
      header: t("organizations.activity.columns.group"),
      cell: (log) => eventGroupLabel(t, log.eventGroup),
    },
    {
      key: "description",
      header: t("organizations.activity.columns.description"),
      cell: (log) => <span className={css.description}>{log.description}</span>,
    },
    {
      key: "user",
      header: t("organizations.activity.columns.user"),
      cell: (log) => log.userName ?? <span className={parts.muted}>{t("organizations.activity.system")}</span>,
    },
    {
      key: "ip",
      header: t("organizations.activity.columns.ip"),
      cell: (log) => (log.ip ? <code className={css.ip}>{log.ip}</code> : t("organizations.common.none")),
    },
    {
      key: "date",
      header: t("organizations.activity.columns.date"),
      cell: (log) => (
        <time className={css.nowrap} dateTime={log.createdAt}>
          {formatDateTime(log.createdAt, i18n.language)}
        </time>
      ),
    },
  ];

  return (
    <div className={parts.page}>
      <ScreenHeader
        title={t("organizations.activity.title")}
        intro={tenantName}
        actions={
          <Select
            className={css.filter}
            label={t("organizations.activity.filter")}
            placeholder={t("organizations.activity.allGroups")}
            options={EVENT_GROUPS.map((value) => ({ value, label: eventGroupLabel(t, value) }))}
            value={group}
            onChange={(event) => {
              setGroup(event.target.value as EventGroup | "");
              setSkip(0);
            }}
          />
        }
      />
      {query.status === "error" ? (
        isForbidden(query.error) ? (
          <ReadOnlyNotice reason={t("organizations.activity.forbidden")} />
        ) : (
          <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Table
          caption={t("organizations.activity.caption")}
          captionHidden
          columns={columns}
          rows={query.data?.items}
          rowKey={(log) => log.id}
          loading={query.isLoading}
          empty={
            <EmptyState
              compact
              headingLevel={null}
              title={t(group ? "organizations.activity.emptyFiltered" : "organizations.activity.empty")}
            />
          }
          pagination={{ skip, limit: pageSize, total: query.data?.total ?? 0, onChange: setSkip }}
        />
      )}
    </div>
  );
}

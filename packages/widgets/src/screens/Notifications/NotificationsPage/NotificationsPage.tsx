import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Icon } from "../../../components/Icon/Icon";
import { Page } from "../../../components/Page/Page";
import { Pagination } from "../../../components/Pagination/Pagination";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import { NOTIFICATION_PAGE_SIZE } from "../../../theme/layout";
import { NotificationItem } from "../NotificationItem/NotificationItem";
import { notificationTitle } from "../notificationText";
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useNotificationsEnabled,
  useNotReadCount,
  useReportError,
} from "../queries";
import * as css from "./NotificationsPage.css";

/** Props of {@link NotificationsPage}. */
export interface NotificationsPageProps {
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * All notifications of the active organisation, newest first, five per page (`skip`/`limit`),
 * with "mark as read" on each unread one and "mark all as read". Shows an empty state (always in
 * demo mode) and an error block when the list fails.
 */
export function NotificationsPage({ className }: NotificationsPageProps) {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(0);
  const { enabled, sessionLoading } = useNotificationsEnabled();
  const list = useNotificationList(skip, NOTIFICATION_PAGE_SIZE);
  const count = useNotReadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const session = useSession();
  const [marking, setMarking] = useState<string | undefined>();
  useReportError(list.error, list.status === "error");

  const unread = enabled ? (count.data?.count ?? 0) : 0;
  const items = enabled ? (list.data?.items ?? []) : [];
  const total = enabled ? (list.data?.total ?? 0) : 0;
  const loading = sessionLoading || (enabled && list.isLoading && !list.data);
  const mutationError = markAllRead.error ?? markRead.error;

  return (
    <Page
      title={t("notifications.title")}
      description={t("notifications.page.description")}
      width="reading"
      className={className}
      primaryAction={
        enabled &&
        !session.embedded && (
          <Button
            variant="secondary"
            aria-disabled={unread === 0 || undefined}
            loading={markAllRead.status === "pending"}
            onClick={() => {
              if (unread > 0) void markAllRead.mutate(undefined);
            }}
          >
            {t("notifications.markAllRead")}
          </Button>
        )
      }
    >
      <p className={visuallyHidden} aria-live="polite">
        {markAllRead.status === "success" ? t("notifications.allMarkedRead") : ""}
      </p>
      {mutationError !== undefined && (markAllRead.status === "error" || markRead.status === "error") && (
        <ErrorBanner
          error={mutationError}
          onDismiss={() => {
            markAllRead.reset();
            markRead.reset();
          }}
        />
      )}
      {loading ? (
        <div className={css.center}>
          <Spinner size="large" />
        </div>
      ) : list.status === "error" && enabled ? (
        <ErrorBanner error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t("notifications.empty")}
          icon={<Icon name="bell" size={32} />}
          headingLevel={2}
          className={css.card}
        />
      ) : (
        <>
          <ul className={css.list} aria-label={t("notifications.page.list")} aria-busy={list.isLoading || undefined}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  actions={
                    notification.isRead || session.embedded ? undefined : (
                      <Button
                        variant="secondary"
                        loading={markRead.status === "pending" && marking === notification.id}
                        aria-label={t("notifications.page.markReadNamed", {
                          title: notificationTitle(notification.type, t),
                        })}
                        onClick={() => {
                          setMarking(notification.id);
                          void markRead.mutate(notification);
                        }}
                      >
                        {t("notifications.markRead")}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination
            skip={skip}
            limit={NOTIFICATION_PAGE_SIZE}
            total={total}
            onChange={setSkip}
            disabled={list.isLoading}
            label={t("notifications.page.pagination")}
          />
        </>
      )}
    </Page>
  );
}

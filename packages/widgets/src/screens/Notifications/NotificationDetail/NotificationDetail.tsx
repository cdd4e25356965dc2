import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Icon } from "../../../components/Icon/Icon";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { Spinner } from "../../../components/Spinner/Spinner";
import {
  formatNotificationDate,
  notificationSentence,
  notificationTarget,
  notificationTitle,
} from "../notificationText";
import { useMarkRead, useNotification, useNotificationsEnabled, useReportError } from "../queries";
import * as css from "./NotificationDetail.css";

/** Props of {@link NotificationDetail}. */
export interface NotificationDetailProps {
  /** The notification's id (the `:id` of `/notifications/:id`). */
  id: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * One notification: its type, sentence, date and read state, with a link to what it is about.
 * Opening an unread notification marks it read. An unknown id (or one of another organisation,
 * and any id in demo mode) shows a "not found" state.
 */
export function NotificationDetail({ id, className }: NotificationDetailProps) {
  const { t, i18n } = useTranslation();
  const { enabled, sessionLoading } = useNotificationsEnabled();
  const query = useNotification(id);
  const markRead = useMarkRead();
  const marked = useRef<string | undefined>(undefined);
  const notification = enabled ? query.data : undefined;
  const status = query.status === "error" ? toApiError(query.error).statusCode : undefined;
  const notFound = !enabled || status === 404;
  useReportError(query.error, enabled && query.status === "error" && status !== 404);

  useEffect(() => {
    if (!notification || notification.isRead || marked.current === notification.id) return;
    marked.current = notification.id;
    void markRead.mutate(notification);
  }, [notification, markRead.mutate]);

  const back = (
    <Link href="/notifications" className={css.back}>
      <span aria-hidden="true">← </span>
      {t("notifications.detail.back")}
    </Link>
  );

  if (sessionLoading || (enabled && query.isLoading && !notification)) {
    return (
      <div className={[css.root, className].filter(Boolean).join(" ")}>
        <Spinner size="large" />
      </div>
    );
  }
  if (notFound) {
    return (
      <div className={[css.root, className].filter(Boolean).join(" ")}>
        {back}
        <EmptyState
          className={css.card}
          headingLevel={2}
          icon={<Icon name="bell" size={32} />}
          title={t("notifications.detail.notFound")}
          description={t("notifications.detail.notFoundMessage")}
        />
      </div>
    );
  }
  if (!notification) {
    return (
      <div className={[css.root, className].filter(Boolean).join(" ")}>
        {back}
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const target = notificationTarget(notification);
  return (
    <Page
      title={notificationTitle(notification.type, t)}
      back={{ href: "/notifications", label: t("notifications.detail.back") }}
      width="reading"
      className={className}
      actions={
        <Badge tone={notification.isRead ? "neutral" : "primary"}>
          {notification.isRead ? t("notifications.read") : t("notifications.unread")}
        </Badge>
      }
    >
      <div className={css.card}>
        <p className={css.sentence}>{notificationSentence(notification, t)}</p>
        <dl className={css.facts}>
          <dt>{t("notifications.detail.received")}</dt>
          <dd>
            <time dateTime={notification.createdAt}>
              {formatNotificationDate(notification.createdAt, i18n.language)}
            </time>
          </dd>
        </dl>
        {markRead.status === "error" && <ErrorBanner error={markRead.error} />}
        {target && (
          <p className={css.action}>
            <Link href={target.href}>{t(`notifications.detail.open.${target.key}`)}</Link>
          </p>
        )}
      </div>
    </Page>
  );
}

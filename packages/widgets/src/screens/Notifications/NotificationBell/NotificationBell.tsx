import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Badge, badgeCount } from "../../../components/Badge/Badge";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Icon } from "../../../components/Icon/Icon";
import { Link } from "../../../components/Link/Link";
import { usePopover } from "../../../components/Popover/usePopover";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useSession } from "../../../data/session";
import { visuallyHidden } from "../../../styles/utils.css";
import { NOTIFICATION_PAGE_SIZE } from "../../../theme/layout";
import { NotificationItem } from "../NotificationItem/NotificationItem";
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useNotificationsEnabled,
  useNotReadCount,
  useReportError,
} from "../queries";
import * as css from "./NotificationBell.css";

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The top bar's bell: the unread count as a badge (from `not-read-count`) and, when opened, a
 * dropdown (350 px wide, 300–495 px high) with the five latest notifications, "mark all as read"
 * and a link to the notifications page. Following a notification marks it read and opens
 * `/notifications/:id`. In demo mode (no organisation) nothing is fetched and nothing is unread.
 *
 * The dropdown is a non-modal dialog rendered in place; Escape or focus leaving it closes it.
 */
export function NotificationBell({ className }: NotificationBellProps) {
  const { t } = useTranslation();
  const popover = usePopover<HTMLDivElement>();
  const { open, close, popupRef } = popover;
  const { enabled } = useNotificationsEnabled();
  const count = useNotReadCount();
  const list = useNotificationList(0, NOTIFICATION_PAGE_SIZE, { enabled: open });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const session = useSession();
  useReportError(list.error, list.status === "error");

  const unread = enabled ? (count.data?.count ?? 0) : 0;
  const items = enabled ? (list.data?.items ?? []) : [];
  const loading = enabled && list.isLoading && !list.data;
  const failed = enabled && list.status === "error";

  useEffect(() => {
    if (open) popupRef.current?.focus();
  }, [open, popupRef]);

  useEffect(() => {
    if (!open) markAllRead.reset();
  }, [open, markAllRead.reset]);

  return (
    <div {...popover.wrapperProps} className={[css.root, className].filter(Boolean).join(" ")}>
      <button
        {...popover.triggerProps}
        aria-haspopup="dialog"
        aria-label={unread > 0 ? t("notifications.bell.labelUnread", { count: unread }) : t("notifications.bell.label")}
        title={t("notifications.bell.label")}
        className={css.trigger}
      >
        <Icon name="bell" size={22} />
        {unread > 0 && (
          // The count is drawn by CSS from data-count: the button's name already says it, and
          // visible text that is not part of the name trips speech-input users (and axe).
          <Badge tone="danger" className={css.count} aria-hidden="true" data-count={badgeCount(unread)} />
        )}
      </button>
      {open && (
        <div
          {...popover.popupProps}
          role="dialog"
          aria-labelledby={`${popover.popupId}-title`}
          tabIndex={-1}
          className={css.dropdown}
        >
          <div className={css.header}>
            <h2 id={`${popover.popupId}-title`} className={css.title}>
              {t("notifications.title")}
            </h2>
            {/* Kept in place (aria-disabled, not removed or disabled) once all are read, so focus
                on it is not lost, which would close the dropdown. */}
            {!session.embedded && (
              <button
                type="button"
                className={css.textButton}
                aria-disabled={unread === 0 || markAllRead.status === "pending" || undefined}
                aria-busy={markAllRead.status === "pending" || undefined}
                onClick={() => {
                  if (unread > 0 && markAllRead.status !== "pending") void markAllRead.mutate(undefined);
                }}
              >
                {t("notifications.markAllRead")}
              </button>
            )}
          </div>
          <div className={css.body}>
            <p className={visuallyHidden} aria-live="polite">
              {markAllRead.status === "success" ? t("notifications.allMarkedRead") : ""}
            </p>
            {markAllRead.status === "error" && <ErrorBanner error={markAllRead.error} className={css.error} />}
            {loading ? (
              <div className={css.center}>
                <Spinner />
              </div>
            ) : failed ? (
              <ErrorBanner error={list.error} className={css.error} onRetry={() => void list.refetch()} />
            ) : items.length === 0 ? (
              <p className={css.empty}>{t("notifications.empty")}</p>
            ) : (
              <ul className={css.list} aria-label={t("notifications.bell.latest")}>
                {items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      variant="compact"
                      onOpen={(n) => {
                        if (!n.isRead) void markRead.mutate(n);
                        close(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={css.footer}>
            <Link href="/notifications" onClick={() => close(false)}>
              {t("notifications.bell.seeAll")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Link } from "../../../components/Link/Link";
import { visuallyHidden } from "../../../styles/utils.css";
import {
  formatNotificationDate,
  type Notification,
  notificationSentence,
  notificationTitle,
} from "../notificationText";
import * as css from "./NotificationItem.css";

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  /** `compact` in the bell's dropdown (a dot marks unread), `full` on the page (an "Unread" badge). */
  variant?: "compact" | "full";
  /** Called when the link to the notification is followed (before navigation). */
  onOpen?: (notification: Notification, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Controls beside the text, e.g. "Mark as read". */
  actions?: ReactNode;
}

/**
 * One notification: its type as a link to `/notifications/:id` (the whole row is clickable),
 * the sentence built from its meta, and when it arrived. Unread ones are bold and say "Unread"
 * in text, not only by colour.
 */
export function NotificationItem({ notification, variant = "full", onOpen, actions }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const unread = !notification.isRead;
  return (
    <article className={[css.item[variant], unread ? css.unread : undefined].filter(Boolean).join(" ")}>
      <span className={unread ? css.dot : css.dotRead} aria-hidden="true" />
      <div className={css.content}>
        <div className={css.heading}>
          <Link
            href={`/notifications/${notification.id}`}
            variant="plain"
            className={css.link}
            onClick={(event) => onOpen?.(notification, event)}
          >
            {notificationTitle(notification.type, t)}
            {unread && variant === "compact" && (
              <>
                {" "}
                <span className={visuallyHidden}>({t("notifications.unread")})</span>
              </>
            )}
          </Link>
          {unread && variant === "full" && <Badge tone="primary">{t("notifications.unread")}</Badge>}
        </div>
        <p className={css.sentence}>{notificationSentence(notification, t)}</p>
        <time className={css.time} dateTime={notification.createdAt}>
          {formatNotificationDate(notification.createdAt, i18n.language)}
        </time>
      </div>
      {actions && <div className={css.actions}>{actions}</div>}
    </article>
  );
}

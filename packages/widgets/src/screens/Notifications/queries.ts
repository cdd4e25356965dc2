import { useEffect } from "react";
import { toApiError } from "../../components/ErrorBanner/errorMessage";
import { invalidate, useMutation } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { useApiQuery, useRuntime, useSession } from "../../data/session";
import { unwrap } from "../../data/unwrap";
import type { Notification } from "./notificationText";

/**
 * Cache keys of the notifications, in the one shape of every domain (`[domain, tenantId,
 * resource, params]`, see `domainKey`), all under `["notifications", tenantId]`, so one
 * invalidation of that prefix refreshes the bell's count, the dropdown, the page and a detail.
 */
export const notificationKeys = {
  all: (tenantId: string | null) => domainKey("notifications", tenantId),
  count: (tenantId: string | null) => domainKey("notifications", tenantId, "not-read-count"),
  list: (tenantId: string | null, skip: number, limit: number) =>
    domainKey("notifications", tenantId, "list", { skip, limit }),
  one: (tenantId: string | null, id: string) => domainKey("notifications", tenantId, "one", { id }),
};

/** Sends the active organisation explicitly: a query may start before the client hears of a switch. */
const tenantHeader = (tenantId: string) => ({ header: { "x-tenant-id": tenantId } });

/**
 * Whether notifications can be read: signed in with an active organisation. In demo mode (no
 * organisation) nothing is fetched and nothing is unread.
 */
export function useNotificationsEnabled(): { enabled: boolean; tenantId: string | null; sessionLoading: boolean } {
  const session = useSession();
  return {
    enabled: session.status === "signedIn" && !session.isDemo && session.tenantId !== null,
    tenantId: session.tenantId,
    sessionLoading: session.status === "loading",
  };
}

/** Reports a failed query to the host once (`bulwark-error`), as screens that show an error do. */
export function useReportError(error: unknown, failed: boolean) {
  const { runtime } = useRuntime();
  useEffect(() => {
    if (!failed) return;
    const { statusCode, message, code } = toApiError(error);
    runtime.emit("error", { statusCode, message, code });
  }, [runtime, error, failed]);
}

/** How many notifications are unread (0 in demo mode). */
export function useNotReadCount() {
  const { enabled, tenantId } = useNotificationsEnabled();
  return useApiQuery(
    notificationKeys.count(tenantId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/notifications/notifications/not-read-count", { params: tenantHeader(tenantId ?? "") }),
      ),
    { enabled },
  );
}

/** One page of notifications, newest first. */
export function useNotificationList(skip: number, limit: number, options: { enabled?: boolean } = {}) {
  const { enabled, tenantId } = useNotificationsEnabled();
  return useApiQuery(
    notificationKeys.list(tenantId, skip, limit),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/notifications/notifications", {
          params: { ...tenantHeader(tenantId ?? ""), query: { skip, limit } },
        }),
      ),
    { enabled: enabled && (options.enabled ?? true) },
  );
}

/** One notification by id. */
export function useNotification(id: string) {
  const { enabled, tenantId } = useNotificationsEnabled();
  return useApiQuery(
    notificationKeys.one(tenantId, id),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/notifications/notifications/{notificationId}", {
          params: { ...tenantHeader(tenantId ?? ""), path: { notificationId: id } },
        }),
      ),
    { enabled },
  );
}

/** Marks one notification read, then refreshes every notification query of the organisation. */
export function useMarkRead() {
  const { runtime } = useRuntime();
  const { tenantId } = useNotificationsEnabled();
  const { embedded } = useSession();
  return useMutation(async (notification: Pick<Notification, "id">) => {
    // Embed tokens are read-only: opening a notification in an embed does not mark it read.
    if (embedded) return undefined;
    const result = await unwrap(
      runtime.client.PUT("/api/v1/notifications/notifications/{notificationId}/mark-read", {
        params: { ...tenantHeader(tenantId ?? ""), path: { notificationId: notification.id } },
      }),
    );
    await invalidate(runtime, notificationKeys.all(tenantId));
    return result;
  });
}

/** Marks every notification read, then refreshes every notification query of the organisation. */
export function useMarkAllRead() {
  const { runtime } = useRuntime();
  const { tenantId } = useNotificationsEnabled();
  return useMutation(async (_: undefined) => {
    const result = await unwrap(
      runtime.client.POST("/api/v1/notifications/notifications/mark-all-read", {
        params: tenantHeader(tenantId ?? ""),
      }),
    );
    await invalidate(runtime, notificationKeys.all(tenantId));
    return result;
  });
}

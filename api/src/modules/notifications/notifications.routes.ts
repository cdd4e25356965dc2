import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { NotificationsService } from "./notifications.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

export function notificationsRoutes(bind: Bind, notifications: NotificationsService): Router {
  const r = Router();
  bind(r, "listNotifications", ({ query }, ctx) => notifications.list(ctx, query));
  bind(r, "getNotReadCount", (_input, ctx) => notifications.notReadCount(ctx));
  bind(r, "markAllNotificationsRead", (_input, ctx) => notifications.markAllRead(ctx));
  bind(r, "getNotification", ({ path }, ctx) => notifications.get(ctx, path.notificationId));
  bind(r, "markNotificationRead", ({ path }, ctx) => notifications.markRead(ctx, path.notificationId));
  return r;
}

import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { notFound } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { requirements } from "./notifications.access.js";
import { NotificationsRepository } from "./notifications.repository.js";

/**
 * The signed-in user's notifications in the active organisation. Membership of that
 * organisation is the permission: each member reads only their own notifications.
 */
export class NotificationsService {
  private readonly scope;

  constructor(platform: Platform) {
    // Bound to the organisation and the caller: no query can reach another user's notifications.
    this.scope = createScope(platform, (db, { tenantId, userId }) => new NotificationsRepository(db, tenantId, userId));
  }

  async list(ctx: RequestContext, query: { skip?: number; limit?: number }): Promise<Schema<"NotificationList">> {
    const { repositories: notifications } = await this.scope(ctx, requirements.own);
    return notifications.list(query.skip ?? 0, query.limit ?? 5);
  }

  async get(ctx: RequestContext, id: string): Promise<Schema<"Notification">> {
    const { repositories: notifications } = await this.scope(ctx, requirements.own);
    const notification = await notifications.get(id);
    if (!notification) throw notFound("Notification");
    return notification;
  }

  async notReadCount(ctx: RequestContext): Promise<Schema<"Count">> {
    const { repositories: notifications } = await this.scope(ctx, requirements.own);
    return { count: await notifications.notReadCount() };
  }

  async markRead(ctx: RequestContext, id: string): Promise<Schema<"Notification">> {
    const { repositories: notifications } = await this.scope(ctx, requirements.own);
    const notification = await notifications.markRead(id);
    if (!notification) throw notFound("Notification");
    return notification;
  }

  async markAllRead(ctx: RequestContext): Promise<Schema<"Count">> {
    const { repositories: notifications } = await this.scope(ctx, requirements.own);
    return { count: await notifications.markAllRead() };
  }
}

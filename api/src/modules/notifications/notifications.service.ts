import type { Schema } from "@bulwark/contract";
import { notFound } from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { grantsIn, requireTenantHeader } from "../../platform/tenancy.js";
import { NotificationsRepository } from "./notifications.repository.js";

/**
 * The signed-in user's notifications in the active organisation. Membership of that
 * organisation is the permission: each member reads only their own notifications.
 */
export class NotificationsService {
  constructor(private readonly platform: Platform) {}

  private async repository(ctx: RequestContext) {
    const principal = requirePrincipal(ctx);
    const { tenantId } = await grantsIn(this.platform.db, principal, requireTenantHeader(ctx.tenantHeader));
    return new NotificationsRepository(this.platform.db, tenantId, principal.userId);
  }

  async list(ctx: RequestContext, query: { skip?: number; limit?: number }): Promise<Schema<"NotificationList">> {
    const repository = await this.repository(ctx);
    return repository.list(query.skip ?? 0, query.limit ?? 5);
  }

  async get(ctx: RequestContext, id: string): Promise<Schema<"Notification">> {
    const repository = await this.repository(ctx);
    const notification = await repository.get(id);
    if (!notification) throw notFound("Notification");
    return notification;
  }

  async notReadCount(ctx: RequestContext): Promise<Schema<"Count">> {
    const repository = await this.repository(ctx);
    return { count: await repository.notReadCount() };
  }

  async markRead(ctx: RequestContext, id: string): Promise<Schema<"Notification">> {
    const repository = await this.repository(ctx);
    const notification = await repository.markRead(id);
    if (!notification) throw notFound("Notification");
    return notification;
  }

  async markAllRead(ctx: RequestContext): Promise<Schema<"Count">> {
    const repository = await this.repository(ctx);
    return { count: await repository.markAllRead() };
  }
}

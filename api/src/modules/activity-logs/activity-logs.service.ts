import type { Schema } from "@bulwark/contract";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { authorize } from "../../platform/permissions.js";
import type { Platform } from "../../platform/platform.js";
import { grantsIn } from "../../platform/tenancy.js";

/** Reading an organisation's activity log: its admins, and super-admins who manage organisations. */
export class ActivityLogsService {
  constructor(private readonly platform: Platform) {}

  async listForTenant(
    ctx: RequestContext,
    tenantId: string,
    query: { skip?: number; limit?: number; eventGroup?: Schema<"ActivityEventGroup"> },
  ): Promise<Schema<"ActivityLogList">> {
    const grants = await grantsIn(this.platform.db, requirePrincipal(ctx), tenantId);
    authorize(grants, { tenant: ["ManageOrganization"], superAdmin: ["ManageTenants", "ReadTenants"] });
    let base = this.platform.db.selectFrom("activity_logs").where("tenant_id", "=", grants.tenantId);
    if (query.eventGroup) base = base.where("event_group", "=", query.eventGroup);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(query.skip ?? 0)
        .limit(query.limit ?? 20)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.total),
      items: rows.map((row) => ({
        id: row.id,
        eventName: row.event_name,
        eventGroup: row.event_group as Schema<"ActivityEventGroup">,
        description: row.description,
        userName: row.user_name,
        ip: row.ip,
        data: JSON.parse(row.data) as Record<string, unknown>,
        createdAt: row.created_at,
      })),
    };
  }
}

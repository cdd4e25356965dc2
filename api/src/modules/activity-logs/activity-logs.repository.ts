import type { Schema } from "@bulwark/contract";
import type { Db } from "../../platform/db/database.js";

/** The activity log of one organisation, for reading (entries are written by `recordActivity`). Built with the tenant id bound. */
export class ActivityLogsRepository {
  constructor(
    private readonly db: Db,
    readonly tenantId: string,
  ) {}

  /** One page, newest first, optionally of one event group, with the total. */
  async list(
    skip: number,
    limit: number,
    eventGroup: Schema<"ActivityEventGroup"> | undefined,
  ): Promise<Schema<"ActivityLogList">> {
    let base = this.db.selectFrom("activity_logs").where("tenant_id", "=", this.tenantId);
    if (eventGroup) base = base.where("event_group", "=", eventGroup);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").offset(skip).limit(limit).execute(),
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

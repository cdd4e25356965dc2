import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import { type Actor, actorOf } from "../../platform/events/events.js";
import type { RequestContext } from "../../platform/http/context.js";

export type EventGroup = Schema<"ActivityEventGroup">;

export interface ActivityEntry {
  tenantId: string | null;
  eventName: string;
  eventGroup: EventGroup;
  description: string;
  data?: Record<string, unknown>;
}

/**
 * Appends an activity-log entry. Called inside the same transaction as the change it records,
 * so the log has an entry exactly when the change happened.
 */
export function recordActivity(
  executor: Db | Transaction<Database>,
  ctx: RequestContext,
  entry: ActivityEntry,
): Promise<void> {
  const actor = actorOf(ctx);
  return writeActivity(executor, actor ?? { ip: ctx.ip }, entry, nowIso());
}

/** Writes an entry for `actor` (a user and IP, an IP only, or nobody) dated `at`. */
export async function writeActivity(
  executor: Db | Transaction<Database>,
  actor: Partial<Actor> | null,
  entry: ActivityEntry,
  at: string,
): Promise<void> {
  await executor
    .insertInto("activity_logs")
    .values({
      id: randomUUID(),
      tenant_id: entry.tenantId,
      user_id: actor?.userId ?? null,
      user_name: actor?.userName ?? null,
      event_name: entry.eventName,
      event_group: entry.eventGroup,
      description: entry.description,
      ip: actor?.ip ?? null,
      data: JSON.stringify(entry.data ?? {}),
      created_at: at,
    })
    .execute();
}

import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database, NotificationsTable } from "../../platform/db/schema.js";

type Executor = Db | Transaction<Database>;
export type Notification = Schema<"Notification">;

/**
 * Notifications of one user in one organisation. Built with both ids bound, so no query here can
 * reach another tenant's or another user's rows.
 */
export class NotificationsRepository {
  constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
    private readonly userId: string,
  ) {}

  private scoped() {
    return this.db
      .selectFrom("notifications")
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", this.userId);
  }

  async list(skip: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.scoped()
        .select(["id", "type", "meta", "is_read", "created_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(skip)
        .limit(limit)
        .execute(),
      this.scoped()
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toNotification), total: Number(count.total) };
  }

  async get(id: string) {
    const row = await this.scoped()
      .select(["id", "type", "meta", "is_read", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toNotification(row) : undefined;
  }

  async notReadCount(): Promise<number> {
    const row = await this.scoped()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("is_read", "=", 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async markRead(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable("notifications")
      .set({ is_read: 1 })
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", this.userId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markAllRead(): Promise<number> {
    const result = await this.db
      .updateTable("notifications")
      .set({ is_read: 1 })
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", this.userId)
      .where("is_read", "=", 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

function toNotification(
  row: Pick<NotificationsTable, "id" | "type" | "meta" | "is_read" | "created_at">,
): Notification {
  return {
    id: row.id,
    type: row.type as Notification["type"],
    isRead: row.is_read === 1,
    createdAt: row.created_at,
    meta: JSON.parse(row.meta) as Notification["meta"],
  };
}

/** Notification types and the meta each carries (see `NotificationMeta` in openapi.yaml). */
export type NotificationInput =
  | { type: "VulnerabilityCreated"; meta: Schema<"VulnerabilityCreatedMeta"> }
  | { type: "CredentialLeaked"; meta: Schema<"CredentialLeakedMeta"> }
  | { type: "VulnerabilityActivityCreated"; meta: Schema<"VulnerabilityActivityCreatedMeta"> }
  | { type: "LearnerFailedCourse"; meta: Schema<"LearnerFailedCourseMeta"> }
  | { type: "TargetFailed"; meta: Schema<"TargetFailedMeta"> };

/**
 * The internal API other modules call to notify: one notification per recipient, written in the
 * caller's transaction. Recipients default to the organisation's members holding `permission`.
 */
export async function notify(
  executor: Executor,
  tenantId: string,
  recipients: readonly string[],
  input: NotificationInput,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const createdAt = nowIso();
  await executor
    .insertInto("notifications")
    .values(
      recipients.map((userId) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: userId,
        type: input.type,
        meta: JSON.stringify(input.meta),
        is_read: 0,
        created_at: createdAt,
      })),
    )
    .execute();
  return recipients.length;
}

/** Members of an organisation, for notifying all of them. */
export async function tenantMemberIds(executor: Executor, tenantId: string): Promise<string[]> {
  const rows = await executor
    .selectFrom("tenant_members")
    .select("user_id")
    .where("tenant_id", "=", tenantId)
    .execute();
  return rows.map((row) => row.user_id);
}

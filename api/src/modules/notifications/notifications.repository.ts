import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import { reusable } from "../../platform/db/reusable.js";
import type { Database, NotificationsTable } from "../../platform/db/schema.js";
import { type Permission, permissionsOfRoles, type Role } from "../../platform/permissions.js";
import type { DomainEvent } from "../domain-events.js";

type Executor = Db | Transaction<Database>;
export type Notification = Schema<"Notification">;

const columns = ["id", "type", "meta", "is_read", "created_at"] as const;

// The two reads of every page of the bell and the notifications screen, built and compiled once
// (see `reusable`): Kysely building them again on each call was ~2–3% of a page's CPU in a profile.
const page = reusable(4, (db: Db, tenantId: string, userId: string, skip: number, limit: number) =>
  db
    .selectFrom("notifications")
    .select(columns)
    .where("tenant_id", "=", tenantId)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(skip)
    .limit(limit),
);
const counters = reusable(2, (db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom("notification_counters")
    .select(["total", "unread"])
    .where("tenant_id", "=", tenantId)
    .where("user_id", "=", userId),
);

/**
 * Notifications of one user in one organisation. Built with both ids bound, so no query here can
 * reach another tenant's or another user's rows. Counts come from `notification_counters`, kept
 * in step in the same transaction as every change.
 */
export class NotificationsRepository {
  constructor(
    private readonly db: Db,
    private readonly tenantId: string,
    private readonly userId: string,
  ) {}

  private scoped(executor: Executor = this.db) {
    return executor
      .selectFrom("notifications")
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", this.userId);
  }

  private async counters() {
    const [row] = await counters(this.db, this.tenantId, this.userId);
    return row;
  }

  async list(skip: number, limit: number) {
    const [rows, total] = await Promise.all([page(this.db, this.tenantId, this.userId, skip, limit), this.counters()]);
    return { items: rows.map(toNotification), total: Number(total?.total ?? 0) };
  }

  async get(id: string, executor: Executor = this.db) {
    const row = await this.scoped(executor).select(columns).where("id", "=", id).executeTakeFirst();
    return row ? toNotification(row) : undefined;
  }

  async notReadCount(): Promise<number> {
    return Number((await this.counters())?.unread ?? 0);
  }

  /** Marks one notification read; answers it, or undefined when it is not this user's. */
  async markRead(id: string): Promise<Notification | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("notifications")
        .set({ is_read: 1 })
        .where("tenant_id", "=", this.tenantId)
        .where("user_id", "=", this.userId)
        .where("id", "=", id)
        .where("is_read", "=", 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) await this.adjustUnread(trx, -1);
      return this.get(id, trx);
    });
  }

  async markAllRead(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("notifications")
        .set({ is_read: 1 })
        .where("tenant_id", "=", this.tenantId)
        .where("user_id", "=", this.userId)
        .where("is_read", "=", 0)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed > 0) await this.adjustUnread(trx, -changed);
      return changed;
    });
  }

  private async adjustUnread(trx: Transaction<Database>, delta: number) {
    await trx
      .updateTable("notification_counters")
      .set((eb) => ({ unread: eb("unread", "+", delta) }))
      .where("tenant_id", "=", this.tenantId)
      .where("user_id", "=", this.userId)
      .execute();
  }
}

function toNotification(row: Pick<NotificationsTable, (typeof columns)[number]>): Notification {
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
  | { type: "TargetFailed"; meta: Schema<"TargetFailedMeta"> }
  | { [T in DomainEvent["type"]]: { type: T; meta: Extract<DomainEvent, { type: T }>["data"] } }[DomainEvent["type"]];

/**
 * The internal API other modules call to notify: one notification per recipient, written in the
 * caller's transaction (or a new one), with the recipients' counters.
 */
export async function notify(
  executor: Executor,
  tenantId: string,
  recipients: readonly string[],
  input: NotificationInput,
): Promise<number> {
  const unique = [...new Set(recipients)];
  if (unique.length === 0) return 0;
  const write = async (trx: Executor) => {
    const createdAt = nowIso();
    await trx
      .insertInto("notifications")
      .values(
        unique.map((userId) => ({
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
    await trx
      .insertInto("notification_counters")
      .values(unique.map((userId) => ({ tenant_id: tenantId, user_id: userId, total: 1, unread: 1 })))
      .onConflict((oc) =>
        oc.columns(["tenant_id", "user_id"]).doUpdateSet((eb) => ({
          total: eb("notification_counters.total", "+", 1),
          unread: eb("notification_counters.unread", "+", 1),
        })),
      )
      .execute();
  };
  if (executor.isTransaction) await write(executor);
  else await (executor as Db).transaction().execute(write);
  return unique.length;
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

/** Members of an organisation whose roles grant `permission`. */
export async function tenantMembersWith(
  executor: Executor,
  tenantId: string,
  permission: Permission,
): Promise<string[]> {
  const rows = await executor
    .selectFrom("tenant_members")
    .select(["user_id", "roles"])
    .where("tenant_id", "=", tenantId)
    .execute();
  return rows
    .filter((row) => permissionsOfRoles(JSON.parse(row.roles) as Role[]).includes(permission))
    .map((row) => row.user_id);
}

import { type Kysely, type Migration, sql } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Per-user notification counts, kept in step with the notifications in the same transaction, so
 * the bell's unread count and a page's `total` cost one row read instead of a count over every
 * notification the user ever had.
 */
export const notificationCounters = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("notification_counters")
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("unread", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("notification_counters_pk", ["tenant_id", "user_id"])
      .execute();
    await sql`insert into notification_counters (tenant_id, user_id, total, unread)
      select tenant_id, user_id, count(*), sum(case when is_read = 0 then 1 else 0 end)
      from notifications group by tenant_id, user_id`.execute(db);
    // Serves "newest first" pages without a sort step.
    await db.schema.dropIndex("notifications_inbox").execute();
    await db.schema
      .createIndex("notifications_inbox")
      .on("notifications")
      .columns(["tenant_id", "user_id", "created_at", "id"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("notification_counters").execute();
  },
});

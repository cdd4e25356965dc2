import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Open and click tracking (platform/tracking): one row per request to the open pixel or a click
 * redirect, written right after the answer. `classification` and `reason` are null until the
 * tracking job has judged the request (human, or bot and why); `delivered_at` is set in the
 * transaction in which the owning module's handler is told, so it is told once.
 *
 * The index serves the classification's look at one message's other requests in a time window.
 */
export const tracking = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("tracking_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("subject_id", "text", (c) => c.notNull())
      .addColumn("link_id", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .addColumn("sent_at", "text")
      .addColumn("classification", "text")
      .addColumn("reason", "text")
      .addColumn("delivered_at", "text")
      .execute();
    await db.schema
      .createIndex("tracking_events_message")
      .on("tracking_events")
      .columns(["tenant_id", "purpose", "subject_id", "at"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("tracking_events").execute();
  },
});

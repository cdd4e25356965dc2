import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Domain events and their subscribers, and webhooks.
 *
 * `domain_events` is the outbox: a service writes an event in the same transaction as the change
 * that caused it. Each organisation's events are numbered 1, 2, 3, ... by `event_streams`, whose
 * row is updated (and so locked, on PostgreSQL) by every publish: two transactions publishing for
 * the same organisation commit their numbers in order, so a subscriber that has handled number n
 * never later finds an n - 1 it skipped. `event_cursors` holds, per subscriber and organisation,
 * the number handled last; it is advanced in the transaction that handles the events.
 *
 * Webhooks: an organisation's endpoints (the signing secret sealed, the previous one kept for a
 * day after a rotation), one delivery per event and endpoint, and one attempt row per request.
 */
export const domainEvents = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("event_streams")
      .addColumn("tenant_id", "text", (c) => c.primaryKey().references("tenants.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("domain_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("actor", "text")
      .addColumn("occurred_at", "text", (c) => c.notNull())
      .addUniqueConstraint("domain_events_stream", ["tenant_id", "position"])
      .execute();

    await db.schema
      .createTable("event_cursors")
      .addColumn("subscriber", "text", (c) => c.notNull())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("event_cursors_pk", ["subscriber", "tenant_id"])
      .execute();

    await db.schema
      .createTable("webhook_endpoints")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("event_types", "text", (c) => c.notNull())
      .addColumn("enabled", "integer", (c) => c.notNull())
      .addColumn("disabled_reason", "text")
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("previous_secret", "text")
      .addColumn("previous_secret_expires_at", "text")
      .addColumn("failed_in_a_row", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("webhook_endpoints_tenant")
      .on("webhook_endpoints")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("endpoint_id", "text", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("event_type", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "text")
      .addColumn("last_attempt_at", "text")
      .addColumn("response_status", "integer")
      .addColumn("latency_ms", "integer")
      .addColumn("last_error", "text")
      .addColumn("replay_of", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_endpoint")
      .on("webhook_deliveries")
      .columns(["tenant_id", "endpoint_id", "created_at"])
      .execute();

    await db.schema
      .createTable("webhook_attempts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("delivery_id", "text", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
      .addColumn("attempt", "integer", (c) => c.notNull())
      .addColumn("attempted_at", "text", (c) => c.notNull())
      .addColumn("response_status", "integer")
      .addColumn("latency_ms", "integer", (c) => c.notNull())
      .addColumn("error", "text")
      .addColumn("response_body", "text")
      .addUniqueConstraint("webhook_attempts_once", ["delivery_id", "attempt"])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      "webhook_attempts",
      "webhook_deliveries",
      "webhook_endpoints",
      "event_cursors",
      "domain_events",
      "event_streams",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});

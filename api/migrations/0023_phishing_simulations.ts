import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Phishing simulations (modules/phishing/simulations): a simulation with its schedule settings,
 * the templates it sends (referenced, with their name and type kept for the record), its targets
 * (copied from people at launch, so a later edit of a person does not rewrite history), one send
 * per planned email (the scheduler's row: due time, status, lease, attempts) and the append-only
 * event timeline, bots included with their reason. `phishing_send_rate` is the per-profile,
 * per-minute counter the senders of every API process share (the rate limit).
 */
export const phishingSimulations = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("phishing_simulations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("start_at", "text", (c) => c.notNull())
      .addColumn("end_at", "text", (c) => c.notNull())
      .addColumn("time_zone", "text", (c) => c.notNull())
      .addColumn("duration_weeks", "integer", (c) => c.notNull())
      .addColumn("business_days", "text", (c) => c.notNull())
      .addColumn("hours_start", "text", (c) => c.notNull())
      .addColumn("hours_end", "text", (c) => c.notNull())
      .addColumn("max_attacks", "integer", (c) => c.notNull())
      .addColumn("feedback_type", "text", (c) => c.notNull())
      .addColumn("feedback_message", "text")
      .addColumn("sending_profile_id", "text")
      .addColumn("targets_count", "integer", (c) => c.notNull())
      .addColumn("emails_count", "integer", (c) => c.notNull())
      .addColumn("stopped_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("phishing_simulations_list")
      .on("phishing_simulations")
      .columns(["tenant_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("phishing_simulation_templates")
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("template_id", "text", (c) => c.notNull())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("template_name", "text", (c) => c.notNull())
      .addColumn("template_type", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("phishing_simulation_templates_pk", ["simulation_id", "template_id"])
      .execute();
    // "Is this template used by a simulation?" (deleting a template).
    await db.schema
      .createIndex("phishing_simulation_templates_template")
      .on("phishing_simulation_templates")
      .columns(["template_id"])
      .execute();

    await db.schema
      .createTable("phishing_targets")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("person_id", "text")
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("groups", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("phishing_targets_once", ["simulation_id", "email"])
      .execute();
    await db.schema
      .createIndex("phishing_targets_list")
      .on("phishing_targets")
      .columns(["tenant_id", "simulation_id", "last_name", "id"])
      .execute();

    await db.schema
      .createTable("phishing_sends")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("target_id", "text", (c) => c.notNull().references("phishing_targets.id").onDelete("cascade"))
      .addColumn("template_id", "text", (c) => c.notNull())
      .addColumn("attempt_no", "integer", (c) => c.notNull())
      .addColumn("due_at", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("lease_until", "text")
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("deferrals", "integer", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("failed_at", "text")
      .addColumn("reported_at", "text")
      .addColumn("last_error", "text")
      .addUniqueConstraint("phishing_sends_once", ["target_id", "attempt_no"])
      .execute();
    await db.schema
      .createIndex("phishing_sends_simulation")
      .on("phishing_sends")
      .columns(["tenant_id", "simulation_id", "target_id"])
      .execute();

    await db.schema
      .createTable("phishing_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("target_id", "text", (c) => c.notNull().references("phishing_targets.id").onDelete("cascade"))
      .addColumn("send_id", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("classification", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("field_names", "text")
      .addColumn("ip", "text")
      .addColumn("user_agent", "text")
      .addColumn("at", "text", (c) => c.notNull())
      // Makes a retried write a no-op: `sent:<send>`, `tracking:<event>`, `confirmed:<send>`, ...
      .addColumn("dedupe_key", "text", (c) => c.unique())
      .execute();
    // The funnel (GROUP BY kind over a simulation) and a target's timeline.
    await db.schema
      .createIndex("phishing_events_simulation")
      .on("phishing_events")
      .columns(["tenant_id", "simulation_id", "kind"])
      .execute();
    await db.schema.createIndex("phishing_events_target").on("phishing_events").columns(["target_id", "at"]).execute();

    await db.schema
      .createTable("phishing_send_rate")
      .addColumn("profile_key", "text", (c) => c.notNull())
      .addColumn("minute", "text", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("phishing_send_rate_pk", ["profile_key", "minute"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("phishing_send_rate").execute();
    await db.schema.dropTable("phishing_events").execute();
    await db.schema.dropTable("phishing_sends").execute();
    await db.schema.dropTable("phishing_targets").execute();
    await db.schema.dropTable("phishing_simulation_templates").execute();
    await db.schema.dropTable("phishing_simulations").execute();
  },
});

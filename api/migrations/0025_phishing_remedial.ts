import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Remedial training of phishing simulations: the course a simulation names (failing targets are
 * enrolled in it), and one row per target enrolled, whose primary key makes the enrolment happen
 * once per target however many failures arrive and whichever process handles them. And a sending
 * profile's own rate limit (emails per minute; null: the installation's).
 */
export const phishingRemedial = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable("phishing_simulations").addColumn("remedial_course_id", "text").execute();
    await db.schema.alterTable("phishing_sending_profiles").addColumn("rate_per_minute", "integer").execute();
    await db.schema
      .createTable("phishing_remedial_enrolments")
      .addColumn("target_id", "text", (c) => c.primaryKey().references("phishing_targets.id").onDelete("cascade"))
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("course_id", "text", (c) => c.notNull())
      // Null when the person could not be enrolled (removed from people, course finished): said, not retried.
      .addColumn("learner_id", "text")
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("phishing_remedial_enrolments_simulation")
      .on("phishing_remedial_enrolments")
      .columns(["tenant_id", "simulation_id"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("phishing_remedial_enrolments").execute();
    await db.schema.alterTable("phishing_sending_profiles").dropColumn("rate_per_minute").execute();
    await db.schema.alterTable("phishing_simulations").dropColumn("remedial_course_id").execute();
  },
});

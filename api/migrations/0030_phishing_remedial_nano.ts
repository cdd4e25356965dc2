import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Remedial training as a nano-learning page: the page a simulation names, the language it is sent in and the nano campaign
 * (made at launch, in the learning area) that sends it, and one row per target sent it, whose
 * primary key makes the email go once per target however many failures arrive and whichever
 * process handles them. What happened is kept on the row.
 */
export const phishingRemedialNano = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable("phishing_simulations").addColumn("remedial_nano_page_id", "text").execute();
    await db.schema.alterTable("phishing_simulations").addColumn("remedial_nano_campaign_id", "text").execute();
    await db.schema.alterTable("phishing_simulations").addColumn("remedial_nano_language", "text").execute();
    await db.schema
      .createTable("phishing_remedial_nano_sends")
      .addColumn("target_id", "text", (c) => c.primaryKey().references("phishing_targets.id").onDelete("cascade"))
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("nano_page_id", "text", (c) => c.notNull())
      // Null when nothing was sent (the person removed from people, the campaign stopped): said, not retried.
      .addColumn("delivery_id", "text")
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("phishing_remedial_nano_sends_simulation")
      .on("phishing_remedial_nano_sends")
      .columns(["tenant_id", "simulation_id"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("phishing_remedial_nano_sends").execute();
    await db.schema.alterTable("phishing_simulations").dropColumn("remedial_nano_language").execute();
    await db.schema.alterTable("phishing_simulations").dropColumn("remedial_nano_campaign_id").execute();
    await db.schema.alterTable("phishing_simulations").dropColumn("remedial_nano_page_id").execute();
  },
});

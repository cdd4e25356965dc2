import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Nano-learning campaigns (modules/learning/nano-campaigns): a campaign with its settings, its
 * scheduled contents (a nano page at a fixed time or in a start/end range), its learners (copied
 * from people when the campaign is made, so a later edit of a person does not rewrite history) and
 * one delivery per learner and content, which carries the learner's event sequence (sent,
 * delivered, opened, answered, video page opened, video completed) as timestamps.
 *
 * Contents keep the nano page's name and type: a page may be deleted once no active campaign
 * sends it, and a finished campaign still shows what it sent.
 */
export const nanoCampaigns = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("nano_campaigns")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("time_zone", "text", (c) => c.notNull())
      .addColumn("work_start", "text", (c) => c.notNull())
      .addColumn("work_end", "text", (c) => c.notNull())
      .addColumn("business_days", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("learners_count", "integer", (c) => c.notNull())
      .addColumn("starts_at", "text")
      .addColumn("ends_at", "text")
      .addColumn("started_at", "text")
      .addColumn("stopped_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    // The list: newest first per organisation (the tabs filter by starts_at/ends_at/stopped_at).
    await db.schema
      .createIndex("nano_campaigns_list")
      .on("nano_campaigns")
      .columns(["tenant_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("nano_campaign_contents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull().references("nano_campaigns.id").onDelete("cascade"))
      .addColumn("nano_page_id", "text", (c) => c.notNull())
      .addColumn("nano_page_name", "text", (c) => c.notNull())
      .addColumn("nano_page_type", "text", (c) => c.notNull())
      .addColumn("send_at", "text")
      .addColumn("starts_at", "text", (c) => c.notNull())
      .addColumn("ends_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("nano_campaign_contents_campaign")
      .on("nano_campaign_contents")
      .columns(["tenant_id", "campaign_id", "starts_at"])
      .execute();
    // "Is this nano page in an active campaign?" (deleting a page, its ongoing campaigns).
    await db.schema
      .createIndex("nano_campaign_contents_page")
      .on("nano_campaign_contents")
      .columns(["nano_page_id"])
      .execute();

    await db.schema
      .createTable("nano_campaign_learners")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull().references("nano_campaigns.id").onDelete("cascade"))
      .addColumn("person_id", "text")
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addUniqueConstraint("nano_campaign_learners_person", ["campaign_id", "email"])
      .execute();
    await db.schema
      .createIndex("nano_campaign_learners_list")
      .on("nano_campaign_learners")
      .columns(["tenant_id", "campaign_id", "last_name", "id"])
      .execute();

    await db.schema
      .createTable("nano_deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull().references("nano_campaigns.id").onDelete("cascade"))
      .addColumn("content_id", "text", (c) => c.notNull().references("nano_campaign_contents.id").onDelete("cascade"))
      .addColumn("learner_id", "text", (c) => c.notNull().references("nano_campaign_learners.id").onDelete("cascade"))
      .addColumn("scheduled_at", "text", (c) => c.notNull())
      .addColumn("cancelled_at", "text")
      .addColumn("sent_at", "text")
      .addColumn("delivered_at", "text")
      .addColumn("opened_at", "text")
      .addColumn("correct_answer", "integer")
      .addColumn("answered_at", "text")
      .addColumn("answer_index", "integer")
      .addColumn("answered_correctly", "integer")
      .addColumn("video_opened_at", "text")
      .addColumn("video_completed_at", "text")
      .addUniqueConstraint("nano_deliveries_once", ["content_id", "learner_id"])
      .execute();
    // A campaign's figures and its learners' sequences; the organisation's statistics.
    await db.schema
      .createIndex("nano_deliveries_campaign")
      .on("nano_deliveries")
      .columns(["tenant_id", "campaign_id", "learner_id"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("nano_deliveries").execute();
    await db.schema.dropTable("nano_campaign_learners").execute();
    await db.schema.dropTable("nano_campaign_contents").execute();
    await db.schema.dropTable("nano_campaigns").execute();
  },
});

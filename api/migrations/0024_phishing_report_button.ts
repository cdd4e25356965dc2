import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The report button (modules/phishing/extension): each organisation's extension key (only its
 * SHA-256 stored; a rotation revokes the previous one, kept for the record) and the emails people
 * reported that were not simulations, with a digest of their headers (never the body) and the
 * security team's triage status. The same message reported twice by one person is one report.
 */
export const phishingReportButton = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("phishing_extension_keys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_by_user_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("phishing_extension_keys_tenant")
      .on("phishing_extension_keys")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("phishing_extension_reports")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("reporter_email", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("sender", "text", (c) => c.notNull())
      .addColumn("sender_domain", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message_id", "text")
      .addColumn("received_at", "text")
      .addColumn("header_digest", "text", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("reported_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // NULL message ids are distinct on both databases: a message without one is never merged.
      .addUniqueConstraint("phishing_extension_reports_once", ["tenant_id", "reporter_email", "message_id"])
      .execute();
    await db.schema
      .createIndex("phishing_extension_reports_list")
      .on("phishing_extension_reports")
      .columns(["reported_at", "id"])
      .execute();
    await db.schema
      .createIndex("phishing_extension_reports_tenant")
      .on("phishing_extension_reports")
      .columns(["tenant_id", "reported_at"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("phishing_extension_reports").execute();
    await db.schema.dropTable("phishing_extension_keys").execute();
  },
});

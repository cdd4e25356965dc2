import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Phishing content: templates, landing pages, sending profiles.
 *
 * - Templates and landing pages: `tenant_id` null is the common library ("All organisations",
 *   managed by super-admins); otherwise the organisation's own. Lists read by `(tenant_id, created_at)`.
 *   Tags and red flags are JSON text; `search` is the normalised name the text filter scans.
 * - A template names at most one landing page; `phishing_templates_landing_page` serves "is this
 *   page still used?" when a page is deleted or changes type.
 * - Sending profiles belong to one organisation; the SMTP password is stored sealed
 *   (`password_sealed`, AES-256-GCM bound to the organisation and the profile), never in clear.
 * - `phishing_library_seeds` names each built-in item once shipped: the seed step never brings
 *   back what a super-admin deleted or changed.
 */
export const phishingContent = (_dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    const tenant = <T extends string>(t: CreateTableBuilder<T>) =>
      t.addColumn("tenant_id", "text", (c) => c.references("tenants.id").onDelete("cascade"));

    await tenant(db.schema.createTable("phishing_landing_pages").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("html", "text")
      .addColumn("custom_message", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("phishing_landing_pages_tenant")
      .on("phishing_landing_pages")
      .columns(["tenant_id", "created_at"])
      .execute();

    await tenant(db.schema.createTable("phishing_templates").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("email_body", "text", (c) => c.notNull())
      .addColumn("sending_email", "text", (c) => c.notNull())
      .addColumn("email_title", "text", (c) => c.notNull())
      .addColumn("email_from_name", "text", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("red_flags", "text", (c) => c.notNull())
      .addColumn("landing_page_id", "text", (c) => c.references("phishing_landing_pages.id"))
      .addColumn("copied_from_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("phishing_templates_tenant")
      .on("phishing_templates")
      .columns(["tenant_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("phishing_templates_landing_page")
      .on("phishing_templates")
      .column("landing_page_id")
      .execute();

    await db.schema
      .createTable("phishing_sending_profiles")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("port", "integer", (c) => c.notNull())
      .addColumn("security", "text", (c) => c.notNull())
      .addColumn("username", "text")
      .addColumn("password_sealed", "text")
      .addColumn("from_address", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    // One name per organisation; also the order the list reads in.
    await db.schema
      .createIndex("phishing_sending_profiles_name")
      .on("phishing_sending_profiles")
      .columns(["tenant_id", "name"])
      .unique()
      .execute();

    await db.schema
      .createTable("phishing_library_seeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("seeded_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      "phishing_library_seeds",
      "phishing_sending_profiles",
      "phishing_templates",
      "phishing_landing_pages",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});

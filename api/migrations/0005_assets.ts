import { type Kysely, type Migration, sql } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The asset inventory: domains, subdomains and IP addresses of an organisation, their
 * verification, the DNS records and IP info observed over time, and discovery runs.
 */
export const assets = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("assets")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("asset_type", "text", (c) => c.notNull())
      .addColumn("origin", "text", (c) => c.notNull())
      // A discovered asset outlives the asset whose discovery found it.
      .addColumn("parent_asset_id", "text", (c) => c.references("assets.id").onDelete("set null"))
      .addColumn("monitored", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("monitoring_next_run_at", "text")
      .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("verification_method", "text")
      .addColumn("verified_at", "text")
      .addColumn("verification_checked_at", "text")
      .addColumn("last_discovery_status", "text")
      .addColumn("dns_checked_at", "text")
      .addColumn("ip_checked_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("assets_tenant_name", ["tenant_id", "name"])
      .execute();
    // Newest-first pages and keyset iteration (exports).
    await db.schema
      .createIndex("assets_tenant_created")
      .on("assets")
      .columns(["tenant_id", "created_at", "id"])
      .execute();
    await db.schema.createIndex("assets_parent").on("assets").column("parent_asset_id").execute();

    await db.schema
      .createTable("asset_verification_tokens")
      .addColumn("tenant_id", "text", (c) => c.primaryKey().references("tenants.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("asset_dns_records")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("asset_id", "text", (c) => c.notNull().references("assets.id").onDelete("cascade"))
      .addColumn("record_type", "text", (c) => c.notNull())
      .addColumn("record_values", "text", (c) => c.notNull())
      .addColumn("is_current", "integer", (c) => c.notNull())
      .addColumn("first_seen_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("asset_dns_records_history")
      .on("asset_dns_records")
      .columns(["asset_id", "record_type", "first_seen_at"])
      .execute();

    await db.schema
      .createTable("asset_ip_info")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("asset_id", "text", (c) => c.notNull().references("assets.id").onDelete("cascade"))
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("reverse_dns", "text", (c) => c.notNull())
      .addColumn("asn", "bigint")
      .addColumn("as_organization", "text")
      .addColumn("country", "text")
      .addColumn("is_current", "integer", (c) => c.notNull())
      .addColumn("first_seen_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("asset_ip_info_history")
      .on("asset_ip_info")
      .columns(["asset_id", "first_seen_at"])
      .execute();

    await db.schema
      .createTable("asset_discoveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("asset_id", "text", (c) => c.notNull().references("assets.id").onDelete("cascade"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("requested_at", "text", (c) => c.notNull())
      .addColumn("finished_at", "text")
      .addColumn("error", "text")
      .addColumn("new_assets", "text", (c) => c.notNull())
      .addColumn("sources", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("asset_discoveries_asset")
      .on("asset_discoveries")
      .columns(["asset_id", "requested_at"])
      .execute();
    // At most one Requested run per asset, even when two requests race.
    await sql`create unique index asset_discoveries_one_requested on asset_discoveries (asset_id) where status = 'Requested'`.execute(
      db,
    );
  },
  async down(db: AnyDb) {
    for (const table of [
      "asset_discoveries",
      "asset_ip_info",
      "asset_dns_records",
      "asset_verification_tokens",
      "assets",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});

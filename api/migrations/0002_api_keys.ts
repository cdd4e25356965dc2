import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/** Organisation API keys, for servers that mint embed tokens. Only the SHA-256 of a key is stored. */
export const apiKeys = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("api_keys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_by_user_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("api_keys_tenant").on("api_keys").columns(["tenant_id", "created_at"]).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("api_keys").execute();
  },
});

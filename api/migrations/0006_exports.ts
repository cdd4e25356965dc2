import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Export requests and their files. The file lives in the database, not on one machine's disk,
 * so any API process behind the load balancer can serve the download. It is stored as 1 MiB
 * chunks in a child table: a build or a download holds one chunk in memory at a time, whatever
 * the file's size (a single bytea/blob value is read and written whole by both drivers).
 * Chunks carry the id of the build that wrote them, so a build retried after a lost worker
 * lease never mixes its bytes with the first attempt's.
 */
export const exportRequests = (dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    const blob = dialect === "postgres" ? "bytea" : "blob";

    await db.schema
      .createTable("export_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("requested_by_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("filters", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("row_count", "integer")
      .addColumn("size_bytes", "bigint")
      .addColumn("chunk_count", "integer")
      .addColumn("build_id", "text")
      .addColumn("error", "text")
      .addColumn("completed_downloads", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("export_requests_expiry").on("export_requests").column("expires_at").execute();
    await db.schema
      .createIndex("export_requests_tenant")
      .on("export_requests")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("export_chunks")
      .addColumn("export_id", "text", (c) => c.notNull().references("export_requests.id").onDelete("cascade"))
      .addColumn("build_id", "text", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("data", blob, (c) => c.notNull())
      .addPrimaryKeyConstraint("export_chunks_pk", ["export_id", "build_id", "seq"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("export_chunks").execute();
    await db.schema.dropTable("export_requests").execute();
  },
});

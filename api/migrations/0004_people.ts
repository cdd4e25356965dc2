import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The people inventory and the directory connections that feed it.
 *
 * - `people.num` is an integer surrogate key (SQLite's rowid, a PostgreSQL identity): label rows
 *   point at it instead of repeating a 36-character UUID, an import tracks the people it has seen
 *   in a bitmap indexed by it, and, since people are only ever appended, it is also the order in
 *   which they were added ("newest first" reads `people_tenant` backwards). `id` (a UUID) is what
 *   the API shows.
 * - `email` is stored lower-cased, so the unique index is the case-insensitive uniqueness rule
 *   and the lookup an import does for every row.
 * - `search` is `first \x1f last \x1f email`, lower-cased when written: the text filter scans
 *   one short column instead of lower-casing three on every row of every query.
 * - Groups and tags are JSON in the row (what a page shows), and pairs of small integers in
 *   `person_labels` (label, person) naming a `labels` row (what the filters and pickers read
 *   through an index). Integer pairs keep the index small and cheap to append to on a
 *   million-row import; the label names live once per organisation in `labels`.
 */
export const people = (dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    const bigint = dialect === "postgres" ? "bigint" : "integer";
    const identity = (c: ColumnDefinitionBuilder) =>
      dialect === "postgres" ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey();

    await db.schema
      .createTable("people")
      .addColumn("num", bigint, identity)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("groups", "text", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("score", "integer")
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("external_id", "text")
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("people_email").on("people").columns(["tenant_id", "email"]).unique().execute();
    await db.schema.createIndex("people_tenant").on("people").columns(["tenant_id", "num"]).execute();

    await db.schema
      .createTable("labels")
      .addColumn("id", bigint, identity)
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("labels_name").on("labels").columns(["tenant_id", "kind", "name"]).unique().execute();

    // No foreign keys: checking them costs more than the inserts on a large import, and every
    // write goes through code that keeps the pairs in step with the people's JSON.
    let pairs = db.schema
      .createTable("person_labels")
      .addColumn("label_id", bigint, (c) => c.notNull())
      .addColumn("person_num", bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint("person_labels_pk", ["label_id", "person_num"]);
    // The primary key is the only way these rows are read; a rowid would be a second B-tree.
    if (dialect === "sqlite") pairs = pairs.modifyEnd(sql`without rowid`);
    await pairs.execute();

    await db.schema
      .createTable("directory_connections")
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("credentials", "text", (c) => c.notNull())
      .addColumn("delete_missing", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_sync_at", "text")
      .addColumn("last_sync_status", "text")
      .addColumn("last_sync_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("directory_connections_pk", ["tenant_id", "provider"])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("directory_connections").execute();
    await db.schema.dropTable("person_labels").execute();
    await db.schema.dropTable("labels").execute();
    await db.schema.dropTable("people").execute();
  },
});

import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// Migrations use `Kysely<any>`: they describe the schema at one point in time, not the current one.

type AnyDb = Kysely<any>;

export const foundation = (dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    const blob = dialect === "postgres" ? "bytea" : "blob";

    await db.schema
      .createTable("users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("totp_secret", "text")
      .addColumn("totp_pending_secret", "text")
      .addColumn("totp_enabled", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("totp_last_step", "bigint")
      .addColumn("recovery_key_hash", "text")
      .addColumn("super_admin_permissions", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addColumn("revoked_reason", "text")
      .execute();
    await db.schema.createIndex("sessions_user").on("sessions").columns(["user_id", "created_at"]).execute();

    await db.schema
      .createTable("refresh_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("refresh_tokens_session").on("refresh_tokens").column("session_id").execute();

    await db.schema
      .createTable("one_time_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("one_time_tokens_user").on("one_time_tokens").columns(["user_id", "purpose"]).execute();

    await db.schema
      .createTable("throttle")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("window_started_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .execute();

    await db.schema
      .createTable("signing_keys")
      .addColumn("kid", "text", (c) => c.primaryKey())
      .addColumn("algorithm", "text", (c) => c.notNull())
      .addColumn("private_jwk", "text", (c) => c.notNull())
      .addColumn("public_jwk", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("files")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text")
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("data", blob, (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("tenants")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("color", "text")
      .addColumn("web_url", "text")
      .addColumn("industry", "text")
      .addColumn("logo_file_id", "text")
      .addColumn("features", "text", (c) => c.notNull())
      .addColumn("extension_data", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();

    await db.schema
      .createTable("tenant_members")
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("roles", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tenant_members_pk", ["tenant_id", "user_id"])
      .execute();
    await db.schema.createIndex("tenant_members_user").on("tenant_members").column("user_id").execute();

    await db.schema
      .createTable("invitations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("roles", "text", (c) => c.notNull())
      .addColumn("invited_by_user_id", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("accepted_at", "text")
      .execute();
    await db.schema
      .createIndex("invitations_tenant")
      .on("invitations")
      .columns(["tenant_id", "status", "email"])
      .execute();

    await db.schema
      .createTable("activity_logs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text")
      .addColumn("user_id", "text")
      .addColumn("user_name", "text")
      .addColumn("event_name", "text", (c) => c.notNull())
      .addColumn("event_group", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("ip", "text")
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("activity_logs_tenant")
      .on("activity_logs")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("notifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("meta", "text", (c) => c.notNull())
      .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("notifications_inbox")
      .on("notifications")
      .columns(["tenant_id", "user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("notifications_unread")
      .on("notifications")
      .columns(["tenant_id", "user_id", "is_read"])
      .execute();

    await db.schema
      .createTable("jobs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (c) => c.notNull())
      .addColumn("run_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("locked_by", "text")
      .addColumn("last_error", "text")
      .addColumn("dedupe_key", "text", (c) => c.unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      "jobs",
      "notifications",
      "activity_logs",
      "invitations",
      "tenant_members",
      "tenants",
      "files",
      "signing_keys",
      "throttle",
      "one_time_tokens",
      "refresh_tokens",
      "sessions",
      "users",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});

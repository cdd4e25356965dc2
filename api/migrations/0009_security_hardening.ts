import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Security hardening (issue 10).
 *
 * - `throttle.pending`: attempts that reserved a place under a throttle limit and are still being
 *   checked (a password hash takes tens of milliseconds). Counting them before the check is what
 *   keeps 40 guesses sent at once from all reaching the hash.
 * - `refresh_tokens.successor`: the token pair a rotation handed out, sealed with a key derived
 *   from the rotated-out refresh token itself, so a second tab presenting the same token within
 *   the grace period gets the same pair instead of being taken for a thief. The database alone
 *   cannot open it: only the holder of the old token (stored hashed) can.
 */
export const securityHardening = (_dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("throttle")
      .addColumn("pending", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("refresh_tokens").addColumn("successor", "text").execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("refresh_tokens").dropColumn("successor").execute();
    await db.schema.alterTable("throttle").dropColumn("pending").execute();
  },
});

import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The language of the emails Bulwark sends a user (`en` or `sr`). Existing users keep English,
 * which is what they have been receiving.
 */
export const userLanguage = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("users")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("users").dropColumn("language").execute();
  },
});

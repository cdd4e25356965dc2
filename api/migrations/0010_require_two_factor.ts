import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * An organisation may require two-factor of the users who work in it (0 or 1, like the other
 * flags). Existing organisations start without the requirement.
 */
export const requireTwoFactor = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("tenants")
      .addColumn("require_two_factor", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("tenants").dropColumn("require_two_factor").execute();
  },
});

import type { Kysely, Migration } from "kysely";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The simulations list's search: a normalised copy of the name (NFC, lower case, as
 * `normaliseSearch` makes it), since SQLite's lower() folds ASCII only and "Šema" must match
 * "šema" on both databases. Existing rows are filled here, in JavaScript, the same way.
 */
export const simulationSearch = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("phishing_simulations")
      .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    const rows: { id: string; name: string }[] = await db
      .selectFrom("phishing_simulations")
      .select(["id", "name"])
      .execute();
    for (const row of rows) {
      await db
        .updateTable("phishing_simulations")
        .set({ search: row.name.trim().normalize("NFC").toLowerCase() })
        .where("id", "=", row.id)
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("phishing_simulations").dropColumn("search").execute();
  },
});

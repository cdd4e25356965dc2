import type { Transaction } from "kysely";
import { nowIso } from "./database.js";
import type { Database } from "./schema.js";

/** The tables that record which built-in items have been shipped (one per library). */
export type SeedTable = "learning_library_seeds" | "phishing_library_seeds";

/**
 * Records that the built-in item `id` is shipped, in the transaction that adds it; false when it
 * already was (by this start, an earlier one, or another process starting at the same time: the
 * insert waits on the unique key and the loser adds nothing). So a restart adds only what a newer
 * version ships, and never brings back what a super-admin deleted.
 */
export async function claimSeed(trx: Transaction<Database>, table: SeedTable, id: string): Promise<boolean> {
  const row = await trx
    .insertInto(table)
    .values({ id, seeded_at: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The checked values of a built-in item; shipped content that breaks the rules is a bug of this
 * version, not input, so it stops the start with the problems named.
 */
export function shippedValues<T>(
  what: string,
  checked: { values: T } | { errors: Array<{ path: string; message: string }> },
): T {
  if ("errors" in checked) throw new Error(`Built-in ${what} is invalid: ${JSON.stringify(checked.errors)}`);
  return checked.values;
}

import type { Transaction } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import { shippedLandingPages, shippedTemplates } from "./content/index.js";
import { phishingRepositories } from "./repositories.js";
import { checkLandingPage, checkTemplate } from "./rules.js";

const shippedIds = [...shippedLandingPages.map((item) => item.id), ...shippedTemplates.map((item) => item.id)];

/**
 * Puts the built-in phishing library (content/) into the common library, once per item, as the
 * learning library is seeded: each id is recorded in `phishing_library_seeds` in the transaction
 * that adds it, so a restart adds only what a newer version ships and never brings back what a
 * super-admin deleted; several processes starting at once add each item once. Everything goes
 * through the same rules (sanitiser included) as API input. Answers how many items it added.
 */
export async function seedPhishingLibrary(db: Db, dialect: Dialect): Promise<number> {
  const seeded = await db.selectFrom("phishing_library_seeds").select("id").where("id", "in", shippedIds).execute();
  if (seeded.length === shippedIds.length) return 0;
  return db.transaction().execute(async (trx) => {
    const { landingPages, templates } = phishingRepositories(trx, dialect, null);
    let added = 0;
    for (const { id, page } of shippedLandingPages) {
      if (!(await claim(trx, id))) continue;
      await landingPages.insert(valid(checkLandingPage(page, id)), id);
      added++;
    }
    for (const { id, template } of shippedTemplates) {
      if (!(await claim(trx, id))) continue;
      const values = valid(checkTemplate(template, id));
      // A built-in page a super-admin has since deleted is left out; a harvest template without
      // its page would break the rule, so it is left out too.
      if (values.landingPageId && !(await landingPages.find(values.landingPageId, "common"))) {
        if (values.type === "CredentialHarvest") continue;
        values.landingPageId = null;
      }
      await templates.insert(values, { id });
      added++;
    }
    return added;
  });
}

/** Records that `id` is shipped; false when it already was (by this start or an earlier one). */
async function claim(trx: Transaction<Database>, id: string): Promise<boolean> {
  const row = await trx
    .insertInto("phishing_library_seeds")
    .values({ id, seeded_at: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The checked values; shipped content that breaks the rules is a bug of this version, not input. */
function valid<T>(checked: { values: T } | { errors: Array<{ path: string; message: string }> }): T {
  if ("errors" in checked) throw new Error(`Built-in phishing content is invalid: ${JSON.stringify(checked.errors)}`);
  return checked.values;
}

import type { Db, Dialect } from "../../platform/db/database.js";
import { claimSeed, shippedValues } from "../../platform/db/seed-once.js";
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
      if (!(await claimSeed(trx, "phishing_library_seeds", id))) continue;
      await landingPages.insert(valid(checkLandingPage(page, id)), id);
      added++;
    }
    for (const { id, template } of shippedTemplates) {
      if (!(await claimSeed(trx, "phishing_library_seeds", id))) continue;
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

/** The checked values of built-in phishing content (see `shippedValues`). */
const valid = <T>(checked: { values: T } | { errors: Array<{ path: string; message: string }> }): T =>
  shippedValues("phishing content", checked);

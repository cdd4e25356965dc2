import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";
import { TextSearch } from "../src/platform/db/text-search.js";

/**
 * An index for the people list's text search, which scanned every person of the organisation
 * (see `TextSearch`): an FTS5 trigram table `people_search` on SQLite, a `pg_trgm` GIN index on
 * `people.search` on PostgreSQL. Filled from the people already there.
 *
 * The same spec as the module's `peopleSearch` (people.repository.ts), written out again: a
 * migration describes the schema at its own point in time.
 */
export const peopleSearch = (dialect: Dialect): Migration => {
  const search = new TextSearch({
    table: "people",
    key: "num",
    scope: "tenant_id",
    text: "search",
    index: "people_search",
  });
  return {
    async up(db: Kysely<any>) {
      await search.create(db, dialect);
    },
    async down(db: Kysely<any>) {
      await search.drop(db, dialect);
    },
  };
};

import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

/**
 * `text_search_state` (SQLite), per text-search index and scope (see `TextSearch`):
 *
 * - `pending_after`: a bulk write (an import of 1,000 people or more) no longer indexes its rows'
 *   trigrams in its own transaction, which was the largest part of an import's time; the scope's
 *   rows with a key above it wait for `TextSearch.catchUp`, which indexes them after the answer,
 *   and searches read them meanwhile. Null, or no row: every row is indexed (all, at this
 *   migration).
 * - `version`: bumped by every write to the scope's rows, so a search's count can be kept until
 *   the next write, in this process or another.
 *
 * Per index, not on `text_search_scopes`, whose numbers every index shares. PostgreSQL's
 * `pg_trgm` index follows its table by itself: nothing to do there.
 */
export const textSearchCatchUp = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    if (dialect === "postgres") return;
    await sql`create table text_search_state (
      index_name text not null,
      scope_id integer not null,
      pending_after integer,
      version integer not null default 0,
      primary key (index_name, scope_id)
    ) without rowid`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (dialect === "postgres") return;
    await sql`drop table text_search_state`.execute(db);
  },
});

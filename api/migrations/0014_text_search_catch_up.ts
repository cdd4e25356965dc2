import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

/**
 * Two columns on SQLite's `text_search_scopes` (see `TextSearch`):
 *
 * - `pending_after`: a bulk write (an import of 1,000 people or more) no longer indexes its rows'
 *   trigrams in its own transaction, which was the largest part of an import's time; rows of the
 *   scope with a key above it wait for `TextSearch.catchUp`, which indexes them after the answer,
 *   and searches read them meanwhile. Null: every row is indexed (all rows, at this migration).
 * - `version`: bumped by every write to the scope's rows, so a search's count can be kept until
 *   the next write, in this process or another.
 *
 * PostgreSQL's `pg_trgm` index follows its table by itself: nothing to do there.
 */
export const textSearchCatchUp = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    if (dialect === "postgres") return;
    await sql`alter table text_search_scopes add column pending_after integer`.execute(db);
    await sql`alter table text_search_scopes add column version integer not null default 0`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (dialect === "postgres") return;
    await sql`alter table text_search_scopes drop column pending_after`.execute(db);
    await sql`alter table text_search_scopes drop column version`.execute(db);
  },
});

import type SQLite from "better-sqlite3";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db, Dialect } from "./database.js";

/**
 * Indexed "contains" search over one pre-normalised text column of a tenant-scoped table, the
 * same on every list: case-insensitive (JavaScript's `toLowerCase`, NFC) substring matching,
 * never across the end of one field into the next, exact (no stemming, no ranking, no fuzziness).
 *
 * How a list gets it:
 *
 * 1. The table has an integer key (`num`), a scope column (`tenant_id`) and a text column written
 *    with {@link searchableText} from the fields to search (`search text not null`).
 * 2. Declare it once: `export const thingsSearch = new TextSearch({ table: "things", key: "num",
 *    scope: "tenant_id", text: "search", index: "things_search" })`.
 * 3. In the table's migration (or a later one): `await thingsSearch.create(db, dialect)`.
 * 4. Every write that adds, changes or deletes rows keeps the index in step, in the same
 *    transaction: {@link TextSearch.added}, {@link TextSearch.changed} and
 *    {@link TextSearch.removed} (Kysely), or {@link TextSearch.sqliteIndexer} on bulk paths
 *    written with raw better-sqlite3 statements. A bulk write passes how many rows it added
 *    (1,000 or more are indexed after it has answered: call {@link TextSearch.catchUp} then,
 *    which also merges what was added; searches read those rows meanwhile, and a search that
 *    finds rows waiting starts it too). (PostgreSQL's index follows the table by itself; these
 *    calls do nothing there.)
 * 5. Filter a list: `const match = await thingsSearch.match(db, dialect, tenantId, term)`, then
 *    `query.where(match.where)`; when nothing else filters or orders the list, `match.indexed`
 *    (when set) counts and pages straight from the index, which is what keeps a search with
 *    thousands of matches cheap.
 *
 * Underneath: on SQLite an FTS5 table with the `trigram` tokenizer (case-sensitive, since the
 * text is lower-cased already and JavaScript's folding is the rule), contentless, whose rowid is
 * the scope's number times 2^40 plus the row's key, so one organisation's matches are a rowid
 * range and never need the table to be counted. On PostgreSQL a `pg_trgm` GIN index over the
 * column, which `LIKE '%term%'` uses. A term shorter than 3 characters has no trigram, and an
 * organisation with fewer rows than {@link TextSearch.scanBelow} is cheaper to read: both scan the
 * organisation's rows (`instr`/`strpos`), as every search did before the index. On SQLite,
 * `text_search_scopes` numbers the scopes (shared by every index), and `text_search_state` holds
 * per index and scope where its rows not yet indexed start (`pending_after`) and a version every
 * write bumps, which names the state a count was kept for.
 */
export class TextSearch {
  constructor(readonly spec: TextSearchSpec) {}

  /**
   * On SQLite, organisations with fewer rows than this are searched by reading their rows, not
   * through the index. FTS5 answers a term by walking every match in the whole index, whatever
   * rowid range is asked for, so a small organisation in a database of millions would pay for
   * everyone's matches; reading 10,000 short rows costs about as much as the index does for a
   * common term in a large one. Both ways answer the same; tests set it to 0 to use the index.
   */
  scanBelow = 10_000;

  /** Whether `scope` has at least {@link scanBelow} rows; known for a minute at a time (it only picks the plan). */
  private async isLarge(db: Executor, scope: string): Promise<boolean> {
    const now = Date.now();
    let sizes = scopeSizes.get(db);
    if (!sizes) {
      sizes = new Map();
      scopeSizes.set(db, sizes);
    }
    const known = sizes.get(scope);
    if (known && known.until > now && known.scanBelow === this.scanBelow) return known.large;
    const { table, key } = this.spec;
    // Steps over scanBelow entries of the (scope, key) index at most, never counts them all.
    const { rows } = await sql`select 1 from ${sql.id(table)} where ${sql.id(this.spec.scope)} = ${scope}
      order by ${sql.id(key)} limit 1 offset ${Math.max(this.scanBelow - 1, 0)}`.execute(db);
    const large = rows.length > 0;
    sizes.set(scope, { large, until: now + 60_000, scanBelow: this.scanBelow });
    return large;
  }

  /** Creates the index and fills it from the rows already there. For a migration. */
  async create(db: Kysely<any>, dialect: Dialect): Promise<void> {
    const { table, key, scope, text, index } = this.spec;
    if (dialect === "postgres") {
      // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index ${sql.id(index)} on ${sql.id(table)} using gin (${sql.id(text)} gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`create table if not exists text_search_scopes (
      id integer primary key,
      scope text not null unique
    )`.execute(db);
    // contentless: the text lives in the table already; contentless_delete: rows are deleted
    // by rowid alone. detail=full keeps positions, so a phrase of trigrams is an exact substring.
    await sql`create virtual table ${sql.id(index)} using fts5(
      text, content='', contentless_delete=1, tokenize='trigram case_sensitive 1'
    )`.execute(db);
    // By default every write also merges segments, so an import's share of merging grows with the
    // index (100,000 rows into an index of 500,000 took three times as long as into an empty one,
    // and even into an empty one a third longer). Writers merge afterwards instead, outside the
    // request (tidy); FTS5 still merges on its own if 16 segments pile up at one level. (A larger
    // write buffer, 'hashsize', was as fast but took ten times its size in memory: 40 MB more at
    // a million rows.)
    await sql`insert into ${sql.id(index)} (${sql.id(index)}, rank) values ('automerge', 0)`.execute(db);
    await sql`insert or ignore into text_search_scopes (scope)
      select distinct ${sql.id(scope)} from ${sql.id(table)}`.execute(db);
    await sql`insert into ${sql.id(index)} (rowid, text)
      select s.id * ${sql.lit(SCOPE_FACTOR)} + t.${sql.id(key)}, t.${sql.id(text)}
      from ${sql.id(table)} as t join text_search_scopes as s on s.scope = t.${sql.id(scope)}`.execute(db);
  }

  /** Undoes {@link create}. */
  async drop(db: Kysely<any>, dialect: Dialect): Promise<void> {
    if (dialect === "postgres") await sql`drop index if exists ${sql.id(this.spec.index)}`.execute(db);
    else await sql`drop table if exists ${sql.id(this.spec.index)}`.execute(db);
  }

  /**
   * The condition for rows of `scope` whose text contains `term` (normalised here), and, where the
   * index can answer alone, a count and pages of keys without reading the table.
   */
  async match(db: Executor, dialect: Dialect, scope: string, term: string): Promise<TextMatch> {
    const { table, key, text, index } = this.spec;
    const needle = normaliseSearch(term);
    const column = sql.ref(`${table}.${text}`);
    if (!usesTrigrams(needle) || (dialect === "sqlite" && !(await this.isLarge(db, scope)))) {
      // No trigram to look up, or so few rows that reading them costs less than the index would
      // (see scanBelow): a scan of the organisation's rows, by position (no LIKE pattern).
      return {
        where:
          dialect === "postgres"
            ? sql<SqlBool>`strpos(${column}, ${needle}) > 0`
            : sql<SqlBool>`instr(${column}, ${needle}) > 0`,
      };
    }
    if (dialect === "postgres") {
      return { where: sql<SqlBool>`${column} like ${`%${escapeLike(needle)}%`}` };
    }
    const state = await this.scopeState(db, scope);
    // A scope without a number has never had a row indexed, so nothing of it matches.
    if (state === undefined) {
      const none = sql<SqlBool>`0 = 1`;
      return { where: none, indexed: { count: async () => 0, page: () => none } };
    }
    const low = state.id * SCOPE_FACTOR;
    const high = low + SCOPE_FACTOR - 1;
    const phrase = `"${needle.replaceAll('"', '""')}"`;
    const keyRef = sql.ref(`${table}.${key}`);
    if (state.pendingAfter !== null) {
      // A bulk write's rows above pendingAfter are not in the index yet (see added): they are
      // read, the rest looked up, until catchUp has indexed them. Meanwhile nudge it along, in
      // case the process that wrote them stopped before it was done.
      if (!db.isTransaction) this.scheduleCatchUp(db as Db, dialect);
      const { pendingAfter } = state;
      return {
        where: sql<SqlBool>`(${keyRef} in (select rowid - ${low} from ${sql.id(index)}
          where ${sql.id(index)} match ${phrase} and rowid between ${low} and ${low + pendingAfter})
          or (${keyRef} > ${pendingAfter} and instr(${column}, ${needle}) > 0))`,
      };
    }
    const matching = sql`select rowid - ${low} from ${sql.id(index)}
      where ${sql.id(index)} match ${phrase} and rowid between ${low} and ${high}`;
    return {
      where: sql<SqlBool>`${keyRef} in (${matching})`,
      indexed: {
        count: async () => {
          // Counting thousands of matches is most of a search's cost (FTS5 checks the trigram
          // positions of each), and the same term is asked for again and again (each page, each
          // refresh). A count holds until the scope's index changes: every write bumps its
          // version in the same transaction, so a version read outside a transaction names one
          // committed state of the scope, in this process or any other.
          const counts = db.isTransaction ? undefined : cachedCounts(db);
          const cacheKey = `${state.id}:${state.version}:${needle}`;
          const cached = counts?.get(cacheKey);
          if (cached !== undefined) return cached;
          const { rows } = await sql<{ total: number }>`select count(*) as total from ${sql.id(index)}
            where ${sql.id(index)} match ${phrase} and rowid between ${low} and ${high}`.execute(db);
          const total = Number(rows[0]?.total ?? 0);
          if (counts) {
            if (counts.size >= COUNTS_KEPT) counts.delete(counts.keys().next().value as string);
            counts.set(cacheKey, total);
          }
          return total;
        },
        page: (order, skip, limit) =>
          sql<SqlBool>`${keyRef} in (select rowid - ${low} from ${sql.id(index)}
            where ${sql.id(index)} match ${phrase} and rowid between ${low} and ${high}
            order by rowid ${order === "asc" ? sql`asc` : sql`desc`} limit ${limit} offset ${skip})`,
      },
    };
  }

  /**
   * Indexes the scope's rows whose key is above `afterKey`: call it once after inserting rows
   * (keys only grow), in the same transaction. `count` rows or more (a bulk write, see
   * {@link DEFER_AT}) are left for {@link catchUp} after the write has answered: searches read
   * them meanwhile.
   */
  async added(db: Executor, dialect: Dialect, scope: string, afterKey: number, count = 0): Promise<void> {
    if (dialect === "postgres") return;
    const { table, key, text, index } = this.spec;
    const { id, pendingAfter } = (await this.scopeState(db, scope, { create: true })) as ScopeState;
    const defer = pendingAfter === null && count >= DEFER_AT;
    await this.bump(db, id, defer ? afterKey : pendingAfter);
    // Rows already waiting (or these, deferred just now) are indexed by catchUp, in key order.
    if (pendingAfter !== null || defer) return;
    await sql`insert into ${sql.id(index)} (rowid, text)
      select ${id * SCOPE_FACTOR} + ${sql.id(key)}, ${sql.id(text)} from ${sql.id(table)}
      where ${sql.id(key)} > ${afterKey} and ${sql.id(this.spec.scope)} = ${scope}`.execute(db);
  }

  /**
   * Indexes the rows bulk writes left out of the index (see {@link added}), a few thousand per
   * transaction so that other requests go in between, then merges what it added. Runs after an
   * import has answered; also started by a search that finds rows waiting (a process that
   * stopped before it was done). One run at a time per database; a call while one runs is
   * answered by another run after it, since the one under way may have looked for waiting rows
   * before the caller's were committed.
   */
  catchUp(db: Db, dialect: Dialect): Promise<void> {
    if (dialect === "postgres") return Promise.resolve();
    const running = catchUps.get(db);
    if (running) return running.then(() => this.catchUp(db, dialect));
    const run = this.indexPending(db).finally(() => catchUps.delete(db));
    catchUps.set(db, run);
    return run;
  }

  private scheduleCatchUp(db: Db, dialect: Dialect) {
    if (catchUps.has(db)) return;
    setImmediate(() => {
      this.catchUp(db, dialect).catch(() => {
        // Retried by the next search that finds rows waiting (e.g. the database was busy or closed).
      });
    });
  }

  private async indexPending(db: Db): Promise<void> {
    const { table, key, text, index, scope } = this.spec;
    for (;;) {
      const more = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number; scope: string; pending_after: number }>`select st.scope_id as id,
            s.scope, st.pending_after from text_search_state as st join text_search_scopes as s on s.id = st.scope_id
          where st.index_name = ${index} and st.pending_after is not null limit 1`.execute(trx);
        const waiting = rows[0];
        if (!waiting) return false;
        const after = Number(waiting.pending_after);
        const { rows: last } = await sql<{ last: number | null }>`select max(${sql.id(key)}) as last from (
          select ${sql.id(key)} from ${sql.id(table)} where ${sql.id(scope)} = ${waiting.scope} and ${sql.id(key)} > ${after}
          order by ${sql.id(key)} limit ${CATCH_UP_ROWS})`.execute(trx);
        const upTo = last[0]?.last == null ? null : Number(last[0].last);
        if (upTo !== null) {
          await sql`insert into ${sql.id(index)} (rowid, text)
            select ${Number(waiting.id) * SCOPE_FACTOR} + ${sql.id(key)}, ${sql.id(text)} from ${sql.id(table)}
            where ${sql.id(scope)} = ${waiting.scope} and ${sql.id(key)} > ${after} and ${sql.id(key)} <= ${upTo}`.execute(
            trx,
          );
        }
        // No row above upTo: nothing is waiting any more (writers append to the tail only inside
        // a transaction, and this one sees the scope as it is).
        const { rows: rest } = await sql`select 1 from ${sql.id(table)}
          where ${sql.id(scope)} = ${waiting.scope} and ${sql.id(key)} > ${upTo ?? after} limit 1`.execute(trx);
        await sql`update text_search_state set pending_after = ${rest.length > 0 ? upTo : null}
          where index_name = ${index} and scope_id = ${waiting.id}`.execute(trx);
        return true;
      });
      if (!more) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.tidy(db, "sqlite");
  }

  /**
   * Merges the index's recent segments, a few hundred pages per step, each step its own statement
   * through Kysely so other requests' queries go in between. Call it after a bulk write has
   * answered (an import does, before its checkpoint). Nothing to do on PostgreSQL.
   */
  async tidy(db: Db, dialect: Dialect): Promise<void> {
    if (dialect === "postgres") return;
    const index = sql.id(this.spec.index);
    // Bounded, in case another writer keeps adding segments meanwhile.
    for (let step = 0; step < 1000; step++) {
      const result = await sql`insert into ${index} (${index}, rank) values ('merge', ${sql.lit(MERGE_PAGES)})`.execute(
        db,
      );
      // FTS5 reports fewer than 2 changes when there was nothing left to merge.
      if (Number(result.numAffectedRows ?? 0) < 2) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Re-indexes rows whose text may have changed (read back from the table). Same transaction. */
  async changed(db: Executor, dialect: Dialect, scope: string, keys: readonly number[]): Promise<void> {
    if (dialect === "postgres" || keys.length === 0) return;
    const { table, key, text, index } = this.spec;
    const { id, pendingAfter } = (await this.scopeState(db, scope, { create: true })) as ScopeState;
    const low = id * SCOPE_FACTOR;
    await this.bump(db, id, pendingAfter);
    for (const k of keys) {
      // A row still waiting for catchUp is indexed as it is then.
      if (pendingAfter !== null && k > pendingAfter) continue;
      await sql`delete from ${sql.id(index)} where rowid = ${low + k}`.execute(db);
      await sql`insert into ${sql.id(index)} (rowid, text)
        select ${low} + ${sql.id(key)}, ${sql.id(text)} from ${sql.id(table)} where ${sql.id(key)} = ${k}`.execute(db);
    }
  }

  /** Takes deleted rows out of the index. Same transaction. */
  async removed(db: Executor, dialect: Dialect, scope: string, keys: readonly number[]): Promise<void> {
    if (dialect === "postgres" || keys.length === 0) return;
    const state = await this.scopeState(db, scope);
    if (state === undefined) return;
    await this.bump(db, state.id, state.pendingAfter);
    for (const k of keys) {
      if (state.pendingAfter !== null && k > state.pendingAfter) continue;
      await sql`delete from ${sql.id(this.spec.index)} where rowid = ${state.id * SCOPE_FACTOR + k}`.execute(db);
    }
  }

  /**
   * The same upkeep as raw better-sqlite3 statements for bulk writers on SQLite (a people import),
   * bound to one scope. Only inside a transaction on that connection.
   *
   * Why not triggers: FTS5 writes its pending index data out whenever a statement opens a
   * savepoint, which a trigger does on every row; an import indexed by trigger took ten times
   * as long as one indexed in bulk after its inserts.
   */
  sqliteIndexer(sqlite: SQLite.Database, scope: string): SqliteIndexer {
    let statements = this.statements.get(sqlite);
    if (!statements) {
      statements = this.prepare(sqlite);
      this.statements.set(sqlite, statements);
    }
    const s = statements;
    const row = s.scopeState.get(scope) as [number, number | null] | undefined;
    let scopeId = row?.[0];
    // Read once: only this indexer's finish() changes it within the import's transaction.
    let pendingAfter = row?.[1] ?? null;
    let bumped = false;
    const low = () => {
      if (scopeId === undefined) scopeId = Number(s.addScope.run(scope).lastInsertRowid);
      if (!bumped) {
        s.bump.run(scopeId, pendingAfter);
        bumped = true;
      }
      return scopeId * SCOPE_FACTOR;
    };
    const waiting = (key: number) => pendingAfter !== null && key > pendingAfter;
    return {
      added: (afterKey, count) => {
        const base = low();
        if (pendingAfter === null && count >= DEFER_AT) {
          s.bump.run(scopeId, afterKey);
          pendingAfter = afterKey;
        }
        if (pendingAfter === null) s.insertAfter.run(base, afterKey, scope);
      },
      changed: (key) => {
        const base = low();
        if (waiting(key)) return;
        s.delete.run(base + key);
        s.insertOne.run(base, key);
      },
      removed: (key) => {
        if (scopeId === undefined) return;
        const base = low();
        if (!waiting(key)) s.delete.run(base + key);
      },
    };
  }

  private readonly statements = new WeakMap<SQLite.Database, ReturnType<TextSearch["prepare"]>>();

  private prepare(sqlite: SQLite.Database) {
    const { table, key, scope, text, index } = this.spec;
    return {
      scopeState: sqlite
        .prepare(
          `select s.id, st.pending_after from text_search_scopes as s
           left join text_search_state as st on st.index_name = '${index}' and st.scope_id = s.id where s.scope = ?`,
        )
        .raw(),
      addScope: sqlite.prepare("insert into text_search_scopes (scope) values (?)"),
      bump: sqlite.prepare(`${BUMP_INTO} values ('${index}', ?, ?, 1) ${BUMP_CONFLICT}`),
      insertAfter: sqlite.prepare(
        `insert into "${index}" (rowid, text) select ? + "${key}", "${text}" from "${table}" where "${key}" > ? and "${scope}" = ?`,
      ),
      insertOne: sqlite.prepare(
        `insert into "${index}" (rowid, text) select ? + "${key}", "${text}" from "${table}" where "${key}" = ?`,
      ),
      delete: sqlite.prepare(`delete from "${index}" where rowid = ?`),
    };
  }

  /** Bumps the scope's version of this index and sets where its rows not yet indexed start. */
  private async bump(db: Executor, scopeId: number, pendingAfter: number | null): Promise<void> {
    await sql`${sql.raw(BUMP_INTO)} values (${this.spec.index}, ${scopeId}, ${pendingAfter}, 1) ${sql.raw(BUMP_CONFLICT)}`.execute(
      db,
    );
  }

  /**
   * The scope's number in the index's rowids, where its not-yet-indexed rows start, and the
   * version of its index (SQLite): one indexed read per search, so that every process sees every
   * other's writes. With `create`, a scope without a number gets one (inside a transaction).
   */
  private async scopeState(
    db: Executor,
    scope: string,
    options: { create?: boolean } = {},
  ): Promise<ScopeState | undefined> {
    const { rows } = await sql<{
      id: number;
      pending_after: number | null;
      version: number;
    }>`select s.id, st.pending_after, coalesce(st.version, 0) as version from text_search_scopes as s
      left join text_search_state as st on st.index_name = ${this.spec.index} and st.scope_id = s.id
      where s.scope = ${scope}`.execute(db);
    const row = rows[0];
    if (row) {
      return {
        id: Number(row.id),
        pendingAfter: row.pending_after === null ? null : Number(row.pending_after),
        version: Number(row.version),
      };
    }
    if (!options.create) return undefined;
    const inserted = await sql<{
      id: number;
    }>`insert into text_search_scopes (scope) values (${scope}) returning id`.execute(db);
    return { id: Number(inserted.rows[0]?.id), pendingAfter: null, version: 0 };
  }
}

/** Upserting a scope's state of one index (SQLite): its version bumped, `pending_after` set. */
const BUMP_INTO = "insert into text_search_state (index_name, scope_id, pending_after, version)";
const BUMP_CONFLICT =
  "on conflict (index_name, scope_id) do update set version = version + 1, pending_after = excluded.pending_after";

/** A scope's number and its state of one index (SQLite). */
interface ScopeState {
  id: number;
  /** Rows with a key above this are not in the index yet (see TextSearch.added); null: none. */
  pendingAfter: number | null;
  /** Bumped by every write to the scope's rows; names one committed state of its index. */
  version: number;
}

/** What {@link TextSearch} indexes: the table, its integer key, its scope column and its text column. */
export interface TextSearchSpec {
  table: string;
  /** An integer key below 2^40 that only grows as rows are added (a rowid, an identity). */
  key: string;
  /** The column rows are searched within (the tenant id). */
  scope: string;
  /** The column written with {@link searchableText}. */
  text: string;
  /** The index's name: the FTS5 table on SQLite, the GIN index on PostgreSQL. */
  index: string;
}

/** A search term as a query condition; see {@link TextSearch.match}. */
export interface TextMatch {
  /** Rows of the table whose text contains the term; combine with any other filter or order. */
  where: RawBuilder<SqlBool>;
  /**
   * Set when the index alone answers (SQLite, 3 characters or more): how many rows of the scope
   * match, and the condition for one page of them in key order (order the rows by the key too).
   */
  indexed?: {
    count(): Promise<number>;
    page(order: "asc" | "desc", skip: number, limit: number): RawBuilder<SqlBool>;
  };
}

/** Raw-statement upkeep of one scope's index entries; see {@link TextSearch.sqliteIndexer}. */
export interface SqliteIndexer {
  /**
   * Index the scope's rows with a key above `afterKey` (just inserted, `count` of them); a bulk
   * write's are left for {@link TextSearch.catchUp}.
   */
  added(afterKey: number, count: number): void;
  /** Re-index one row whose text may have changed. */
  changed(key: number): void;
  /** Take a deleted row out of the index. */
  removed(key: number): void;
}

type Executor = Pick<Db, "isTransaction" | "executeQuery" | "getExecutor">;

/** Pages of index merged per step of {@link TextSearch.tidy} (about 2 MB of work, a few milliseconds). */
const MERGE_PAGES = 500;

/** 2^40: keys stay below it, scope numbers multiply it (up to 2^23 scopes). */
const SCOPE_FACTOR = 2 ** 40;

/** Whether a scope is large (see TextSearch.scanBelow), per database, for a minute. */
const scopeSizes = new WeakMap<object, Map<string, { large: boolean; until: number; scanBelow: number }>>();

/**
 * Rows added at once from which indexing waits until the write has answered (TextSearch.added):
 * indexing trigrams is most of a large import's time (about 0.4 s of CPU per 100,000 people),
 * and nobody searches the new rows before the import has answered anyway.
 */
const DEFER_AT = 1000;

/** Rows {@link TextSearch.catchUp} indexes per transaction (a few tens of milliseconds). */
const CATCH_UP_ROWS = 2000;

/** The catch-up under way per database. */
const catchUps = new WeakMap<object, Promise<void>>();

/** Search counts kept per database (see TextMatch.indexed.count), the oldest dropped first. */
const COUNTS_KEPT = 1000;
const counts = new WeakMap<object, Map<string, number>>();

function cachedCounts(db: object): Map<string, number> {
  let map = counts.get(db);
  if (!map) {
    map = new Map();
    counts.set(db, map);
  }
  return map;
}

/**
 * The text a searchable row stores: its fields lower-cased and joined by the unit separator, so
 * that a search never matches across the end of one field and the start of the next ("na pe"
 * does not find "Ana" + "Petrović"). Fields are expected in NFC, as the API stores text (see
 * `validatePersonRow`); {@link normaliseSearch} brings a term to the same form.
 */
export function searchableText(...fields: string[]): string {
  return fields.join(SEARCH_SEPARATOR).toLowerCase();
}

/** What {@link searchableText} puts between fields: the unit separator. */
export const SEARCH_SEPARATOR = "\u001f";

/** A search term as the text column is written: trimmed, NFC, lower-cased. */
export function normaliseSearch(term: string): string {
  return term.trim().normalize("NFC").toLowerCase();
}

/** A trigram index can answer terms of at least 3 characters (code points). */
function usesTrigrams(term: string): boolean {
  let count = 0;
  for (const _ of term) if (++count >= 3) return true;
  return false;
}

/** `term` with LIKE's wildcards and its escape character matched literally (escape `\`, PostgreSQL's default). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

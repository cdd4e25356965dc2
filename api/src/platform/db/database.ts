import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { startCheckpointer } from "./checkpointer.js";
import type { Database } from "./schema.js";

export type Dialect = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The better-sqlite3 connection under `db` on SQLite (see {@link Platform.sqlite}); undefined on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise an SQLite file in the
 * data directory (WAL mode so readers never wait for the writer).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Where a failure of the background WAL checkpointer is reported (SQLite; see checkpointer.ts). */
  onCheckpointError?: (message: string) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    // BIGINT counts arrive as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "bulwark.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // 16 MB of page cache instead of SQLite's 2 MB: index pages of a large organisation stay in
  // memory, which is what keeps a 100,000-row import writing instead of re-reading B-tree pages.
  sqlite.pragma("cache_size = -16384");
  const checkpointer = startCheckpointer(sqlite, options.onCheckpointError ?? (() => undefined));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: "sqlite",
    sqlite,
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/** Current instant as stored: ISO-8601 UTC. */
export const nowIso = () => new Date().toISOString();

/** An instant `ms` milliseconds from now, as stored. */
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * better-sqlite3 compiles a statement on every `prepare`; Kysely prepares each query it runs.
 * Keeping the compiled statements of the (few hundred) distinct queries the API issues saves
 * that work on every request. Statements are synchronous, so reusing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database, capacity = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = cache.get(source);
      if (statement) {
        // Most recently used last, so the first entry is the one to evict.
        cache.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
      }
      cache.set(source, statement);
      return statement;
    },
  };
}

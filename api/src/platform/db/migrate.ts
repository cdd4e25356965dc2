import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "../../../migrations/index.js";
import type { Db, Dialect } from "./database.js";

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.dialect)]));
  }
}

/**
 * Brings the schema up to date. Kysely's migrator takes a database lock (an advisory lock on
 * PostgreSQL), so several API processes starting at once migrate exactly once.
 */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  // Areas are built side by side, each with its own migration numbers; one that lands after a
  // higher-numbered one must still run on installations that already have the higher one. Each
  // migration touches only its own tables and columns, so their order between areas does not matter.
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

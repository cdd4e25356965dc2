/**
 * A unique-index (or primary-key) violation on either database: PostgreSQL's `23505`, SQLite's
 * `SQLITE_CONSTRAINT_UNIQUE` / `SQLITE_CONSTRAINT_PRIMARYKEY`. A request that loses a race for a
 * unique value hits one of these; it is the client's conflict, not a server fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * A foreign-key violation on either database: PostgreSQL's `23503`, SQLite's
 * `SQLITE_CONSTRAINT_FOREIGNKEY` (a row naming an organisation that was deleted meanwhile).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

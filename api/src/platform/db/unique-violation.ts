/**
 * Whether a database error is a unique-index violation, on either database: for the writes that
 * check first and may still lose a race to a concurrent request (answer 409, not 500).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

import { type SqlBool, sql } from "kysely";
import type { Dialect } from "../../platform/db/database.js";
import { normaliseSearch } from "../../platform/db/text-search.js";

/**
 * Which content a repository reaches. A repository is bound to an organisation (`tenantId`) or to
 * the common library (`null`); `own` is what it may change, `visible` what it may read (common
 * content is visible to every organisation).
 */
export type Reach = "own" | "visible" | "common";

/** Filters the lists take: name text, a language, a tag. */
export interface ContentFilters {
  search?: string | undefined;
  language?: string | undefined;
  tag?: string | undefined;
}

/** `tenant_id` condition of a repository bound to `tenantId` (null: the common library). */
export function reachOf(tenantId: string | null, reach: Reach) {
  if (tenantId === null || reach === "common") return sql<SqlBool>`tenant_id is null`;
  return reach === "own"
    ? sql<SqlBool>`tenant_id = ${tenantId}`
    : sql<SqlBool>`(tenant_id is null or tenant_id = ${tenantId})`;
}

/** Whether `column` contains `needle`, exactly and case-sensitively on both databases (no LIKE wildcards). */
export function contains(dialect: Dialect, column: string, needle: string) {
  const ref = sql.ref(column);
  return dialect === "postgres"
    ? sql<SqlBool>`strpos(${ref}, ${needle}) > 0`
    : sql<SqlBool>`instr(${ref}, ${needle}) > 0`;
}

/** The list filters as conditions on a table with `search`, `languages` and `tags` columns. */
export function filterConditions(dialect: Dialect, filters: ContentFilters) {
  const conditions = [];
  if (filters.search) conditions.push(contains(dialect, "search", normaliseSearch(filters.search)));
  // The JSON arrays hold each value quoted, so `"En"` matches the language and not a longer one.
  if (filters.language) conditions.push(contains(dialect, "languages", JSON.stringify(filters.language)));
  if (filters.tag) conditions.push(contains(dialect, "tags", JSON.stringify(filters.tag)));
  return conditions;
}

export const parseJson = <T>(text: string): T => JSON.parse(text) as T;

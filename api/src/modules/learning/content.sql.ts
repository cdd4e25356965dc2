import type { Dialect } from "../../platform/db/database.js";
import { contains } from "../../platform/db/library-rows.js";
import { normaliseSearch } from "../../platform/db/text-search.js";

// The library's row helpers are the platform's (shared with the phishing library); re-exported for
// the learning repositories.
export { contains, parseJson, type Reach, reachOf } from "../../platform/db/library-rows.js";

/** Filters the lists take: name text, a language, a tag. */
export interface ContentFilters {
  search?: string | undefined;
  language?: string | undefined;
  tag?: string | undefined;
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

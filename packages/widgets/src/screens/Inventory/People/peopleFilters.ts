import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import type { FilterDefinition } from "../../../components/FilterBar/FilterBar";
import type { FilterValues, ListSort } from "../../../data/useListState";
import { scoreRanges } from "../../../score/score";
import { isDay, type PersonSortKey, type SortOrder } from "../shared/people";

// The people list's filters in their three shapes: as the API and the host page take them
// (`PeopleFilters`), as the filter bar edits them (`FilterValues`: groups, tags, score, added),
// and as the bar offers them (`FilterDefinition`s). The conversions live here so the screen,
// the bulk call ("everyone matching") and the host's URL all read the same filters.

/** People shown per page by default. */
export const PEOPLE_PAGE_SIZE = 20;
/** Page sizes offered under the table. */
export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * Filters of the people list, as the API takes them (`listPeople`, and a bulk change of everyone
 * matching): `search` (names and email), `groups` / `tags` (any of), `scoreMin` / `scoreMax`
 * (0–100, inclusive), `createdFrom` / `createdTo` (`yyyy-MM-dd`, inclusive).
 */
export type PeopleFilters = Schema<"PeopleBulkFilter">;

/** Sort of the people list. */
export interface PeopleSort {
  sortBy: PersonSortKey;
  sortOrder: SortOrder;
}

/** Newest first: the server's order when the table has no sort. */
export const DEFAULT_PEOPLE_SORT: PeopleSort = { sortBy: "createdAt", sortOrder: "desc" };

/** The filters as `listPeople` query values (blank and malformed ones left out). */
export function peopleQuery(filters: PeopleFilters): PeopleFilters {
  const query: PeopleFilters = {};
  const search = filters.search?.trim();
  if (search) query.search = search;
  if (filters.groups?.length) query.groups = filters.groups;
  if (filters.tags?.length) query.tags = filters.tags;
  if (filters.scoreMin !== undefined) query.scoreMin = filters.scoreMin;
  if (filters.scoreMax !== undefined) query.scoreMax = filters.scoreMax;
  if (isDay(filters.createdFrom)) query.createdFrom = filters.createdFrom;
  if (isDay(filters.createdTo)) query.createdTo = filters.createdTo;
  return query;
}

/** A score range as the bar's value: `"51-75"`, `"10-"` (at least 10) or `"-40"` (at most 40). */
const scoreValue = (min: number | undefined, max: number | undefined): string | undefined =>
  min === undefined && max === undefined ? undefined : `${min ?? ""}-${max ?? ""}`;

const scoreBound = (text: string | undefined): number | undefined => {
  if (!text) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : undefined;
};

/** The host's filters as the bar's values (search apart: the list state keeps it). */
export function toFilterValues(filters: PeopleFilters): FilterValues {
  const values: Record<string, FilterValue> = {};
  if (filters.groups?.length) values.groups = filters.groups;
  if (filters.tags?.length) values.tags = filters.tags;
  const score = scoreValue(filters.scoreMin, filters.scoreMax);
  if (score) values.score = score;
  if (filters.createdFrom || filters.createdTo)
    values.added = {
      ...(filters.createdFrom ? { from: filters.createdFrom } : {}),
      ...(filters.createdTo ? { to: filters.createdTo } : {}),
    };
  return values;
}
type FilterValue = NonNullable<FilterValues[string]>;

/** The bar's values and the search as the API's filters. */
export function fromFilterValues(search: string, values: FilterValues): PeopleFilters {
  const filters: PeopleFilters = {};
  if (search.trim()) filters.search = search.trim();
  const strings = (value: unknown) => (Array.isArray(value) ? (value as string[]).filter(Boolean) : []);
  const groups = strings(values.groups);
  if (groups.length) filters.groups = groups;
  const tags = strings(values.tags);
  if (tags.length) filters.tags = tags;
  if (typeof values.score === "string") {
    const [min, max] = values.score.split("-");
    const scoreMin = scoreBound(min);
    const scoreMax = scoreBound(max);
    if (scoreMin !== undefined) filters.scoreMin = scoreMin;
    if (scoreMax !== undefined) filters.scoreMax = scoreMax;
  }
  const added = values.added as { from?: string; to?: string } | undefined;
  if (added && typeof added === "object" && !Array.isArray(added)) {
    if (added.from) filters.createdFrom = added.from;
    if (added.to) filters.createdTo = added.to;
  }
  return peopleQuery(filters);
}

/** Whether any filter or search is set. */
export const hasFilters = (filters: PeopleFilters): boolean => Object.keys(peopleQuery(filters)).length > 0;

/** The table's sort as the API's, newest first when none. */
export function toPeopleSort(sort: ListSort | null): PeopleSort {
  if (!sort) return DEFAULT_PEOPLE_SORT;
  return { sortBy: sort.id as PersonSortKey, sortOrder: sort.desc ? "desc" : "asc" };
}

/**
 * The filters the bar offers: groups and tags from the organisation's own lists, the score by
 * category (a range the URL brought that is no category is offered as itself, so it shows and
 * can be removed), and the day people were added.
 */
export function peopleFilterDefinitions(
  t: TFunction,
  choices: { groups: readonly string[]; tags: readonly string[]; score?: string },
): FilterDefinition[] {
  const categories = scoreRanges.map((range) => ({
    value: `${range.min}-${range.max}`,
    label: t("inventory.people.filters.scoreRange", {
      category: t(`score.category.${range.category}`),
      min: String(range.min),
      max: String(range.max),
    }),
  }));
  const custom =
    choices.score && !categories.some((option) => option.value === choices.score)
      ? [{ value: choices.score, label: choices.score.replace("-", "–") }]
      : [];
  return [
    {
      key: "groups",
      label: t("inventory.people.filters.groups"),
      kind: "options",
      multiple: true,
      options: choices.groups.map((group) => ({ value: group, label: group })),
    },
    {
      key: "tags",
      label: t("inventory.people.filters.tags"),
      kind: "options",
      multiple: true,
      options: choices.tags.map((tag) => ({ value: tag, label: tag })),
    },
    { key: "score", label: t("inventory.people.filters.score"), kind: "options", options: [...categories, ...custom] },
    { key: "added", label: t("inventory.people.filters.added"), kind: "dateRange" },
  ];
}

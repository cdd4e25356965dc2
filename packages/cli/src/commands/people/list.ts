import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import { MAX_PAGE, type PagedResult, pageOrAll } from "../../paging.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type Person = Schema<"Person">;

/** Filters and paging of `bulwark people list`. */
export interface ListPeopleOptions {
  search?: string | undefined;
  groups?: string[] | undefined;
  tags?: string[] | undefined;
  /** People per page, 1–100. */
  limit: number;
  /** The page, from 1. */
  page: number;
  /** Every page, one after another (for scripts); `limit` and `page` are then ignored. */
  all?: boolean | undefined;
}

/** What `bulwark people list` answers: one page (or all), where it starts and the total matching. */
export type PeopleListResult = PagedResult<Person>;

export { MAX_PAGE };

/** A whole number from `min` to `max` given on the command line, or a usage error naming the flag. */
export function parseCount(flag: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/** One page of the active organization's people (or every page with `all`), filtered as asked. */
export async function listPeople(session: Session, options: ListPeopleOptions): Promise<PeopleListResult> {
  const filters = {
    ...(options.search?.trim() ? { search: options.search.trim() } : {}),
    ...(options.groups?.length ? { groups: options.groups } : {}),
    ...(options.tags?.length ? { tags: options.tags } : {}),
  };
  const page = async (skip: number, limit: number) =>
    unwrap(await session.client.GET("/api/v1/inventory/people", { params: { query: { ...filters, skip, limit } } }));
  return pageOrAll(page, options);
}

/** A person's name as shown: "First Last", or "-" when neither is known. */
export const personName = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(" ") || "-";

/** Plain output: `email<TAB>first<TAB>last<TAB>groups<TAB>tags<TAB>score` per person, lists comma-separated. */
export const peopleListLines = (result: PeopleListResult) =>
  result.items.map((p) =>
    [p.email, p.firstName, p.lastName, p.groups.join(","), p.tags.join(","), p.score ?? ""].join("\t"),
  );

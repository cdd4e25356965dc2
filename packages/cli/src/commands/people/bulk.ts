import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** A bulk change: delete, or add tags or groups. */
export type BulkAction = Schema<"PeopleBulkAction">;
/** What the API answers: how many people the target named and how many changed. */
export type BulkResult = Schema<"PeopleBulkResult">;

/** Most ids one call takes (the contract's `PeopleBulkRequest.ids`). */
export const MAX_BULK_IDS = 1000;

/** Who a bulk command acts on, as given on the command line. */
export interface BulkTargetOptions {
  id?: string[] | undefined;
  search?: string | undefined;
  group?: string[] | undefined;
  tag?: string[] | undefined;
  /** Every person of the organization (no filter): asked for explicitly, never by omission. */
  everyone?: boolean | undefined;
}

/** The request's target: explicit ids, or the list's filters. */
export type BulkTarget = { ids: string[] } | { filter: Schema<"PeopleBulkFilter"> };

/**
 * The target the options name, or a usage error: ids and filters do not mix, and acting on
 * everyone takes `--everyone`, so a forgotten filter never deletes the whole organization.
 */
export function bulkTarget(options: BulkTargetOptions): BulkTarget {
  const filter = {
    ...(options.search?.trim() ? { search: options.search.trim() } : {}),
    ...(options.group?.length ? { groups: options.group } : {}),
    ...(options.tag?.length ? { tags: options.tag } : {}),
  };
  const filtered = Object.keys(filter).length > 0;
  const ids = options.id ?? [];
  if (ids.length > 0 && (filtered || options.everyone)) {
    throw new UsageError("Give either --id or filters (--search, --group, --tag, --everyone), not both");
  }
  if (ids.length > MAX_BULK_IDS) throw new UsageError(`At most ${MAX_BULK_IDS} --id values; use a filter for more`);
  if (ids.length > 0) return { ids };
  if (filtered && options.everyone) throw new UsageError("--everyone takes no filter");
  if (!filtered && !options.everyone) {
    throw new UsageError("Name the people: --id, --search, --group or --tag, or --everyone for all of them");
  }
  return { filter };
}

/** How many people `target` names now (for the confirmation of a deletion). */
export async function countTarget(session: Session, target: BulkTarget): Promise<number> {
  if ("ids" in target) return target.ids.length;
  const page = unwrap(
    await session.client.GET("/api/v1/inventory/people", { params: { query: { ...target.filter, limit: 1 } } }),
  );
  return page.total;
}

/** Deletes, tags or groups the people `target` names, in one call (one transaction on the server). */
export async function bulkPeople(
  session: Session,
  action: BulkAction,
  target: BulkTarget,
  labels?: string[],
): Promise<BulkResult> {
  const body = { action, ...target, ...(labels ? { labels } : {}) };
  return unwrap(await session.client.POST("/api/v1/inventory/people/bulk", { body }));
}

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

/** One line saying what changed: "3 people deleted", "2 people tagged vip (1 had it already)". */
export function bulkLine(result: BulkResult, labels: readonly string[] = []): string {
  const done =
    result.action === "delete"
      ? `${people(result.changed)} deleted`
      : `${people(result.changed)} ${result.action === "addTags" ? "tagged" : "added to"} ${labels.join(", ")}`;
  const unchanged = result.matched - result.changed;
  return unchanged > 0 && result.action !== "delete" ? `${done} (${unchanged} had it already)` : done;
}

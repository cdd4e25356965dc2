import type { PeopleCsvItem } from "./people-csv.js";

/**
 * A part of a batch of {@link PeopleCsvItem}s as it crosses from the worker thread that reads the CSV to
 * the main thread that saves it. Copying between threads is the cost to keep low: a batch of
 * 1,100 rows as objects (`{ kind, line, person: { email, ... } }`) took the main thread ~2.4 µs a
 * row to receive, about what reading the row itself costs, against ~0.7 µs as one flat list of
 * values (measured 2026-12-07). The rare items that are not valid rows (the header, rejected
 * rows) go as they are.
 */
export interface EncodedPeopleBatch {
  /**
   * The valid rows, each as `line, email, firstName, lastName, groups.length, ...groups,
   * tags.length, ...tags`.
   */
  rows: (string | number)[];
  /** The other items, with their place in the batch. */
  others: { at: number; item: Exclude<PeopleCsvItem, { kind: "row" }> }[];
  /** How many items the batch holds. */
  count: number;
}

/**
 * Characters of names and addresses one message carries at most (32 KB even as two-byte text):
 * V8 puts what it receives from a message of over 100 KB straight into the old generation (the
 * deserializer's pretenuring threshold), where a million rows' values piled up until a full
 * collection: the main thread's heap reached 241 MB during such an import, against 93 MB when it
 * read the file itself (measured 2026-12-07). Under it they die young, as read rows do.
 */
export const MESSAGE_UNITS = 16 * 1024;

/** The items as messages of at most about {@link MESSAGE_UNITS} characters each, in order. */
export function encodePeopleBatch(items: readonly PeopleCsvItem[], budget = MESSAGE_UNITS): EncodedPeopleBatch[] {
  const parts: EncodedPeopleBatch[] = [];
  let part: EncodedPeopleBatch = { rows: [], others: [], count: 0 };
  let units = 0;
  for (const item of items) {
    if (units >= budget) {
      parts.push(part);
      part = { rows: [], others: [], count: 0 };
      units = 0;
    }
    const at = part.count++;
    if (item.kind !== "row") {
      part.others.push({ at, item });
      units += budget / 8; // rare, and their cells are bounded by the reader: counted roughly
      continue;
    }
    const { email, firstName, lastName, groups, tags } = item.person;
    const rows = part.rows;
    rows.push(item.line, email, firstName, lastName, groups.length);
    units += 8 + email.length + firstName.length + lastName.length;
    for (const group of groups) {
      rows.push(group);
      units += 2 + group.length;
    }
    rows.push(tags.length);
    for (const tag of tags) {
      rows.push(tag);
      units += 2 + tag.length;
    }
  }
  if (part.count > 0) parts.push(part);
  return parts;
}

export function decodePeopleBatch({ rows, others, count }: EncodedPeopleBatch): PeopleCsvItem[] {
  const items: PeopleCsvItem[] = [];
  let next = 0;
  let other = 0;
  for (let at = 0; at < count; at++) {
    if (others[other]?.at === at) {
      items.push((others[other++] as EncodedPeopleBatch["others"][number]).item);
      continue;
    }
    const line = rows[next++] as number;
    const email = rows[next++] as string;
    const firstName = rows[next++] as string;
    const lastName = rows[next++] as string;
    const groups = rows.slice(next + 1, next + 1 + (rows[next] as number)) as string[];
    next += 1 + groups.length;
    const tags = rows.slice(next + 1, next + 1 + (rows[next] as number)) as string[];
    next += 1 + tags.length;
    items.push({ kind: "row", line, person: { email, firstName, lastName, groups, tags } });
  }
  return items;
}

import type { SourceItem } from "../people.writer.js";

/**
 * The items of one chunk of a CSV upload as one flat array, as the reading thread posts them to
 * the thread that saves (see `readCsvImportItemsInThread`). Structured cloning an object per row
 * cost the receiving thread ~2.5 µs a row, as much as reading the row had; a flat array of
 * strings and numbers costs ~0.3 µs (100,000 rows, `bench/people-import.mjs`'s file).
 *
 * A row: `line, email, firstName | null, lastName | null, n, ...groups, m, ...tags`, where a
 * null name or a count of -1 is a column the file does not have. A rejected row: `-line`, then
 * its email, reason and cells as JSON. CSV items only: they never carry an `externalId`.
 */
export type EncodedItems = (string | number | null)[];

export function encodeItems(items: readonly SourceItem[]): EncodedItems {
  const out: EncodedItems = [];
  for (const item of items) {
    if (item.kind === "rejected") {
      out.push(-item.line, JSON.stringify({ email: item.email, reason: item.reason, input: item.input }));
      continue;
    }
    const p = item.person;
    out.push(item.line, p.email, p.firstName ?? null, p.lastName ?? null);
    pushList(out, p.groups);
    pushList(out, p.tags);
  }
  return out;
}

function pushList(out: EncodedItems, list: readonly string[] | undefined) {
  if (list === undefined) {
    out.push(-1);
    return;
  }
  out.push(list.length);
  for (const value of list) out.push(value);
}

export function decodeItems(data: EncodedItems): SourceItem[] {
  const items: SourceItem[] = [];
  let at = 0;
  const list = () => {
    const count = data[at++] as number;
    if (count < 0) return undefined;
    const values = data.slice(at, at + count) as string[];
    at += count;
    return values;
  };
  while (at < data.length) {
    const line = data[at++] as number;
    if (line < 0) {
      const { email, reason, input } = JSON.parse(data[at++] as string) as Omit<
        Extract<SourceItem, { kind: "rejected" }>,
        "kind" | "line"
      >;
      items.push({ kind: "rejected", line: -line, email, reason, input });
      continue;
    }
    const email = data[at++] as string;
    const firstName = (data[at++] as string | null) ?? undefined;
    const lastName = (data[at++] as string | null) ?? undefined;
    const groups = list();
    const tags = list();
    items.push({ kind: "row", line, person: { email, firstName, lastName, groups, tags } });
  }
  return items;
}

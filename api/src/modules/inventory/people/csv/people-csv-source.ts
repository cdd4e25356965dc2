import type { SourceItem } from "../people.writer.js";
import { readPeopleCsvBatches } from "./people-csv.js";

/** A people CSV as a source of {@link SourceItem}s, and the columns it ignores once its header is read. */
export interface PeopleCsvSource {
  items: AsyncIterable<SourceItem | readonly SourceItem[]>;
  /** Names of the columns that are not imported (known once the header has been read). */
  readonly ignored: string[];
}

/**
 * The people of a CSV upload as the writer takes them, a batch per chunk of the upload (a promise
 * per chunk, not per row, on a million-row file). A field whose column the file lacks is left
 * undefined, so the person keeps what they have.
 */
export function peopleCsvItems(upload: AsyncIterable<Buffer | Uint8Array>): PeopleCsvSource {
  const state = { ignored: [] as string[] };
  async function* items(): AsyncGenerator<SourceItem[]> {
    let has = { firstName: false, lastName: false, groups: false, tags: false };
    for await (const batch of readPeopleCsvBatches(upload)) {
      const out: SourceItem[] = [];
      for (const item of batch) {
        if (item.kind === "header") {
          const { columns } = item;
          has = {
            firstName: columns.firstName !== undefined || columns.displayName !== undefined,
            lastName: columns.lastName !== undefined || columns.displayName !== undefined,
            groups: columns.groups.length > 0,
            tags: columns.tags !== undefined,
          };
          state.ignored = item.ignored;
        } else if (item.kind === "rejected") {
          out.push({ kind: "rejected", line: item.line, email: item.email, reason: item.reason, input: item.input });
        } else {
          const p = item.person;
          out.push({
            kind: "row",
            line: item.line,
            person: {
              email: p.email,
              firstName: has.firstName ? p.firstName : undefined,
              lastName: has.lastName ? p.lastName : undefined,
              groups: has.groups ? p.groups : undefined,
              tags: has.tags ? p.tags : undefined,
            },
          });
        }
      }
      yield out;
    }
  }
  return {
    items: items(),
    get ignored() {
      return state.ignored;
    },
  };
}

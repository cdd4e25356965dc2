import type { SourceItem } from "../people.writer.js";
import { readPeopleCsvBatches } from "./people-csv.js";

/** A CSV upload's rows as the people writer takes them, and the columns it ignored (known once read). */
export interface CsvImportItems {
  /** A batch per chunk of the upload: a promise per chunk, not per row, on a million-row file. */
  items: AsyncIterable<SourceItem[]>;
  /** The file's columns that are not imported; complete once `items` has been read. */
  readonly ignored: string[];
  /** Stops the reading early and frees what it holds. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * CSV rows as writer items, read in this thread. Fields of columns the file does not have stay
 * undefined, so importing a list of addresses does not wipe the names, groups and tags people
 * already have.
 */
export function readCsvImportItems(upload: AsyncIterable<Buffer>): CsvImportItems {
  const state = { ignored: [] as string[] };
  async function* items(): AsyncGenerator<SourceItem[]> {
    let has = { firstName: false, lastName: false, groups: false, tags: false };
    let everyColumn = false;
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
          everyColumn = has.firstName && has.lastName && has.groups && has.tags;
          state.ignored = item.ignored;
        } else if (item.kind === "rejected" || everyColumn) {
          // The reader's items are writer items already (a valid person has every field the
          // writer reads): passed on as they are, not copied, unless a column is missing.
          out.push(item);
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
  return csvImportItems(items(), state);
}

/** The {@link CsvImportItems} of a generator whose ignored columns land in `state`; `close` ends the generator, then `onClose`. */
export function csvImportItems(
  generator: AsyncGenerator<SourceItem[]>,
  state: { ignored: string[] },
  onClose?: () => Promise<unknown>,
): CsvImportItems {
  return {
    items: generator,
    get ignored() {
      return state.ignored;
    },
    async close() {
      await generator.return(undefined);
      await onClose?.();
    },
  };
}

import {
  type CsvDelimiter,
  CsvError,
  type CsvReaderOptions,
  readCsvRecordBatches,
} from "../../../../platform/csv/csv-reader.js";
import { mapPeopleHeader, type PeopleColumns, personInputFromRecord } from "./people-columns.js";
import { type PersonInput, type ValidPerson, validateCsvPerson } from "./person-row.js";
import { SeenEmails } from "./seen-emails.js";

/** What {@link readPeopleCsv} yields: the header once, then one item per data row. */
export type PeopleCsvItem =
  | {
      kind: "header";
      /** Line of the header row. */
      line: number;
      delimiter: CsvDelimiter;
      columns: PeopleColumns;
      /** Names of the columns that are not imported. */
      ignored: string[];
    }
  | { kind: "row"; line: number; person: ValidPerson }
  | {
      kind: "rejected";
      line: number;
      /** The row's email cell, trimmed, when it has one. */
      email?: string;
      reason: string;
      /** What the row's cells held, so a preview can show the row the admin has to fix. */
      input: PersonInput;
    };

/**
 * Reads a people CSV (see {@link readCsvRecords} for what files are accepted): yields the header
 * first, then each data row as a valid person or a rejection with the reason. Rows whose cells are
 * all empty (Excel writes `;;;;` for formatted but empty rows) are skipped; a row shorter than the
 * header is padded with empty cells; a longer one is rejected unless the extra cells are empty.
 * An email already on an earlier valid row is rejected as a duplicate (case-insensitively); only
 * valid rows claim an address, so the first valid occurrence is the one saved.
 *
 * A file with a header and no data rows yields only the header. Throws {@link CsvError} when the
 * file is empty, has no email column, or cannot be read as CSV.
 */
export async function* readPeopleCsv(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  options: CsvReaderOptions = {},
): AsyncGenerator<PeopleCsvItem, void, undefined> {
  for await (const batch of readPeopleCsvBatches(source, options)) yield* batch;
}

/**
 * {@link readPeopleCsv}, the items of each chunk of the source together (see
 * `readCsvRecordBatches`): what an import of a large file reads, a promise per chunk rather than
 * per row.
 */
export async function* readPeopleCsvBatches(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  options: CsvReaderOptions = {},
): AsyncGenerator<PeopleCsvItem[], void, undefined> {
  let delimiter: CsvDelimiter = ",";
  const records = readCsvRecordBatches(source, {
    ...options,
    onDelimiter: (found) => {
      delimiter = found;
      options.onDelimiter?.(found);
    },
  });
  let columns: PeopleColumns | undefined;
  let width = 0;
  // Lower-cased address -> line of its first valid row, outside the JS heap (see SeenEmails).
  const seen = new SeenEmails();
  for await (const batch of records) {
    const items: PeopleCsvItem[] = [];
    for (const { line, fields } of batch) {
      if (columns === undefined) {
        const header = mapPeopleHeader(fields, line);
        columns = header.columns;
        width = fields.length;
        items.push({ kind: "header", line, delimiter, columns, ignored: header.ignored });
        continue;
      }
      if (isBlank(fields)) continue;
      const input = personInputFromRecord(columns, fields);
      if (fields.length > width && !isBlank(fields, width)) {
        items.push(rejected(line, input, `Line has ${fields.length} fields, header has ${width}`));
        continue;
      }
      const result = validateCsvPerson(input);
      if (!result.ok) {
        items.push(rejected(line, input, result.reason));
        continue;
      }
      const earlier = seen.claim(result.person.email, line);
      if (earlier !== undefined) {
        items.push(rejected(line, input, `Duplicate email addresses are not allowed (also on line ${earlier})`));
        continue;
      }
      items.push({ kind: "row", line, person: result.person });
    }
    if (items.length > 0) yield items;
  }
  if (columns === undefined) throw new CsvError("the file is empty");
}

function rejected(line: number, input: PersonInput, reason: string): PeopleCsvItem {
  const email = input.email?.trim();
  return email ? { kind: "rejected", line, email, reason, input } : { kind: "rejected", line, reason, input };
}

/** True when every cell from `from` on is empty or spaces. */
function isBlank(fields: readonly string[], from = 0): boolean {
  for (let i = from; i < fields.length; i++) {
    const field = fields[i]!;
    if (field.length > 0 && field.trim() !== "") return false;
  }
  return true;
}

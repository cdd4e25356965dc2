import path from "node:path";
import type { Schema } from "@bulwark/contract";
import { sql, type Transaction } from "kysely";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import { SEARCH_SEPARATOR } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { AppError, type FieldError } from "../../../platform/errors.js";
import type { Platform } from "../../../platform/platform.js";
import type { PersonInput } from "./csv/person-row.js";
import { canonicalLabels, type PersonOrigin, peopleSearch } from "./people.repository.js";
import {
  type ChangedPerson,
  type ExistingPerson,
  type NewPerson,
  NumSet,
  type PeopleStore,
  postgresPeopleStore,
  sqlitePeopleStore,
} from "./people.store.js";
import { type StagedRow, Staging } from "./staging.js";

export type PeopleImportReport = Schema<"PeopleImportReport">;
type PreviewRow = Schema<"PeopleImportPreviewRow">;

/**
 * One person as a source gives them, already checked (`validatePersonRow`): email lower-cased.
 * An absent (undefined) field is one the source does not have; the person keeps theirs.
 */
export interface PersonToSave {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  groups?: string[] | undefined;
  tags?: string[] | undefined;
  /** The directory's id, for people from a sync. */
  externalId?: string | undefined;
}

/** What a source yields: a person to save, or a row it could not use and why. */
export type SourceItem =
  | { kind: "row"; line: number; person: PersonToSave }
  | {
      kind: "rejected";
      line: number;
      email?: string | undefined;
      reason: string;
      /** The row as it came, for the preview (a CSV source gives it). */
      input?: PersonInput | undefined;
    };

/** How {@link PeopleWriter.write} saves. */
export interface WriteOptions {
  /** Where the people come from; every person written gets it. */
  origin: PersonOrigin;
  /** Work everything out, answer with a preview, save nothing. */
  dryRun?: boolean;
  /** Delete the organisation's people who are not in the source. Refused (422) when any row is rejected. */
  deleteNotInList?: boolean;
  /** Delete the people of this origin (a directory) who are not in the source. */
  deleteMissingOf?: PersonOrigin;
  /** Answer 422 "No people to be saved" when the source has no usable row (uploads and batches, not syncs). */
  requirePeople?: boolean;
  /** Columns the source ignored, for the report. */
  ignoredColumns?: () => string[];
  /**
   * The source is in hand (an upload read whole, see `Spool`): read it inside the transaction
   * and save its rows as they come, instead of staging them first. Only for sources that read
   * at the speed of memory or disk: a slow one would hold the write lock meanwhile. A refusal
   * found on the way (a broken line, no people, rejected rows with `deleteNotInList`) rolls back.
   */
  readInTransaction?: boolean;
  /**
   * Runs in the transaction that saves, after the people are written: the activity log, a
   * connection's sync status. Not called on a dry run.
   */
  onSaved?: (trx: Transaction<Database>, report: PeopleImportReport) => Promise<void>;
}

/** Rejections listed in a report, and rows in a preview; the counts cover all. */
export const REPORT_LIMIT = 1000;
/** Rows looked up and written per step. */
const BATCH = 500;
/** How many rejections a refusal lists in `errors`. */
const ERRORS_LIMIT = 100;
export const DUPLICATE_EMAIL = "Duplicate email addresses are not allowed";
export const NO_PEOPLE = "No people to be saved";

function isBatch(next: SourceItem | readonly SourceItem[]): next is readonly SourceItem[] {
  return Array.isArray(next);
}

/** Thrown inside the transaction of a dry run so that everything it wrote is rolled back. */
class DryRunDone extends Error {}

/**
 * The one path by which people are created and updated in bulk: JSON batches, CSV imports and
 * directory syncs. People are matched by lower-cased email; a row is created, updated, or left
 * unchanged when every field (names, groups, tags, origin) is equal.
 *
 * Two phases, so that reading a slow upload or a directory never holds the database's write
 * lock: the source is read into a {@link Staging} (memory, or a temporary file for large
 * imports), then everything is written in one transaction: lookups by email, inserts and
 * updates through a {@link PeopleStore}, deletions, and `onSaved`. A CSV upload is read whole
 * first as bytes (a `Spool`, see `PeopleService.importCsv`) and its rows read and checked in the
 * transaction (`readInTransaction`), which spares encoding and decoding every row. Any error in
 * either phase (an unreadable line, a client that goes away, a failing statement) saves nothing.
 */
export class PeopleWriter {
  constructor(
    private readonly platform: Platform,
    readonly tenantId: string,
  ) {}

  /**
   * Reads `source` into staging, then saves it all in one transaction. A source yields its items
   * one at a time or a batch at a time (the rows of one chunk of a file), which spares a promise
   * per row on large files. With `readInTransaction` (a source already in hand, see
   * {@link WriteOptions.readInTransaction}) the rows are read and saved together instead.
   */
  async write(
    source: AsyncIterable<SourceItem | readonly SourceItem[]>,
    options: WriteOptions,
  ): Promise<PeopleImportReport> {
    const dryRun = options.dryRun ?? false;
    const report: PeopleImportReport = {
      dryRun,
      rows: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: [],
      rejectedCount: 0,
      ignoredColumns: [],
      ...(dryRun ? { preview: [] } : {}),
    };
    const preview = new Map<number, PreviewRow>();
    // People a directory still lists but whose row was rejected must not be deleted as missing.
    const rejectedEmails: string[] = [];
    let accepted = 0;
    /** The source's rows to save, a chunk at a time; rejected items are reported on the way. */
    async function* rowsOf(): AsyncGenerator<StagedRow[], void, undefined> {
      for await (const next of source) {
        const rows: StagedRow[] = [];
        for (const item of isBatch(next) ? next : [next]) {
          const seq = report.rows++;
          if (item.kind === "rejected") {
            reject(report, item.line, item.email ?? null, item.reason);
            if (dryRun && seq < REPORT_LIMIT)
              preview.set(seq, rejectedPreview(item.line, item.email ?? "", item.reason, undefined, item.input));
            if (options.deleteMissingOf && item.email) rejectedEmails.push(item.email.toLowerCase());
            continue;
          }
          const p = item.person;
          rows.push([
            seq,
            item.line,
            p.email,
            p.firstName ?? null,
            p.lastName ?? null,
            p.groups ?? null,
            p.tags ?? null,
            p.externalId ?? null,
          ]);
        }
        accepted += rows.length;
        if (rows.length > 0) yield rows;
      }
    }
    /** Refusals that depend on every row: before the transaction when staged, in it otherwise (rolled back). */
    const checkRows = () => {
      report.ignoredColumns = options.ignoredColumns?.() ?? [];
      if (options.requirePeople && (report.rows === 0 || (accepted === 0 && !dryRun))) {
        throw noPeopleToSave(report);
      }
      if (options.deleteNotInList && report.rejectedCount > 0) throw deletionRefused(report);
    };
    const save = (batches: AsyncIterable<StagedRow[]>) =>
      this.save(batches, options, { report, preview, rejectedEmails, checkRows, accepted: () => accepted });

    if (options.readInTransaction) {
      await save(inBatches(rowsOf(), BATCH));
    } else {
      const staging = new Staging(path.join(this.platform.config.dataDir, "tmp"));
      try {
        for await (const rows of rowsOf()) for (const row of rows) staging.push(row);
        checkRows();
        await save(staging.batches(BATCH));
      } finally {
        staging.dispose();
      }
    }
    if (report.preview) report.preview = [...preview.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
    return report;
  }

  /** Saves the rows in one transaction: creates and updates, the refusals, deletions, `onSaved`. */
  private async save(
    batches: AsyncIterable<StagedRow[]>,
    options: WriteOptions,
    state: {
      report: PeopleImportReport;
      preview: Map<number, PreviewRow>;
      rejectedEmails: string[];
      checkRows: () => void;
      accepted: () => number;
    },
  ): Promise<void> {
    const { report, preview, rejectedEmails } = state;
    const dryRun = options.dryRun ?? false;
    const restoreCheckpoints = deferCheckpoints(this.platform);
    try {
      await this.platform.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const store =
          this.platform.dialect === "sqlite" && this.platform.sqlite
            ? sqlitePeopleStore(this.platform.sqlite, this.tenantId, options.origin, now)
            : postgresPeopleStore(trx, this.tenantId, options.origin, now);
        await store.begin();
        const seen = new NumSet();
        const texts: RowTexts = { json: labelsJson(), search: searchTexts() };
        let steps = 0;
        for await (const batch of batches) {
          await saveBatch(store, batch, options.origin, seen, report, dryRun ? preview : undefined, texts);
          // On SQLite each batch runs synchronously; let other work (not other queries: Kysely
          // holds the connection) have the event loop now and then.
          if (++steps % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        // Duplicates are found while saving, so the refusals are checked again now.
        state.checkRows();
        if (options.deleteNotInList) {
          report.deleted = await store.deleteAllBut(seen);
        } else if (options.deleteMissingOf && state.accepted() > 0) {
          // An empty directory answer is more likely a wrong setting than an empty company:
          // it deletes nobody.
          for (const person of (await store.find(rejectedEmails)).values()) seen.add(person.num);
          report.deleted = await store.deleteAllBut(seen, options.deleteMissingOf);
        }
        await store.finish();
        if (dryRun) throw new DryRunDone();
        await options.onSaved?.(trx, report);
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    } finally {
      restoreCheckpoints();
    }
  }
}

/** Rows regrouped `size` at a time. */
async function* inBatches(
  chunks: AsyncIterable<StagedRow[]>,
  size: number,
): AsyncGenerator<StagedRow[], void, undefined> {
  let batch: StagedRow[] = [];
  for await (const rows of chunks) {
    for (const row of rows) {
      batch.push(row);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * SQLite copies the write-ahead log into the database file (a checkpoint) at the first commit
 * that finds the log over 1,000 pages, in that commit. An import's commit would always be the
 * one, adding a second write of everything to the answer's time; instead the checkpoint runs
 * right after the answer has gone out, through Kysely so that it waits for any transaction
 * under way, after the people search index has caught up with the import and merged its segments. Answers the
 * function that schedules it (PostgreSQL: nothing to do).
 */
function deferCheckpoints(platform: Platform): () => void {
  const sqlite = platform.sqlite;
  if (platform.dialect !== "sqlite" || !sqlite) return () => {};
  // Imports may overlap: the setting is put back when the last of them is done.
  let deferral = deferrals.get(sqlite);
  if (!deferral) {
    deferral = { imports: 0, pages: sqlite.pragma("wal_autocheckpoint", { simple: true }) as number };
    deferrals.set(sqlite, deferral);
    sqlite.pragma("wal_autocheckpoint = 0");
  }
  deferral.imports++;
  const current = deferral;
  return () => {
    setImmediate(() => {
      // The people the import left out of the search index are indexed and its new segments
      // merged first (see TextSearch.catchUp), so the checkpoint copies the merged pages once.
      peopleSearch
        .catchUp(platform.db, platform.dialect)
        .then(() => sql`pragma wal_checkpoint(passive)`.execute(platform.db))
        .catch((error: unknown) => {
          if (sqlite.open) platform.logger.error("checkpoint failed", { error: String(error) });
        })
        .finally(() => {
          if (--current.imports > 0) return;
          deferrals.delete(sqlite);
          // The database may have been closed meanwhile (a server shutting down).
          if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${current.pages}`);
        });
    });
  };
}

const deferrals = new WeakMap<NonNullable<Platform["sqlite"]>, { imports: number; pages: number }>();

/** Decides and writes one batch: created, updated, unchanged, or a duplicate of an earlier row. */
async function saveBatch(
  store: PeopleStore,
  batch: readonly StagedRow[],
  origin: PersonOrigin,
  seen: NumSet,
  report: PeopleImportReport,
  preview: Map<number, PreviewRow> | undefined,
  texts: RowTexts,
) {
  const found = await store.find(batch.map((row) => row[2]));
  const inBatch = new Set<string>();
  const creates: NewPerson[] = [];
  const createdRows: StagedRow[] = [];
  const updates: ChangedPerson[] = [];
  for (const row of batch) {
    const [seq, line, email, firstName, lastName, groups, tags, externalId] = row;
    const existing = found.get(email);
    if (inBatch.has(email) || (existing && seen.has(existing.num))) {
      reject(report, line, email, DUPLICATE_EMAIL);
      if (preview && seq < REPORT_LIMIT) preview.set(seq, rejectedPreview(line, email, DUPLICATE_EMAIL, row));
      continue;
    }
    inBatch.add(email);
    if (!existing) {
      const person = newPerson(email, firstName ?? "", lastName ?? "", groups ?? [], tags ?? [], externalId, texts);
      creates.push(person);
      createdRows.push(row);
      report.created++;
      if (preview && seq < REPORT_LIMIT) preview.set(seq, savedPreview(line, person, "create"));
      continue;
    }
    seen.add(existing.num);
    const next = merged(existing, firstName, lastName, groups, tags, externalId, texts.json);
    const labelsChanged = next.groupsJson !== existing.groups || next.tagsJson !== existing.tags;
    const same =
      !labelsChanged &&
      next.firstName === existing.firstName &&
      next.lastName === existing.lastName &&
      next.externalId === existing.externalId &&
      origin === existing.origin;
    if (same) report.unchanged++;
    else {
      updates.push({
        ...next,
        num: existing.num,
        search: texts.search(next.firstName, next.lastName, email),
        searchChanged: next.firstName !== existing.firstName || next.lastName !== existing.lastName,
        before: labelsChanged ? { groups: existing.groups, tags: existing.tags } : undefined,
      });
      report.updated++;
    }
    if (preview && seq < REPORT_LIMIT) {
      preview.set(seq, savedPreview(line, { email, ...next }, same ? "unchanged" : "update"));
    }
  }
  const nums = await store.insert(creates);
  nums.forEach((num, i) => {
    if (num !== null) {
      seen.add(num);
      return;
    }
    // The store found the address taken by an earlier row of this import.
    const row = createdRows[i] as StagedRow;
    const [seq, line, email] = row;
    report.created--;
    reject(report, line, email, DUPLICATE_EMAIL);
    if (preview && seq < REPORT_LIMIT) preview.set(seq, rejectedPreview(line, email, DUPLICATE_EMAIL, row));
  });
  await store.update(updates);
}

function newPerson(
  email: string,
  firstName: string,
  lastName: string,
  groups: string[],
  tags: string[],
  externalId: string | null,
  { json, search }: RowTexts,
): NewPerson {
  const sortedGroups = canonicalLabels(groups);
  const sortedTags = canonicalLabels(tags);
  return {
    id: uuidv7(),
    email,
    firstName,
    lastName,
    groups: sortedGroups,
    tags: sortedTags,
    groupsJson: json(sortedGroups),
    tagsJson: json(sortedTags),
    externalId,
    search: search(firstName, lastName, email),
  };
}

/** The texts an import writes for each row, made by helpers that remember what repeats (one set per import). */
interface RowTexts {
  json: (labels: readonly string[]) => string;
  search: (firstName: string, lastName: string, email: string) => string;
}

/**
 * `searchText` for one import, with each name lower-cased once (see {@link remembered}): first and
 * last names repeat across a file, and lower-casing non-ASCII ones ("Petrović") every time was
 * ~25 ms of a 100,000-row import. The email is lower-case already (every source checks and
 * lower-cases it). The same text as `searchText`: a name is lower-cased alone, and the separator
 * between them is neither a letter nor case-ignorable, so no letter's lower case (a final sigma)
 * depends on the next field; a property test checks it.
 */
export function searchTexts(): (firstName: string, lastName: string, email: string) => string {
  const lower = remembered((name) => name.toLowerCase());
  return (firstName, lastName, email) =>
    `${lower(firstName)}${SEARCH_SEPARATOR}${lower(lastName)}${SEARCH_SEPARATOR}${email}`;
}

/**
 * The JSON of a person's labels as stored, for one import. Most rows carry one label among a few
 * names (a department, a tag): the JSON of each such name is written once (see {@link remembered}),
 * not again for every row: `JSON.stringify` took ~40 ms of CPU per 100,000 rows.
 */
function labelsJson(): (labels: readonly string[]) => string {
  const one = remembered((label) => JSON.stringify([label]));
  return (labels) => {
    if (labels.length === 0) return "[]";
    if (labels.length > 1) return JSON.stringify(labels);
    return one(labels[0] as string);
  };
}

/**
 * `make`, remembering its answer for each text it has seen, up to 10,000 of them (an import's
 * names repeat; a file of all-different ones stops adding rather than grow without bound).
 */
function remembered(make: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let answer = known.get(text);
    if (answer === undefined) {
      answer = make(text);
      if (known.size < 10_000) known.set(text, answer);
    }
    return answer;
  };
}

/** The person after a row: the row's fields where it has them, the stored ones elsewhere. */
function merged(
  existing: ExistingPerson,
  firstName: string | null,
  lastName: string | null,
  groups: string[] | null,
  tags: string[] | null,
  externalId: string | null,
  json: (labels: readonly string[]) => string,
) {
  const sortedGroups = groups ? canonicalLabels(groups) : (JSON.parse(existing.groups) as string[]);
  const sortedTags = tags ? canonicalLabels(tags) : (JSON.parse(existing.tags) as string[]);
  return {
    firstName: firstName ?? existing.firstName,
    lastName: lastName ?? existing.lastName,
    groups: sortedGroups,
    tags: sortedTags,
    groupsJson: groups ? json(sortedGroups) : existing.groups,
    tagsJson: tags ? json(sortedTags) : existing.tags,
    externalId: externalId ?? existing.externalId,
  };
}

function reject(report: PeopleImportReport, line: number, email: string | null, reason: string) {
  report.rejectedCount++;
  if (report.rejected.length < REPORT_LIMIT) report.rejected.push({ line, email, reason });
}

/** A rejected row in the preview, with what is known of it (a duplicate's fields; nothing of an invalid row). */
function rejectedPreview(
  line: number,
  email: string,
  problem: string,
  row?: StagedRow,
  input?: PersonInput,
): PreviewRow {
  // A rejected cell can be anything (a 60 KB name is a reason for rejection): the preview shows
  // a bounded piece of it.
  const cut = (value: string | undefined) => (value ?? "").trim().slice(0, 200);
  return {
    line,
    firstName: row?.[3] ?? cut(input?.firstName),
    lastName: row?.[4] ?? cut(input?.lastName),
    email,
    groups: row?.[5] ?? (input?.groups ?? []).slice(0, 50).map(cut),
    tags: row?.[6] ?? (input?.tags ?? []).slice(0, 50).map(cut),
    action: "reject",
    problem,
  };
}

function savedPreview(
  line: number,
  person: { email: string; firstName: string; lastName: string; groups: string[]; tags: string[] },
  action: "create" | "update" | "unchanged",
): PreviewRow {
  const { email, firstName, lastName, groups, tags } = person;
  return { line, firstName, lastName, email, groups, tags, action, problem: null };
}

/** The first rejections, as the `errors` of a 422. */
function rejectionErrors(report: PeopleImportReport): FieldError[] {
  return report.rejected.slice(0, ERRORS_LIMIT).map((r) => ({ path: `line ${r.line}`, message: r.reason }));
}

/** 422 "No people to be saved": nothing to save, or every row rejected (their reasons in `errors`). */
function noPeopleToSave(report: PeopleImportReport): AppError {
  return new AppError(422, "ValidationFailed", NO_PEOPLE, rejectionErrors(report));
}

/** 422 when deleting everyone not in the list was asked for and some row was rejected. */
function deletionRefused(report: PeopleImportReport): AppError {
  const rows = report.rejectedCount === 1 ? "1 row was" : `${report.rejectedCount} rows were`;
  return new AppError(
    422,
    "ValidationFailed",
    `Nothing was saved: ${rows} rejected, and people not in the list are deleted only when every row is valid`,
    rejectionErrors(report),
  );
}

import path from "node:path";
import type { Schema } from "@bulwark/contract";
import { allowsInMembership, createScope } from "../../../platform/access/scope.js";
import { CsvError } from "../../../platform/csv/csv-reader.js";
import { nowIso } from "../../../platform/db/database.js";
import { isUniqueViolation } from "../../../platform/db/unique-violation.js";
import { AppError, conflict, notFound, validationFailed } from "../../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { recordActivity } from "../../activity-logs/activity-log.writer.js";
import { publish } from "../../domain-events.js";
import { tenantsOfUser } from "../../organizations/tenants.repository.js";
import type { PeopleCsvItem } from "./csv/people-csv.js";
import { preparePeopleCsvThread, readSpooledPeopleCsv } from "./csv/people-csv-thread.js";
import { type PersonInput, validatePersonRow } from "./csv/person-row.js";
import { requirements } from "./people.access.js";
import {
  type OverviewCounts,
  type PeopleFilters,
  PeopleRepository,
  type PeopleSort,
  type Person,
  peopleOverview,
  scoreCategory,
} from "./people.repository.js";
import { lockPeople } from "./people.store.js";
import { DUPLICATE_EMAIL, type PeopleImportReport, PeopleWriter, type SourceItem } from "./people.writer.js";
import { Spool } from "./staging.js";

type ListQuery = PeopleFilters & PeopleSort & { skip?: number; limit?: number };
type Overview = Schema<"PeopleTenantOverview">;

/**
 * The people inventory of the active organisation: the list and its pickers, one person, edits
 * and deletion, JSON batches and CSV imports (both through {@link PeopleWriter}), and the score
 * overviews. Every call needs the organisation's `inventory` feature; reads need ReadInventory,
 * writes CrudInventory.
 */
export class PeopleService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new PeopleRepository(db, tenantId, platform.dialect));
  }

  async list(ctx: RequestContext, query: ListQuery): Promise<Schema<"PersonList">> {
    const { repositories: people } = await this.scope(ctx, requirements.read);
    const { skip = 0, limit = 20, sortBy, sortOrder, ...filters } = query;
    return people.list(filters, { sortBy, sortOrder }, skip, limit);
  }

  async get(ctx: RequestContext, personId: string): Promise<Person> {
    const { repositories: people } = await this.scope(ctx, requirements.read);
    const person = await people.get(personId);
    if (!person) throw notFound("Person");
    return person;
  }

  async tags(ctx: RequestContext): Promise<Schema<"StringList">> {
    const { repositories: people } = await this.scope(ctx, requirements.read);
    return { items: await people.labels("tag") };
  }

  async groups(ctx: RequestContext): Promise<Schema<"StringList">> {
    const { repositories: people } = await this.scope(ctx, requirements.read);
    return { items: await people.labels("group") };
  }

  /**
   * Edits a person; fields the body leaves out keep their value. The person becomes `manual`.
   * Another person with the address answers 409 "Duplicate email addresses are not allowed".
   */
  async update(ctx: RequestContext, personId: string, body: Schema<"PersonInput">): Promise<Person> {
    const scope = await this.scope(ctx, requirements.write);
    const { tenantId } = scope;
    const current = await scope.repositories.get(personId);
    if (!current) throw notFound("Person");
    const checked = validatePersonRow({
      email: body.email,
      firstName: body.firstName ?? current.firstName,
      lastName: body.lastName ?? current.lastName,
      groups: body.groups ?? current.groups,
      tags: body.tags ?? current.tags,
    });
    if (!checked.ok)
      throw new AppError(422, "ValidationFailed", checked.reason, [{ path: "body", message: checked.reason }]);
    const fields = checked.person;
    try {
      return await this.platform.db.transaction().execute(async (trx) => {
        if (this.platform.dialect === "postgres") await lockPeople(trx, tenantId);
        const people = scope.within(trx);
        const holder = await people.findByEmail(fields.email);
        if (holder && holder.id !== personId) throw conflict(DUPLICATE_EMAIL);
        const saved = await people.update(personId, fields, nowIso());
        if (!saved) throw notFound("Person");
        await recordActivity(trx, ctx, {
          tenantId,
          eventName: "PersonUpdated",
          eventGroup: "TenantManagement",
          description: "Person updated",
          data: { personId },
        });
        return saved;
      });
    } catch (error) {
      // Another request took the address between the check and the write.
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
  }

  async delete(ctx: RequestContext, personId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.write);
    const { tenantId } = scope;
    await this.platform.db.transaction().execute(async (trx) => {
      const deleted = await scope.within(trx).delete(personId);
      if (!deleted) throw notFound("Person");
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "PersonDeleted",
        eventGroup: "TenantManagement",
        description: "Person deleted",
        data: { personId },
      });
    });
  }

  /**
   * Deletes, tags or groups the people `ids` names (a selection) or everyone matching `filter`,
   * in one transaction, and publishes `PeopleBulkChanged`. Ids the organisation does not have are
   * counted as matched nothing, never an error: a selection that went stale still acts on the rest.
   */
  async bulk(ctx: RequestContext, body: Schema<"PeopleBulkRequest">): Promise<Schema<"PeopleBulkResult">> {
    const scope = await this.scope(ctx, requirements.bulk);
    const { tenantId } = scope;
    const { action } = body;
    const problems: { path: string; message: string }[] = [];
    if ((body.ids === undefined) === (body.filter === undefined))
      problems.push({ path: "body", message: "Give either ids or filter" });
    const labels = uniqueLabels(body.labels ?? []);
    if (action === "delete" && body.labels !== undefined)
      problems.push({ path: "body.labels", message: "Labels are not taken when deleting" });
    if (action !== "delete" && labels.length === 0)
      problems.push({ path: "body.labels", message: `Name at least one ${action === "addTags" ? "tag" : "group"}` });
    const { scoreMin, scoreMax, createdFrom, createdTo } = body.filter ?? {};
    if (scoreMin !== undefined && scoreMax !== undefined && scoreMin > scoreMax)
      problems.push({ path: "body.filter.scoreMax", message: "The highest score must not be below the lowest" });
    if (createdFrom && createdTo && createdFrom > createdTo)
      problems.push({ path: "body.filter.createdTo", message: "The last day must not be before the first" });
    if (problems.length > 0) throw validationFailed(problems);

    const target = body.ids ? { ids: body.ids } : { filters: body.filter ?? {} };
    return this.platform.db.transaction().execute(async (trx) => {
      if (this.platform.dialect === "postgres") await lockPeople(trx, tenantId);
      const people = scope.within(trx);
      const now = nowIso();
      let matched = 0;
      let changed = 0;
      for await (const page of people.bulkTargets(target)) {
        matched += page.length;
        changed +=
          action === "delete"
            ? await people.deleteMany(page)
            : await people.addLabelsMany(action === "addTags" ? "tag" : "group", page, labels, now);
      }
      await publish(this.platform, trx, tenantId, ctx, {
        type: "PeopleBulkChanged",
        data: { action, matched, changed, labels },
      });
      return { action, matched, changed };
    });
  }

  /**
   * Creates or updates people from a JSON list (rows checked one by one), optionally deleting
   * everyone else. A field a row leaves out keeps the person's current value.
   */
  async saveBatch(
    ctx: RequestContext,
    body: Schema<"PeopleBatchRequest">,
    query: { deleteNotInList?: boolean },
  ): Promise<PeopleImportReport> {
    const { tenantId } = await this.scope(ctx, requirements.write);
    const deleteNotInList = query.deleteNotInList ?? false;
    return new PeopleWriter(this.platform, tenantId).write(batchRows(body.people), {
      origin: "manual",
      deleteNotInList,
      requirePeople: true,
      onSaved: (trx, report) =>
        publish(this.platform, trx, tenantId, ctx, {
          type: "PeopleImported",
          data: { source: "api", ...counts(report), deleteNotInList },
        }),
    });
  }

  /**
   * Imports a CSV upload as it streams in. Rows with problems are reported; a file that cannot be
   * read answers 422 "Your uploaded Csv file is not valid: <reason>" and saves nothing.
   */
  async importCsv(
    ctx: RequestContext,
    upload: AsyncIterable<Buffer>,
    query: { deleteNotInList?: boolean; dryRun?: boolean },
  ): Promise<PeopleImportReport> {
    const { tenantId } = await this.scope(ctx, requirements.write);
    const deleteNotInList = query.deleteNotInList ?? false;
    // The upload is read whole first (a slow client holds nothing meanwhile), then its rows are
    // read, checked and saved in one pass in the transaction: cheaper than staging every row. A
    // large file's rows are read and checked in a worker thread while the rows before are saved;
    // the thread starts now, while the upload comes.
    const spool = new Spool(path.join(this.platform.config.dataDir, "tmp"));
    preparePeopleCsvThread();
    try {
      await spool.fill(upload);
      const csv = csvRows(readSpooledPeopleCsv(spool));
      return await new PeopleWriter(this.platform, tenantId).write(csv.items, {
        origin: "csv",
        dryRun: query.dryRun ?? false,
        deleteNotInList,
        requirePeople: true,
        readInTransaction: true,
        ignoredColumns: () => csv.ignored,
        onSaved: (trx, report) =>
          publish(this.platform, trx, tenantId, ctx, {
            type: "PeopleImported",
            data: { source: "csv", ...counts(report), deleteNotInList },
          }),
      });
    } catch (error) {
      if (error instanceof CsvError) {
        throw new AppError(422, "CsvNotValid", `Your uploaded Csv file is not valid: ${error.message}`, [
          { path: error.line === undefined ? "body" : `line ${error.line}`, message: error.reason },
        ]);
      }
      throw error;
    } finally {
      spool.dispose();
    }
  }

  /**
   * People count and scores of each organisation the caller belongs to that has the inventory
   * feature and lets them read people; an embed token sees only its own organisation.
   */
  async tenantsOverview(ctx: RequestContext): Promise<Schema<"PeopleTenantOverviewList">> {
    const principal = requirePrincipal(ctx);
    const memberships = (await tenantsOfUser(this.platform.db, principal.userId)).filter(({ row, roles }) =>
      allowsInMembership(
        principal,
        { tenantId: row.id, roles, features: JSON.parse(row.features) as string[] },
        requirements.read,
      ),
    );
    const counts = await peopleOverview(
      this.platform.db,
      memberships.map(({ row }) => row.id),
    );
    const items = memberships.map(({ row }) => overview(row.id, row.name, counts.get(row.id)));
    return { items, total: items.length };
  }

  async tenantOverview(ctx: RequestContext, tenantId: string): Promise<Overview> {
    await this.scope(ctx, requirements.read, { tenantId });
    const [tenant, counts] = await Promise.all([
      this.platform.db.selectFrom("tenants").select("name").where("id", "=", tenantId).executeTakeFirstOrThrow(),
      peopleOverview(this.platform.db, [tenantId]),
    ]);
    return overview(tenantId, tenant.name, counts.get(tenantId));
  }
}

function overview(tenantId: string, tenantName: string, counts: OverviewCounts | undefined): Overview {
  const averageScore = counts?.averageScore ?? null;
  return {
    tenantId,
    tenantName,
    peopleCount: counts?.peopleCount ?? 0,
    averageScore,
    scoreCategory: scoreCategory(averageScore),
    categories: counts?.categories ?? { VeryLow: 0, Low: 0, Medium: 0, High: 0, VeryHigh: 0 },
  };
}

/** Trimmed, in NFC, each name once (compared case-insensitively, as a person's own labels are). */
function uniqueLabels(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const trimmed = name.trim().normalize("NFC");
    const key = trimmed.toLowerCase();
    if (trimmed === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

/** JSON batch rows as writer items: each checked, its position (from 1) as its line. */
async function* batchRows(rows: readonly Record<string, unknown>[]): AsyncGenerator<SourceItem> {
  for (const [index, row] of rows.entries()) {
    const line = index + 1;
    const checked = validatePersonRow(row as PersonInput);
    if (!checked.ok) {
      const email = typeof row.email === "string" ? row.email.trim() : undefined;
      yield { kind: "rejected", line, email, reason: checked.reason };
      continue;
    }
    const p = checked.person;
    yield {
      kind: "row",
      line,
      person: {
        email: p.email,
        firstName: "firstName" in row ? p.firstName : undefined,
        lastName: "lastName" in row ? p.lastName : undefined,
        groups: "groups" in row ? p.groups : undefined,
        tags: "tags" in row ? p.tags : undefined,
      },
    };
  }
}

/**
 * CSV rows as writer items. Fields of columns the file does not have stay undefined, so
 * importing a list of addresses does not wipe the names, groups and tags people already have.
 */
function csvRows(batches: AsyncIterable<PeopleCsvItem[]>) {
  const state = { ignored: [] as string[] };
  // A batch per chunk of the upload: a promise per chunk, not per row, on a million-row file.
  async function* items(): AsyncGenerator<SourceItem[]> {
    let has = { firstName: false, lastName: false, groups: false, tags: false };
    let everyColumn = false;
    for await (const batch of batches) {
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
  return {
    items: items(),
    get ignored() {
      return state.ignored;
    },
  };
}

/** The counts of a report, for the activity log (never the people themselves). */
export function counts(report: PeopleImportReport) {
  const { rows, created, updated, unchanged, deleted, rejectedCount } = report;
  return { rows, created, updated, unchanged, deleted, rejected: rejectedCount };
}

/** "<what>: 3 created, 1 updated, 0 unchanged, 0 deleted, 2 rejected". */
export function describe(what: string, report: PeopleImportReport): string {
  const c = counts(report);
  return `${what}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.deleted} deleted, ${c.rejected} rejected`;
}

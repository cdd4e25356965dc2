import type { Schema } from "@bulwark/contract";
import { type ExpressionBuilder, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import type { Database, PeopleTable } from "../../../platform/db/schema.js";
import { searchableText, type TextMatch, TextSearch } from "../../../platform/db/text-search.js";

type Executor = Db | Transaction<Database>;
export type Person = Schema<"Person">;
export type PersonOrigin = Schema<"PersonOrigin">;
export type ScoreCategory = Schema<"ScoreCategory">;
export type PersonSortKey = Schema<"PersonSortKey">;

/**
 * The filters of the people list, also taken by exports. They combine with AND; `groups` and
 * `tags` match people with any of the given names.
 */
export interface PeopleFilters {
  /** Case-insensitive substring of the first name, last name or email. */
  search?: string | undefined;
  groups?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  /** Lowest score, inclusive; people without a score never match a score filter. */
  scoreMin?: number | undefined;
  /** Highest score, inclusive. */
  scoreMax?: number | undefined;
  /** Added on or after this UTC day (yyyy-MM-dd). */
  createdFrom?: string | undefined;
  /** Added on or before this UTC day (yyyy-MM-dd). */
  createdTo?: string | undefined;
}

/** The order of the people list: newest first unless a key is given (then ascending unless `desc`). */
export interface PeopleSort {
  sortBy?: PersonSortKey | undefined;
  sortOrder?: "asc" | "desc" | undefined;
}

/** A person's editable fields, normalised (email lower-cased, labels trimmed). */
export interface PersonFields {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  tags: string[];
}

const columns = [
  "num",
  "id",
  "email",
  "first_name",
  "last_name",
  "groups",
  "tags",
  "score",
  "origin",
  "created_at",
  "updated_at",
] as const;
type PersonRow = Pick<PeopleTable, Exclude<(typeof columns)[number], "num">> & { num: number };

/** The people list's text search over `search` (names and email); see {@link TextSearch}. */
export const peopleSearch = new TextSearch({
  table: "people",
  key: "num",
  scope: "tenant_id",
  text: "search",
  index: "people_search",
});

/** Rows an export reads per query. */
const ITERATE_PAGE = 1000;

/**
 * The people of one organisation: the list with its filters, one person, edits, deletion, the
 * tag and group pickers and the score overview. Built with the tenant id bound, so no query here
 * reaches another organisation's people. Creating people in bulk is {@link PeopleWriter}'s job.
 */
export class PeopleRepository {
  constructor(
    private readonly db: Executor,
    readonly tenantId: string,
    private readonly dialect: Dialect,
  ) {}

  /** One page of people matching `filters`, in `sort` order, and how many match in all. */
  async list(
    filters: PeopleFilters,
    sort: PeopleSort,
    skip: number,
    limit: number,
  ): Promise<{ items: Person[]; total: number }> {
    const match = await this.match(filters);
    const indexed = match?.indexed;
    if (indexed && onlySearch(filters) && (sort.sortBy ?? "createdAt") === "createdAt") {
      // The index counts and pages by itself; only the page's people are read.
      const direction = sort.sortOrder ?? "desc";
      const [total, rows] = await Promise.all([
        indexed.count(),
        this.scoped()
          .select(columns)
          .where(indexed.page(direction, skip, limit))
          .orderBy("num", direction)
          .execute(),
      ]);
      return { items: rows.map(toPerson), total };
    }
    const [rows, count] = await Promise.all([
      this.ordered(this.filtered(filters, match).select(columns), sort).offset(skip).limit(limit).execute(),
      this.filtered(filters, match)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toPerson), total: Number(count.total) };
  }

  /**
   * Every person matching `filters`, a page of 1,000 at a time by keyset (insertion order), so an
   * export of a million people never holds more than one page and never rereads skipped rows.
   */
  async *iterate(filters: PeopleFilters): AsyncGenerator<Person, void, undefined> {
    const match = await this.match(filters);
    let after = 0;
    for (;;) {
      const rows = await this.filtered(filters, match)
        .select(columns)
        .where("num", ">", after)
        .orderBy("num")
        .limit(ITERATE_PAGE)
        .execute();
      for (const row of rows) yield toPerson(row);
      if (rows.length < ITERATE_PAGE) return;
      after = Number(rows[rows.length - 1]?.num);
    }
  }

  async get(id: string): Promise<Person | undefined> {
    const row = await this.scoped().select(columns).where("id", "=", id).executeTakeFirst();
    return row ? toPerson(row) : undefined;
  }

  /** The person with `email` (lower-cased), if any. */
  async findByEmail(email: string): Promise<{ id: string } | undefined> {
    return this.scoped().select("id").where("email", "=", email).executeTakeFirst();
  }

  /**
   * Replaces a person's fields and labels; they become `manual`, as someone edited them here.
   * Answers undefined when the person is not this organisation's. Call it in a transaction.
   */
  async update(id: string, fields: PersonFields, now: string): Promise<Person | undefined> {
    const row = await this.scoped().select(["num", "groups", "tags"]).where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const groups = canonicalLabels(fields.groups);
    const tags = canonicalLabels(fields.tags);
    await this.db
      .updateTable("people")
      .set({
        email: fields.email,
        first_name: fields.firstName,
        last_name: fields.lastName,
        groups: JSON.stringify(groups),
        tags: JSON.stringify(tags),
        origin: "manual",
        search: searchText(fields.firstName, fields.lastName, fields.email),
        updated_at: now,
      })
      .where("tenant_id", "=", this.tenantId)
      .where("num", "=", row.num)
      .execute();
    await peopleSearch.changed(this.db, this.dialect, this.tenantId, [row.num]);
    await this.removeLabels(row.num, JSON.parse(row.groups) as string[], JSON.parse(row.tags) as string[]);
    await this.addLabels(row.num, groups, tags);
    return this.get(id);
  }

  /** Deletes one person and their labels; false when the person is not this organisation's. */
  async delete(id: string): Promise<boolean> {
    const row = await this.scoped().select(["num", "groups", "tags"]).where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await this.removeLabels(row.num, JSON.parse(row.groups) as string[], JSON.parse(row.tags) as string[]);
    await this.db.deleteFrom("people").where("tenant_id", "=", this.tenantId).where("num", "=", row.num).execute();
    await peopleSearch.removed(this.db, this.dialect, this.tenantId, [row.num]);
    return true;
  }

  /** Every tag or group name someone carries, alphabetically (case-insensitive, then as written). */
  async labels(kind: "group" | "tag"): Promise<string[]> {
    const rows = await this.db
      .selectFrom("labels")
      .select("name")
      .where("tenant_id", "=", this.tenantId)
      .where("kind", "=", kind)
      // A name whose last holder was edited or deleted stays in `labels` until an import prunes it.
      .where((eb) =>
        eb.exists(
          eb.selectFrom("person_labels").select("person_num").whereRef("person_labels.label_id", "=", "labels.id"),
        ),
      )
      .execute();
    return rows.map((row) => row.name).sort(alphabetical);
  }

  /**
   * The people a bulk change acts on — the ids given, or everyone matching `filters` — with their
   * labels, a page of 1,000 at a time in insertion order (keyset on `num`, so a page deleted or
   * changed before the next is read never shifts it). Ids of other organisations never match.
   */
  async *bulkTargets(target: { ids: readonly string[] } | { filters: PeopleFilters }): AsyncGenerator<BulkPerson[]> {
    const match = "filters" in target ? await this.match(target.filters) : undefined;
    let after = 0;
    for (;;) {
      let query = "filters" in target ? this.filtered(target.filters, match) : this.scoped();
      if ("ids" in target) query = query.where("id", "in", [...target.ids]);
      const rows = await query
        .select(["num", "groups", "tags"])
        .where("num", ">", after)
        .orderBy("num")
        .limit(ITERATE_PAGE)
        .execute();
      if (rows.length > 0)
        yield rows.map((row) => ({
          num: Number(row.num),
          groups: JSON.parse(row.groups) as string[],
          tags: JSON.parse(row.tags) as string[],
        }));
      if (rows.length < ITERATE_PAGE) return;
      after = Number(rows[rows.length - 1]?.num);
    }
  }

  /**
   * The union of the people with these ids, the people in any of `groups` and the people with any
   * of `tags` (names as stored), each once, in insertion order: whom another module enrols (course
   * learners). Ids of other organisations never match; the caller compares to see which did not.
   */
  async selection(target: {
    ids?: readonly string[] | undefined;
    groups?: readonly string[] | undefined;
    tags?: readonly string[] | undefined;
  }): Promise<{ id: string; email: string; firstName: string; lastName: string; groups: string[] }[]> {
    const ids = target.ids ?? [];
    const labelled = [
      ...(target.groups?.length ? [this.labelIds("group", target.groups)] : []),
      ...(target.tags?.length ? [this.labelIds("tag", target.tags)] : []),
    ];
    if (ids.length === 0 && labelled.length === 0) return [];
    const people: { id: string; email: string; firstName: string; lastName: string; groups: string[] }[] = [];
    let after = 0;
    for (;;) {
      const rows = await this.scoped()
        .where((eb) =>
          eb.or([
            ...(ids.length > 0 ? [eb("id", "in", [...ids])] : []),
            ...labelled.map((labels) =>
              eb("num", "in", eb.selectFrom("person_labels").select("person_num").where("label_id", "in", labels)),
            ),
          ]),
        )
        .select(["num", "id", "email", "first_name", "last_name", "groups"])
        .where("num", ">", after)
        .orderBy("num")
        .limit(ITERATE_PAGE)
        .execute();
      for (const row of rows) {
        people.push({
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          groups: JSON.parse(row.groups) as string[],
        });
      }
      if (rows.length < ITERATE_PAGE) return people;
      after = Number(rows[rows.length - 1]?.num);
    }
  }

  /** Deletes `people` and their labels. Call it in a transaction. */
  async deleteMany(people: readonly BulkPerson[]): Promise<number> {
    if (people.length === 0) return 0;
    const nums = people.map((person) => person.num);
    await this.db.deleteFrom("person_labels").where("person_num", "in", nums).execute();
    await this.db.deleteFrom("people").where("tenant_id", "=", this.tenantId).where("num", "in", nums).execute();
    await peopleSearch.removed(this.db, this.dialect, this.tenantId, nums);
    return nums.length;
  }

  /**
   * Adds the tags or groups `names` to each of `people`; a name someone has already (in any
   * case, as a row's own labels are kept) is skipped, and someone who has them all is left as they
   * were, their `updatedAt` too. Answers how many changed. Call it in a transaction.
   */
  async addLabelsMany(
    kind: "group" | "tag",
    people: readonly BulkPerson[],
    names: readonly string[],
    now: string,
  ): Promise<number> {
    const column = kind === "group" ? "groups" : "tags";
    const receivers = new Map<string, number[]>(names.map((name) => [name, []]));
    const changed: { num: number; labels: string }[] = [];
    for (const person of people) {
      const current = person[column];
      const have = new Set(current.map((name) => name.toLowerCase()));
      const added = names.filter((name) => !have.has(name.toLowerCase()));
      if (added.length === 0) continue;
      changed.push({ num: person.num, labels: JSON.stringify(canonicalLabels([...current, ...added])) });
      for (const name of added) receivers.get(name)?.push(person.num);
    }
    if (changed.length === 0) return 0;
    // The stored JSON differs per person: one statement for the page, the new value picked by row.
    await this.db
      .updateTable("people")
      .set({
        [column]: sql<string>`case num ${sql.join(
          changed.map((person) => sql`when ${person.num} then ${person.labels}`),
          sql` `,
        )} end`,
        updated_at: now,
      })
      .where("tenant_id", "=", this.tenantId)
      .where(
        "num",
        "in",
        changed.map((person) => person.num),
      )
      .execute();
    await this.db
      .insertInto("labels")
      .values(names.map((name) => ({ tenant_id: this.tenantId, kind, name })))
      .onConflict((oc) => oc.columns(["tenant_id", "kind", "name"]).doNothing())
      .execute();
    for (const [name, nums] of receivers) {
      if (nums.length === 0) continue;
      await this.db
        .insertInto("person_labels")
        .columns(["label_id", "person_num"])
        .expression(
          this.db
            .selectFrom(["labels", "people"])
            .select(["labels.id as label_id", "people.num as person_num"])
            .where("labels.tenant_id", "=", this.tenantId)
            .where("labels.kind", "=", kind)
            .where("labels.name", "=", name)
            .where("people.tenant_id", "=", this.tenantId)
            .where("people.num", "in", nums),
        )
        .onConflict((oc) => oc.columns(["label_id", "person_num"]).doNothing())
        .execute();
    }
    return changed.length;
  }

  private labelIds(kind: "group" | "tag", names: readonly string[]) {
    return this.db
      .selectFrom("labels")
      .select("id")
      .where("tenant_id", "=", this.tenantId)
      .where("kind", "=", kind)
      .where("name", "in", [...names]);
  }

  private async removeLabels(num: number, groups: readonly string[], tags: readonly string[]) {
    for (const [kind, names] of [
      ["group", groups],
      ["tag", tags],
    ] as const) {
      if (names.length === 0) continue;
      await this.db
        .deleteFrom("person_labels")
        .where("person_num", "=", num)
        .where("label_id", "in", this.labelIds(kind, names))
        .execute();
    }
  }

  private async addLabels(num: number, groups: readonly string[], tags: readonly string[]) {
    for (const [kind, names] of [
      ["group", groups],
      ["tag", tags],
    ] as const) {
      if (names.length === 0) continue;
      await this.db
        .insertInto("labels")
        .values(names.map((name) => ({ tenant_id: this.tenantId, kind, name })))
        .onConflict((oc) => oc.columns(["tenant_id", "kind", "name"]).doNothing())
        .execute();
      await this.db
        .insertInto("person_labels")
        .columns(["label_id", "person_num"])
        // Typed, or PostgreSQL reads the bare parameter as text.
        .expression(this.labelIds(kind, names).select(sql<number>`cast(${num} as bigint)`.as("person_num")))
        .execute();
    }
  }

  private scoped() {
    return this.db.selectFrom("people").where("tenant_id", "=", this.tenantId);
  }

  /** The text search of `filters` as a condition, when there is one. */
  private async match(filters: PeopleFilters): Promise<TextMatch | undefined> {
    const search = filters.search?.trim();
    return search ? peopleSearch.match(this.db, this.dialect, this.tenantId, search) : undefined;
  }

  private filtered(filters: PeopleFilters, match: TextMatch | undefined) {
    let query = this.scoped();
    if (match) query = query.where(match.where);
    if (filters.groups && filters.groups.length > 0) query = query.where(this.withLabel("group", filters.groups));
    if (filters.tags && filters.tags.length > 0) query = query.where(this.withLabel("tag", filters.tags));
    if (filters.scoreMin !== undefined) query = query.where("score", ">=", filters.scoreMin);
    if (filters.scoreMax !== undefined) query = query.where("score", "<=", filters.scoreMax);
    // Stored instants are ISO text, so a day compares as text: "2026-11-22T..." >= "2026-11-22".
    if (filters.createdFrom) query = query.where("created_at", ">=", filters.createdFrom);
    if (filters.createdTo) query = query.where("created_at", "<", nextDay(filters.createdTo));
    return query;
  }

  private withLabel(kind: "group" | "tag", names: readonly string[]) {
    return (eb: ExpressionBuilder<Database, "people">) =>
      eb(
        "num",
        "in",
        eb.selectFrom("person_labels").select("person_num").where("label_id", "in", this.labelIds(kind, names)),
      );
  }

  private ordered<O>(query: SelectQueryBuilder<Database, "people", O>, sort: PeopleSort) {
    const direction = sort.sortOrder ?? (sort.sortBy ? "asc" : "desc");
    switch (sort.sortBy ?? "createdAt") {
      case "createdAt":
        // People are only ever appended, so the order they got their nums in is the order they
        // were added, and `people_tenant` serves it without sorting.
        return query.orderBy("num", direction);
      case "email":
        return query.orderBy("email", direction).orderBy("num", direction);
      case "firstName":
        return query
          .orderBy(sql`lower(first_name)`, direction)
          .orderBy(sql`lower(last_name)`, direction)
          .orderBy("num", direction);
      case "lastName":
        return query
          .orderBy(sql`lower(last_name)`, direction)
          .orderBy(sql`lower(first_name)`, direction)
          .orderBy("num", direction);
      case "score":
        // People without a score come last whichever way the scores run.
        return query
          .orderBy("score", (ob) => (direction === "asc" ? ob.asc() : ob.desc()).nullsLast())
          .orderBy("num", direction);
    }
  }
}

/** A person as a bulk change sees them: their row number and labels. */
export interface BulkPerson {
  num: number;
  groups: string[];
  tags: string[];
}

/** Score categories of the seeds: VeryLow 0–25, Low 26–50, Medium 51–75, High 76–95, VeryHigh 96–100. */
export function scoreCategory(score: number | null): ScoreCategory | null {
  if (score === null) return null;
  const rounded = Math.round(score);
  if (rounded <= 25) return "VeryLow";
  if (rounded <= 50) return "Low";
  if (rounded <= 75) return "Medium";
  if (rounded <= 95) return "High";
  return "VeryHigh";
}

/** The text the `search` column holds for a person: names and email, lower-cased, kept apart. */
export function searchText(firstName: string, lastName: string, email: string): string {
  return searchableText(firstName, lastName, email);
}

/** True when the text search is the only filter. */
function onlySearch(filters: PeopleFilters): boolean {
  return (
    !filters.groups?.length &&
    !filters.tags?.length &&
    filters.scoreMin === undefined &&
    filters.scoreMax === undefined &&
    !filters.createdFrom &&
    !filters.createdTo
  );
}

/** Labels as stored: sorted, so the same set in another order is no change. */
export function canonicalLabels(labels: readonly string[]): string[] {
  return labels.length < 2 ? (labels as string[]) : [...labels].sort();
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
function alphabetical(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function toPerson(row: PersonRow): Person {
  const score = row.score === null ? null : Number(row.score);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    groups: JSON.parse(row.groups) as string[],
    tags: JSON.parse(row.tags) as string[],
    score,
    scoreCategory: scoreCategory(score),
    origin: row.origin,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** People count, average score and category counts of each of `tenantIds` that has people. */
export async function peopleOverview(db: Executor, tenantIds: readonly string[]) {
  if (tenantIds.length === 0) return new Map<string, OverviewCounts>();
  const band = (low: number, high: number) =>
    sql<number>`sum(case when score between ${sql.lit(low)} and ${sql.lit(high)} then 1 else 0 end)`;
  const rows = await db
    .selectFrom("people")
    .select((eb) => [
      "tenant_id",
      eb.fn.countAll<number>().as("people"),
      // avg() is numeric on PostgreSQL, which the driver hands over as text.
      sql<number | null>`cast(avg(score) as double precision)`.as("average"),
      band(0, 25).as("very_low"),
      band(26, 50).as("low"),
      band(51, 75).as("medium"),
      band(76, 95).as("high"),
      band(96, 100).as("very_high"),
    ])
    .where("tenant_id", "in", [...tenantIds])
    .groupBy("tenant_id")
    .execute();
  return new Map(
    rows.map((row) => [
      row.tenant_id,
      {
        peopleCount: Number(row.people),
        averageScore: row.average === null ? null : Math.round(Number(row.average) * 100) / 100,
        categories: {
          VeryLow: Number(row.very_low ?? 0),
          Low: Number(row.low ?? 0),
          Medium: Number(row.medium ?? 0),
          High: Number(row.high ?? 0),
          VeryHigh: Number(row.very_high ?? 0),
        },
      },
    ]),
  );
}

/** What {@link peopleOverview} counts for one organisation. */
export interface OverviewCounts {
  peopleCount: number;
  averageScore: number | null;
  categories: Record<ScoreCategory, number>;
}

import type SQLite from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../../platform/db/schema.js";
import { type PersonOrigin, peopleSearch } from "./people.repository.js";

/** A person as an import finds them: what it compares a row with. Groups and tags as stored (JSON). */
export interface ExistingPerson {
  num: number;
  firstName: string;
  lastName: string;
  groups: string;
  tags: string;
  origin: PersonOrigin;
  externalId: string | null;
}

/** A person an import creates. */
export interface NewPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  tags: string[];
  groupsJson: string;
  tagsJson: string;
  externalId: string | null;
  search: string;
}

/** A person an import changes; `before` holds the stored labels when they change. */
export interface ChangedPerson {
  num: number;
  firstName: string;
  lastName: string;
  groups: string[];
  tags: string[];
  groupsJson: string;
  tagsJson: string;
  externalId: string | null;
  search: string;
  /** True when `search` differs from the stored one (a name changed). */
  searchChanged: boolean;
  /** The labels as stored, when the new ones differ (JSON arrays); undefined when unchanged. */
  before?: { groups: string; tags: string } | undefined;
}

/**
 * A set of people's nums, as bitmaps of 4,096 nums allocated where nums are: an organisation's
 * people are created in bulk, so their nums come in runs and a million of them cost a few
 * hundred kilobytes, not a Set of a million numbers; and nums grow over the years, so one flat
 * bitmap up to the largest would not do either.
 */
export class NumSet {
  private readonly blocks = new Map<number, Uint32Array>();

  add(num: number): void {
    const blockIndex = Math.floor(num / BLOCK_BITS);
    let block = this.blocks.get(blockIndex);
    if (!block) {
      block = new Uint32Array(BLOCK_BITS / 32);
      this.blocks.set(blockIndex, block);
    }
    const bit = num % BLOCK_BITS;
    block[bit >>> 5]! |= 1 << (bit & 31);
  }

  has(num: number): boolean {
    const block = this.blocks.get(Math.floor(num / BLOCK_BITS));
    if (!block) return false;
    const bit = num % BLOCK_BITS;
    return (block[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }
}

const BLOCK_BITS = 4096;

/**
 * Where {@link PeopleWriter} reads and writes one organisation's people, inside the import's
 * transaction. Two implementations of the same few statements: prepared better-sqlite3
 * statements on SQLite, where building a Kysely query per row would cost more than SQLite's own
 * work, and set-based statements over `unnest` arrays on PostgreSQL, where a round trip per row
 * would.
 */
export interface PeopleStore {
  /** Serialises imports of one organisation and loads its label names. Call first. */
  begin(): Promise<void>;
  /** The people with these (lower-cased) emails, by email. */
  find(emails: readonly string[]): Promise<Map<string, ExistingPerson>>;
  /**
   * Inserts people and their labels; answers their nums in the same order, or null for one whose
   * address turned out to be taken (a duplicate {@link find} did not report).
   */
  insert(people: readonly NewPerson[]): Promise<(number | null)[]>;
  update(people: readonly ChangedPerson[]): Promise<void>;
  /** Deletes the organisation's people (of `origin`, when given) whose num is not in `keep`; answers how many. */
  deleteAllBut(keep: NumSet, origin?: PersonOrigin): Promise<number>;
  /** Forgets label names nobody carries any more. Call last. */
  finish(): Promise<void>;
}

type Kind = "group" | "tag";
const key = (kind: Kind, name: string) => (kind === "group" ? `g${name}` : `t${name}`);

/**
 * An organisation's label ids by kind and name: a map per kind, so that looking up the labels of
 * each of 100,000 rows builds no key string (the `g`/`t`-prefixed keys it replaced were ~4 % of
 * the API's time on such an import).
 */
class LabelIds {
  private readonly byKind = { group: new Map<string, number>(), tag: new Map<string, number>() };

  get(kind: Kind, name: string): number | undefined {
    return this.byKind[kind].get(name);
  }

  has(kind: Kind, name: string): boolean {
    return this.byKind[kind].has(name);
  }

  set(kind: Kind, name: string, id: number): void {
    this.byKind[kind].set(name, id);
  }
}
const names = (json: string) => JSON.parse(json) as string[];

/** People one SQLite statement inserts (8 values each). */
const PEOPLE_AT_ONCE = 50;

/** Label pairs one SQLite statement inserts. */
const PAIRS_AT_ONCE = 100;

/**
 * Label pairs an SQLite import holds before writing them (8 to 16 bytes each, see PendingPairs):
 * all of them on an import of the usual size, a bounded number on a huge one.
 */
const PAIRS_HELD = 1 << 20;

/**
 * Labels whose pairs an SQLite import holds at once: each costs ~390 bytes of its own (its map
 * entry and typed array), so a file giving every person a tag of their own is written every
 * 20,000 labels (~8 MB) rather than holding a million of them.
 */
const LABELS_HELD = 20_000;

/** Rows a PostgreSQL statement carries at once. */
const PG_CHUNK = 1000;

const sqliteStatements = new WeakMap<SQLite.Database, ReturnType<typeof prepareSqlite>>();

function prepareSqlite(sqlite: SQLite.Database) {
  return {
    any: sqlite.prepare("select 1 from people where tenant_id = ? limit 1").pluck(),
    find: sqlite
      .prepare(
        "select num, first_name, last_name, groups, tags, origin, external_id from people where tenant_id = ? and email = ?",
      )
      .raw(),
    update: sqlite.prepare(
      `update people set first_name = ?, last_name = ?, groups = ?, tags = ?, origin = ?, external_id = ?, search = ?, updated_at = ?
       where num = ?`,
    ),
    labels: sqlite.prepare("select id, kind, name from labels where tenant_id = ?").raw(),
    insertLabel: sqlite.prepare("insert into labels (tenant_id, kind, name) values (?, ?, ?)"),
    pruneLabels: sqlite.prepare(
      "delete from labels where tenant_id = ? and not exists (select 1 from person_labels where label_id = labels.id)",
    ),
    insertPair: sqlite.prepare("insert into person_labels (label_id, person_num) values (?, ?)"),
    insertPairs: sqlite.prepare(
      `insert into person_labels (label_id, person_num) values ${Array(PAIRS_AT_ONCE).fill("(?, ?)").join(", ")}`,
    ),
    deletePair: sqlite.prepare("delete from person_labels where label_id = ? and person_num = ?"),
    deletePerson: sqlite.prepare("delete from people where num = ?"),
    nums: sqlite.prepare("select num from people where tenant_id = ?").pluck(),
    numsOfOrigin: sqlite.prepare("select num from people where tenant_id = ? and origin = ?").pluck(),
    labelsOf: sqlite.prepare("select groups, tags from people where num = ?").raw(),
    maxNum: sqlite.prepare("select coalesce(max(num), 0) from people").pluck(),
  };
}

/**
 * The SQLite store: synchronous prepared statements on the connection under Kysely. Only valid
 * inside a Kysely transaction on that connection (see `Platform.sqlite`).
 */
export function sqlitePeopleStore(
  sqlite: SQLite.Database,
  tenantId: string,
  origin: PersonOrigin,
  now: string,
): PeopleStore {
  let statements = sqliteStatements.get(sqlite);
  if (!statements) {
    statements = prepareSqlite(sqlite);
    sqliteStatements.set(sqlite, statements);
  }
  const s = statements;
  // The organisation, origin and time are the same on every row of an import: written into the
  // statement as literals they are not bound again for each of 100,000 rows, which takes a sixth
  // off the statement's cost. Prepared once per import.
  const values = `(?, ${literal(tenantId)}, ?, ?, ?, ?, ?, null, ${literal(origin)}, ?, ?, ${literal(now)}, ${literal(now)})`;
  const into =
    "insert into people (id, tenant_id, email, first_name, last_name, groups, tags, score, origin, external_id, search, created_at, updated_at) values ";
  const insertPerson = sqlite.prepare(into + values);
  // Many rows to a statement: a statement per person cost a fifth more than SQLite's work of
  // storing them (binding, stepping and resetting it from JavaScript 100,000 times).
  const insertPeople = sqlite.prepare(into + Array(PEOPLE_AT_ONCE).fill(values).join(", "));
  const labelIds = new LabelIds();
  // An organisation without people (a first import) has nobody to find: the unique index
  // still catches an address that comes twice.
  let empty = false;
  let pruneNeeded = false;
  // The search index is brought up to date once, in finish(): every person created has a num
  // above the largest before the import (SQLite gives max + 1), and the people changed or
  // deleted are noted as they go. One bulk statement indexes 100,000 people several times
  // faster than a statement per person interleaved with the inserts; from 1,000 people on, the
  // new ones are indexed after the import has answered (TextSearch.catchUp).
  const search = peopleSearch.sqliteIndexer(sqlite, tenantId);
  let numsBefore = 0;
  let inserted = 0;
  const renamed: number[] = [];
  const deleted: number[] = [];

  const labelId = (kind: Kind, name: string) => {
    let id = labelIds.get(kind, name);
    if (id === undefined) {
      id = Number(s.insertLabel.run(tenantId, kind, name).lastInsertRowid);
      labelIds.set(kind, name, id);
    }
    return id;
  };
  // Pairs wait here, people's nums by label, and go in sorted as the primary key (label, person)
  // is, many to a statement. Written in the order people come, each statement touched as many
  // places of the index as there are labels; sorted, each label's people are one run appended
  // at its end (on a first import, at the end of the index), in full pages. Flushed before
  // anything reads or deletes pairs, and whenever PAIRS_HELD pairs or LABELS_HELD labels are waiting.
  const pending = new PendingPairs();
  const addPairs = (num: number, groups: readonly string[], tags: readonly string[]) => {
    for (const name of groups) pending.add(labelId("group", name), num);
    for (const name of tags) pending.add(labelId("tag", name), num);
    if (pending.count >= PAIRS_HELD || pending.labels >= LABELS_HELD) flushPairs();
  };
  const flushPairs = () => {
    const params: number[] = [];
    pending.drain((id, num) => {
      params.push(id, num);
      if (params.length === PAIRS_AT_ONCE * 2) {
        s.insertPairs.run(params);
        params.length = 0;
      }
    });
    for (let at = 0; at < params.length; at += 2) s.insertPair.run(params[at], params[at + 1]);
  };
  const removePairs = (num: number, groupsJson: string, tagsJson: string) => {
    flushPairs();
    for (const [kind, json] of [
      ["group", groupsJson],
      ["tag", tagsJson],
    ] as const) {
      for (const name of names(json)) {
        const id = labelIds.get(kind, name);
        if (id !== undefined) s.deletePair.run(id, num);
      }
    }
    pruneNeeded = true;
  };

  return {
    async begin() {
      numsBefore = s.maxNum.get() as number;
      empty = s.any.get(tenantId) === undefined;
      for (const [id, kind, name] of s.labels.all(tenantId) as [number, Kind, string][]) labelIds.set(kind, name, id);
    },
    async find(emails) {
      const found = new Map<string, ExistingPerson>();
      if (empty) return found;
      for (const email of emails) {
        const row = s.find.get(tenantId, email) as
          | [number, string, string, string, string, PersonOrigin, string | null]
          | undefined;
        if (row) {
          const [num, firstName, lastName, groups, tags, rowOrigin, externalId] = row;
          found.set(email, { num, firstName, lastName, groups, tags, origin: rowOrigin, externalId });
        }
      }
      return found;
    },
    async insert(people) {
      const nums: (number | null)[] = [];
      let at = 0;
      for (; at + PEOPLE_AT_ONCE <= people.length; at += PEOPLE_AT_ONCE) {
        const params: (string | null)[] = [];
        for (let i = at; i < at + PEOPLE_AT_ONCE; i++) {
          const p = people[i] as NewPerson;
          params.push(p.id, p.email, p.firstName, p.lastName, p.groupsJson, p.tagsJson, p.externalId, p.search);
        }
        let last: number;
        try {
          last = Number(insertPeople.run(params).lastInsertRowid);
        } catch (error) {
          // An address taken by an earlier row: the statement stored none of its rows; they go
          // one at a time below, to tell which.
          if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw error;
          break;
        }
        // The rows were given nums max + 1, max + 2, ... in order (an integer primary key
        // without AUTOINCREMENT, in the one writer's transaction), so the last names them all.
        for (let i = 0; i < PEOPLE_AT_ONCE; i++) {
          const p = people[at + i] as NewPerson;
          const num = last - PEOPLE_AT_ONCE + 1 + i;
          addPairs(num, p.groups, p.tags);
          nums.push(num);
        }
        inserted += PEOPLE_AT_ONCE;
      }
      for (const p of people.slice(at)) {
        let num: number;
        try {
          num = Number(
            insertPerson.run(p.id, p.email, p.firstName, p.lastName, p.groupsJson, p.tagsJson, p.externalId, p.search)
              .lastInsertRowid,
          );
        } catch (error) {
          if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw error;
          nums.push(null);
          continue;
        }
        addPairs(num, p.groups, p.tags);
        nums.push(num);
        inserted++;
      }
      return nums;
    },
    async update(people) {
      for (const p of people) {
        s.update.run(p.firstName, p.lastName, p.groupsJson, p.tagsJson, origin, p.externalId, p.search, now, p.num);
        if (p.searchChanged) renamed.push(p.num);
        if (p.before) {
          removePairs(p.num, p.before.groups, p.before.tags);
          addPairs(p.num, p.groups, p.tags);
        }
      }
    },
    async deleteAllBut(keep, onlyOrigin) {
      // Nums first (better-sqlite3 cannot write while a read is still stepping), labels only of
      // those going: a million people's groups and tags would not fit the memory budget.
      const nums = (onlyOrigin ? s.numsOfOrigin.all(tenantId, onlyOrigin) : s.nums.all(tenantId)) as number[];
      const before = deleted.length;
      for (const num of nums) {
        if (keep.has(num)) continue;
        const [groups, tags] = s.labelsOf.get(num) as [string, string];
        removePairs(num, groups, tags);
        s.deletePerson.run(num);
        deleted.push(num);
      }
      return deleted.length - before;
    },
    async finish() {
      flushPairs();
      if (pruneNeeded) s.pruneLabels.run(tenantId);
      if (inserted > 0) search.added(numsBefore, inserted);
      for (const num of renamed) search.changed(num);
      for (const num of deleted) search.removed(num);
    },
  };
}

const byNumber = (a: number, b: number) => a - b;

/**
 * Label pairs `(label id, person num)` waiting to be written: each label's nums in a typed array,
 * so a million pairs take ~8 MB outside the JavaScript heap. Held in a JavaScript array per
 * label, as they first were, each array's growth left its old copies for the collector, tens of
 * megabytes on a million-row import. Held as one list of pairs drained by a counting sort, as
 * they were next, the sort's map lookups cost three per pair more than this one per pair.
 */
export class PendingPairs {
  private readonly runs = new Map<number, { nums: Float64Array; length: number }>();
  count = 0;

  /** How many labels have pairs waiting. */
  get labels(): number {
    return this.runs.size;
  }

  add(id: number, num: number): void {
    let run = this.runs.get(id);
    if (!run) {
      run = { nums: new Float64Array(16), length: 0 };
      this.runs.set(id, run);
    } else if (run.length === run.nums.length) {
      const nums = new Float64Array(run.nums.length * 2);
      nums.set(run.nums);
      run.nums = nums;
    }
    run.nums[run.length++] = num;
    this.count++;
  }

  /**
   * Hands every pair to `write` sorted as the primary key (label, person) is, and forgets them:
   * the labels in order, each label's nums as created people give them (ascending already),
   * sorted only when people changed by an update made them not.
   */
  drain(write: (id: number, num: number) => void): void {
    const ids = [...this.runs.keys()].sort(byNumber);
    for (const id of ids) {
      const run = this.runs.get(id) as { nums: Float64Array; length: number };
      const nums = run.nums.subarray(0, run.length);
      // Typed arrays sort numerically; an ascending run only needs the check.
      for (let i = 1; i < nums.length; i++) {
        if ((nums[i] as number) < (nums[i - 1] as number)) {
          nums.sort();
          break;
        }
      }
      for (let i = 0; i < nums.length; i++) write(id, nums[i] as number);
    }
    this.runs.clear();
    this.count = 0;
  }
}

/** `text` as an SQL string literal. */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Serialises the writers of one organisation's people on PostgreSQL until the transaction ends:
 * two of them would otherwise both find an address free and both write it, and the second would
 * fail on the unique index. (SQLite has a single writer anyway.)
 */
export async function lockPeople(trx: Transaction<Database>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`people:${tenantId}`}, 0))`.execute(trx);
}

/** The PostgreSQL store: one statement per 1,000 rows, arrays in, `unnest` in SQL. */
export function postgresPeopleStore(
  trx: Transaction<Database>,
  tenantId: string,
  origin: PersonOrigin,
  now: string,
): PeopleStore {
  const labelIds = new LabelIds();
  let pruneNeeded = false;

  /** Ids of these labels, creating the names the organisation does not have yet. */
  const ensureLabels = async (people: readonly { groups: string[]; tags: string[] }[]) => {
    const missing = new Map<string, [Kind, string]>();
    for (const p of people) {
      for (const name of p.groups) if (!labelIds.has("group", name)) missing.set(key("group", name), ["group", name]);
      for (const name of p.tags) if (!labelIds.has("tag", name)) missing.set(key("tag", name), ["tag", name]);
    }
    if (missing.size === 0) return;
    const values = [...missing.values()];
    const { rows } = await sql<{ id: number; kind: Kind; name: string }>`insert into labels (tenant_id, kind, name)
      select ${tenantId}, u.kind, u.name from unnest(${values.map((v) => v[0])}::text[], ${values.map((v) => v[1])}::text[])
        as u(kind, name)
      returning id, kind, name`.execute(trx);
    for (const row of rows) labelIds.set(row.kind, row.name, Number(row.id));
  };
  const pairsOf = (entries: readonly { num: number; groups: readonly string[]; tags: readonly string[] }[]) => {
    const ids: number[] = [];
    const nums: number[] = [];
    const add = (kind: Kind, name: string, num: number) => {
      const id = labelIds.get(kind, name);
      if (id === undefined) return;
      ids.push(id);
      nums.push(num);
    };
    for (const { num, groups, tags } of entries) {
      for (const name of groups) add("group", name, num);
      for (const name of tags) add("tag", name, num);
    }
    return { ids, nums };
  };
  const addPairs = async (entries: readonly { num: number; groups: string[]; tags: string[] }[]) => {
    await ensureLabels(entries);
    const { ids, nums } = pairsOf(entries);
    if (ids.length === 0) return;
    await sql`insert into person_labels (label_id, person_num)
      select * from unnest(${ids}::bigint[], ${nums}::bigint[])`.execute(trx);
  };
  const removePairs = async (entries: readonly { num: number; groups: string[]; tags: string[] }[]) => {
    const { ids, nums } = pairsOf(entries);
    pruneNeeded = true;
    if (ids.length === 0) return;
    await sql`delete from person_labels as pl using unnest(${ids}::bigint[], ${nums}::bigint[]) as u(label_id, person_num)
      where pl.label_id = u.label_id and pl.person_num = u.person_num`.execute(trx);
  };

  return {
    async begin() {
      await lockPeople(trx, tenantId);
      const labels = await trx
        .selectFrom("labels")
        .select(["id", "kind", "name"])
        .where("tenant_id", "=", tenantId)
        .execute();
      for (const label of labels) labelIds.set(label.kind, label.name, Number(label.id));
    },
    async find(emails) {
      const found = new Map<string, ExistingPerson>();
      for (let i = 0; i < emails.length; i += PG_CHUNK) {
        const { rows } = await sql<{
          num: number;
          email: string;
          first_name: string;
          last_name: string;
          groups: string;
          tags: string;
          origin: PersonOrigin;
          external_id: string | null;
        }>`select num, email, first_name, last_name, groups, tags, origin, external_id from people
          where tenant_id = ${tenantId} and email = any(${emails.slice(i, i + PG_CHUNK)}::text[])`.execute(trx);
        for (const row of rows) {
          found.set(row.email, {
            num: Number(row.num),
            firstName: row.first_name,
            lastName: row.last_name,
            groups: row.groups,
            tags: row.tags,
            origin: row.origin,
            externalId: row.external_id,
          });
        }
      }
      return found;
    },
    async insert(people) {
      const nums: number[] = [];
      for (let i = 0; i < people.length; i += PG_CHUNK) {
        const chunk = people.slice(i, i + PG_CHUNK);
        const column = <K extends keyof NewPerson>(field: K) => chunk.map((p) => p[field]);
        const { rows } = await sql<{ num: number; email: string }>`insert into people
            (id, tenant_id, email, first_name, last_name, groups, tags, score, origin, external_id, search, created_at, updated_at)
          select u.id, ${tenantId}, u.email, u.first_name, u.last_name, u.groups, u.tags, null, ${origin}, u.external_id, u.search, ${now}, ${now}
          from unnest(${column("id")}::text[], ${column("email")}::text[], ${column("firstName")}::text[],
            ${column("lastName")}::text[], ${column("groupsJson")}::text[], ${column("tagsJson")}::text[],
            ${column("externalId")}::text[], ${column("search")}::text[])
            as u(id, email, first_name, last_name, groups, tags, external_id, search)
          returning num, email`.execute(trx);
        // RETURNING follows no promised order, so nums are matched back by email.
        const byEmail = new Map(rows.map((row) => [row.email, Number(row.num)]));
        const entries = chunk.map((p) => ({ num: byEmail.get(p.email) as number, groups: p.groups, tags: p.tags }));
        await addPairs(entries);
        nums.push(...entries.map((entry) => entry.num));
      }
      return nums;
    },
    async update(people) {
      for (let i = 0; i < people.length; i += PG_CHUNK) {
        const chunk = people.slice(i, i + PG_CHUNK);
        const column = <K extends keyof ChangedPerson>(field: K) => chunk.map((p) => p[field]);
        await sql`update people as p set first_name = u.first_name, last_name = u.last_name, groups = u.groups,
            tags = u.tags, origin = ${origin}, external_id = u.external_id, search = u.search, updated_at = ${now}
          from unnest(${column("num")}::bigint[], ${column("firstName")}::text[], ${column("lastName")}::text[],
            ${column("groupsJson")}::text[], ${column("tagsJson")}::text[], ${column("externalId")}::text[],
            ${column("search")}::text[]) as u(num, first_name, last_name, groups, tags, external_id, search)
          where p.num = u.num and p.tenant_id = ${tenantId}`.execute(trx);
        const relabelled = chunk.filter((p) => p.before);
        if (relabelled.length > 0) {
          await removePairs(
            relabelled.map((p) => ({
              num: p.num,
              groups: names(p.before?.groups ?? "[]"),
              tags: names(p.before?.tags ?? "[]"),
            })),
          );
          await addPairs(relabelled);
        }
      }
    },
    async deleteAllBut(keep, onlyOrigin) {
      const { rows } = await sql<{ num: number }>`select num from people
        where tenant_id = ${tenantId} ${onlyOrigin ? sql`and origin = ${onlyOrigin}` : sql``}`.execute(trx);
      const doomed = rows.map((row) => Number(row.num)).filter((num) => !keep.has(num));
      for (let i = 0; i < doomed.length; i += PG_CHUNK) {
        const nums = doomed.slice(i, i + PG_CHUNK);
        const { rows: labelled } = await sql<{ num: number; groups: string; tags: string }>`delete from people
          where tenant_id = ${tenantId} and num = any(${nums}::bigint[]) returning num, groups, tags`.execute(trx);
        await removePairs(
          labelled.map((row) => ({ num: Number(row.num), groups: names(row.groups), tags: names(row.tags) })),
        );
      }
      return doomed.length;
    },
    async finish() {
      if (!pruneNeeded) return;
      await sql`delete from labels where tenant_id = ${tenantId}
        and not exists (select 1 from person_labels where label_id = labels.id)`.execute(trx);
    },
  };
}

import type { Schema } from "@bulwark/contract";
import { type RawBuilder, type Selectable, type SqlBool, sql, type Transaction } from "kysely";
import { tenantOfRow } from "../../../platform/db/by-ids.js";
import type { Db, Dialect } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database, LearningLearnersTable } from "../../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { contains, parseJson } from "../content.sql.js";

type Executor = Db | Transaction<Database>;
export type Learner = Schema<"Learner">;
export type LearnerStatus = Schema<"LearnerStatus">;
export type LearnerRow = Selectable<LearningLearnersTable>;

/** A person about to become a learner (a copy of what the inventory holds now). */
export interface Enrolee {
  personId: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

/** The filters and order of the learners list. */
export interface LearnerListQuery {
  search?: string | undefined;
  status?: LearnerStatus | undefined;
  result?: Schema<"LearnerResult"> | undefined;
  group?: string | undefined;
  sortBy?: Schema<"LearnerSortKey"> | undefined;
  sortOrder?: "asc" | "desc" | undefined;
}

/** The order of the statuses: a learner only moves forward (except by a reset). */
export const statusOrder: readonly LearnerStatus[] = [
  "InvitationPending",
  "InvitationSentNoActivity",
  "InvitationOpened",
  "LearningInProgress",
  "LearningCompleted",
];

const sortColumns = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  status: "status",
  score: "score",
  timeSpent: "time_spent_ms",
  completedAt: "completed_at",
} as const;

const DAY_MS = 86_400_000;
/** Rows per insert: far below both databases' bound-parameter limits at 20 columns a row. */
const INSERT_CHUNK = 500;

/** A learner as the API shows it; `pageTotal` is the course's page count (completion rate), `courseEnd` its end. */
export function toLearner(row: LearnerRow, pageTotal: number, courseEnd: string, now = Date.now()): Learner {
  const dueDate = row.due_at ?? courseEnd;
  return {
    id: row.id,
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    groups: parseJson(row.groups),
    status: row.status as LearnerStatus,
    result: row.result as Learner["result"],
    completionRate: pageTotal === 0 ? 0 : Math.min(100, Math.round((Number(row.viewed_pages) / pageTotal) * 100)),
    timeSpentSeconds: Math.floor(Number(row.time_spent_ms) / 1000),
    score: row.score === null ? null : Number(row.score),
    daysLeft: Math.max(0, Math.ceil((new Date(dueDate).getTime() - now) / DAY_MS)),
    dueDate,
    invitedAt: row.invited_at,
    openedAt: row.opened_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    lastRemindedAt: row.last_reminded_at,
  };
}

/**
 * The learners of one organisation's courses and their progress. Built with the tenant id bound;
 * every query names the course too, so a learner id of another course is not found.
 */
export class LearnersRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
    readonly tenantId: string,
  ) {}

  private ofCourse(courseId: string) {
    return this.db
      .selectFrom("learning_learners")
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId);
  }

  /** A learner of any of the organisation's courses (background work that knows only the learner). */
  async learnerRow(learnerId: string): Promise<LearnerRow | undefined> {
    return this.db
      .selectFrom("learning_learners")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", learnerId)
      .executeTakeFirst();
  }

  private filtered(courseId: string, query: LearnerListQuery) {
    const conditions: RawBuilder<SqlBool>[] = [];
    if (query.search) conditions.push(contains(this.dialect, "search", normaliseSearch(query.search)));
    if (query.status) conditions.push(sql<SqlBool>`status = ${query.status}`);
    if (query.result) conditions.push(sql<SqlBool>`result = ${query.result}`);
    // Groups are a JSON array of quoted names: `"Sales"` matches the group and not "Sales EU".
    if (query.group) conditions.push(contains(this.dialect, "groups", JSON.stringify(query.group)));
    return this.ofCourse(courseId).where((eb) => eb.and(conditions));
  }

  async find(courseId: string, learnerId: string): Promise<LearnerRow | undefined> {
    return this.ofCourse(courseId).selectAll().where("id", "=", learnerId).executeTakeFirst();
  }

  /** Person ids already enrolled in the course, among `personIds`. */
  async enrolledPersonIds(courseId: string): Promise<Set<string>> {
    const rows = await this.ofCourse(courseId).select("person_id").execute();
    return new Set(rows.map((row) => row.person_id));
  }

  /** Enrols `people`; answers the new learners' ids in the same order. Call it in a transaction. */
  async insertMany(courseId: string, people: readonly Enrolee[]): Promise<string[]> {
    const now = nowIso();
    const ids: string[] = [];
    for (let start = 0; start < people.length; start += INSERT_CHUNK) {
      const rows = people.slice(start, start + INSERT_CHUNK).map((person) => {
        const id = uuidv7();
        ids.push(id);
        return {
          id,
          tenant_id: this.tenantId,
          course_id: courseId,
          person_id: person.personId,
          email: person.email,
          first_name: person.firstName,
          last_name: person.lastName,
          groups: JSON.stringify(person.groups),
          search: searchableText(person.firstName, person.lastName, person.email),
          status: "InvitationPending",
          result: "NotCompleted",
          score: null,
          time_spent_ms: 0,
          viewed_pages: 0,
          due_at: null,
          invited_at: null,
          opened_at: null,
          started_at: null,
          completed_at: null,
          last_reminded_at: null,
          last_activity_at: null,
          created_at: now,
          updated_at: now,
        };
      });
      await this.db.insertInto("learning_learners").values(rows).execute();
    }
    return ids;
  }

  async list(courseId: string, query: LearnerListQuery, skip: number, limit: number) {
    const filtered = this.filtered(courseId, query);
    const direction = query.sortOrder ?? "asc";
    let ordered = filtered.selectAll().orderBy(sortColumns[query.sortBy ?? "lastName"], direction);
    if (!query.sortBy || query.sortBy === "lastName") ordered = ordered.orderBy("first_name", direction);
    const [rows, count] = await Promise.all([
      ordered.orderBy("id").offset(skip).limit(limit).execute(),
      filtered.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Every learner of the course matching `query`, 1,000 a query by keyset on id (exports). */
  async *iterate(courseId: string, query: LearnerListQuery): AsyncGenerator<LearnerRow> {
    let after = "";
    for (;;) {
      const rows = await this.filtered(courseId, query)
        .selectAll()
        .where("id", ">", after)
        .orderBy("id")
        .limit(INSERT_CHUNK * 2)
        .execute();
      yield* rows;
      if (rows.length < INSERT_CHUNK * 2) return;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  async delete(courseId: string, learnerId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("learning_learners")
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .where("id", "=", learnerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async setDueDate(courseId: string, learnerId: string, dueAt: string | null): Promise<void> {
    await this.db
      .updateTable("learning_learners")
      .set({ due_at: dueAt, updated_at: nowIso() })
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .where("id", "=", learnerId)
      .execute();
  }

  /** Clears a learner's pages, answers, time and result; an opened invitation stays opened. */
  async resetProgress(courseId: string, row: LearnerRow): Promise<void> {
    await this.db.deleteFrom("learning_learner_pages").where("learner_id", "=", row.id).execute();
    await this.db.deleteFrom("learning_learner_answers").where("learner_id", "=", row.id).execute();
    const status: LearnerStatus = row.opened_at
      ? "InvitationOpened"
      : row.invited_at
        ? "InvitationSentNoActivity"
        : "InvitationPending";
    await this.db
      .updateTable("learning_learners")
      .set({
        status,
        result: "NotCompleted",
        score: null,
        time_spent_ms: 0,
        viewed_pages: 0,
        started_at: null,
        completed_at: null,
        last_activity_at: null,
        updated_at: nowIso(),
      })
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .where("id", "=", row.id)
      .execute();
  }

  async statistics(courseId: string) {
    const rows = await this.ofCourse(courseId)
      .groupBy(["status", "result"])
      .select([
        "status",
        "result",
        sql<number>`count(*)`.as("n"),
        sql<number>`sum(coalesce(score, 0))`.as("score_sum"),
        sql<number>`sum(case when score is null then 0 else 1 end)`.as("scored"),
        sql<number>`sum(time_spent_ms)`.as("time_ms"),
      ])
      .execute();
    return rows.map((row) => ({
      status: row.status as LearnerStatus,
      result: row.result as Learner["result"],
      n: Number(row.n),
      scoreSum: Number(row.score_sum ?? 0),
      scored: Number(row.scored ?? 0),
      timeMs: Number(row.time_ms ?? 0),
    }));
  }

  /**
   * Learners of the course a reminder goes to: not completed, `learnerIds` among them if given,
   * and (with `notRemindedSince`) not reminded since then.
   */
  async incomplete(courseId: string, learnerIds?: readonly string[]) {
    let query = this.ofCourse(courseId).where("status", "!=", "LearningCompleted");
    if (learnerIds) query = query.where("id", "in", [...learnerIds]);
    return query.select(["id", "last_reminded_at", "status"]).execute();
  }

  /** Learners who have not opened their invitation, `learnerIds` among them if given. */
  async notOpened(courseId: string, learnerIds?: readonly string[]) {
    let query = this.ofCourse(courseId);
    if (learnerIds) query = query.where("id", "in", [...learnerIds]);
    else query = query.where("status", "in", ["InvitationPending", "InvitationSentNoActivity"]);
    return query.select(["id"]).execute();
  }

  /** Ids of the course's learners whose invitation has not been sent yet. */
  async notInvited(courseId: string): Promise<string[]> {
    const rows = await this.ofCourse(courseId).where("invited_at", "is", null).select("id").execute();
    return rows.map((row) => row.id);
  }

  /** Which of `learnerIds` are learners of the course. */
  async existing(courseId: string, learnerIds: readonly string[]): Promise<string[]> {
    const rows = await this.ofCourse(courseId)
      .where("id", "in", [...learnerIds])
      .select("id")
      .execute();
    return rows.map((row) => row.id);
  }

  async markReminded(ids: readonly string[], at: string): Promise<void> {
    for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
      await this.db
        .updateTable("learning_learners")
        .set({ last_reminded_at: at })
        .where(tenantOfRow(), "=", this.tenantId)
        .where("id", "in", ids.slice(start, start + INSERT_CHUNK))
        .execute();
    }
  }

  /** The learner's answers (quiz details, the player). */
  async answers(learnerId: string) {
    return this.db.selectFrom("learning_learner_answers").selectAll().where("learner_id", "=", learnerId).execute();
  }

  async viewedPageIds(learnerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("learning_learner_pages")
      .select("page_id")
      .where("learner_id", "=", learnerId)
      .orderBy("viewed_at")
      .execute();
    return rows.map((row) => row.page_id);
  }

  /** Marks the invitation sent: a pending learner becomes InvitationSentNoActivity. */
  async markInvited(learnerId: string, at: string): Promise<void> {
    await this.db
      .updateTable("learning_learners")
      .set((eb) => ({
        invited_at: eb.fn.coalesce("invited_at", sql<string>`${at}`),
        status: sql<string>`case when status = 'InvitationPending' then 'InvitationSentNoActivity' else status end`,
        updated_at: at,
      }))
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", learnerId)
      .execute();
  }

  /** Marks the player opened: a learner not yet further becomes InvitationOpened. */
  async markOpened(learnerId: string, at: string): Promise<void> {
    await this.db
      .updateTable("learning_learners")
      .set((eb) => ({
        opened_at: eb.fn.coalesce("opened_at", sql<string>`${at}`),
        invited_at: eb.fn.coalesce("invited_at", sql<string>`${at}`),
        status: sql<string>`case when status in ('InvitationPending', 'InvitationSentNoActivity') then 'InvitationOpened' else status end`,
        updated_at: at,
      }))
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", learnerId)
      .execute();
  }

  /** Records a page viewed and `addMs` of visible time; answers whether the page was new. */
  async recordActivity(row: LearnerRow, pageId: string, addMs: number, at: string): Promise<void> {
    const inserted = await this.db
      .insertInto("learning_learner_pages")
      .values({ learner_id: row.id, page_id: pageId, viewed_at: at })
      .onConflict((oc) => oc.columns(["learner_id", "page_id"]).doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    await this.db
      .updateTable("learning_learners")
      .set((eb) => ({
        time_spent_ms: eb("time_spent_ms", "+", addMs),
        viewed_pages: isNew ? eb("viewed_pages", "+", 1) : eb.ref("viewed_pages"),
        started_at: eb.fn.coalesce("started_at", sql<string>`${at}`),
        opened_at: eb.fn.coalesce("opened_at", sql<string>`${at}`),
        status: sql<string>`case when status = 'LearningCompleted' then status else 'LearningInProgress' end`,
        last_activity_at: at,
        updated_at: at,
      }))
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", row.id)
      .execute();
  }

  /** Records the first answer to a quiz page; answers false when one was recorded already. */
  async recordAnswer(learnerId: string, pageId: string, answerIndex: number, correct: boolean, at: string) {
    const inserted = await this.db
      .insertInto("learning_learner_answers")
      .values({
        learner_id: learnerId,
        page_id: pageId,
        answer_index: answerIndex,
        correct: correct ? 1 : 0,
        answered_at: at,
      })
      .onConflict((oc) => oc.columns(["learner_id", "page_id"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Completes the learner with `score` and its result; false when they had completed already. */
  async complete(learnerId: string, score: number, result: "Passed" | "Failed", at: string): Promise<boolean> {
    const updated = await this.db
      .updateTable("learning_learners")
      .set({ status: "LearningCompleted", result, score, completed_at: at, updated_at: at })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", learnerId)
      .where("status", "!=", "LearningCompleted")
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}

/** A learner by id in whichever organisation it is (the public player resolves its token so). */
export function learnerById(db: Executor, learnerId: string) {
  return db.selectFrom("learning_learners").selectAll().where("id", "=", learnerId).executeTakeFirst();
}

import type { Schema } from "@bulwark/contract";
import { type RawBuilder, type Selectable, type SqlBool, sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database, LearningCoursesTable } from "../../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../../platform/db/text-search.js";
import { uuidv7 } from "../../../platform/db/uuidv7.js";
import { contains, parseJson } from "../content.sql.js";

type Executor = Db | Transaction<Database>;
export type Course = Schema<"Course">;
export type CourseStatus = Schema<"CourseStatus">;
type CourseRow = Selectable<LearningCoursesTable>;

/** A course's own fields, as saved (custom messages already sanitised). */
export interface CourseValues {
  name: string;
  description: string | null;
  language: Schema<"LearningLanguage">;
  enrolmentDate: string;
  durationWeeks: number;
  endsAt: string;
  passingScore: number;
  predefinedCourseId: string | null;
  customMessages: Course["customMessages"];
  securityPolicyLink: string | null;
  securityContact: Course["securityContact"];
  linkInvitationsEnabled: boolean;
}

/** The filters and order of the courses list. */
export interface CourseListQuery {
  status?: CourseStatus | undefined;
  search?: string | undefined;
  language?: string | undefined;
  sortBy?: Schema<"CourseSortKey"> | undefined;
  sortOrder?: "asc" | "desc" | undefined;
}

const WEEK_MS = 7 * 86_400_000;

/** The end of a course that starts at `enrolmentDate` and lasts `weeks`. */
export const endOf = (enrolmentDate: string, weeks: number) =>
  new Date(new Date(enrolmentDate).getTime() + weeks * WEEK_MS).toISOString();

/** Where a course is in time at `now`. */
export function statusAt(row: { enrolment_date: string; ends_at: string }, now: string): CourseStatus {
  if (row.enrolment_date > now) return "upcoming";
  return row.ends_at <= now ? "finished" : "in_progress";
}

/** The condition of a status group at `now` (ISO text compares in time order on both databases). */
function statusCondition(status: CourseStatus, now: string) {
  if (status === "upcoming") return sql<SqlBool>`enrolment_date > ${now}`;
  if (status === "finished") return sql<SqlBool>`enrolment_date <= ${now} and ends_at <= ${now}`;
  return sql<SqlBool>`enrolment_date <= ${now} and ends_at > ${now}`;
}

const sortColumns = {
  name: "search",
  enrolmentDate: "enrolment_date",
  endDate: "ends_at",
  createdAt: "created_at",
} as const;

function columnsOf(values: CourseValues) {
  return {
    name: values.name,
    search: searchableText(values.name.normalize("NFC")),
    description: values.description,
    language: values.language,
    enrolment_date: values.enrolmentDate,
    duration_weeks: values.durationWeeks,
    ends_at: values.endsAt,
    passing_score: values.passingScore,
    predefined_course_id: values.predefinedCourseId,
    custom_messages: JSON.stringify(values.customMessages),
    security_policy_link: values.securityPolicyLink,
    security_contact: JSON.stringify(values.securityContact),
    link_invitations: values.linkInvitationsEnabled ? 1 : 0,
  };
}

/** A course's stored values, for an edit that changes some of them. */
export function valuesOf(row: CourseRow): CourseValues {
  return {
    name: row.name,
    description: row.description,
    language: row.language as CourseValues["language"],
    enrolmentDate: row.enrolment_date,
    durationWeeks: Number(row.duration_weeks),
    endsAt: row.ends_at,
    passingScore: Number(row.passing_score),
    predefinedCourseId: row.predefined_course_id,
    customMessages: parseJson(row.custom_messages),
    securityPolicyLink: row.security_policy_link,
    securityContact: parseJson(row.security_contact),
    linkInvitationsEnabled: row.link_invitations === 1,
  };
}

/**
 * The courses of one organisation, their lessons and invitation links. Built with the tenant id
 * bound: no query here reaches another organisation's courses.
 */
export class CoursesRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
    readonly tenantId: string,
  ) {}

  private scoped() {
    return this.db.selectFrom("learning_courses").where("tenant_id", "=", this.tenantId);
  }

  async row(id: string): Promise<CourseRow | undefined> {
    return this.scoped().selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The course as the API shows it, or undefined when it is not this organisation's. */
  async find(id: string, now = nowIso()): Promise<Course | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    const [course] = await this.present([row], now);
    return course;
  }

  async list(query: CourseListQuery, skip: number, limit: number, now = nowIso()) {
    const conditions: RawBuilder<SqlBool>[] = [];
    if (query.search) conditions.push(contains(this.dialect, "search", normaliseSearch(query.search)));
    if (query.language) conditions.push(sql<SqlBool>`language = ${query.language}`);
    const filtered = this.scoped().where((eb) => eb.and(conditions));
    const inGroup = query.status ? filtered.where(statusCondition(query.status, now)) : filtered;
    const sortBy = query.sortBy ?? "createdAt";
    const direction = query.sortOrder ?? (query.sortBy ? "asc" : "desc");
    const [rows, counts] = await Promise.all([
      inGroup.selectAll().orderBy(sortColumns[sortBy], direction).orderBy("id").offset(skip).limit(limit).execute(),
      filtered
        .select([
          sql<number>`sum(case when enrolment_date > ${now} then 1 else 0 end)`.as("upcoming"),
          sql<number>`sum(case when enrolment_date <= ${now} and ends_at <= ${now} then 1 else 0 end)`.as("finished"),
          sql<number>`sum(case when enrolment_date <= ${now} and ends_at > ${now} then 1 else 0 end)`.as("in_progress"),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const groups = {
      in_progress: Number(counts.in_progress ?? 0),
      upcoming: Number(counts.upcoming ?? 0),
      finished: Number(counts.finished ?? 0),
    };
    const total = query.status ? groups[query.status] : groups.in_progress + groups.upcoming + groups.finished;
    return { items: await this.present(rows, now), total, counts: groups };
  }

  async insert(values: CourseValues, lessonIds: readonly string[], createdBy: string | null): Promise<string> {
    const id = uuidv7();
    const now = nowIso();
    await this.db
      .insertInto("learning_courses")
      .values({
        id,
        tenant_id: this.tenantId,
        ...columnsOf(values),
        created_by_user_id: createdBy,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await this.setLessons(id, lessonIds);
    return id;
  }

  async update(id: string, values: CourseValues): Promise<void> {
    await this.db
      .updateTable("learning_courses")
      .set({ ...columnsOf(values), updated_at: nowIso() })
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .execute();
  }

  async setLessons(courseId: string, lessonIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom("learning_course_items").where("course_id", "=", courseId).execute();
    if (lessonIds.length === 0) return;
    await this.db
      .insertInto("learning_course_items")
      .values(
        lessonIds.map((lessonId, position) => ({
          course_id: courseId,
          lesson_id: lessonId,
          tenant_id: this.tenantId,
          position,
        })),
      )
      .execute();
  }

  /** The course's lesson ids, in order. */
  async lessonIds(courseId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("learning_course_items")
      .select("lesson_id")
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .orderBy("position")
      .execute();
    return rows.map((row) => row.lesson_id);
  }

  /** This organisation's ongoing and upcoming courses that teach `lessonId`, soonest first. */
  async ongoingWithLesson(lessonId: string, now = nowIso()) {
    const rows = await this.scoped()
      .where("ends_at", ">", now)
      .where("id", "in", (eb) =>
        eb.selectFrom("learning_course_items").select("course_id").where("lesson_id", "=", lessonId),
      )
      .select(["id", "name", "enrolment_date", "ends_at"])
      .orderBy("enrolment_date")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: statusAt(row, now),
      enrolmentDate: row.enrolment_date,
      endDate: row.ends_at,
    }));
  }

  // ---------------------------------------------------------------- invitation links

  async insertLink(courseId: string, token: string) {
    const row = { id: uuidv7(), tenant_id: this.tenantId, course_id: courseId, token, created_at: nowIso() };
    await this.db.insertInto("learning_course_invitation_links").values(row).execute();
    return row;
  }

  async links(courseId: string) {
    return this.db
      .selectFrom("learning_course_invitation_links")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .orderBy("created_at", "desc")
      .execute();
  }

  async deleteLink(courseId: string, linkId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("learning_course_invitation_links")
      .where("tenant_id", "=", this.tenantId)
      .where("course_id", "=", courseId)
      .where("id", "=", linkId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // ---------------------------------------------------------------- figures

  /** The dashboard's course figures of the organisation at `now`. */
  async overview(now = nowIso()): Promise<Schema<"CoursesOverview">> {
    const courses = await this.scoped()
      .select([
        sql<number>`count(*)`.as("all"),
        sql<number>`sum(case when enrolment_date <= ${now} then 1 else 0 end)`.as("launched"),
        sql<number>`sum(case when enrolment_date <= ${now} and ends_at > ${now} then 1 else 0 end)`.as("active"),
      ])
      .executeTakeFirstOrThrow();
    // A person enrolled in two running courses is one person learning.
    const learning = await this.db
      .selectFrom("learning_learners as l")
      .innerJoin("learning_courses as c", "c.id", "l.course_id")
      .where("l.tenant_id", "=", this.tenantId)
      .where("c.tenant_id", "=", this.tenantId)
      .where("c.enrolment_date", "<=", now)
      .where("c.ends_at", ">", now)
      .where("l.status", "!=", "LearningCompleted")
      .select(sql<number>`count(distinct l.person_id)`.as("people"))
      .executeTakeFirstOrThrow();
    const learners = await this.db
      .selectFrom("learning_learners")
      .where("tenant_id", "=", this.tenantId)
      .select([
        sql<number>`count(*)`.as("total"),
        sql<number>`sum(case when status = 'LearningCompleted' then 1 else 0 end)`.as("completed"),
        sql<number>`sum(case when result = 'Passed' then 1 else 0 end)`.as("passed"),
      ])
      .executeTakeFirstOrThrow();
    const finished = (result: "expired" | "failed") =>
      this.scoped()
        .where("ends_at", "<=", now)
        .where("id", "in", (eb) => {
          const learnersOf = eb
            .selectFrom("learning_learners")
            .select("course_id")
            .where("tenant_id", "=", this.tenantId);
          return result === "failed"
            ? learnersOf.where("result", "=", "Failed")
            : learnersOf.where("status", "!=", "LearningCompleted");
        })
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
    const [expired, failed] = await Promise.all([finished("expired"), finished("failed")]);
    return {
      allCoursesCount: Number(courses.all ?? 0),
      launchedCoursesCount: Number(courses.launched ?? 0),
      activeCoursesCount: Number(courses.active ?? 0),
      coursesStatistics: {
        learningPeopleCount: Number(learning.people ?? 0),
        totalLearnersCount: Number(learners.total ?? 0),
        completedLearnersCount: Number(learners.completed ?? 0),
        passedLearnersCount: Number(learners.passed ?? 0),
      },
      system: {
        expiredCoursesCreatedBySystem: Number(expired.n ?? 0),
        failedCoursesCreatedBySystem: Number(failed.n ?? 0),
      },
    };
  }

  /** Rows as the API shows them: with their lessons (in the course's language) and learner counts. */
  private async present(rows: CourseRow[], now: string): Promise<Course[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, counts] = await Promise.all([
      this.db
        .selectFrom("learning_course_items as i")
        .innerJoin("learning_lessons as l", "l.id", "i.lesson_id")
        .where("i.tenant_id", "=", this.tenantId)
        .where("i.course_id", "in", ids)
        .select(["i.course_id", "i.position", "l.id", "l.name", "l.titles"])
        .orderBy("i.position")
        .execute(),
      this.db
        .selectFrom("learning_learners")
        .where("tenant_id", "=", this.tenantId)
        .where("course_id", "in", ids)
        .groupBy("course_id")
        .select([
          "course_id",
          sql<number>`count(*)`.as("total"),
          sql<number>`sum(case when status = 'LearningCompleted' then 1 else 0 end)`.as("completed"),
          sql<number>`sum(case when result = 'Passed' then 1 else 0 end)`.as("passed"),
        ])
        .execute(),
    ]);
    const lessonIds = [...new Set(items.map((item) => item.id))];
    const pages =
      lessonIds.length === 0
        ? []
        : await this.db
            .selectFrom("learning_pages")
            .where("lesson_id", "in", lessonIds)
            .groupBy(["lesson_id", "language"])
            .select([
              "lesson_id",
              "language",
              sql<number>`count(*)`.as("pages"),
              sql<number>`sum(case when type = 'Quiz' then 1 else 0 end)`.as("quizzes"),
            ])
            .execute();
    return rows.map((row) => {
      const values = valuesOf(row);
      const count = counts.find((c) => c.course_id === row.id);
      const lessons = items
        .filter((item) => item.course_id === row.id)
        .map((item) => {
          const inLanguage = pages.find((p) => p.lesson_id === item.id && p.language === row.language);
          const titles = parseJson<Record<string, string | undefined>>(item.titles);
          return {
            id: item.id,
            name: item.name,
            title: titles[row.language] || item.name,
            pageCount: Number(inLanguage?.pages ?? 0),
            quizCount: Number(inLanguage?.quizzes ?? 0),
          };
        });
      return {
        id: row.id,
        name: values.name,
        description: values.description,
        language: values.language,
        enrolmentDate: values.enrolmentDate,
        durationWeeks: values.durationWeeks,
        endDate: values.endsAt,
        status: statusAt(row, now),
        passingScore: values.passingScore,
        predefinedCourseId: values.predefinedCourseId,
        lessonIds: lessons.map((lesson) => lesson.id),
        lessons,
        customMessages: values.customMessages,
        securityPolicyLink: values.securityPolicyLink,
        securityContact: values.securityContact,
        linkInvitationsEnabled: values.linkInvitationsEnabled,
        learnerCount: Number(count?.total ?? 0),
        completedCount: Number(count?.completed ?? 0),
        passedCount: Number(count?.passed ?? 0),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }
}

/** Courses (any organisation's) still running or upcoming at `now` that teach `lessonId`: deleting it is refused then. */
export async function lessonInActiveCourse(db: Executor, lessonId: string, now = nowIso()): Promise<boolean> {
  const row = await db
    .selectFrom("learning_course_items as i")
    .innerJoin("learning_courses as c", "c.id", "i.course_id")
    .where("i.lesson_id", "=", lessonId)
    .where("c.ends_at", ">", now)
    .select("c.id")
    .executeTakeFirst();
  return row !== undefined;
}

/** An invitation link by its token, in whichever organisation it is (the public join call). */
export function invitationLinkByToken(db: Executor, token: string) {
  return db
    .selectFrom("learning_course_invitation_links as k")
    .innerJoin("learning_courses as c", "c.id", "k.course_id")
    .where("k.token", "=", token)
    .select(["k.id", "k.tenant_id", "k.course_id", "c.link_invitations", "c.ends_at"])
    .executeTakeFirst();
}

import type { Schema } from "@bulwark/contract";
import type { Selectable } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { LearningPredefinedCoursesTable } from "../../platform/db/schema.js";
import { normaliseSearch, searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { contains, parseJson, type Reach, reachOf } from "./content.sql.js";
import { courseLanguages, type Language } from "./rules.js";

export type PredefinedCourse = Schema<"PredefinedCourse">;

/** A predefined course as saved. */
export interface CourseValues {
  names: Schema<"LocalizedTitle">;
  descriptions: Schema<"LocalizedDescription">;
  logo: string | null;
  avatar: string | null;
  level: Schema<"CourseLevel">;
  passingScore: number;
  lessonIds: string[];
  premium: boolean;
}

function columns(values: CourseValues) {
  return {
    names: JSON.stringify(values.names),
    // Every language's name, so a search finds the course whichever one the admin types.
    search: searchableText(...Object.values(values.names).map((name) => (name ?? "").normalize("NFC"))),
    descriptions: JSON.stringify(values.descriptions),
    logo: values.logo,
    avatar: values.avatar,
    level: values.level,
    passing_score: values.passingScore,
    premium: values.premium ? 1 : 0,
  };
}

/** Predefined courses and their lesson lists, bound like {@link LessonsRepository}. */
export class PredefinedCoursesRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {}

  private async withLessons(rows: Selectable<LearningPredefinedCoursesTable>[]): Promise<PredefinedCourse[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .selectFrom("learning_course_lessons as c")
      .innerJoin("learning_lessons as l", "l.id", "c.lesson_id")
      .where(
        "c.course_id",
        "in",
        rows.map((row) => row.id),
      )
      .select(["c.course_id", "c.lesson_id", "c.position", "l.name", "l.languages"])
      .orderBy("c.position")
      .execute();
    return rows.map((row) => {
      const lessons = links
        .filter((link) => link.course_id === row.id)
        .map((link) => ({ id: link.lesson_id, name: link.name, languages: parseJson<Language[]>(link.languages) }));
      const names = parseJson<Schema<"LocalizedTitle">>(row.names);
      return {
        id: row.id,
        tenantId: row.tenant_id,
        names,
        descriptions: parseJson(row.descriptions),
        logo: row.logo,
        avatar: row.avatar,
        level: row.level as PredefinedCourse["level"],
        passingScore: Number(row.passing_score),
        lessonIds: lessons.map((lesson) => lesson.id),
        lessons,
        premium: row.premium === 1,
        languages: courseLanguages(names),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  async list(
    reach: Reach,
    filters: { search?: string | undefined; level?: string | undefined },
    skip: number,
    limit: number,
  ) {
    let base = this.db.selectFrom("learning_predefined_courses").where(reachOf(this.tenantId, reach));
    if (filters.search) base = base.where(contains(this.dialect, "search", normaliseSearch(filters.search)));
    if (filters.level) base = base.where("level", "=", filters.level);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: await this.withLessons(rows), total: Number(total.n) };
  }

  async find(id: string, reach: Reach): Promise<PredefinedCourse | undefined> {
    const row = await this.db
      .selectFrom("learning_predefined_courses")
      .selectAll()
      .where(reachOf(this.tenantId, reach))
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? (await this.withLessons([row]))[0] : undefined;
  }

  private async setLessons(id: string, lessonIds: readonly string[]) {
    await this.db.deleteFrom("learning_course_lessons").where("course_id", "=", id).execute();
    if (lessonIds.length === 0) return;
    await this.db
      .insertInto("learning_course_lessons")
      .values(lessonIds.map((lessonId, position) => ({ course_id: id, lesson_id: lessonId, position })))
      .execute();
  }

  async insert(values: CourseValues, id: string = uuidv7()): Promise<string> {
    const now = nowIso();
    await this.db
      .insertInto("learning_predefined_courses")
      .values({ id, tenant_id: this.tenantId, ...columns(values), created_at: now, updated_at: now })
      .execute();
    await this.setLessons(id, values.lessonIds);
    return id;
  }

  async update(id: string, values: CourseValues): Promise<boolean> {
    const result = await this.db
      .updateTable("learning_predefined_courses")
      .set({ ...columns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.setLessons(id, values.lessonIds);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("learning_predefined_courses")
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

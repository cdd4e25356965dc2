import type { Selectable, Transaction } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import type { Database, LearningPagesTable } from "../../../platform/db/schema.js";
import { parseJson } from "../content.sql.js";

type Executor = Db | Transaction<Database>;

/** A lesson of a course with its pages in the course's language, in order. */
export interface CourseLessonPages {
  id: string;
  name: string;
  title: string;
  /** The lesson's expected completion time, in minutes. */
  expectedMinutes: number;
  pages: Selectable<LearningPagesTable>[];
}

/**
 * The lessons of one organisation's course, in course order, each with its pages in `language`
 * (a course is taken in one language: pages in others are not part of it).
 */
export async function coursePages(
  db: Executor,
  tenantId: string,
  courseId: string,
  language: string,
  onlyLessonId?: string,
): Promise<CourseLessonPages[]> {
  let items = db
    .selectFrom("learning_course_items as i")
    .innerJoin("learning_lessons as l", "l.id", "i.lesson_id")
    .where("i.tenant_id", "=", tenantId)
    .where("i.course_id", "=", courseId)
    .select(["l.id", "l.name", "l.titles", "l.expected_completion_time"])
    .orderBy("i.position");
  if (onlyLessonId) items = items.where("l.id", "=", onlyLessonId);
  const lessons = await items.execute();
  if (lessons.length === 0) return [];
  const pages = await db
    .selectFrom("learning_pages")
    .selectAll()
    .where(
      "lesson_id",
      "in",
      lessons.map((lesson) => lesson.id),
    )
    .where("language", "=", language)
    .orderBy("lesson_id")
    .orderBy("position")
    .execute();
  return lessons.map((lesson) => ({
    id: lesson.id,
    name: lesson.name,
    title: parseJson<Record<string, string | undefined>>(lesson.titles)[language] || lesson.name,
    expectedMinutes: Number(lesson.expected_completion_time),
    pages: pages.filter((page) => page.lesson_id === lesson.id),
  }));
}

/** How many pages (and quiz pages) a course has in `language`: the completion rate's denominator. */
export async function coursePageCount(db: Executor, tenantId: string, courseId: string, language: string) {
  const row = await db
    .selectFrom("learning_pages as p")
    .innerJoin("learning_course_items as i", "i.lesson_id", "p.lesson_id")
    .where("i.tenant_id", "=", tenantId)
    .where("i.course_id", "=", courseId)
    .where("p.language", "=", language)
    .select([
      sql<number>`count(*)`.as("pages"),
      sql<number>`sum(case when p.type = 'Quiz' then 1 else 0 end)`.as("quizzes"),
    ])
    .executeTakeFirstOrThrow();
  return { pages: Number(row.pages ?? 0), quizzes: Number(row.quizzes ?? 0) };
}

/** The minutes a course's lessons are expected to take, together (its join page's "about N minutes"). */
export async function courseExpectedMinutes(db: Executor, tenantId: string, courseId: string): Promise<number> {
  const row = await db
    .selectFrom("learning_course_items as i")
    .innerJoin("learning_lessons as l", "l.id", "i.lesson_id")
    .where("i.tenant_id", "=", tenantId)
    .where("i.course_id", "=", courseId)
    .select(sql<number>`sum(l.expected_completion_time)`.as("minutes"))
    .executeTakeFirstOrThrow();
  return Number(row.minutes ?? 0);
}

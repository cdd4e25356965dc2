import type { Schema } from "@bulwark/contract";
import type { Selectable } from "kysely";
import type { Db, Dialect } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import type { LearningLessonsTable, LearningPagesTable } from "../../platform/db/schema.js";
import { searchableText } from "../../platform/db/text-search.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { type ContentFilters, filterConditions, parseJson, type Reach, reachOf } from "./content.sql.js";
import { lessonInActiveCourse } from "./courses/courses.repository.js";
import type { Language, PageValues } from "./rules.js";

export type Lesson = Schema<"Lesson">;
export type Page = Schema<"Page">;

/** A lesson's own fields, as saved. */
export interface LessonValues {
  name: string;
  premium: boolean;
  expectedCompletionTime: number;
  titles: Schema<"LocalizedTitle">;
  tags: string[];
  languages: Language[];
}

type LessonRow = Selectable<LearningLessonsTable> & { page_count: number | string | bigint };

function toLesson(row: LessonRow): Lesson {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    premium: row.premium === 1,
    expectedCompletionTime: Number(row.expected_completion_time),
    titles: parseJson(row.titles),
    tags: parseJson(row.tags),
    languages: parseJson(row.languages),
    pageCount: Number(row.page_count),
    copiedFromId: row.copied_from_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toPage(row: Selectable<LearningPagesTable>): Page {
  return {
    id: row.id,
    lessonId: row.lesson_id,
    tenantId: row.tenant_id,
    position: Number(row.position),
    type: row.type as Page["type"],
    name: row.name,
    description: row.description,
    language: row.language as Language,
    title: row.title,
    sidebarTitle: row.sidebar_title,
    content: row.content,
    videoLink: row.video_link,
    videoEmbedUrl: row.video_embed_url,
    videoLinkTranslate: row.video_link_translate,
    videoLinkTranslateEmbedUrl: row.video_link_translate_embed_url,
    explanationCorrect: row.explanation_correct,
    explanationIncorrect: row.explanation_incorrect,
    question: row.question,
    answers: parseJson(row.answers),
    componentName: row.component_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function lessonColumns(values: LessonValues) {
  return {
    name: values.name,
    search: searchableText(values.name.normalize("NFC")),
    premium: values.premium ? 1 : 0,
    expected_completion_time: values.expectedCompletionTime,
    titles: JSON.stringify(values.titles),
    tags: JSON.stringify(values.tags),
    languages: JSON.stringify(values.languages),
  };
}

function pageColumns(values: PageValues) {
  return {
    type: values.type,
    name: values.name,
    description: values.description,
    language: values.language,
    title: values.title,
    sidebar_title: values.sidebarTitle,
    content: values.content,
    video_link: values.videoLink,
    video_embed_url: values.videoEmbedUrl,
    video_link_translate: values.videoLinkTranslate,
    video_link_translate_embed_url: values.videoLinkTranslateEmbedUrl,
    explanation_correct: values.explanationCorrect,
    explanation_incorrect: values.explanationIncorrect,
    question: values.question,
    answers: JSON.stringify(values.answers),
    component_name: values.componentName,
  };
}

/** A stored page back as the values it was saved from (copies, exports). */
export function pageValuesOf(page: Page): PageValues {
  const {
    id: _id,
    lessonId: _l,
    tenantId: _t,
    position: _p,
    createdAt: _c,
    updatedAt: _u,
    warnings: _w,
    ...values
  } = page;
  return values;
}

/**
 * Lessons and their pages: one aggregate, SQL only. Bound to an organisation, or to the common
 * library (`tenantId` null); `own` reads what this binding may change, `visible` adds the common
 * library to an organisation's own.
 */
export class LessonsRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    readonly tenantId: string | null,
  ) {}

  private lessons(reach: Reach) {
    return this.db
      .selectFrom("learning_lessons as l")
      .where(reachOf(this.tenantId, reach))
      .selectAll("l")
      .select((eb) =>
        eb
          .selectFrom("learning_pages as p")
          .whereRef("p.lesson_id", "=", "l.id")
          .select(eb.fn.countAll().as("n"))
          .as("page_count"),
      );
  }

  async list(reach: Reach, filters: ContentFilters, skip: number, limit: number) {
    const where = filterConditions(this.dialect, filters);
    const base = this.db
      .selectFrom("learning_lessons")
      .where(reachOf(this.tenantId, reach))
      .where((eb) => eb.and(where));
    const [rows, total] = await Promise.all([
      this.lessons(reach)
        .where((eb) => eb.and(where))
        .orderBy("l.created_at", "desc")
        .orderBy("l.id")
        .offset(skip)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toLesson(row as LessonRow)), total: Number(total.n) };
  }

  async find(id: string, reach: Reach): Promise<Lesson | undefined> {
    const row = await this.lessons(reach).where("l.id", "=", id).executeTakeFirst();
    return row ? toLesson(row as LessonRow) : undefined;
  }

  /** Lessons by id that this binding can see, with the languages of their pages (course warnings). */
  async visibleWithPageLanguages(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("learning_lessons")
      .where(reachOf(this.tenantId, "visible"))
      .where("id", "in", ids)
      .select(["id", "name", "languages"])
      .execute();
    const pages = await this.db
      .selectFrom("learning_pages")
      .where(reachOf(this.tenantId, "visible"))
      .where("lesson_id", "in", ids)
      .select(["lesson_id", "language"])
      .distinct()
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      languages: parseJson<Language[]>(row.languages),
      pageLanguages: pages.filter((page) => page.lesson_id === row.id).map((page) => page.language as Language),
    }));
  }

  async insert(values: LessonValues, copiedFromId: string | null = null, id: string = uuidv7()): Promise<string> {
    const now = nowIso();
    await this.db
      .insertInto("learning_lessons")
      .values({
        id,
        tenant_id: this.tenantId,
        ...lessonColumns(values),
        copied_from_id: copiedFromId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async update(id: string, values: LessonValues): Promise<boolean> {
    const result = await this.db
      .updateTable("learning_lessons")
      .set({ ...lessonColumns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether a predefined course includes the lesson (it cannot be deleted then). */
  async inUse(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("learning_course_lessons")
      .select("course_id")
      .where("lesson_id", "=", id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether an ongoing or upcoming course (of any organisation that can see it) teaches the lesson. */
  async inActiveCourse(id: string): Promise<boolean> {
    return lessonInActiveCourse(this.db, id);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("learning_lessons")
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async touch(id: string): Promise<void> {
    await this.db
      .updateTable("learning_lessons")
      .set({ updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("id", "=", id)
      .execute();
  }

  // ---------------------------------------------------------------- pages

  private pages(lessonId: string) {
    return this.db
      .selectFrom("learning_pages")
      .selectAll()
      .where(reachOf(this.tenantId, "visible"))
      .where("lesson_id", "=", lessonId);
  }

  /** The lesson's pages in order (the lesson's visibility is the caller's to have checked). */
  async listPages(lessonId: string, language?: string): Promise<Page[]> {
    let query = this.pages(lessonId).orderBy("position");
    if (language) query = query.where("language", "=", language);
    return (await query.execute()).map(toPage);
  }

  async findPage(lessonId: string, pageId: string): Promise<Page | undefined> {
    const row = await this.pages(lessonId).where("id", "=", pageId).executeTakeFirst();
    return row ? toPage(row) : undefined;
  }

  /** Adds a page after the lesson's last one. */
  async insertPage(lessonId: string, values: PageValues): Promise<string> {
    const last = await this.db
      .selectFrom("learning_pages")
      .where(reachOf(this.tenantId, "own"))
      .where("lesson_id", "=", lessonId)
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const id = uuidv7();
    const now = nowIso();
    await this.db
      .insertInto("learning_pages")
      .values({
        id,
        tenant_id: this.tenantId,
        lesson_id: lessonId,
        position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
        ...pageColumns(values),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async updatePage(lessonId: string, pageId: string, values: PageValues): Promise<boolean> {
    const result = await this.db
      .updateTable("learning_pages")
      .set({ ...pageColumns(values), updated_at: nowIso() })
      .where(reachOf(this.tenantId, "own"))
      .where("lesson_id", "=", lessonId)
      .where("id", "=", pageId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes a page and closes the gap it leaves in the order. */
  async deletePage(lessonId: string, pageId: string): Promise<boolean> {
    const page = await this.db
      .selectFrom("learning_pages")
      .select("position")
      .where(reachOf(this.tenantId, "own"))
      .where("lesson_id", "=", lessonId)
      .where("id", "=", pageId)
      .executeTakeFirst();
    if (!page) return false;
    await this.db.deleteFrom("learning_pages").where(reachOf(this.tenantId, "own")).where("id", "=", pageId).execute();
    await this.db
      .updateTable("learning_pages")
      .set((eb) => ({ position: eb("position", "-", 1) }))
      .where(reachOf(this.tenantId, "own"))
      .where("lesson_id", "=", lessonId)
      .where("position", ">", Number(page.position))
      .execute();
    return true;
  }

  /** Ids of the lesson's pages, in order. */
  async pageIds(lessonId: string): Promise<string[]> {
    const rows = await this.pages(lessonId).orderBy("position").execute();
    return rows.map((row) => row.id);
  }

  /** Puts the pages in the given order (the caller has checked it names each page once). */
  async reorder(lessonId: string, pageIds: readonly string[]): Promise<void> {
    const now = nowIso();
    for (const [position, id] of pageIds.entries()) {
      await this.db
        .updateTable("learning_pages")
        .set({ position, updated_at: now })
        .where(reachOf(this.tenantId, "own"))
        .where("lesson_id", "=", lessonId)
        .where("id", "=", id)
        .execute();
    }
  }
}

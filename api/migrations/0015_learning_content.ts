import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * The learning library: lessons and their pages, predefined courses, nano pages.
 *
 * - `tenant_id` null is common content (managed by super-admins, visible to every organisation);
 *   otherwise the organisation's own. Lists read by `(tenant_id, created_at)`.
 * - Per-language texts, tags, languages, answers and nano translations are JSON text, as the API
 *   shows them; `search` is the lower-cased name the text filter scans.
 * - A predefined course's lessons are rows of `learning_course_lessons` as well as its order, so
 *   "is this lesson part of a course?" (deleting a lesson) is an indexed lookup.
 * - `learning_library_seeds` names each built-in item once shipped: the seed step never brings
 *   back what a super-admin deleted or changed.
 */
export const learningContent = (_dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    const tenant = <T extends string>(t: CreateTableBuilder<T>) =>
      t.addColumn("tenant_id", "text", (c) => c.references("tenants.id").onDelete("cascade"));
    await tenant(db.schema.createTable("learning_lessons").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("premium", "integer", (c) => c.notNull())
      .addColumn("expected_completion_time", "integer", (c) => c.notNull())
      .addColumn("titles", "text", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("languages", "text", (c) => c.notNull())
      .addColumn("copied_from_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_lessons_tenant")
      .on("learning_lessons")
      .columns(["tenant_id", "created_at"])
      .execute();

    await tenant(db.schema.createTable("learning_pages").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("lesson_id", "text", (c) => c.notNull().references("learning_lessons.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("sidebar_title", "text", (c) => c.notNull())
      .addColumn("content", "text")
      .addColumn("video_link", "text")
      .addColumn("video_embed_url", "text")
      .addColumn("video_link_translate", "text")
      .addColumn("video_link_translate_embed_url", "text")
      .addColumn("explanation_correct", "text")
      .addColumn("explanation_incorrect", "text")
      .addColumn("question", "text")
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("component_name", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_pages_lesson")
      .on("learning_pages")
      .columns(["lesson_id", "position"])
      .execute();

    await tenant(db.schema.createTable("learning_predefined_courses").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("descriptions", "text", (c) => c.notNull())
      .addColumn("logo", "text")
      .addColumn("avatar", "text")
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("passing_score", "integer", (c) => c.notNull())
      .addColumn("premium", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_predefined_courses_tenant")
      .on("learning_predefined_courses")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("learning_course_lessons")
      .addColumn("course_id", "text", (c) =>
        c.notNull().references("learning_predefined_courses.id").onDelete("cascade"),
      )
      .addColumn("lesson_id", "text", (c) => c.notNull().references("learning_lessons.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("learning_course_lessons_pk", ["course_id", "lesson_id"])
      .execute();
    await db.schema
      .createIndex("learning_course_lessons_lesson")
      .on("learning_course_lessons")
      .column("lesson_id")
      .execute();

    await tenant(db.schema.createTable("learning_nano_pages").addColumn("id", "text", (c) => c.primaryKey()))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("languages", "text", (c) => c.notNull())
      .addColumn("premium", "integer", (c) => c.notNull())
      .addColumn("video_link", "text")
      .addColumn("video_embed_url", "text")
      .addColumn("video_type", "text")
      .addColumn("thumbnail", "text")
      .addColumn("translations", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_nano_pages_tenant")
      .on("learning_nano_pages")
      .columns(["tenant_id", "created_at"])
      .execute();

    await db.schema
      .createTable("learning_library_seeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("seeded_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      "learning_library_seeds",
      "learning_nano_pages",
      "learning_course_lessons",
      "learning_predefined_courses",
      "learning_pages",
      "learning_lessons",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});

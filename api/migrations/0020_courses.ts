import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/**
 * Courses launched to an organisation's people, their learners and the learners' progress.
 *
 * - `learning_courses`: one row per course; `ends_at` is the enrolment date plus the duration,
 *   moved on when the course is extended, so Active/Upcoming/Finished is a comparison with now.
 *   Custom messages and the security contact are JSON text.
 * - `learning_course_items`: the lessons of a course in order. `lesson_id` is indexed for "which
 *   ongoing courses teach this lesson?" (refusing its deletion).
 * - `learning_learners`: one person's enrolment, with a copy of the person's name, email and
 *   groups taken at enrolment, so the learners list is one indexed read of one table (and a person
 *   deleted later does not erase their course history). Progress figures live on the row.
 * - `learning_learner_pages` / `learning_learner_answers`: pages viewed and quiz answers, one row
 *   each, so a reload (or another device) continues where the learner left off.
 * - `learning_course_invitation_links`: shareable links people request an invitation with.
 * - `learning_course_standards`: the standard course score per industry (super-admins').
 */
export const courses = (_dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("learning_courses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("enrolment_date", "text", (c) => c.notNull())
      .addColumn("duration_weeks", "integer", (c) => c.notNull())
      .addColumn("ends_at", "text", (c) => c.notNull())
      .addColumn("passing_score", "integer", (c) => c.notNull())
      .addColumn("predefined_course_id", "text")
      .addColumn("custom_messages", "text", (c) => c.notNull())
      .addColumn("security_policy_link", "text")
      .addColumn("security_contact", "text", (c) => c.notNull())
      .addColumn("link_invitations", "integer", (c) => c.notNull())
      .addColumn("created_by_user_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_courses_tenant")
      .on("learning_courses")
      .columns(["tenant_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("learning_courses_tenant_ends")
      .on("learning_courses")
      .columns(["tenant_id", "ends_at"])
      .execute();

    await db.schema
      .createTable("learning_course_items")
      .addColumn("course_id", "text", (c) => c.notNull().references("learning_courses.id").onDelete("cascade"))
      .addColumn("lesson_id", "text", (c) => c.notNull().references("learning_lessons.id").onDelete("cascade"))
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("learning_course_items_pk", ["course_id", "lesson_id"])
      .execute();
    await db.schema
      .createIndex("learning_course_items_lesson")
      .on("learning_course_items")
      .column("lesson_id")
      .execute();

    await db.schema
      .createTable("learning_learners")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("course_id", "text", (c) => c.notNull().references("learning_courses.id").onDelete("cascade"))
      .addColumn("person_id", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("groups", "text", (c) => c.notNull())
      .addColumn("search", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("result", "text", (c) => c.notNull())
      .addColumn("score", "integer")
      .addColumn("time_spent_ms", "integer", (c) => c.notNull())
      .addColumn("viewed_pages", "integer", (c) => c.notNull())
      .addColumn("due_at", "text")
      .addColumn("invited_at", "text")
      .addColumn("opened_at", "text")
      .addColumn("started_at", "text")
      .addColumn("completed_at", "text")
      .addColumn("last_reminded_at", "text")
      .addColumn("last_activity_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("learning_learners_course_person")
      .unique()
      .on("learning_learners")
      .columns(["course_id", "person_id"])
      .execute();
    // The learners list: one course, by last name (its default order).
    await db.schema
      .createIndex("learning_learners_course_name")
      .on("learning_learners")
      .columns(["tenant_id", "course_id", "last_name", "first_name", "id"])
      .execute();
    await db.schema
      .createIndex("learning_learners_course_status")
      .on("learning_learners")
      .columns(["course_id", "status"])
      .execute();

    await db.schema
      .createTable("learning_learner_pages")
      .addColumn("learner_id", "text", (c) => c.notNull().references("learning_learners.id").onDelete("cascade"))
      .addColumn("page_id", "text", (c) => c.notNull())
      .addColumn("viewed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("learning_learner_pages_pk", ["learner_id", "page_id"])
      .execute();
    await db.schema
      .createTable("learning_learner_answers")
      .addColumn("learner_id", "text", (c) => c.notNull().references("learning_learners.id").onDelete("cascade"))
      .addColumn("page_id", "text", (c) => c.notNull())
      .addColumn("answer_index", "integer", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addColumn("answered_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("learning_learner_answers_pk", ["learner_id", "page_id"])
      .execute();

    await db.schema
      .createTable("learning_course_invitation_links")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("course_id", "text", (c) => c.notNull().references("learning_courses.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("learning_course_standards")
      .addColumn("industry", "text", (c) => c.primaryKey())
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      "learning_course_standards",
      "learning_course_invitation_links",
      "learning_learner_answers",
      "learning_learner_pages",
      "learning_learners",
      "learning_course_items",
      "learning_courses",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});

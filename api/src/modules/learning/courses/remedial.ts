import type { Transaction } from "kysely";
import type { Db, Dialect } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Platform } from "../../../platform/platform.js";
import { requirements } from "../learning.access.js";
import { statusAt } from "./courses.repository.js";
import { enrol } from "./enrolment.js";
import { courseRepositories } from "./repositories.js";

/**
 * The courses area's face to other modules that enrol people as remedial training (a phishing
 * simulation's failing targets): they read a course and enrol a person through these, never
 * through the learning tables.
 */

/** What a caller naming a remedial course must also hold: the right to enrol people in courses. */
export const remedialRequirement = requirements.writeCourses;

/** A course as a remedial choice: its name, language and where it is in time. */
export interface RemedialCourse {
  id: string;
  name: string;
  language: string;
  status: "upcoming" | "in_progress" | "finished";
}

/** The organisation's course `courseId`, or undefined when it is unknown or another organisation's. */
export async function findRemedialCourse(
  db: Db | Transaction<Database>,
  dialect: Dialect,
  tenantId: string,
  courseId: string,
): Promise<RemedialCourse | undefined> {
  const row = await courseRepositories(db, dialect, tenantId).courses.row(courseId);
  if (!row) return undefined;
  return { id: row.id, name: row.name, language: row.language, status: statusAt(row, nowIso()) };
}

/** The organisation's courses among `courseIds`, by id (for showing the remedial course of many simulations). */
export async function remedialCourses(
  db: Db,
  dialect: Dialect,
  tenantId: string,
  courseIds: readonly string[],
): Promise<Map<string, RemedialCourse>> {
  const found = new Map<string, RemedialCourse>();
  for (const id of new Set(courseIds)) {
    const course = await findRemedialCourse(db, dialect, tenantId, id);
    if (course) found.set(id, course);
  }
  return found;
}

/** How a remedial enrolment went. */
export type RemedialOutcome =
  | { outcome: "Enrolled"; learnerId: string }
  | { outcome: "AlreadyEnrolled" | "CourseUnavailable" | "PersonRemoved"; learnerId: null };

/**
 * Enrols person `personId` in course `courseId` of `tenantId` inside `trx` (background work: no
 * request, no actor), with the course's invitation queued in the same transaction (written in the
 * course's language when it is sent). A person already a learner is not enrolled twice; a finished
 * or removed course, or a person no longer among the organisation's people, enrols nobody.
 */
export async function enrolRemedial(
  platform: Platform,
  trx: Transaction<Database>,
  tenantId: string,
  courseId: string,
  personId: string | null,
): Promise<RemedialOutcome> {
  const repositories = courseRepositories(trx, platform.dialect, tenantId);
  const row = await repositories.courses.row(courseId);
  if (!row || statusAt(row, nowIso()) === "finished") return { outcome: "CourseUnavailable", learnerId: null };
  const person = personId ? await repositories.people.get(personId) : undefined;
  if (!person) return { outcome: "PersonRemoved", learnerId: null };
  const before = await repositories.learners.enrolledPersonIds(courseId);
  if (before.has(person.id)) return { outcome: "AlreadyEnrolled", learnerId: null };
  await enrol(platform, trx, null, repositories, { id: row.id, name: row.name, enrolmentDate: row.enrolment_date }, [
    {
      personId: person.id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      groups: person.groups,
    },
  ]);
  const learner = await trx
    .selectFrom("learning_learners")
    .select("id")
    .where("tenant_id", "=", tenantId)
    .where("course_id", "=", courseId)
    .where("person_id", "=", person.id)
    .executeTakeFirstOrThrow();
  return { outcome: "Enrolled", learnerId: learner.id };
}

import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Database } from "../../../platform/db/schema.js";
import { type FieldError, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { publish } from "../../domain-events.js";
import { queueCourseEmails } from "./course-mail.js";
import { scheduleCourseReminders } from "./course-reminders.js";
import type { Enrolee } from "./learners.repository.js";
import type { CourseRepositories } from "./repositories.js";

/** The people a learner selection names, checked: every id must be one of the organisation's people. */
export async function resolveLearners(
  repositories: CourseRepositories,
  selection: Schema<"LearnerSelection"> | undefined,
  path: string,
): Promise<Enrolee[]> {
  const ids = selection?.personIds ?? [];
  const people = await repositories.people.selection({ ids, groups: selection?.groups, tags: selection?.tags });
  const found = new Set(people.map((person) => person.id));
  // Another organisation's person looks exactly like nobody: "Person not found", never which.
  const errors: FieldError[] = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: `${path}.personIds.${index}`, message: "Person not found" }],
  );
  if (errors.length > 0) throw validationFailed(errors);
  if (people.length === 0) {
    throw validationFailed([{ path, message: "No people to be saved" }], "No people to be saved");
  }
  return people.map((person) => ({
    personId: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    groups: person.groups,
  }));
}

/**
 * Enrols `people` in a course inside `trx`: the learner rows, their invitations queued from the
 * enrolment date on (at the configured rate), `LearnersEnrolled` published, and the daily reminder
 * run scheduled. People already enrolled are skipped. Answers how many were added and skipped.
 */
export async function enrol(
  platform: Platform,
  trx: Transaction<Database>,
  ctx: RequestContext | null,
  repositories: CourseRepositories,
  course: { id: string; name: string; enrolmentDate: string },
  people: readonly Enrolee[],
): Promise<Schema<"LearnersAdded">> {
  const enrolled = await repositories.learners.enrolledPersonIds(course.id);
  const fresh = people.filter((person) => !enrolled.has(person.personId));
  const ids = await repositories.learners.insertMany(course.id, fresh);
  const tenantId = repositories.courses.tenantId;
  if (ids.length > 0) {
    const startAt = new Date(Math.max(Date.now(), new Date(course.enrolmentDate).getTime()));
    await queueCourseEmails(platform, trx, tenantId, ids, "invitation", startAt);
    await publish(platform, trx, tenantId, ctx, {
      type: "LearnersEnrolled",
      data: {
        courseId: course.id,
        courseName: course.name,
        count: ids.length,
        ...(ids.length <= 100 ? { learnerIds: ids } : {}),
      },
    });
    await scheduleCourseReminders(platform, trx);
  }
  return { added: ids.length, alreadyEnrolled: people.length - fresh.length };
}

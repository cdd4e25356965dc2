import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { findCourse } from "./courses.js";

/** What `bulwark courses remind` answers. */
export interface RemindResult {
  courseId: string;
  name: string;
  queued: number;
}

/**
 * Emails the reminder to every learner of the course who has not completed it; the API refuses
 * (409) when they were all reminded today.
 */
export async function remindCourse(session: Session, ref: string): Promise<RemindResult> {
  const course = await findCourse(session, ref);
  const { queued } = unwrap(
    await session.client.POST("/api/v1/learning/courses/{courseId}/learners/send-reminder", {
      params: { path: { courseId: course.id } },
      body: {},
    }),
  );
  return { courseId: course.id, name: course.name, queued };
}

/** Plain output. */
export const remindLines = (r: RemindResult) => [`${r.queued}\t${r.name}`];

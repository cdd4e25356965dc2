import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import { fetchAll, MAX_PAGE } from "../../paging.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { findCourse } from "../courses/courses.js";

export type Learner = Schema<"Learner">;
export type LearnerStatus = Schema<"LearnerStatus">;

const STATUSES: readonly LearnerStatus[] = [
  "InvitationPending",
  "InvitationSentNoActivity",
  "InvitationOpened",
  "LearningInProgress",
  "LearningCompleted",
];

/** A learner status as the API names it (any case), or a usage error listing them. */
export function parseLearnerStatus(value: string): LearnerStatus {
  const found = STATUSES.find((status) => status.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new UsageError(`Unknown status "${value}": use one of ${STATUSES.join(", ")}`);
  return found;
}

/** Options of `bulwark learners list`. */
export interface ListLearnersOptions {
  search?: string | undefined;
  status?: LearnerStatus | undefined;
  /** Learners per page, 1–100 (the API's page of 50 by default). */
  limit: number;
  page: number;
  all?: boolean | undefined;
}

/** What `bulwark learners list` answers. */
export interface LearnersListResult {
  course: { id: string; name: string };
  items: Learner[];
  total: number;
  skip: number;
  limit: number;
}

export { MAX_PAGE };

/** One page (or every page with `all`) of a course's learners, by last name. */
export async function listLearners(
  session: Session,
  ref: string,
  options: ListLearnersOptions,
): Promise<LearnersListResult> {
  const course = await findCourse(session, ref);
  const filters = {
    ...(options.search?.trim() ? { search: options.search.trim() } : {}),
    ...(options.status ? { status: options.status } : {}),
  };
  const page = async (skip: number, limit: number) =>
    unwrap(
      await session.client.GET("/api/v1/learning/courses/{courseId}/learners", {
        params: { path: { courseId: course.id }, query: { ...filters, skip, limit } },
      }),
    );
  const about = { id: course.id, name: course.name };
  if (!options.all) {
    const skip = (options.page - 1) * options.limit;
    const result = await page(skip, options.limit);
    return { course: about, items: result.items, total: result.total, skip, limit: options.limit };
  }
  const { items, total } = await fetchAll(page);
  return { course: about, items, total, skip: 0, limit: items.length };
}

/** Plain output: `email<TAB>name<TAB>status<TAB>result<TAB>score<TAB>completion%<TAB>minutes<TAB>days left`. */
export const learnersListLines = (result: LearnersListResult) =>
  result.items.map((l) =>
    [
      l.email,
      l.displayName,
      l.status,
      l.result,
      l.score ?? "",
      l.completionRate,
      Math.round(l.timeSpentSeconds / 60),
      l.daysLeft,
    ].join("\t"),
  );

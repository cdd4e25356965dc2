import type { Schema } from "@bulwark/client";
import { NotFoundError, UsageError } from "../../errors.js";
import { fetchAll } from "../../paging.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type Course = Schema<"Course">;
export type CourseStatus = Schema<"CourseStatus">;

/** The list's groups as the CLI names them (the API's `in_progress` is shown as Active). */
const statusNames = { active: "in_progress", upcoming: "upcoming", finished: "finished" } as const;

/** `active`, `upcoming` or `finished` → the API's status; a usage error otherwise. */
export function parseStatus(value: string): CourseStatus {
  const status = statusNames[value.trim().toLowerCase() as keyof typeof statusNames];
  if (!status) throw new UsageError(`Unknown status "${value}": use active, upcoming or finished`);
  return status;
}

/** The status as the product shows it: Active, Upcoming, Finished. */
export const statusLabel = (status: CourseStatus) =>
  status === "in_progress" ? "Active" : status === "upcoming" ? "Upcoming" : "Finished";

/** What `bulwark courses list` answers. */
export interface CoursesListResult {
  items: Course[];
  total: number;
  counts: Schema<"CourseList">["counts"];
}

/** Every course of the active organization (of one group with `status`), newest first. */
export async function listCourses(
  session: Session,
  options: { status?: CourseStatus | undefined; search?: string | undefined } = {},
): Promise<CoursesListResult> {
  const query = {
    ...(options.status ? { status: options.status } : {}),
    ...(options.search?.trim() ? { search: options.search.trim() } : {}),
  };
  let counts: CoursesListResult["counts"] = { in_progress: 0, upcoming: 0, finished: 0 };
  const { items, total } = await fetchAll(async (skip, limit) => {
    const page = unwrap(
      await session.client.GET("/api/v1/learning/courses", { params: { query: { ...query, skip, limit } } }),
    );
    counts = page.counts;
    return page;
  });
  return { items, total, counts };
}

/** The course `ref` names: its id, or its name exactly (refused when two courses share it). */
export async function findCourse(session: Session, ref: string): Promise<Course> {
  const byId = /^[0-9a-f-]{36}$/i.test(ref)
    ? await session.client.GET("/api/v1/learning/courses/{courseId}", { params: { path: { courseId: ref } } })
    : undefined;
  if (byId?.data) return byId.data;
  const { items } = await listCourses(session, { search: ref });
  const named = items.filter((course) => course.name === ref);
  if (named.length > 1) throw new UsageError(`${named.length} courses are named "${ref}": use the course's id`);
  const [found] = named;
  if (!found) throw new NotFoundError(`No course has the id or name "${ref}"`);
  return found;
}

/** Plain output: `id<TAB>name<TAB>status<TAB>learners<TAB>completed<TAB>passed<TAB>end date` per course. */
export const coursesListLines = (result: CoursesListResult) =>
  result.items.map((c) =>
    [c.id, c.name, statusLabel(c.status), c.learnerCount, c.completedCount, c.passedCount, c.endDate.slice(0, 10)].join(
      "\t",
    ),
  );

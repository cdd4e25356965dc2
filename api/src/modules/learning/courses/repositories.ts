import type { Db, Dialect } from "../../../platform/db/database.js";
import { PeopleRepository } from "../../inventory/people/people.repository.js";
import { LessonsRepository } from "../lessons.repository.js";
import { PredefinedCoursesRepository } from "../predefined-courses.repository.js";
import { CoursesRepository } from "./courses.repository.js";
import { LearnersRepository } from "./learners.repository.js";

/**
 * What the courses area reads and writes, bound to one organisation: its courses and learners,
 * the library as the organisation sees it (common and own lessons and predefined courses), and
 * its people (read only, through the inventory's repository) to enrol them.
 */
export function courseRepositories(db: Db, dialect: Dialect, tenantId: string) {
  return {
    courses: new CoursesRepository(db, dialect, tenantId),
    learners: new LearnersRepository(db, dialect, tenantId),
    lessons: new LessonsRepository(db, dialect, tenantId),
    predefinedCourses: new PredefinedCoursesRepository(db, dialect, tenantId),
    people: new PeopleRepository(db, tenantId, dialect),
  };
}

export type CourseRepositories = ReturnType<typeof courseRepositories>;

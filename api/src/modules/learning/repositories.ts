import type { Db, Dialect } from "../../platform/db/database.js";
import { LessonsRepository } from "./lessons.repository.js";
import { NanoPagesRepository } from "./nano-pages.repository.js";
import { PredefinedCoursesRepository } from "./predefined-courses.repository.js";
import { LibraryTagsRepository } from "./tags.repository.js";

/** The learning library's repositories, bound together to an organisation or (null) the common library. */
export function learningRepositories(db: Db, dialect: Dialect, tenantId: string | null) {
  return {
    lessons: new LessonsRepository(db, dialect, tenantId),
    courses: new PredefinedCoursesRepository(db, dialect, tenantId),
    nanoPages: new NanoPagesRepository(db, dialect, tenantId),
    tags: new LibraryTagsRepository(db, tenantId),
  };
}

export type LearningRepositories = ReturnType<typeof learningRepositories>;

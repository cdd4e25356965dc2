import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { LessonsService } from "./lessons.service.js";
import type { LibraryService } from "./library.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** The learning library's operations, bound by operationId (literal paths before parameterised ones). */
export function learningRoutes(bind: Bind, lessons: LessonsService, library: LibraryService): Router {
  const r = Router();
  bind(r, "listCommonLessons", ({ query }, ctx) => lessons.listCommon(ctx, query));
  bind(r, "createLesson", ({ body }, ctx) => lessons.create(ctx, body));
  bind(r, "listAllLessons", ({ query }, ctx) => lessons.listAll(ctx, query));
  bind(r, "listOrganizationLessons", ({ query }, ctx) => lessons.listOrganization(ctx, query));
  bind(r, "importLesson", ({ body }, ctx) => lessons.importLesson(ctx, body));
  bind(r, "getLesson", ({ path }, ctx) => lessons.get(ctx, path.lessonId));
  bind(r, "updateLesson", ({ path, body }, ctx) => lessons.update(ctx, path.lessonId, body));
  bind(r, "deleteLesson", ({ path }, ctx) => lessons.delete(ctx, path.lessonId));
  bind(r, "exportLesson", ({ path }, ctx) => lessons.exportLesson(ctx, path.lessonId));
  bind(r, "copyLesson", ({ path }, ctx) => lessons.copy(ctx, path.lessonId));
  bind(r, "updateLessonPagesOrder", ({ path, body }, ctx) => lessons.reorderPages(ctx, path.lessonId, body));
  bind(r, "listLessonPages", ({ path, query }, ctx) => lessons.listPages(ctx, path.lessonId, query.language));
  bind(r, "createLessonPage", ({ path, body }, ctx) => lessons.createPage(ctx, path.lessonId, body));
  bind(r, "getLessonPage", ({ path }, ctx) => lessons.getPage(ctx, path.lessonId, path.pageId));
  bind(r, "updateLessonPage", ({ path, body }, ctx) => lessons.updatePage(ctx, path.lessonId, path.pageId, body));
  bind(r, "deleteLessonPage", ({ path }, ctx) => lessons.deletePage(ctx, path.lessonId, path.pageId));
  bind(r, "listPredefinedCourses", ({ query }, ctx) => library.listCourses(ctx, query));
  bind(r, "createPredefinedCourse", ({ body }, ctx) => library.createCourse(ctx, body));
  bind(r, "listOrganizationPredefinedCourses", ({ query }, ctx) => library.listOrganizationCourses(ctx, query));
  bind(r, "getPredefinedCourse", ({ path }, ctx) => library.getCourse(ctx, path.predefinedCourseId));
  bind(r, "updatePredefinedCourse", ({ path, body }, ctx) => library.updateCourse(ctx, path.predefinedCourseId, body));
  bind(r, "deletePredefinedCourse", ({ path }, ctx) => library.deleteCourse(ctx, path.predefinedCourseId));
  bind(r, "listAllNanoPages", ({ query }, ctx) => library.listNanoPages(ctx, query));
  bind(r, "createNanoPage", ({ body }, ctx) => library.createNanoPage(ctx, body));
  bind(r, "listOrganizationNanoPages", ({ query }, ctx) => library.listOrganizationNanoPages(ctx, query));
  bind(r, "getNanoPage", ({ path }, ctx) => library.getNanoPage(ctx, path.nanoPageId));
  bind(r, "updateNanoPage", ({ path, body }, ctx) => library.updateNanoPage(ctx, path.nanoPageId, body));
  bind(r, "deleteNanoPage", ({ path }, ctx) => library.deleteNanoPage(ctx, path.nanoPageId));
  bind(r, "listLearningContentTags", (_input, ctx) => library.tags(ctx));
  return r;
}

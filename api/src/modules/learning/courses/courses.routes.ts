import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { CoursesService } from "./courses.service.js";
import type { LearnersService } from "./learners.service.js";
import type { PlayerService } from "./player.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Courses and learners under `/api/v1/learning/` (literal paths before parameterised ones). */
export function coursesRoutes(bind: Bind, courses: CoursesService, learners: LearnersService): Router {
  const r = Router();
  bind(r, "listLessonOngoingCourses", ({ path }, ctx) => courses.ongoingOfLesson(ctx, path.lessonId));
  bind(r, "getCoursesOverview", (_input, ctx) => courses.overview(ctx));
  bind(r, "listIndustryCourseStandards", (_input, ctx) => courses.listStandards(ctx));
  bind(r, "setIndustryCourseStandard", ({ path, body }, ctx) => courses.setStandard(ctx, path.industry, body));
  bind(r, "listCourses", ({ query }, ctx) => courses.list(ctx, query));
  bind(r, "createCourse", ({ body }, ctx) => courses.create(ctx, body));
  bind(r, "getCourse", ({ path }, ctx) => courses.get(ctx, path.courseId));
  bind(r, "updateCourse", ({ path, body }, ctx) => courses.update(ctx, path.courseId, body));
  bind(r, "extendCourse", ({ path }, ctx) => courses.extend(ctx, path.courseId));
  bind(r, "getCourseLearnerStatistics", ({ path }, ctx) => learners.statistics(ctx, path.courseId));
  bind(r, "sendCourseReminder", ({ path, body }, ctx) => learners.remind(ctx, path.courseId, body));
  bind(r, "resendCourseInvitation", ({ path, body }, ctx) => learners.resendInvitation(ctx, path.courseId, body));
  bind(r, "listCourseLearners", ({ path, query }, ctx) => learners.list(ctx, path.courseId, query));
  bind(r, "addCourseLearners", ({ path, body }, ctx) => learners.add(ctx, path.courseId, body));
  bind(r, "updateCourseLearner", ({ path, body }, ctx) => learners.update(ctx, path.courseId, path.learnerId, body));
  bind(r, "deleteCourseLearner", ({ path }, ctx) => learners.remove(ctx, path.courseId, path.learnerId));
  bind(r, "getLearnerQuizDetails", ({ path }, ctx) => learners.quizDetails(ctx, path.courseId, path.learnerId));
  bind(r, "listCourseInvitationLinks", ({ path }, ctx) => courses.listLinks(ctx, path.courseId));
  bind(r, "createCourseInvitationLink", ({ path }, ctx) => courses.createLink(ctx, path.courseId));
  bind(r, "deleteCourseInvitationLink", ({ path }, ctx) => courses.deleteLink(ctx, path.courseId, path.invitationId));
  bind(r, "generateLessonPreviewLink", ({ path }, ctx) => courses.previewLink(ctx, path.courseId, path.lessonId));
  bind(r, "getCourseStandards", ({ path }, ctx) => courses.standards(ctx, path.courseId));
  return r;
}

/** The learner player's public calls (`/api/v1/course-player/`, `/api/v1/course-invitations/`): the token is the credential. */
export function playerRoutes(bind: Bind, player: PlayerService): Router {
  const r = Router();
  bind(r, "getPlayerCourse", ({ path }) => player.get(path.token));
  bind(r, "recordPlayerActivity", ({ path, body }) => player.activity(path.token, body));
  bind(r, "answerPlayerQuestion", ({ path, body }) => player.answer(path.token, body));
  bind(r, "finishPlayerCourse", ({ path }) => player.finish(path.token));
  bind(r, "getCourseInvitation", ({ path }) => player.invitation(path.token));
  bind(r, "requestCourseInvitation", ({ path, body }, ctx) => player.requestInvitation(ctx, path.token, body));
  return r;
}

import type {
  Course,
  CourseInput,
  CourseStatus,
  CourseUpdate,
  Learner,
  LearnerResult,
  LearnerSelection,
  LearnerStatus,
  Schema,
} from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { unwrap } from "../../data/unwrap";

/** What the courses list asks for: one group (tab), one page, optionally a search. */
export interface CourseListParams {
  status: CourseStatus;
  skip: number;
  limit: number;
  search?: string;
}

/** What the learners table asks for: one page, optionally a search, a status and a sort. */
export interface LearnerListParams {
  skip: number;
  limit: number;
  search?: string;
  status?: LearnerStatus;
  result?: LearnerResult;
  sortBy?: Schema<"LearnerSortKey">;
  sortOrder?: "asc" | "desc";
}

/**
 * Cache keys of the courses, in the one shape of every domain (`[domain, tenantId, resource,
 * params]`). Every write refreshes `all(tenantId)`: a new learner, a reminder or an extension
 * changes the figures of the course, its tab in the list and the awareness overview alike.
 */
export const courseKeys = {
  all: (tenantId: string | null) => domainKey("courses", tenantId),
  list: (tenantId: string | null, params: CourseListParams) =>
    domainKey("courses", tenantId, "courses", { list: params }),
  overview: (tenantId: string | null) => domainKey("courses", tenantId, "overview"),
  course: (tenantId: string | null, courseId: string) => domainKey("courses", tenantId, "course", { courseId }),
  statistics: (tenantId: string | null, courseId: string) =>
    domainKey("courses", tenantId, "course", { courseId }, "statistics"),
  learners: (tenantId: string | null, courseId: string, params: LearnerListParams) =>
    domainKey("courses", tenantId, "course", { courseId }, "learners", params),
  quiz: (tenantId: string | null, courseId: string, learnerId: string) =>
    domainKey("courses", tenantId, "course", { courseId }, "quiz", { learnerId }),
  standards: (tenantId: string | null, courseId: string) =>
    domainKey("courses", tenantId, "course", { courseId }, "standards"),
  links: (tenantId: string | null, courseId: string) => domainKey("courses", tenantId, "course", { courseId }, "links"),
  lessons: (tenantId: string | null, search: string) => domainKey("courses", tenantId, "lessons", { search }),
  predefined: (tenantId: string | null) => domainKey("courses", tenantId, "predefined"),
};

/** One tab's page of courses with the size of every tab (`listCourses`). */
export function useCourseList(tenantId: string | null, params: CourseListParams, enabled: boolean) {
  return useReportedQuery(
    courseKeys.list(tenantId, params),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses", { params: { query: params } })),
    { enabled },
  );
}

/** The organisation's awareness figures (`getCoursesOverview`). */
export function useCoursesOverview(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    courseKeys.overview(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses-overview")),
    { enabled },
  );
}

const course = (courseId: string) => ({ params: { path: { courseId } } });

/** One course with its lessons and figures (`getCourse`). */
export function useCourse(tenantId: string | null, courseId: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.course(tenantId, courseId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses/{courseId}", course(courseId))),
    { enabled: enabled && courseId !== "" },
  );
}

/** A course's learner figures (`getCourseLearnerStatistics`). */
export function useCourseStatistics(tenantId: string | null, courseId: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.statistics(tenantId, courseId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses/{courseId}/learners/statistics", course(courseId))),
    { enabled: enabled && courseId !== "" },
  );
}

/** The course's average score against its organisation's industry standard (`getCourseStandards`). */
export function useCourseStandards(tenantId: string | null, courseId: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.standards(tenantId, courseId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses/{courseId}/course-standards", course(courseId))),
    { enabled: enabled && courseId !== "" },
  );
}

/** One page of a course's learners (`listCourseLearners`). */
export function useCourseLearners(
  tenantId: string | null,
  courseId: string,
  params: LearnerListParams,
  enabled: boolean,
) {
  return useReportedQuery(
    courseKeys.learners(tenantId, courseId, params),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/courses/{courseId}/learners", {
          params: { path: { courseId }, query: params },
        }),
      ),
    { enabled: enabled && courseId !== "" },
  );
}

/** A learner's answer to each quiz question (`getLearnerQuizDetails`). */
export function useLearnerQuiz(tenantId: string | null, courseId: string, learnerId: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.quiz(tenantId, courseId, learnerId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/courses/{courseId}/learners/{learnerId}/quiz-details", {
          params: { path: { courseId, learnerId } },
        }),
      ),
    { enabled: enabled && learnerId !== "" },
  );
}

/** A course's invitation links (`listCourseInvitationLinks`). */
export function useInvitationLinks(tenantId: string | null, courseId: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.links(tenantId, courseId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/courses/{courseId}/request-invitations", course(courseId))),
    { enabled: enabled && courseId !== "" },
  );
}

/** How many lessons the wizard's picker lists at once (search narrows it). */
export const LESSONS_PICK_LIMIT = 100;

/** The lessons the organisation can put in a course, common and its own (`listAllLessons`). */
export function useCourseLessons(tenantId: string | null, search: string, enabled: boolean) {
  return useReportedQuery(
    courseKeys.lessons(tenantId, search),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/lessons/lms/all", {
          params: {
            header: { "x-tenant-id": tenantId ?? "" },
            query: { skip: 0, limit: LESSONS_PICK_LIMIT, ...(search ? { search } : {}) },
          },
        }),
      ),
    { enabled: enabled && Boolean(tenantId) },
  );
}

/** Predefined courses shown at once in the wizard (the common ones and the organisation's). */
export const PREDEFINED_PICK_LIMIT = 100;

/** The predefined courses the organisation can launch: the common ones, then its own. */
export function usePredefinedCourses(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    courseKeys.predefined(tenantId),
    async (rt) => {
      const query = { skip: 0, limit: PREDEFINED_PICK_LIMIT };
      const [common, own] = await Promise.all([
        unwrap(rt.client.GET("/api/v1/learning/predefined-courses", { params: { query } })),
        unwrap(rt.client.GET("/api/v1/learning/predefined-courses/organization-courses", { params: { query } })),
      ]);
      return [...common.items, ...own.items];
    },
    { enabled },
  );
}

/** Creates (launches) a course: the wizard's four steps in one call; refreshes the lists. */
export function useCreateCourse(tenantId: string | null) {
  return useApiMutation(async (rt, body: CourseInput): Promise<Course> => {
    const created = await unwrap(rt.client.POST("/api/v1/learning/courses", { body }));
    await invalidate(rt, courseKeys.all(tenantId));
    return created;
  });
}

/** Saves the fields given (`updateCourse`, PATCH). */
export function useUpdateCourse(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, body: CourseUpdate): Promise<Course> => {
    const saved = await unwrap(rt.client.PATCH("/api/v1/learning/courses/{courseId}", { ...course(courseId), body }));
    await invalidate(rt, courseKeys.all(tenantId));
    return saved;
  });
}

/** Extends an expired course by 7 days (`extendCourse`). */
export function useExtendCourse(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, _: undefined): Promise<Course> => {
    const saved = await unwrap(rt.client.POST("/api/v1/learning/courses/{courseId}/extend", course(courseId)));
    await invalidate(rt, courseKeys.all(tenantId));
    return saved;
  });
}

/** Adds learners from people, groups or tags (`addCourseLearners`). */
export function useAddLearners(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, body: LearnerSelection) => {
    const added = await unwrap(
      rt.client.POST("/api/v1/learning/courses/{courseId}/learners", { ...course(courseId), body }),
    );
    await invalidate(rt, courseKeys.all(tenantId));
    return added;
  });
}

/** Removes one learner (`deleteCourseLearner`). */
export function useRemoveLearner(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, learner: Pick<Learner, "id">): Promise<true> => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/courses/{courseId}/learners/{learnerId}", {
        params: { path: { courseId, learnerId: learner.id } },
      }),
    );
    await invalidate(rt, courseKeys.all(tenantId));
    return true;
  });
}

/** Which learners an email goes to: some by id, or (empty) every learner the API picks. */
export type EmailTargets = { learnerIds?: string[] };

/**
 * Queues the reminder (`sendCourseReminder`) or the invitation again (`resendCourseInvitation`).
 * The body is always JSON, `{}` for "everyone the API picks": the call refuses a JSON request
 * without one.
 */
export function useSendCourseEmail(tenantId: string | null, courseId: string, kind: "reminder" | "invitation") {
  return useApiMutation(async (rt, body: EmailTargets) => {
    const options = { ...course(courseId), body };
    const sent = await unwrap(
      kind === "reminder"
        ? rt.client.POST("/api/v1/learning/courses/{courseId}/learners/send-reminder", options)
        : rt.client.POST("/api/v1/learning/courses/{courseId}/learners/resend-invitation", options),
    );
    await invalidate(rt, courseKeys.all(tenantId));
    return sent;
  });
}

/** Creates an invitation link (`createCourseInvitationLink`). */
export function useCreateInvitationLink(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, _: undefined) => {
    const link = await unwrap(
      rt.client.POST("/api/v1/learning/courses/{courseId}/request-invitations", course(courseId)),
    );
    await invalidate(rt, courseKeys.links(tenantId, courseId));
    return link;
  });
}

/** Revokes an invitation link (`deleteCourseInvitationLink`). */
export function useRevokeInvitationLink(tenantId: string | null, courseId: string) {
  return useApiMutation(async (rt, invitationId: string): Promise<true> => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/courses/{courseId}/request-invitations/{invitationId}", {
        params: { path: { courseId, invitationId } },
      }),
    );
    await invalidate(rt, courseKeys.links(tenantId, courseId));
    return true;
  });
}

/** A short-lived preview link of one lesson (`generateLessonPreviewLink`). */
export function usePreviewLink(courseId: string) {
  return useApiMutation(async (rt, lessonId: string) =>
    unwrap(
      rt.client.GET("/api/v1/learning/courses/{courseId}/lessons/{lessonId}/generate-preview-link", {
        params: { path: { courseId, lessonId } },
      }),
    ),
  );
}

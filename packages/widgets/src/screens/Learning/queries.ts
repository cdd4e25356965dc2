import {
  type LearningLanguage,
  type Lesson,
  type LessonInput,
  type LessonPage,
  type LessonPageInput,
  type NanoPage,
  type NanoPageInput,
  NO_TENANT,
  type PredefinedCourse,
  type PredefinedCourseInput,
} from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { unwrap } from "../../data/unwrap";

/**
 * Whose content a screen works on: the active organisation's library (common content to read and
 * copy, its own to change), or the common content itself, which super-admins with
 * ManageLearningContent manage in Administration → Awareness.
 */
export type ContentScope = "organization" | "common";

/**
 * The cache owner of common content, in the key's tenant place: common content is the same for
 * every organisation, and its calls go out without `x-tenant-id` ({@link NO_TENANT}).
 */
export const COMMON_CONTENT = "common";

/**
 * Who the learning hooks work for: the active organisation's id, or {@link COMMON_CONTENT}
 * (no organisation id is ever that word).
 */
export type ContentOwner = string | null;

/** The owner of a scope's content: the organisation, or the common content. */
export const contentOwner = (scope: ContentScope, tenantId: string | null): ContentOwner =>
  scope === "common" ? COMMON_CONTENT : tenantId;

/** The header of a call for `owner`: none at all for common content, else the active organisation's. */
const headerOf = (owner: ContentOwner) => (owner === COMMON_CONTENT ? NO_TENANT : {});

/** Which lessons a list shows: every lesson the organisation can use (common and its own), or only its own. */
export type LessonScope = "all" | "organization";

/** What a lesson list asks for: a page, and optionally a search, a language and a tag. */
export interface LessonListParams {
  scope: LessonScope;
  skip: number;
  limit: number;
  search?: string;
  language?: LearningLanguage;
  tag?: string;
}

/**
 * Cache keys of the learning library, in the one shape of every domain (`[domain, tenantId,
 * resource, params]`). Every write refreshes `all(tenantId)`: a lesson's pages change its page
 * count in the lists and the library's counts, so nothing finer is worth the bookkeeping.
 */
export const learningKeys = {
  all: (tenantId: ContentOwner) => domainKey("learning", tenantId),
  lessons: (tenantId: string | null, params: LessonListParams) =>
    domainKey("learning", tenantId, "lessons", { list: params }),
  lesson: (tenantId: ContentOwner, lessonId: string) => domainKey("learning", tenantId, "lesson", { lessonId }),
  pages: (tenantId: ContentOwner, lessonId: string) => domainKey("learning", tenantId, "lesson", { lessonId }, "pages"),
  counts: (tenantId: ContentOwner) => domainKey("learning", tenantId, "counts"),
  tags: (tenantId: ContentOwner) => domainKey("learning", tenantId, "tags"),
  nanoPages: (owner: ContentOwner, params: NanoPageListParams) =>
    domainKey("learning", owner, "nanoPages", { list: params }),
  nanoPage: (owner: ContentOwner, nanoPageId: string) => domainKey("learning", owner, "nanoPage", { nanoPageId }),
  courses: (owner: ContentOwner, params: CourseListParams) => domainKey("learning", owner, "courses", { list: params }),
  course: (owner: ContentOwner, courseId: string) => domainKey("learning", owner, "course", { courseId }),
};

const LESSON_PATHS = {
  all: "/api/v1/learning/lessons/lms/all",
  organization: "/api/v1/learning/lessons/lms/organization-lessons",
} as const;

/** One page of lessons of the active organisation (`listAllLessons` / `listOrganizationLessons`). */
export function useLessonList(tenantId: ContentOwner, params: LessonListParams, enabled: boolean) {
  const { scope, ...query } = params;
  return useReportedQuery(
    learningKeys.lessons(tenantId, params),
    (rt) =>
      unwrap(
        tenantId === COMMON_CONTENT
          ? rt.client.GET("/api/v1/learning/lessons", { params: { header: NO_TENANT, query } })
          : rt.client.GET(LESSON_PATHS[scope], { params: { query } }),
      ),
    { enabled },
  );
}

/** The library's figures: lessons and nano pages the organisation can use, and how many are its own. */
export interface LibraryCounts {
  lessons: number;
  nanoPages: number;
  organizationLessons: number;
  organizationNanoPages: number;
}

/**
 * The library cards' counts: four one-row reads whose `total` is the figure (the lists have no
 * count call of their own, and one row of each is cheap).
 */
export function useLibraryCounts(tenantId: string | null, enabled: boolean) {
  return useReportedQuery<LibraryCounts>(
    learningKeys.counts(tenantId),
    async (rt) => {
      const one = { params: { query: { skip: 0, limit: 1 } } };
      const [lessons, nanoPages, organizationLessons, organizationNanoPages] = await Promise.all([
        unwrap(rt.client.GET("/api/v1/learning/lessons/lms/all", one)),
        unwrap(rt.client.GET("/api/v1/learning/nano-pages/all", one)),
        unwrap(rt.client.GET("/api/v1/learning/lessons/lms/organization-lessons", one)),
        unwrap(rt.client.GET("/api/v1/learning/nano-pages/organization-nano-pages", one)),
      ]);
      return {
        lessons: lessons.total,
        nanoPages: nanoPages.total,
        organizationLessons: organizationLessons.total,
        organizationNanoPages: organizationNanoPages.total,
      };
    },
    { enabled },
  );
}

/** The library tags in use (a filter's choices and the editor's suggestions). */
export function useLearningTags(tenantId: ContentOwner, enabled: boolean) {
  return useReportedQuery(
    learningKeys.tags(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/learning-content-tags", { params: { header: headerOf(tenantId) } })),
    { enabled },
  );
}

/** One lesson, with its language warnings. */
export function useLesson(tenantId: ContentOwner, lessonId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.lesson(tenantId, lessonId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/lessons/{lessonId}", {
          params: { header: headerOf(tenantId), path: { lessonId } },
        }),
      ),
    { enabled: enabled && lessonId !== "" },
  );
}

/** A lesson's pages in order. */
export function useLessonPages(tenantId: ContentOwner, lessonId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.pages(tenantId, lessonId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/lessons/{lessonId}/pages", {
          params: { header: headerOf(tenantId), path: { lessonId } },
        }),
      ),
    { enabled: enabled && lessonId !== "" },
  );
}

/** Creates a lesson (`id` absent) or saves one; refreshes the library. */
export function useSaveLesson(tenantId: ContentOwner) {
  return useApiMutation(async (rt, { id, body }: { id?: string; body: LessonInput }): Promise<Lesson> => {
    const saved = id
      ? await unwrap(
          rt.client.PUT("/api/v1/learning/lessons/{lessonId}", {
            params: { header: headerOf(tenantId), path: { lessonId: id } },
            body,
          }),
        )
      : await unwrap(rt.client.POST("/api/v1/learning/lessons", { params: { header: headerOf(tenantId) }, body }));
    await invalidate(rt, learningKeys.all(tenantId));
    return saved;
  });
}

/** Deletes a lesson and its pages; refreshes the library. */
export function useDeleteLesson(tenantId: ContentOwner) {
  return useApiMutation(async (rt, lesson: Pick<Lesson, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/lessons/{lessonId}", {
        params: { header: headerOf(tenantId), path: { lessonId: lesson.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return true;
  });
}

/** Copies a (common) lesson with its pages into the organisation; answers the copy. */
export function useCopyLesson(tenantId: ContentOwner) {
  return useApiMutation(async (rt, lesson: Pick<Lesson, "id">) => {
    const copy = await unwrap(
      rt.client.POST("/api/v1/learning/lessons/{lessonId}/copy", {
        params: { header: { "x-tenant-id": tenantId ?? "" }, path: { lessonId: lesson.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return copy;
  });
}

/** Adds a page at the end of a lesson (`pageId` absent) or saves one; refreshes the lesson. */
export function useSavePage(tenantId: ContentOwner, lessonId: string) {
  return useApiMutation(
    async (rt, { pageId, body }: { pageId?: string; body: LessonPageInput }): Promise<LessonPage> => {
      const saved = pageId
        ? await unwrap(
            rt.client.PUT("/api/v1/learning/lessons/{lessonId}/pages/{pageId}", {
              params: { header: headerOf(tenantId), path: { lessonId, pageId } },
              body,
            }),
          )
        : await unwrap(
            rt.client.POST("/api/v1/learning/lessons/{lessonId}/pages", {
              params: { header: headerOf(tenantId), path: { lessonId } },
              body,
            }),
          );
      await invalidate(rt, learningKeys.all(tenantId));
      return saved;
    },
  );
}

/** Deletes a page; the pages after it move up. */
export function useDeletePage(tenantId: ContentOwner, lessonId: string) {
  return useApiMutation(async (rt, page: Pick<LessonPage, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/lessons/{lessonId}/pages/{pageId}", {
        params: { header: headerOf(tenantId), path: { lessonId, pageId: page.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return true;
  });
}

/** Saves a new page order (every page id once); refreshes the lesson's pages. */
export function useReorderPages(tenantId: ContentOwner, lessonId: string) {
  return useApiMutation(async (rt, pageIds: readonly string[]) => {
    const pages = await unwrap(
      rt.client.PATCH("/api/v1/learning/lessons/{lessonId}/pages/update-order", {
        params: { header: headerOf(tenantId), path: { lessonId } },
        body: { pageIds: [...pageIds] },
      }),
    );
    rt.queryClient.setQueryData(learningKeys.pages(tenantId, lessonId), pages);
    await invalidate(rt, learningKeys.all(tenantId));
    return pages;
  });
}

// ---------------------------------------------------------------- nano pages

/** Which nano pages a list shows: every one the organisation can use (common and its own), or only its own. */
export interface NanoPageListParams {
  scope: LessonScope;
  skip: number;
  limit: number;
  search?: string;
  language?: LearningLanguage;
  tag?: string;
}

/**
 * One page of nano pages: for an organisation every one it can use (`listAllNanoPages`) or its
 * own (`listOrganizationNanoPages`); for {@link COMMON_CONTENT} the common ones.
 */
export function useNanoPageList(owner: ContentOwner, params: NanoPageListParams, enabled: boolean) {
  const { scope, ...query } = params;
  return useReportedQuery(
    learningKeys.nanoPages(owner, params),
    (rt) =>
      unwrap(
        owner !== COMMON_CONTENT && scope === "organization"
          ? rt.client.GET("/api/v1/learning/nano-pages/organization-nano-pages", { params: { query } })
          : rt.client.GET("/api/v1/learning/nano-pages/all", { params: { header: headerOf(owner), query } }),
      ),
    { enabled },
  );
}

/** One nano page. */
export function useNanoPage(owner: ContentOwner, nanoPageId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.nanoPage(owner, nanoPageId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/nano-pages/{nanoPageId}", {
          params: { header: headerOf(owner), path: { nanoPageId } },
        }),
      ),
    { enabled: enabled && nanoPageId !== "" },
  );
}

/** Creates a nano page (`id` absent) or saves one; refreshes the library. */
export function useSaveNanoPage(owner: ContentOwner) {
  return useApiMutation(async (rt, { id, body }: { id?: string; body: NanoPageInput }): Promise<NanoPage> => {
    const header = headerOf(owner);
    const saved = id
      ? await unwrap(
          rt.client.PUT("/api/v1/learning/nano-pages/{nanoPageId}", {
            params: { header, path: { nanoPageId: id } },
            body,
          }),
        )
      : await unwrap(rt.client.POST("/api/v1/learning/nano-pages", { params: { header }, body }));
    await invalidate(rt, learningKeys.all(owner));
    return saved;
  });
}

/** Deletes a nano page; refreshes the library. */
export function useDeleteNanoPage(owner: ContentOwner) {
  return useApiMutation(async (rt, page: Pick<NanoPage, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/nano-pages/{nanoPageId}", {
        params: { header: headerOf(owner), path: { nanoPageId: page.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(owner));
    return true;
  });
}

/** A saved nano page as the create call takes it (what a copy sends). */
export function nanoPageInputOf(page: NanoPage): NanoPageInput {
  return {
    type: page.type,
    name: page.name,
    tags: [...page.tags],
    languages: [...page.languages],
    premium: page.premium,
    videoLink: page.videoLink,
    videoType: page.videoType,
    thumbnail: page.thumbnail,
    translations: structuredClone(page.translations),
  };
}

/**
 * Copies a common nano page into the active organisation: the API has no copy call for nano
 * pages, so the copy is the page created anew as the organisation's own (the API checks and
 * sanitises it like any other). Answers the copy.
 */
export function useCopyNanoPage(tenantId: string | null) {
  return useApiMutation(async (rt, page: NanoPage) => {
    const copy = await unwrap(
      rt.client.POST("/api/v1/learning/nano-pages", {
        params: { header: { "x-tenant-id": tenantId ?? "" } },
        body: nanoPageInputOf(page),
      }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return copy;
  });
}

// ---------------------------------------------------------------- predefined courses

/** Which predefined courses a list shows: the common ones, or the organisation's own. */
export interface CourseListParams {
  source: "common" | "organization";
  skip: number;
  limit: number;
  search?: string;
  level?: PredefinedCourse["level"];
}

/** One page of predefined courses: common ones (`listPredefinedCourses`) or the organisation's own. */
export function usePredefinedCourseList(owner: ContentOwner, params: CourseListParams, enabled: boolean) {
  const { source, ...query } = params;
  return useReportedQuery(
    learningKeys.courses(owner, params),
    (rt) =>
      unwrap(
        owner !== COMMON_CONTENT && source === "organization"
          ? rt.client.GET("/api/v1/learning/predefined-courses/organization-courses", { params: { query } })
          : rt.client.GET("/api/v1/learning/predefined-courses", { params: { header: headerOf(owner), query } }),
      ),
    { enabled },
  );
}

/** One predefined course, with its language warnings. */
export function usePredefinedCourse(owner: ContentOwner, courseId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.course(owner, courseId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/predefined-courses/{predefinedCourseId}", {
          params: { header: headerOf(owner), path: { predefinedCourseId: courseId } },
        }),
      ),
    { enabled: enabled && courseId !== "" },
  );
}

/** Creates a predefined course (`id` absent) or saves one; refreshes the library. */
export function useSavePredefinedCourse(owner: ContentOwner) {
  return useApiMutation(
    async (rt, { id, body }: { id?: string; body: PredefinedCourseInput }): Promise<PredefinedCourse> => {
      const header = headerOf(owner);
      const saved = id
        ? await unwrap(
            rt.client.PUT("/api/v1/learning/predefined-courses/{predefinedCourseId}", {
              params: { header, path: { predefinedCourseId: id } },
              body,
            }),
          )
        : await unwrap(rt.client.POST("/api/v1/learning/predefined-courses", { params: { header }, body }));
      await invalidate(rt, learningKeys.all(owner));
      return saved;
    },
  );
}

/** Deletes a predefined course; refreshes the library. */
export function useDeletePredefinedCourse(owner: ContentOwner) {
  return useApiMutation(async (rt, course: Pick<PredefinedCourse, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/predefined-courses/{predefinedCourseId}", {
        params: { header: headerOf(owner), path: { predefinedCourseId: course.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(owner));
    return true;
  });
}

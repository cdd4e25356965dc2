import type { LearningLanguage, Lesson, LessonInput, LessonPage, LessonPageInput } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { unwrap } from "../../data/unwrap";

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
  all: (tenantId: string | null) => domainKey("learning", tenantId),
  lessons: (tenantId: string | null, params: LessonListParams) =>
    domainKey("learning", tenantId, "lessons", { list: params }),
  lesson: (tenantId: string | null, lessonId: string) => domainKey("learning", tenantId, "lesson", { lessonId }),
  pages: (tenantId: string | null, lessonId: string) =>
    domainKey("learning", tenantId, "lesson", { lessonId }, "pages"),
  counts: (tenantId: string | null) => domainKey("learning", tenantId, "counts"),
  tags: (tenantId: string | null) => domainKey("learning", tenantId, "tags"),
};

const LESSON_PATHS = {
  all: "/api/v1/learning/lessons/lms/all",
  organization: "/api/v1/learning/lessons/lms/organization-lessons",
} as const;

/** One page of lessons of the active organisation (`listAllLessons` / `listOrganizationLessons`). */
export function useLessonList(tenantId: string | null, params: LessonListParams, enabled: boolean) {
  const { scope, ...query } = params;
  return useReportedQuery(
    learningKeys.lessons(tenantId, params),
    (rt) => unwrap(rt.client.GET(LESSON_PATHS[scope], { params: { query } })),
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
export function useLearningTags(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    learningKeys.tags(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/learning-content-tags")),
    { enabled },
  );
}

/** One lesson, with its language warnings. */
export function useLesson(tenantId: string | null, lessonId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.lesson(tenantId, lessonId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/lessons/{lessonId}", { params: { path: { lessonId } } })),
    { enabled: enabled && lessonId !== "" },
  );
}

/** A lesson's pages in order. */
export function useLessonPages(tenantId: string | null, lessonId: string, enabled: boolean) {
  return useReportedQuery(
    learningKeys.pages(tenantId, lessonId),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/lessons/{lessonId}/pages", { params: { path: { lessonId } } })),
    { enabled: enabled && lessonId !== "" },
  );
}

/** Creates a lesson (`id` absent) or saves one; refreshes the library. */
export function useSaveLesson(tenantId: string | null) {
  return useApiMutation(async (rt, { id, body }: { id?: string; body: LessonInput }): Promise<Lesson> => {
    const saved = id
      ? await unwrap(rt.client.PUT("/api/v1/learning/lessons/{lessonId}", { params: { path: { lessonId: id } }, body }))
      : await unwrap(rt.client.POST("/api/v1/learning/lessons", { body }));
    await invalidate(rt, learningKeys.all(tenantId));
    return saved;
  });
}

/** Deletes a lesson and its pages; refreshes the library. */
export function useDeleteLesson(tenantId: string | null) {
  return useApiMutation(async (rt, lesson: Pick<Lesson, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/lessons/{lessonId}", { params: { path: { lessonId: lesson.id } } }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return true;
  });
}

/** Copies a (common) lesson with its pages into the organisation; answers the copy. */
export function useCopyLesson(tenantId: string | null) {
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
export function useSavePage(tenantId: string | null, lessonId: string) {
  return useApiMutation(
    async (rt, { pageId, body }: { pageId?: string; body: LessonPageInput }): Promise<LessonPage> => {
      const saved = pageId
        ? await unwrap(
            rt.client.PUT("/api/v1/learning/lessons/{lessonId}/pages/{pageId}", {
              params: { path: { lessonId, pageId } },
              body,
            }),
          )
        : await unwrap(
            rt.client.POST("/api/v1/learning/lessons/{lessonId}/pages", { params: { path: { lessonId } }, body }),
          );
      await invalidate(rt, learningKeys.all(tenantId));
      return saved;
    },
  );
}

/** Deletes a page; the pages after it move up. */
export function useDeletePage(tenantId: string | null, lessonId: string) {
  return useApiMutation(async (rt, page: Pick<LessonPage, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/learning/lessons/{lessonId}/pages/{pageId}", {
        params: { path: { lessonId, pageId: page.id } },
      }),
    );
    await invalidate(rt, learningKeys.all(tenantId));
    return true;
  });
}

/** Saves a new page order (every page id once); refreshes the lesson's pages. */
export function useReorderPages(tenantId: string | null, lessonId: string) {
  return useApiMutation(async (rt, pageIds: readonly string[]) => {
    const pages = await unwrap(
      rt.client.PATCH("/api/v1/learning/lessons/{lessonId}/pages/update-order", {
        params: { path: { lessonId } },
        body: { pageIds: [...pageIds] },
      }),
    );
    rt.queryClient.setQueryData(learningKeys.pages(tenantId, lessonId), pages);
    await invalidate(rt, learningKeys.all(tenantId));
    return pages;
  });
}

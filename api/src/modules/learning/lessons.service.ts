import type { Schema } from "@bulwark/contract";
import { conflict, type FieldError, notFound, validationFailed } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import type { ContentFilters } from "./content.sql.js";
import { requirements } from "./learning.access.js";
import { type Lesson, type LessonValues, type Page, pageValuesOf } from "./lessons.repository.js";
import { createLibraryScope, type LibraryAccess } from "./library.scope.js";
import type { LearningRepositories } from "./repositories.js";
import { checkPage, lessonWarnings, type PageValues, pageWarnings } from "./rules.js";

type ListQuery = ContentFilters & { skip?: number; limit?: number };
type LessonInput = Schema<"LessonInput">;
type LessonExport = Schema<"LessonExport">;

const lessonValues = (input: LessonInput): LessonValues => ({
  name: input.name,
  premium: input.premium ?? false,
  expectedCompletionTime: input.expectedCompletionTime ?? 5,
  titles: input.titles ?? {},
  tags: input.tags ?? [],
  languages: input.languages,
});

/** Checks every page of a list; answers the values or throws 422 with every problem at once. */
function checkPages(pages: readonly Schema<"PageInput">[], prefix: string): PageValues[] {
  const values: PageValues[] = [];
  const errors: FieldError[] = [];
  pages.forEach((page, index) => {
    const checked = checkPage(page, `${prefix}.${index}`);
    if ("errors" in checked) errors.push(...checked.errors);
    else values.push(checked.values);
  });
  if (errors.length > 0) throw validationFailed(errors);
  return values;
}

function checkOnePage(input: Schema<"PageInput">): PageValues {
  const checked = checkPage(input);
  if ("errors" in checked) throw validationFailed(checked.errors);
  return checked.values;
}

/**
 * Lessons and their pages: common ones (super-admins) and each organisation's own, copying into
 * an organisation, page order, export and import. Every method authorises on its first line.
 */
export class LessonsService {
  private readonly library;

  constructor(platform: Platform) {
    this.library = createLibraryScope(platform);
  }

  async listCommon(ctx: RequestContext, query: ListQuery): Promise<Schema<"LessonList">> {
    const { repositories } = await this.library.read(ctx);
    return repositories.lessons.list("common", query, query.skip ?? 0, query.limit ?? 20);
  }

  async listAll(ctx: RequestContext, query: ListQuery): Promise<Schema<"LessonList">> {
    const { repositories } = await this.library.organization(ctx, requirements.read);
    return repositories.lessons.list("visible", query, query.skip ?? 0, query.limit ?? 20);
  }

  async listOrganization(ctx: RequestContext, query: ListQuery): Promise<Schema<"LessonList">> {
    const { repositories } = await this.library.organization(ctx, requirements.read);
    return repositories.lessons.list("own", query, query.skip ?? 0, query.limit ?? 20);
  }

  async get(ctx: RequestContext, lessonId: string): Promise<Lesson> {
    const { repositories } = await this.library.read(ctx);
    return this.withWarnings(repositories, await this.visibleLesson(repositories, lessonId));
  }

  async create(ctx: RequestContext, input: LessonInput): Promise<Lesson> {
    const access = await this.library.write(ctx);
    const values = lessonValues(input);
    return access.change(async (repositories, record) => {
      const id = await repositories.lessons.insert(values);
      await record({ kind: "lesson", action: "created", id, name: values.name });
      return this.withWarnings(repositories, await this.ownLesson(repositories, id));
    });
  }

  async update(ctx: RequestContext, lessonId: string, input: LessonInput): Promise<Lesson> {
    const access = await this.library.write(ctx);
    const values = lessonValues(input);
    return access.change(async (repositories, record) => {
      if (!(await repositories.lessons.update(lessonId, values))) throw notFound("Lesson");
      await record({ kind: "lesson", action: "updated", id: lessonId, name: values.name });
      return this.withWarnings(repositories, await this.ownLesson(repositories, lessonId));
    });
  }

  async delete(ctx: RequestContext, lessonId: string): Promise<void> {
    const access = await this.library.write(ctx);
    await access.change(async (repositories, record) => {
      const lesson = await this.ownLesson(repositories, lessonId);
      // Learners are taking (or about to take) it: removing it would change their course under them.
      if (await repositories.lessons.inActiveCourse(lessonId)) {
        throw conflict("There are ongoing/upcoming courses containing this lesson!");
      }
      // A lesson a predefined course is built from stays; the course would lose a part silently.
      if (await repositories.lessons.inUse(lessonId)) throw conflict("Error removing lesson!");
      await repositories.lessons.delete(lessonId);
      await record({ kind: "lesson", action: "deleted", id: lessonId, name: lesson.name });
    });
  }

  /** Copies a visible lesson (common, or the organisation's own) with its pages into the organisation. */
  async copy(ctx: RequestContext, lessonId: string): Promise<Lesson> {
    const access = await this.library.organization(ctx, requirements.write);
    return access.change(async (repositories, record) => {
      const source = await this.visibleLesson(repositories, lessonId);
      const pages = await repositories.lessons.listPages(lessonId);
      const id = await repositories.lessons.insert(
        {
          name: source.name,
          premium: source.premium,
          expectedCompletionTime: source.expectedCompletionTime,
          titles: source.titles,
          tags: source.tags,
          languages: source.languages,
        },
        source.id,
      );
      for (const page of pages) await repositories.lessons.insertPage(id, pageValuesOf(page));
      await record({ kind: "lesson", action: "copied", id, name: source.name });
      return this.withWarnings(repositories, await this.ownLesson(repositories, id));
    });
  }

  async exportLesson(ctx: RequestContext, lessonId: string): Promise<LessonExport> {
    const { repositories } = await this.library.read(ctx);
    const lesson = await this.visibleLesson(repositories, lessonId);
    const pages = await repositories.lessons.listPages(lessonId);
    return {
      format: "bulwark-lesson",
      version: 1,
      lesson: {
        name: lesson.name,
        premium: lesson.premium,
        expectedCompletionTime: lesson.expectedCompletionTime,
        titles: lesson.titles,
        tags: lesson.tags,
        languages: lesson.languages,
      },
      pages: pages.map((page) => {
        const { videoEmbedUrl: _v, videoLinkTranslateEmbedUrl: _t, ...input } = pageValuesOf(page);
        return input;
      }),
    };
  }

  /** Imports an exported lesson: everything is checked before anything is saved. */
  async importLesson(ctx: RequestContext, document: LessonExport): Promise<Lesson> {
    const access = await this.library.write(ctx);
    const pages = checkPages(document.pages, "body.pages");
    const values = lessonValues(document.lesson);
    return access.change(async (repositories, record) => {
      const id = await repositories.lessons.insert(values);
      for (const page of pages) await repositories.lessons.insertPage(id, page);
      await record({ kind: "lesson", action: "imported", id, name: values.name });
      return this.withWarnings(repositories, await this.ownLesson(repositories, id));
    });
  }

  // ---------------------------------------------------------------- pages

  async listPages(ctx: RequestContext, lessonId: string, language?: string): Promise<Schema<"PageList">> {
    const { repositories } = await this.library.read(ctx);
    await this.visibleLesson(repositories, lessonId);
    const items = await repositories.lessons.listPages(lessonId, language);
    return { items, total: items.length };
  }

  async getPage(ctx: RequestContext, lessonId: string, pageId: string): Promise<Page> {
    const { repositories } = await this.library.read(ctx);
    const lesson = await this.visibleLesson(repositories, lessonId);
    const page = await repositories.lessons.findPage(lessonId, pageId);
    if (!page) throw notFound("Page");
    return { ...page, warnings: pageWarnings(page, lesson.languages) };
  }

  async createPage(ctx: RequestContext, lessonId: string, input: Schema<"PageInput">): Promise<Page> {
    const access = await this.library.write(ctx);
    return this.changePage(access, lessonId, input, async (repositories, values) => {
      const id = await repositories.lessons.insertPage(lessonId, values);
      return { id, action: "created" as const };
    });
  }

  async updatePage(ctx: RequestContext, lessonId: string, pageId: string, input: Schema<"PageInput">): Promise<Page> {
    const access = await this.library.write(ctx);
    return this.changePage(access, lessonId, input, async (repositories, values) => {
      if (!(await repositories.lessons.updatePage(lessonId, pageId, values))) throw notFound("Page");
      return { id: pageId, action: "updated" as const };
    });
  }

  async deletePage(ctx: RequestContext, lessonId: string, pageId: string): Promise<void> {
    const access = await this.library.write(ctx);
    await access.change(async (repositories, record) => {
      await this.ownLesson(repositories, lessonId);
      const page = await repositories.lessons.findPage(lessonId, pageId);
      if (!page) throw notFound("Page");
      if (await repositories.lessons.inActiveCourse(lessonId)) {
        throw conflict("There are ongoing/upcoming courses containing this page!");
      }
      if (!(await repositories.lessons.deletePage(lessonId, pageId))) throw notFound("Page");
      await repositories.lessons.touch(lessonId);
      await record({ kind: "page", action: "deleted", id: pageId, name: page.name, lessonId });
    });
  }

  async reorderPages(
    ctx: RequestContext,
    lessonId: string,
    input: Schema<"PageOrderInput">,
  ): Promise<Schema<"PageList">> {
    const access = await this.library.write(ctx);
    return access.change(async (repositories, record) => {
      const lesson = await this.ownLesson(repositories, lessonId);
      const current = await repositories.lessons.pageIds(lessonId);
      const given = new Set(input.pageIds);
      if (given.size !== current.length || current.some((id) => !given.has(id))) {
        throw validationFailed([
          { path: "body.pageIds", message: "The order must list every page of the lesson once" },
        ]);
      }
      await repositories.lessons.reorder(lessonId, input.pageIds);
      await repositories.lessons.touch(lessonId);
      await record({ kind: "lesson", action: "reordered", id: lessonId, name: lesson.name });
      const items = await repositories.lessons.listPages(lessonId);
      return { items, total: items.length };
    });
  }

  // ---------------------------------------------------------------- helpers

  private async changePage(
    access: LibraryAccess,
    lessonId: string,
    input: Schema<"PageInput">,
    save: (
      repositories: LearningRepositories,
      values: PageValues,
    ) => Promise<{ id: string; action: "created" | "updated" }>,
  ): Promise<Page> {
    return access.change(async (repositories, record) => {
      // The lesson first: a page of another organisation's lesson is 404 before its fields are judged.
      const lesson = await this.ownLesson(repositories, lessonId);
      const values = checkOnePage(input);
      const { id, action } = await save(repositories, values);
      await repositories.lessons.touch(lessonId);
      await record({ kind: "page", action, id, name: values.name, lessonId });
      const page = (await repositories.lessons.findPage(lessonId, id)) as Page;
      return { ...page, warnings: pageWarnings(page, lesson.languages) };
    });
  }

  private async visibleLesson(repositories: LearningRepositories, lessonId: string): Promise<Lesson> {
    const lesson = await repositories.lessons.find(lessonId, "visible");
    if (!lesson) throw notFound("Lesson");
    return lesson;
  }

  private async ownLesson(repositories: LearningRepositories, lessonId: string): Promise<Lesson> {
    const lesson = await repositories.lessons.find(lessonId, "own");
    if (!lesson) throw notFound("Lesson");
    return lesson;
  }

  private async withWarnings(repositories: LearningRepositories, lesson: Lesson): Promise<Lesson> {
    const pages = await repositories.lessons.listPages(lesson.id);
    return { ...lesson, warnings: lessonWarnings(lesson, pages) };
  }
}

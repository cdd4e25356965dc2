import type { Schema } from "@bulwark/contract";
import { nowIso } from "../../platform/db/database.js";
import { conflict, notFound, validationFailed } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import type { ContentFilters } from "./content.sql.js";
import { requirements } from "./learning.access.js";
import { createLibraryScope } from "./library.scope.js";
import { campaignsSendingPage } from "./nano-campaigns/nano-campaigns.repository.js";
import type { NanoPage } from "./nano-pages.repository.js";
import type { CourseValues, PredefinedCourse } from "./predefined-courses.repository.js";
import type { LearningRepositories } from "./repositories.js";
import { type ContentWarning, checkCourseNames, checkNanoPage, courseLanguages, courseWarnings } from "./rules.js";

type Paging = { skip?: number; limit?: number };
type CourseInput = Schema<"PredefinedCourseInput">;

/** The name a change is logged under: the English name, else the first one given. */
const courseName = (names: Schema<"LocalizedTitle">) => names.En ?? Object.values(names).find(Boolean) ?? "";

/**
 * Predefined courses, nano pages and the library's tags: common ones (super-admins) and each
 * organisation's own. Every method authorises on its first line.
 */
export class LibraryService {
  private readonly library;

  constructor(platform: Platform) {
    this.library = createLibraryScope(platform);
  }

  // ---------------------------------------------------------------- predefined courses

  async listCourses(ctx: RequestContext, query: Paging & { search?: string; level?: string }) {
    const { repositories } = await this.library.read(ctx);
    return repositories.courses.list("common", query, query.skip ?? 0, query.limit ?? 20);
  }

  async listOrganizationCourses(ctx: RequestContext, query: Paging & { search?: string; level?: string }) {
    const { repositories } = await this.library.organization(ctx, requirements.read);
    return repositories.courses.list("own", query, query.skip ?? 0, query.limit ?? 20);
  }

  async getCourse(ctx: RequestContext, courseId: string): Promise<PredefinedCourse> {
    const { repositories } = await this.library.read(ctx);
    const course = await repositories.courses.find(courseId, "visible");
    if (!course) throw notFound("Predefined course");
    const { warnings } = await this.courseLessons(repositories, course.lessonIds, course.names);
    return { ...course, warnings };
  }

  async createCourse(ctx: RequestContext, input: CourseInput): Promise<PredefinedCourse> {
    const access = await this.library.write(ctx);
    return access.change(async (repositories, record) => {
      const { values, warnings } = await this.checkCourse(repositories, input);
      const id = await repositories.courses.insert(values);
      await record({ kind: "predefinedCourse", action: "created", id, name: courseName(values.names) });
      return { ...((await repositories.courses.find(id, "own")) as PredefinedCourse), warnings };
    });
  }

  async updateCourse(ctx: RequestContext, courseId: string, input: CourseInput): Promise<PredefinedCourse> {
    const access = await this.library.write(ctx);
    return access.change(async (repositories, record) => {
      if (!(await repositories.courses.find(courseId, "own"))) throw notFound("Predefined course");
      const { values, warnings } = await this.checkCourse(repositories, input);
      await repositories.courses.update(courseId, values);
      await record({ kind: "predefinedCourse", action: "updated", id: courseId, name: courseName(values.names) });
      return { ...((await repositories.courses.find(courseId, "own")) as PredefinedCourse), warnings };
    });
  }

  async deleteCourse(ctx: RequestContext, courseId: string): Promise<void> {
    const access = await this.library.write(ctx);
    await access.change(async (repositories, record) => {
      const course = await repositories.courses.find(courseId, "own");
      if (!course || !(await repositories.courses.delete(courseId))) throw notFound("Predefined course");
      await record({ kind: "predefinedCourse", action: "deleted", id: courseId, name: courseName(course.names) });
    });
  }

  /**
   * A course's values, or 422: names per the rules, every lesson one this binding can see (common
   * lessons for a common course; common and the organisation's own for an organisation's).
   */
  private async checkCourse(repositories: LearningRepositories, input: CourseInput) {
    const errors = checkCourseNames(input);
    const { missing, warnings } = await this.courseLessons(repositories, input.lessonIds, input.names);
    for (const index of missing) errors.push({ path: `body.lessonIds.${index}`, message: "Lesson not found" });
    if (errors.length > 0) throw validationFailed(errors);
    const values: CourseValues = {
      names: input.names,
      descriptions: input.descriptions ?? {},
      logo: input.logo ?? null,
      avatar: input.avatar ?? null,
      level: input.level,
      passingScore: input.passingScore,
      lessonIds: input.lessonIds,
      premium: input.premium ?? false,
    };
    return { values, warnings };
  }

  private async courseLessons(
    repositories: LearningRepositories,
    lessonIds: readonly string[],
    names: Schema<"LocalizedTitle">,
  ): Promise<{ missing: number[]; warnings: ContentWarning[] }> {
    const found = await repositories.lessons.visibleWithPageLanguages(lessonIds);
    const missing: number[] = [];
    const ordered = lessonIds.flatMap((id, index) => {
      const lesson = found.find((candidate) => candidate.id === id);
      if (!lesson) missing.push(index);
      return lesson ? [lesson] : [];
    });
    return { missing, warnings: missing.length > 0 ? [] : courseWarnings(courseLanguages(names), ordered) };
  }

  // ---------------------------------------------------------------- nano pages

  async listNanoPages(ctx: RequestContext, query: Paging & ContentFilters) {
    const { repositories } = await this.library.read(ctx);
    return repositories.nanoPages.list("visible", query, query.skip ?? 0, query.limit ?? 20);
  }

  async listOrganizationNanoPages(ctx: RequestContext, query: Paging & ContentFilters) {
    const { repositories } = await this.library.organization(ctx, requirements.read);
    return repositories.nanoPages.list("own", query, query.skip ?? 0, query.limit ?? 20);
  }

  async getNanoPage(ctx: RequestContext, nanoPageId: string): Promise<NanoPage> {
    const { repositories } = await this.library.read(ctx);
    const page = await repositories.nanoPages.find(nanoPageId, "visible");
    if (!page) throw notFound("Nano page");
    return page;
  }

  async createNanoPage(ctx: RequestContext, input: Schema<"NanoPageInput">): Promise<NanoPage> {
    const access = await this.library.write(ctx);
    const checked = checkNanoPage(input);
    if ("errors" in checked) throw validationFailed(checked.errors);
    return access.change(async (repositories, record) => {
      const id = await repositories.nanoPages.insert(checked.values);
      await record({ kind: "nanoPage", action: "created", id, name: checked.values.name });
      return { ...((await repositories.nanoPages.find(id, "own")) as NanoPage), warnings: checked.warnings };
    });
  }

  async updateNanoPage(ctx: RequestContext, nanoPageId: string, input: Schema<"NanoPageInput">): Promise<NanoPage> {
    const access = await this.library.write(ctx);
    return access.change(async (repositories, record) => {
      if (!(await repositories.nanoPages.find(nanoPageId, "own"))) throw notFound("Nano page");
      const checked = checkNanoPage(input);
      if ("errors" in checked) throw validationFailed(checked.errors);
      await repositories.nanoPages.update(nanoPageId, checked.values);
      await record({ kind: "nanoPage", action: "updated", id: nanoPageId, name: checked.values.name });
      return { ...((await repositories.nanoPages.find(nanoPageId, "own")) as NanoPage), warnings: checked.warnings };
    });
  }

  async deleteNanoPage(ctx: RequestContext, nanoPageId: string): Promise<void> {
    const access = await this.library.write(ctx);
    await access.change(async (repositories, record, trx) => {
      const page = await repositories.nanoPages.find(nanoPageId, "own");
      if (!page) throw notFound("Nano page");
      // A common page can be in any organisation's campaigns: the check looks across them all.
      if ((await campaignsSendingPage(trx, nanoPageId, nowIso())) > 0) {
        throw conflict("There are active nano campaigns containing this page!");
      }
      if (!(await repositories.nanoPages.delete(nanoPageId))) throw notFound("Nano page");
      await record({ kind: "nanoPage", action: "deleted", id: nanoPageId, name: page.name });
    });
  }

  // ---------------------------------------------------------------- tags

  async tags(ctx: RequestContext): Promise<Schema<"LearningContentTagList">> {
    const { repositories } = await this.library.read(ctx);
    return repositories.tags.list();
  }
}

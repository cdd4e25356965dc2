import { randomBytes } from "node:crypto";
import { industryValues, type Schema } from "@bulwark/contract";
import { authorizeGlobal, createScope } from "../../../platform/access/scope.js";
import { nowIso } from "../../../platform/db/database.js";
import { conflict, type FieldError, notFound, validationFailed } from "../../../platform/errors.js";
import { hasVisibleContent, sanitizeUserHtml } from "../../../platform/html/sanitize.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { publish } from "../../domain-events.js";
import { requirements } from "../learning.access.js";
import { playerTokens, playerUrl, queueCourseEmails } from "./course-mail.js";
import {
  type Course,
  type CourseListQuery,
  type CourseValues,
  endOf,
  statusAt,
  valuesOf,
} from "./courses.repository.js";
import { enrol, resolveLearners } from "./enrolment.js";
import { type CourseRepositories, courseRepositories } from "./repositories.js";

type CourseInput = Schema<"CourseInput">;
type CourseUpdate = Schema<"CourseUpdate">;

const DEFAULT_PASSING_SCORE = 70;
const EXTENSION_MS = 7 * 86_400_000;
const PREVIEW_MS = 86_400_000;

/** Custom messages as saved: sanitised HTML, or null when nothing visible is left. */
function cleanMessages(messages: Schema<"CourseMessages"> | undefined, current?: Course["customMessages"]) {
  const clean = (html: string | null | undefined, before: string | null) => {
    if (html === undefined) return before;
    if (html === null) return null;
    const safe = sanitizeUserHtml(html);
    return hasVisibleContent(safe) ? safe : null;
  };
  return {
    enrolment: clean(messages?.enrolment, current?.enrolment ?? null),
    completed: clean(messages?.completed, current?.completed ?? null),
    reminder: clean(messages?.reminder, current?.reminder ?? null),
  };
}

function cleanContact(contact: Schema<"SecurityContact"> | undefined, current?: Course["securityContact"]) {
  const pick = (value: string | null | undefined, before: string | null) =>
    value === undefined ? before : value === null || value === "" ? null : value;
  return {
    name: pick(contact?.name, current?.name ?? null),
    email: pick(contact?.email?.toLowerCase(), current?.email ?? null),
    phone: pick(contact?.phone, current?.phone ?? null),
  };
}

/**
 * Courses of an organisation: launching one (content, learners, settings, messages at once, as the
 * wizard's four steps hand them over), the grouped list, edits, extending an expired one, the
 * invitation links, lesson preview links, industry standards and the dashboard's figures. Every
 * method authorises on its first line.
 */
export class CoursesService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => courseRepositories(db, platform.dialect, tenantId));
  }

  async list(ctx: RequestContext, query: CourseListQuery & { skip?: number; limit?: number }) {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    return repositories.courses.list(query, query.skip ?? 0, query.limit ?? 20);
  }

  async get(ctx: RequestContext, courseId: string): Promise<Course> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    return this.course(repositories, courseId);
  }

  async create(ctx: RequestContext, input: CourseInput): Promise<Course> {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const { repositories } = scope;
    const content = await this.content(repositories, input.lessonIds, input.predefinedCourseId, input.passingScore);
    if (!content) {
      throw validationFailed(
        [{ path: "body.lessonIds", message: "Minimum 1 selected" }],
        "Please populate current data",
      );
    }
    const people = await resolveLearners(repositories, input.learners, "body.learners");
    const enrolmentDate = new Date(input.enrolmentDate).toISOString();
    const values: CourseValues = {
      name: input.name,
      description: input.description?.trim() || null,
      language: input.language,
      enrolmentDate,
      durationWeeks: input.durationWeeks,
      endsAt: endOf(enrolmentDate, input.durationWeeks),
      passingScore: content.passingScore,
      predefinedCourseId: content.predefinedCourseId,
      customMessages: cleanMessages(input.customMessages),
      securityPolicyLink: input.securityPolicyLink ?? null,
      securityContact: cleanContact(input.securityContact),
      linkInvitationsEnabled: input.linkInvitationsEnabled ?? false,
    };
    const id = await this.platform.db.transaction().execute(async (trx) => {
      const within = scope.within(trx);
      const courseId = await within.courses.insert(values, content.lessonIds, ctx.principal?.userId ?? null);
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "CourseChanged",
        data: { action: "created", courseId, name: values.name },
      });
      await enrol(this.platform, trx, ctx, within, { id: courseId, name: values.name, enrolmentDate }, people);
      return courseId;
    });
    return this.course(repositories, id);
  }

  async update(ctx: RequestContext, courseId: string, input: CourseUpdate): Promise<Course> {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const { repositories } = scope;
    const row = await repositories.courses.row(courseId);
    if (!row) throw notFound("Course");
    const current = valuesOf(row);
    const contentChanged =
      input.lessonIds !== undefined || input.predefinedCourseId !== undefined || input.passingScore !== undefined;
    let lessonIds: string[] | undefined;
    let passingScore = current.passingScore;
    let predefinedCourseId = current.predefinedCourseId;
    if (input.lessonIds !== undefined || input.predefinedCourseId !== undefined) {
      // Learners who started must all have been taught the same lessons: the content is fixed at the start.
      if (statusAt(row, nowIso()) !== "upcoming") {
        throw conflict("The content of a course that started cannot be changed");
      }
      const content = await this.content(
        repositories,
        input.lessonIds,
        input.predefinedCourseId === undefined ? current.predefinedCourseId : input.predefinedCourseId,
        input.passingScore,
      );
      if (!content) {
        throw validationFailed(
          [{ path: "body.lessonIds", message: "Minimum 1 selected" }],
          "Please populate current data",
        );
      }
      lessonIds = content.lessonIds;
      passingScore = content.passingScore;
      predefinedCourseId = content.predefinedCourseId;
    } else if (contentChanged && input.passingScore !== undefined) {
      passingScore = input.passingScore;
    }
    const enrolmentDate = input.enrolmentDate ? new Date(input.enrolmentDate).toISOString() : current.enrolmentDate;
    const durationWeeks = input.durationWeeks ?? current.durationWeeks;
    // An extension (ends later than enrolment + duration) is kept when neither date nor duration changes.
    const endsAt = input.enrolmentDate || input.durationWeeks ? endOf(enrolmentDate, durationWeeks) : current.endsAt;
    const values: CourseValues = {
      name: input.name ?? current.name,
      description: input.description === undefined ? current.description : input.description?.trim() || null,
      language: input.language ?? current.language,
      enrolmentDate,
      durationWeeks,
      endsAt,
      passingScore,
      predefinedCourseId,
      customMessages: cleanMessages(input.customMessages, current.customMessages),
      securityPolicyLink:
        input.securityPolicyLink === undefined ? current.securityPolicyLink : input.securityPolicyLink,
      securityContact: cleanContact(input.securityContact, current.securityContact),
      linkInvitationsEnabled: input.linkInvitationsEnabled ?? current.linkInvitationsEnabled,
    };
    await this.platform.db.transaction().execute(async (trx) => {
      const within = scope.within(trx);
      await within.courses.update(courseId, values);
      if (lessonIds) await within.courses.setLessons(courseId, lessonIds);
      // Moved earlier: the learners not invited yet get their invitation at the new date (the
      // jobs at the old date then find it sent; moved later, those jobs wait for the new date).
      if (enrolmentDate < current.enrolmentDate) {
        const pending = await within.learners.notInvited(courseId);
        const startAt = new Date(Math.max(Date.now(), new Date(enrolmentDate).getTime()));
        await queueCourseEmails(this.platform, trx, scope.tenantId, pending, "invitation", startAt);
      }
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "CourseChanged",
        data: { action: "updated", courseId, name: values.name },
      });
    });
    return this.course(repositories, courseId);
  }

  /** Extends an expired course: it ends 7 days from now. */
  async extend(ctx: RequestContext, courseId: string): Promise<Course> {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await scope.repositories.courses.row(courseId);
    if (!row) throw notFound("Course");
    if (statusAt(row, nowIso()) !== "finished") throw conflict("Only an expired course can be extended");
    const values = { ...valuesOf(row), endsAt: new Date(Date.now() + EXTENSION_MS).toISOString() };
    await this.platform.db.transaction().execute(async (trx) => {
      await scope.within(trx).courses.update(courseId, values);
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "CourseChanged",
        data: { action: "extended", courseId, name: values.name },
      });
    });
    return this.course(scope.repositories, courseId);
  }

  /** The organisation's ongoing and upcoming courses that teach a lesson it can see. */
  async ongoingOfLesson(ctx: RequestContext, lessonId: string): Promise<Schema<"CourseSummaryList">> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    if (!(await repositories.lessons.find(lessonId, "visible"))) throw notFound("Lesson");
    const items = await repositories.courses.ongoingWithLesson(lessonId);
    return { items, total: items.length };
  }

  // ---------------------------------------------------------------- invitation links

  async listLinks(ctx: RequestContext, courseId: string): Promise<Schema<"CourseInvitationLinkList">> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    await this.courseRow(repositories, courseId);
    const items = (await repositories.courses.links(courseId)).map((link) => this.link(link));
    return { items, total: items.length };
  }

  async createLink(ctx: RequestContext, courseId: string): Promise<Schema<"CourseInvitationLink">> {
    const { repositories } = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(repositories, courseId);
    if (row.link_invitations !== 1) throw conflict("Link invitations are turned off for this course");
    if (statusAt(row, nowIso()) === "finished") throw conflict("The course has finished");
    // 192 random bits: the link is shared widely, but it only lets people ask for their own invitation.
    return this.link(await repositories.courses.insertLink(courseId, randomBytes(24).toString("base64url")));
  }

  async deleteLink(ctx: RequestContext, courseId: string, linkId: string): Promise<void> {
    const { repositories } = await this.scope(ctx, requirements.writeCourses);
    await this.courseRow(repositories, courseId);
    if (!(await repositories.courses.deleteLink(courseId, linkId))) throw notFound("Invitation link");
  }

  // ---------------------------------------------------------------- preview, standards, overview

  async previewLink(ctx: RequestContext, courseId: string, lessonId: string): Promise<Schema<"PreviewLink">> {
    const { repositories, tenantId } = await this.scope(ctx, requirements.readCourses);
    await this.courseRow(repositories, courseId);
    if (!(await repositories.courses.lessonIds(courseId)).includes(lessonId)) throw notFound("Lesson");
    const expiresAt = new Date(Math.floor((Date.now() + PREVIEW_MS) / 1000) * 1000);
    const token = playerTokens(this.platform).preview(tenantId, courseId, lessonId, expiresAt);
    return { url: playerUrl(this.platform, token), token, expiresAt: expiresAt.toISOString() };
  }

  async standards(ctx: RequestContext, courseId: string): Promise<Schema<"CourseStandards">> {
    const { repositories, tenantId } = await this.scope(ctx, requirements.readCourses);
    await this.courseRow(repositories, courseId);
    const [items, tenant, stats] = await Promise.all([
      this.standardItems(),
      this.platform.db.selectFrom("tenants").select("industry").where("id", "=", tenantId).executeTakeFirst(),
      repositories.learners.statistics(courseId),
    ]);
    const industry = (tenant?.industry ?? null) as Schema<"Industry"> | null;
    const total = stats.reduce((sum, s) => sum + s.n, 0);
    const passed = stats.filter((s) => s.result === "Passed").reduce((sum, s) => sum + s.n, 0);
    const scored = stats.reduce((sum, s) => sum + s.scored, 0);
    const scoreSum = stats.reduce((sum, s) => sum + s.scoreSum, 0);
    return {
      industry,
      standardScore: items.find((item) => item.industry === industry)?.score ?? null,
      averageScore: scored === 0 ? null : Math.round(scoreSum / scored),
      passingRate: total === 0 ? 0 : Math.round((passed / total) * 100),
      items,
    };
  }

  async listStandards(ctx: RequestContext): Promise<Schema<"IndustryCourseStandardList">> {
    authorizeGlobal(ctx, requirements.manageCourseStandards);
    const items = await this.standardItems();
    return { items, total: items.length };
  }

  async setStandard(
    ctx: RequestContext,
    industry: Schema<"Industry">,
    input: Schema<"IndustryCourseStandardInput">,
  ): Promise<Schema<"IndustryCourseStandard">> {
    authorizeGlobal(ctx, requirements.manageCourseStandards);
    const now = nowIso();
    await this.platform.db
      .insertInto("learning_course_standards")
      .values({ industry, score: input.score, updated_at: now })
      .onConflict((oc) => oc.column("industry").doUpdateSet({ score: input.score, updated_at: now }))
      .execute();
    return { industry, score: input.score };
  }

  async overview(ctx: RequestContext): Promise<Schema<"CoursesOverview">> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    return repositories.courses.overview();
  }

  // ---------------------------------------------------------------- helpers

  /**
   * The content of a course: the lessons given, or the predefined course's lessons and passing
   * score; undefined when neither is given. Lessons and predefined courses the organisation cannot
   * see (another organisation's) answer 422 naming them, as unknown ones do.
   */
  private async content(
    repositories: CourseRepositories,
    lessonIds: readonly string[] | undefined,
    predefinedCourseId: string | null | undefined,
    passingScore: number | undefined,
  ) {
    const errors: FieldError[] = [];
    let predefined: Awaited<ReturnType<CourseRepositories["predefinedCourses"]["find"]>>;
    if (predefinedCourseId) {
      predefined = await repositories.predefinedCourses.find(predefinedCourseId, "visible");
      if (!predefined)
        throw validationFailed([{ path: "body.predefinedCourseId", message: "Predefined course not found" }]);
    }
    const ids = lessonIds?.length ? [...lessonIds] : (predefined?.lessonIds ?? []);
    if (ids.length === 0) return undefined;
    const visible = new Set((await repositories.lessons.visibleWithPageLanguages(ids)).map((lesson) => lesson.id));
    ids.forEach((id, index) => {
      if (!visible.has(id)) errors.push({ path: `body.lessonIds.${index}`, message: "Lesson not found" });
    });
    if (errors.length > 0) throw validationFailed(errors);
    return {
      lessonIds: ids,
      predefinedCourseId: predefined?.id ?? null,
      passingScore: passingScore ?? predefined?.passingScore ?? DEFAULT_PASSING_SCORE,
    };
  }

  private async courseRow(repositories: CourseRepositories, courseId: string) {
    const row = await repositories.courses.row(courseId);
    if (!row) throw notFound("Course");
    return row;
  }

  private async course(repositories: CourseRepositories, courseId: string): Promise<Course> {
    const course = await repositories.courses.find(courseId);
    if (!course) throw notFound("Course");
    return course;
  }

  private link(row: { id: string; token: string; created_at: string }): Schema<"CourseInvitationLink"> {
    return {
      id: row.id,
      url: `${this.platform.config.publicUrl}/learn/join/${row.token}`,
      token: row.token,
      createdAt: row.created_at,
    };
  }

  private async standardItems(): Promise<Schema<"IndustryCourseStandard">[]> {
    const rows = await this.platform.db.selectFrom("learning_course_standards").selectAll().execute();
    return industryValues.map((industry) => ({
      industry,
      score: rows.find((row) => row.industry === industry)?.score ?? null,
    }));
  }
}

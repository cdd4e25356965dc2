import type { Schema } from "@bulwark/contract";
import { createScope } from "../../../platform/access/scope.js";
import { nowIso } from "../../../platform/db/database.js";
import { conflict, notFound, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { publish } from "../../domain-events.js";
import { parseJson } from "../content.sql.js";
import { requirements } from "../learning.access.js";
import { queueCourseEmails } from "./course-mail.js";
import { statusAt } from "./courses.repository.js";
import { enrol, resolveLearners } from "./enrolment.js";
import { type LearnerListQuery, statusOrder, toLearner } from "./learners.repository.js";
import { coursePageCount, coursePages } from "./player.content.js";
import { type CourseRepositories, courseRepositories } from "./repositories.js";

/**
 * The learners of a course: adding them from people, groups or tags, the list, one learner's due
 * date and reset, removal, the figures, quiz details, reminders and invitations again. Every
 * method authorises on its first line.
 */
export class LearnersService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => courseRepositories(db, platform.dialect, tenantId));
  }

  async add(ctx: RequestContext, courseId: string, selection: Schema<"LearnerSelection">) {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(scope.repositories, courseId);
    if (statusAt(row, nowIso()) === "finished") throw conflict("The course has finished");
    const people = await resolveLearners(scope.repositories, selection, "body");
    return this.platform.db.transaction().execute(async (trx) => {
      const within = scope.within(trx);
      const added = await enrol(
        this.platform,
        trx,
        ctx,
        within,
        { id: row.id, name: row.name, enrolmentDate: row.enrolment_date },
        people,
      );
      if (added.added === 0) {
        throw validationFailed([{ path: "body", message: "No people to be saved" }], "No people to be saved");
      }
      return added;
    });
  }

  async list(ctx: RequestContext, courseId: string, query: LearnerListQuery & { skip?: number; limit?: number }) {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    const row = await this.courseRow(repositories, courseId);
    const [{ rows, total }, pageTotal] = await Promise.all([
      repositories.learners.list(courseId, query, query.skip ?? 0, query.limit ?? 50),
      this.pageTotal(repositories, courseId, row.language),
    ]);
    const now = Date.now();
    return { items: rows.map((learner) => toLearner(learner, pageTotal, row.ends_at, now)), total };
  }

  async update(ctx: RequestContext, courseId: string, learnerId: string, input: Schema<"LearnerUpdate">) {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(scope.repositories, courseId);
    const learner = await scope.repositories.learners.find(courseId, learnerId);
    if (!learner) throw notFound("Learner");
    await this.platform.db.transaction().execute(async (trx) => {
      const within = scope.within(trx);
      if (input.dueDate !== undefined) {
        await within.learners.setDueDate(courseId, learnerId, input.dueDate && new Date(input.dueDate).toISOString());
      }
      if (input.resetProgress) await within.learners.resetProgress(courseId, learner);
    });
    const saved = await scope.repositories.learners.find(courseId, learnerId);
    if (!saved) throw notFound("Learner");
    return toLearner(saved, await this.pageTotal(scope.repositories, courseId, row.language), row.ends_at);
  }

  async remove(ctx: RequestContext, courseId: string, learnerId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(scope.repositories, courseId);
    await this.platform.db.transaction().execute(async (trx) => {
      const within = scope.within(trx);
      const learner = await within.learners.find(courseId, learnerId);
      if (!learner || !(await within.learners.delete(courseId, learnerId))) throw notFound("Learner");
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "CourseChanged",
        data: {
          action: "learnerRemoved",
          courseId,
          name: row.name,
          learnerName: `${learner.first_name} ${learner.last_name}`.trim(),
        },
      });
    });
  }

  /** Completion rate = round(completed / total x 100), 0 without learners; passing rate as passed/total. */
  async statistics(ctx: RequestContext, courseId: string): Promise<Schema<"LearnerStatistics">> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    await this.courseRow(repositories, courseId);
    const groups = await repositories.learners.statistics(courseId);
    const count = (match: (g: (typeof groups)[number]) => boolean) =>
      groups.filter(match).reduce((sum, g) => sum + g.n, 0);
    const total = count(() => true);
    const completed = count((g) => g.status === "LearningCompleted");
    const passed = count((g) => g.result === "Passed");
    const failed = count((g) => g.result === "Failed");
    const scored = groups.reduce((sum, g) => sum + g.scored, 0);
    const byStatus = Object.fromEntries(
      statusOrder.map((status) => [status, count((g) => g.status === status)]),
    ) as Schema<"LearnerStatistics">["byStatus"];
    return {
      total,
      byStatus,
      completed,
      passed,
      failed,
      notCompleted: total - completed,
      completionRate: total === 0 ? 0 : Math.round((completed / total) * 100),
      passingRate: { passed, total },
      averageScore: scored === 0 ? null : Math.round(groups.reduce((sum, g) => sum + g.scoreSum, 0) / scored),
      averageTimeSpentSeconds:
        total === 0 ? 0 : Math.round(groups.reduce((sum, g) => sum + g.timeMs, 0) / total / 1000),
    };
  }

  async quizDetails(ctx: RequestContext, courseId: string, learnerId: string): Promise<Schema<"LearnerQuizDetails">> {
    const { repositories } = await this.scope(ctx, requirements.readCourses);
    const row = await this.courseRow(repositories, courseId);
    const learner = await repositories.learners.find(courseId, learnerId);
    if (!learner) throw notFound("Learner");
    const [lessons, answers] = await Promise.all([
      coursePages(this.platform.db, repositories.courses.tenantId, courseId, row.language),
      repositories.learners.answers(learnerId),
    ]);
    const items = lessons.flatMap((lesson) =>
      lesson.pages
        .filter((page) => page.type === "Quiz")
        .map((page) => {
          const answer = answers.find((a) => a.page_id === page.id);
          const options = parseJson<{ text: string; correct: boolean }[]>(page.answers);
          return {
            lessonId: lesson.id,
            lessonName: lesson.name,
            pageId: page.id,
            question: page.question ?? "",
            answers: options.map((option) => option.text),
            correctAnswerIndex: Math.max(
              0,
              options.findIndex((option) => option.correct),
            ),
            chosenAnswerIndex: answer ? Number(answer.answer_index) : null,
            correct: answer ? answer.correct === 1 : null,
            answeredAt: answer?.answered_at ?? null,
          };
        }),
    );
    return {
      learnerId,
      result: learner.result as Schema<"LearnerResult">,
      score: learner.score === null ? null : Number(learner.score),
      passingScore: Number(row.passing_score),
      items,
    };
  }

  /**
   * Queues the reminder to the learners who have not completed the course (or `learnerIds` among
   * them), skipping those reminded today (UTC); refused when that leaves nobody.
   */
  async remind(ctx: RequestContext, courseId: string, input: Schema<"LearnerIdSelection"> | undefined) {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(scope.repositories, courseId);
    const now = nowIso();
    if (statusAt(row, now) !== "in_progress") throw conflict("Reminders are sent only while the course is active");
    const candidates = await scope.repositories.learners.incomplete(courseId, input?.learnerIds);
    const today = now.slice(0, 10);
    const due = candidates.filter((c) => !c.last_reminded_at || c.last_reminded_at.slice(0, 10) !== today);
    if (candidates.length === 0) throw conflict("Every chosen learner has completed the course");
    if (due.length === 0) {
      throw conflict("A reminder cannot be resent if learners were already reminded today");
    }
    const ids = due.map((c) => c.id);
    await this.platform.db.transaction().execute(async (trx) => {
      await scope.within(trx).learners.markReminded(ids, now);
      await queueCourseEmails(this.platform, trx, scope.tenantId, ids, "reminder");
    });
    return { queued: ids.length };
  }

  /** Queues the invitation again to `learnerIds`, or to every learner who has not opened it. */
  async resendInvitation(ctx: RequestContext, courseId: string, input: Schema<"LearnerIdSelection"> | undefined) {
    const scope = await this.scope(ctx, requirements.writeCourses);
    const row = await this.courseRow(scope.repositories, courseId);
    if (statusAt(row, nowIso()) === "finished") throw conflict("The course has finished");
    const learners = await scope.repositories.learners.notOpened(courseId, input?.learnerIds);
    if (input?.learnerIds && learners.length !== input.learnerIds.length) {
      const known = new Set(learners.map((l) => l.id));
      throw validationFailed(
        input.learnerIds.flatMap((id, index) =>
          known.has(id) ? [] : [{ path: `body.learnerIds.${index}`, message: "Learner not found" }],
        ),
      );
    }
    const ids = learners.map((l) => l.id);
    const startAt = new Date(Math.max(Date.now(), new Date(row.enrolment_date).getTime()));
    await queueCourseEmails(this.platform, this.platform.db, scope.tenantId, ids, "invitation", startAt, true);
    return { queued: ids.length };
  }

  private async courseRow(repositories: CourseRepositories, courseId: string) {
    const row = await repositories.courses.row(courseId);
    if (!row) throw notFound("Course");
    return row;
  }

  private async pageTotal(repositories: CourseRepositories, courseId: string, language: string): Promise<number> {
    return (await coursePageCount(this.platform.db, repositories.courses.tenantId, courseId, language)).pages;
  }
}

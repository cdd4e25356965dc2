import type { Schema } from "@bulwark/contract";
import { ipPolicy, type ThrottlePolicy } from "../../../platform/auth/throttle.js";
import { nowIso } from "../../../platform/db/database.js";
import { conflict, notFound, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { publish } from "../../domain-events.js";
import { publicOrganization } from "../../organizations/tenants.repository.js";
import { parseJson } from "../content.sql.js";
import { COURSE_EMAIL, playerTokens, queueCourseEmails } from "./course-mail.js";
import { CoursesRepository, invitationLinkByToken, valuesOf } from "./courses.repository.js";
import { enrol } from "./enrolment.js";
import { type LearnerRow, LearnersRepository, learnerById, toLearner } from "./learners.repository.js";
import { type CourseLessonPages, courseExpectedMinutes, coursePages } from "./player.content.js";
import type { PlayerClaims } from "./player-token.js";
import { courseRepositories } from "./repositories.js";

type Progress = Schema<"PlayerProgress">;
type QuizAnswer = { text: string; correct: boolean };

/** The most visible time one report adds, whatever it claims (a player reports every few seconds). */
const MAX_REPORT_MS = 5 * 60_000;
/** Slack for clocks and network: a report may exceed the time since the previous one by this much. */
const REPORT_SLACK_MS = 2_000;

/** What anyone asking for an invitation is told, whether or not the address is the organisation's. */
const INVITATION_REQUESTED = "If the address belongs to the organisation, an invitation is on its way.";
/** Invitations an address may be sent through invitation links in an hour. */
const INVITATIONS_PER_HOUR: ThrottlePolicy = { maxFailures: 3, windowMs: 3_600_000, lockMs: 3_600_000 };

/** Nothing about a token that is not a learner's (or a live preview's) is revealed: always the same 404. */
const unknownToken = () => notFound("Course");

/**
 * The learner's player, outside the authenticated API: each call carries the learner's token from
 * the invitation (or a preview token), resolves the organisation from it, and works with
 * repositories bound to that organisation. Nothing a token does not name is reachable.
 */
export class PlayerService {
  private readonly tokens;

  constructor(private readonly platform: Platform) {
    this.tokens = playerTokens(platform);
  }

  /** The course in its language with the learner's progress; the first call marks the invitation opened. */
  async get(token: string): Promise<Schema<"PlayerCourse">> {
    const claims = this.claims(token);
    if (claims.kind === "preview") {
      const { row, lessons } = await this.preview(claims);
      return {
        mode: "preview",
        course: this.courseOf(row, lessons),
        organization: await this.organization(claims.tenantId),
        learner: null,
        lessons: lessons.map(playerLesson),
        progress: null,
      };
    }
    const { learner, course, learners } = await this.learner(claims);
    let fresh = learner;
    if (!learner.opened_at) {
      await learners.markOpened(learner.id, nowIso());
      fresh = (await learners.learnerRow(learner.id)) ?? learner;
    }
    const lessons = await coursePages(this.platform.db, learner.tenant_id, course.id, course.language);
    return {
      mode: "learner",
      course: this.courseOf(course, lessons),
      organization: await this.organization(learner.tenant_id),
      learner: { firstName: learner.first_name },
      lessons: lessons.map(playerLesson),
      progress: await this.progress(learners, fresh, lessons, course.ends_at),
    };
  }

  /**
   * A page on screen and the seconds it was visible since the last report. The time added is
   * bounded by the time since the previous report (plus a little slack) and by five minutes, so
   * neither a replayed nor an inflated report can add time the learner did not have.
   */
  async activity(token: string, input: Schema<"PlayerActivity">): Promise<Progress> {
    const { learner, course, learners } = await this.activeLearner(this.claims(token));
    const lessons = await coursePages(this.platform.db, learner.tenant_id, course.id, course.language);
    if (!findPage(lessons, input.pageId)) throw validationFailed([{ path: "body.pageId", message: "Page not found" }]);
    const now = new Date();
    const since = learner.last_activity_at ?? learner.opened_at;
    const elapsed = since ? Math.max(0, now.getTime() - new Date(since).getTime()) : 0;
    const addMs = Math.round(Math.min((input.visibleSeconds ?? 0) * 1000, elapsed + REPORT_SLACK_MS, MAX_REPORT_MS));
    await learners.recordActivity(learner, input.pageId, addMs, now.toISOString());
    const fresh = (await learners.learnerRow(learner.id)) ?? learner;
    return this.progress(learners, fresh, lessons, course.ends_at);
  }

  /** Correct or incorrect, with the explanation; the first answer to a question is the one that counts. */
  async answer(token: string, input: Schema<"PlayerAnswerInput">): Promise<Schema<"PlayerAnswerResult">> {
    const claims = this.claims(token);
    if (claims.kind === "preview") {
      const { lessons } = await this.preview(claims);
      const { correct, explanation } = judge(lessons, input);
      return { correct, explanation, recorded: false };
    }
    const { learner, course, learners } = await this.activeLearner(claims);
    const lessons = await coursePages(this.platform.db, learner.tenant_id, course.id, course.language);
    const { correct, explanation } = judge(lessons, input);
    const at = nowIso();
    const recorded = await this.platform.db.transaction().execute(async (trx) => {
      const within = new LearnersRepository(trx, this.platform.dialect, learner.tenant_id);
      const first = await within.recordAnswer(learner.id, input.pageId, input.answerIndex, correct, at);
      await within.recordActivity(learner, input.pageId, 0, at);
      return first;
    });
    if (recorded) return { correct, explanation, recorded: true };
    // An answer counted already: show its result, so a second try cannot turn a wrong answer right.
    const earlier = (await learners.answers(learner.id)).find((a) => a.page_id === input.pageId);
    const page = findPage(lessons, input.pageId);
    const wasCorrect = earlier?.correct === 1;
    return {
      correct: wasCorrect,
      explanation: (wasCorrect ? page?.explanation_correct : page?.explanation_incorrect) ?? null,
      recorded: false,
    };
  }

  /** Scores the answers against the passing score: Passed or Failed, once. */
  async finish(token: string): Promise<Progress> {
    const claims = this.claims(token);
    if (claims.kind === "preview") throw conflict("A preview cannot be finished");
    const { learner, course, learners } = await this.learner(claims);
    const lessons = await coursePages(this.platform.db, learner.tenant_id, course.id, course.language);
    if (learner.status === "LearningCompleted") return this.progress(learners, learner, lessons, course.ends_at);
    this.ensureOpen(learner, course.ends_at);
    const quizzes = lessons.flatMap((lesson) => lesson.pages.filter((page) => page.type === "Quiz"));
    const answers = await learners.answers(learner.id);
    const answered = new Map(answers.map((a) => [a.page_id, a.correct === 1]));
    if (quizzes.some((page) => !answered.has(page.id))) throw conflict("Answer every question before finishing");
    const correct = quizzes.filter((page) => answered.get(page.id)).length;
    // A course without questions has nothing to fail.
    const score = quizzes.length === 0 ? 100 : Math.round((correct / quizzes.length) * 100);
    const passingScore = Number(course.passing_score);
    const result = score >= passingScore ? "Passed" : "Failed";
    const at = nowIso();
    await this.platform.db.transaction().execute(async (trx) => {
      const within = new LearnersRepository(trx, this.platform.dialect, learner.tenant_id);
      if (!(await within.complete(learner.id, score, result, at))) return;
      const data = {
        courseId: course.id,
        courseName: course.name,
        learnerId: learner.id,
        personId: learner.person_id,
        learnerFirstName: learner.first_name,
        learnerLastName: learner.last_name,
        score,
        passingScore,
      };
      await publish(this.platform, trx, learner.tenant_id, null, {
        type: "LearnerCompletedCourse",
        data: { ...data, result },
      });
      if (result === "Failed")
        await publish(this.platform, trx, learner.tenant_id, null, { type: "LearnerFailedCourse", data });
      await queueCourseEmails(this.platform, trx, learner.tenant_id, [learner.id], "completed");
    });
    const fresh = (await learners.learnerRow(learner.id)) ?? learner;
    return this.progress(learners, fresh, lessons, course.ends_at);
  }

  /** What an invitation link opens: the course and its organisation, for the join page; 404 once the link is off. */
  async invitation(token: string): Promise<Schema<"CourseInvitation">> {
    const link = await this.liveLink(token);
    const course = await new CoursesRepository(this.platform.db, this.platform.dialect, link.tenant_id).row(
      link.course_id,
    );
    if (!course) throw unknownToken();
    return {
      course: {
        name: course.name,
        description: course.description,
        language: course.language as Schema<"LearningLanguage">,
        expectedMinutes: await courseExpectedMinutes(this.platform.db, link.tenant_id, course.id),
      },
      organization: await this.organization(link.tenant_id),
    };
  }

  /**
   * Someone asks for an invitation through a course's invitation link. Whoever asks gets the same
   * answer; only a person of the organisation is enrolled (once) and sent the invitation, at their
   * own address, so the link alone opens no course.
   */
  async requestInvitation(
    ctx: RequestContext,
    token: string,
    input: Schema<"InvitationRequest">,
  ): Promise<Schema<"InvitationRequested">> {
    // A public form that sends email: bounded per asker, and per address whoever asks (silently,
    // so the answer still says nothing about the address).
    await this.platform.throttle.consume(`course-join-ip:${ctx.ip}`, ipPolicy);
    try {
      await this.platform.throttle.consume(`course-join:${input.email.toLowerCase()}`, INVITATIONS_PER_HOUR);
    } catch {
      return { message: INVITATION_REQUESTED };
    }
    await this.enrolByLink(token, input.email);
    return { message: INVITATION_REQUESTED };
  }

  private async enrolByLink(token: string, email: string): Promise<void> {
    const link = await this.liveLink(token);
    const repositories = courseRepositories(this.platform.db, this.platform.dialect, link.tenant_id);
    const person = await repositories.people.findByEmail(email.toLowerCase());
    if (!person) return;
    const course = await repositories.courses.row(link.course_id);
    if (!course) return;
    const [enrolee] = await repositories.people.selection({ ids: [person.id] });
    if (!enrolee) return;
    await this.platform.db.transaction().execute(async (trx) => {
      const within = courseRepositories(trx, this.platform.dialect, link.tenant_id);
      const { added } = await enrol(
        this.platform,
        trx,
        null,
        within,
        { id: course.id, name: course.name, enrolmentDate: course.enrolment_date },
        [
          {
            personId: enrolee.id,
            email: enrolee.email,
            firstName: enrolee.firstName,
            lastName: enrolee.lastName,
            groups: enrolee.groups,
          },
        ],
      );
      if (added > 0) return;
      // Enrolled already: the invitation again (they may have lost it), at most once an hour.
      const learner = (await within.learners.list(course.id, { search: enrolee.email }, 0, 1)).rows[0];
      if (!learner || learner.status === "LearningCompleted") return;
      const hour = new Date().toISOString().slice(0, 13);
      await this.platform.queue.enqueue(
        COURSE_EMAIL,
        { tenantId: link.tenant_id, learnerId: learner.id, kind: "invitation", again: true },
        { dedupeKey: `${COURSE_EMAIL}:join:${learner.id}:${hour}` },
        trx,
      );
    });
  }

  // ---------------------------------------------------------------- helpers

  /** An invitation link that still opens its course: link invitations on, course not ended. */
  private async liveLink(token: string) {
    const link = await invitationLinkByToken(this.platform.db, token);
    if (link?.link_invitations !== 1 || link.ends_at <= nowIso()) throw unknownToken();
    return link;
  }

  /** The organisation's name and logo; a token of an organisation that is gone opens nothing. */
  private async organization(tenantId: string) {
    const organization = await publicOrganization(this.platform.db, tenantId, this.platform.config.publicUrl);
    if (!organization) throw unknownToken();
    return organization;
  }

  /** The course and the one lesson a preview token shows (404 once either is gone). */
  private async preview(claims: Extract<PlayerClaims, { kind: "preview" }>) {
    const courses = new CoursesRepository(this.platform.db, this.platform.dialect, claims.tenantId);
    const row = await courses.row(claims.courseId);
    if (!row) throw unknownToken();
    const lessons = await coursePages(this.platform.db, claims.tenantId, row.id, row.language, claims.lessonId);
    if (lessons.length === 0) throw unknownToken();
    return { row, lessons };
  }

  private claims(token: string): PlayerClaims {
    const claims = this.tokens.verify(token);
    if (!claims) throw unknownToken();
    return claims;
  }

  private async learner(claims: PlayerClaims) {
    if (claims.kind !== "learner") throw conflict("A preview records nothing");
    const learner = await learnerById(this.platform.db, claims.learnerId);
    if (!learner) throw unknownToken();
    const learners = new LearnersRepository(this.platform.db, this.platform.dialect, learner.tenant_id);
    const course = await new CoursesRepository(this.platform.db, this.platform.dialect, learner.tenant_id).row(
      learner.course_id,
    );
    if (!course) throw unknownToken();
    return { learner, course, learners };
  }

  /** A learner who may still record progress: not completed, and before their due date. */
  private async activeLearner(claims: PlayerClaims) {
    const found = await this.learner(claims);
    if (found.learner.status === "LearningCompleted") throw conflict("The course is completed");
    this.ensureOpen(found.learner, found.course.ends_at);
    return found;
  }

  private ensureOpen(learner: LearnerRow, courseEnd: string) {
    const now = nowIso();
    if ((learner.due_at ?? courseEnd) <= now) throw conflict("The course has ended");
  }

  private courseOf(
    row: Parameters<typeof valuesOf>[0],
    lessons: CourseLessonPages[],
  ): Schema<"PlayerCourse">["course"] {
    const values = valuesOf(row);
    return {
      name: values.name,
      description: values.description,
      language: values.language,
      passingScore: values.passingScore,
      expectedMinutes: lessons.reduce((sum, lesson) => sum + lesson.expectedMinutes, 0),
      endDate: values.endsAt,
      securityPolicyLink: values.securityPolicyLink,
      securityContact: values.securityContact,
    };
  }

  private async progress(
    learners: LearnersRepository,
    learner: LearnerRow,
    lessons: CourseLessonPages[],
    courseEnd: string,
  ): Promise<Progress> {
    const [viewed, answers] = await Promise.all([learners.viewedPageIds(learner.id), learners.answers(learner.id)]);
    const shown = toLearner(
      learner,
      lessons.reduce((sum, lesson) => sum + lesson.pages.length, 0),
      courseEnd,
    );
    return {
      status: shown.status,
      result: shown.result,
      viewedPageIds: viewed,
      answers: answers.map((answer) => {
        const page = findPage(lessons, answer.page_id);
        const correct = answer.correct === 1;
        return {
          pageId: answer.page_id,
          answerIndex: Number(answer.answer_index),
          correct,
          explanation: (correct ? page?.explanation_correct : page?.explanation_incorrect) ?? null,
        };
      }),
      timeSpentSeconds: shown.timeSpentSeconds,
      score: shown.score,
      completionRate: shown.completionRate,
      completedAt: shown.completedAt,
      dueDate: shown.dueDate,
      daysLeft: shown.daysLeft,
    };
  }
}

function findPage(lessons: CourseLessonPages[], pageId: string) {
  for (const lesson of lessons) {
    const page = lesson.pages.find((p) => p.id === pageId);
    if (page) return page;
  }
  return undefined;
}

/** Whether the answer is right, and the page's explanation for it; 422 for a page or answer not in the course. */
function judge(lessons: CourseLessonPages[], input: Schema<"PlayerAnswerInput">) {
  const page = findPage(lessons, input.pageId);
  if (page?.type !== "Quiz") throw validationFailed([{ path: "body.pageId", message: "Question not found" }]);
  const answers = parseJson<QuizAnswer[]>(page.answers);
  const chosen = answers[input.answerIndex];
  if (!chosen) throw validationFailed([{ path: "body.answerIndex", message: "Answer not found" }]);
  return {
    correct: chosen.correct,
    explanation: (chosen.correct ? page.explanation_correct : page.explanation_incorrect) ?? null,
  };
}

/** A lesson as the player shows it: which answer is correct is not sent. */
function playerLesson(lesson: CourseLessonPages): Schema<"PlayerLesson"> {
  return {
    id: lesson.id,
    title: lesson.title,
    pages: lesson.pages.map((page) => ({
      id: page.id,
      type: page.type as Schema<"PageType">,
      title: page.title,
      sidebarTitle: page.sidebar_title,
      content: page.content,
      videoEmbedUrl: page.video_link_translate_embed_url ?? page.video_embed_url,
      question: page.question,
      answers: parseJson<QuizAnswer[]>(page.answers).map((answer, index) => ({ index, text: answer.text })),
      componentName: page.component_name,
    })),
  };
}

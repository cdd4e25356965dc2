import type { Transaction } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Job } from "../../../platform/jobs/queue.js";
import type { MailContent, MailLanguage } from "../../../platform/mail/layout.js";
import { renderHtml, renderText } from "../../../platform/mail/layout.js";
import type { Email } from "../../../platform/mail/mailer.js";
import { mailStrings } from "../../../platform/mail/strings.js";
import type { Platform } from "../../../platform/platform.js";
import { CoursesRepository, valuesOf } from "./courses.repository.js";
import { LearnersRepository } from "./learners.repository.js";
import { PlayerTokens } from "./player-token.js";

/** Job type of one course email to one learner. */
export const COURSE_EMAIL = "learning.course-email";

/** What a course email job carries: ids only; the email is written when it is sent, from the current course. */
export interface CourseEmailJob {
  tenantId: string;
  learnerId: string;
  kind: "invitation" | "reminder" | "completed";
  /** An invitation asked for again (resend): sent even to a learner invited already. */
  again?: boolean;
}

/** The player's tokens of this installation (their key is derived from the installation key). */
export function playerTokens(platform: Pick<Platform, "secrets">): PlayerTokens {
  return new PlayerTokens(platform.secrets.deriveKey("course-player-token"));
}

/**
 * The web app's player page of a token (a learner's, or a preview's). With `lang` (an email's
 * language) the page opens in it: a learner is signed out and may have no saved choice, so a
 * Serbian course's player would otherwise follow the browser's language.
 */
export const playerUrl = (platform: Pick<Platform, "config">, token: string, lang?: MailLanguage) =>
  `${platform.config.publicUrl}/learn/${token}${lang ? `?lang=${lang}` : ""}`;

/** Emails are in English or Serbian only (the seeds); a course in another language writes to its learners in English. */
export const mailLanguageOf = (courseLanguage: string): MailLanguage => (courseLanguage === "Sr" ? "sr" : "en");

/**
 * The due date inside a sentence that ends with its own full stop. Serbian takes the numeric form
 * ("9. 12. 2026", as the player shows it): the long form puts the month in the nominative where
 * "do" needs the genitive ("do 9. decembar"); and Serbian dates end with a dot, which the
 * sentence's own would double.
 */
export const dateIn = (lang: MailLanguage, iso: string) =>
  new Intl.DateTimeFormat(
    lang === "sr" ? "sr-Latn" : "en-GB",
    lang === "sr"
      ? { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" }
      : { dateStyle: "long", timeZone: "UTC" },
  )
    .format(new Date(iso))
    .replace(/\.$/, "");

/**
 * Queues `kind` to each of `learnerIds`, in the transaction of the change that causes it, at the
 * configured rate: `COURSE_EMAILS_PER_MINUTE` are due at `startAt`, the next as many a minute
 * later, and so on, so a launch to 10,000 people does not hand the mail server 10,000 messages at once.
 */
export async function queueCourseEmails(
  platform: Pick<Platform, "queue" | "config">,
  trx: Db | Transaction<Database>,
  tenantId: string,
  learnerIds: readonly string[],
  kind: CourseEmailJob["kind"],
  startAt: Date = new Date(),
  again = false,
): Promise<void> {
  const perMinute = platform.config.courseEmailsPerMinute;
  await platform.queue.enqueueMany(
    learnerIds.map((learnerId, index) => ({
      type: COURSE_EMAIL,
      payload: { tenantId, learnerId, kind, ...(again ? { again } : {}) } satisfies CourseEmailJob,
      options: { runAt: new Date(startAt.getTime() + Math.floor(index / perMinute) * 60_000) },
    })),
    trx,
  );
}

/**
 * Sends one course email (the {@link COURSE_EMAIL} job): written now, in the course's language,
 * with its custom message and security contact. An invitation due before the enrolment date (the
 * date moved later) waits for it; a first invitation already sent (the date moved earlier and a
 * new job went first) is not sent again; a learner removed since gets nothing. The message id comes from
 * the job id, so a retried job is the same message to the SMTP server.
 */
export async function sendCourseEmail(
  platform: Platform,
  payload: CourseEmailJob,
  job: Job,
  send: (email: Email, messageKey: string) => Promise<void>,
): Promise<void> {
  const learners = new LearnersRepository(platform.db, platform.dialect, payload.tenantId);
  const courses = new CoursesRepository(platform.db, platform.dialect, payload.tenantId);
  const learner = await learners.learnerRow(payload.learnerId);
  if (!learner) return;
  const row = await courses.row(learner.course_id);
  if (!row) return;
  const now = nowIso();
  // The first invitation goes once: a job left from an earlier enrolment date finds it sent.
  if (payload.kind === "invitation" && !payload.again && learner.invited_at) return;
  if (payload.kind === "invitation" && row.enrolment_date > now) {
    await platform.queue.enqueue(COURSE_EMAIL, payload, {
      runAt: new Date(row.enrolment_date),
      dedupeKey: `${COURSE_EMAIL}:${payload.learnerId}:${row.enrolment_date}`,
    });
    return;
  }
  const course = valuesOf(row);
  const lang = mailLanguageOf(course.language);
  const s = mailStrings[lang].course;
  const url = playerUrl(platform, playerTokens(platform).learner(learner.id), lang);
  const due = dateIn(lang, learner.due_at ?? course.endsAt);
  const contact = [course.securityContact.name, course.securityContact.email, course.securityContact.phone]
    .filter(Boolean)
    .join(", ");
  const extras = [
    ...(contact ? [s.questions(contact)] : []),
    ...(course.securityPolicyLink ? [s.policy(course.securityPolicyLink)] : []),
  ];
  const base = { lang, orOpen: mailStrings[lang].orOpen, footer: s.footer };
  let subject: string;
  let content: MailContent;
  if (payload.kind === "completed") {
    const score = Number(learner.score ?? 0);
    subject = s.completedSubject(course.name);
    content = {
      ...base,
      title: s.completedTitle,
      paragraphs: [
        s.greeting(learner.first_name),
        learner.result === "Passed" ? s.passed(course.name, score) : s.failed(course.name, score, course.passingScore),
        ...extras,
      ],
      customHtml: course.customMessages.completed ?? undefined,
    };
  } else if (payload.kind === "reminder") {
    subject = s.reminderSubject(course.name);
    content = {
      ...base,
      title: s.reminderTitle,
      paragraphs: [s.greeting(learner.first_name), s.reminded(course.name, due), ...extras],
      customHtml: course.customMessages.reminder ?? undefined,
      action: { label: learner.started_at ? s.resume : s.start, url },
    };
  } else {
    subject = s.invitationSubject(course.name);
    content = {
      ...base,
      title: s.invitationTitle(course.name),
      paragraphs: [s.greeting(learner.first_name), s.invited(course.name, due), ...extras],
      customHtml: course.customMessages.enrolment ?? undefined,
      action: { label: s.start, url },
    };
  }
  await send(
    { to: learner.email, subject, text: renderText(content), html: renderHtml(content), links: [url] },
    job.id,
  );
  if (payload.kind === "invitation") await learners.markInvited(learner.id, nowIso());
}

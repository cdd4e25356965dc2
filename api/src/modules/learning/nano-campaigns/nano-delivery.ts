import type { Transaction } from "kysely";
import { tenantOfRow } from "../../../platform/db/by-ids.js";
import type { Db } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import { sanitizeUserHtml } from "../../../platform/html/sanitize.js";
import { type MailContent, renderHtml, renderText } from "../../../platform/mail/layout.js";
import type { Email, Mailer } from "../../../platform/mail/mailer.js";
import { mailStrings } from "../../../platform/mail/strings.js";
import type { Platform } from "../../../platform/platform.js";
import type { TrackingSubscription } from "../../../platform/tracking/tracking.js";
import { publish } from "../../domain-events.js";
import type { NanoPage } from "../nano-pages.repository.js";
import { learningRepositories } from "../repositories.js";
import { mailLanguageOf, nanoStrings } from "./nano.strings.js";
import { NanoCampaignsRepository } from "./nano-campaigns.repository.js";

/** Job: send one learner one content's email; payload {@link SendJob}. */
export const NANO_SEND = "nano.send";
/** The tracking purpose of nano emails (opens and answer/video clicks). */
export const NANO_TRACKING = "nano";
/** The purpose of learner-page tokens (signed by the tracking tokens, never tracked themselves). */
const NANO_PAGE = "nano-page";

export interface SendJob {
  tenantId: string;
  deliveryId: string;
}

type Executor = Db | Transaction<Database>;
type DeliveryPlatform = Pick<Platform, "config" | "db" | "dialect" | "events" | "tracking" | "queue">;

/** The signed token of a learner's page for one delivery (no expiry: an old email keeps working). */
export const learnerToken = (platform: Pick<Platform, "tracking">, tenantId: string, deliveryId: string) =>
  platform.tracking.tokens.open({ purpose: NANO_PAGE, tenantId, subjectId: deliveryId });

/** The delivery a learner-page token names, or undefined for any token this installation did not issue for it. */
export function verifyLearnerToken(platform: Pick<Platform, "tracking">, token: string) {
  const claims = platform.tracking.tokens.verify(token);
  if (claims?.kind !== "open" || claims.purpose !== NANO_PAGE) return undefined;
  return { tenantId: claims.tenantId, deliveryId: claims.subjectId };
}

/** The learner page's absolute URL, with the chosen answer when there is one. */
export function learnerUrl(platform: Pick<Platform, "config">, token: string, answer?: number): string {
  const base = `${platform.config.publicUrl}/api/v1/learning/nano-learner/${token}`;
  return answer === undefined ? base : `${base}?answer=${answer}`;
}

/** Queues the send of each delivery at its time, inside the transaction that created them. */
export async function queueSends(
  platform: Pick<Platform, "queue">,
  trx: Transaction<Database>,
  tenantId: string,
  deliveries: readonly { id: string; scheduled_at: string }[],
): Promise<void> {
  await platform.queue.enqueueMany(
    deliveries.map((delivery) => ({
      type: NANO_SEND,
      payload: { tenantId, deliveryId: delivery.id } satisfies SendJob,
      // One job per delivery, however often this runs: a retried transaction queues nothing twice.
      options: { runAt: new Date(delivery.scheduled_at), dedupeKey: `${NANO_SEND}:${delivery.id}` },
    })),
    trx,
  );
}

/** The quiz's correct answer's position, or null (CustomHTML has no quiz). */
export function correctAnswerOf(page: NanoPage, language: string): number | null {
  const answers = page.translations[language as keyof NanoPage["translations"]]?.answers ?? [];
  const index = answers.findIndex((answer) => answer.correct);
  return index < 0 ? null : index;
}

/**
 * The email of one delivery, in the campaign's language: a SimpleQuiz carries the question and one
 * tracked link per answer (each landing on the learner page with that answer), a VideoQuiz one
 * tracked link to the video page, a CustomHTML the page's sanitised HTML; all carry the open pixel.
 */
export function nanoEmail(
  platform: Pick<Platform, "tracking" | "config">,
  input: { tenantId: string; deliveryId: string; to: string; language: string; page: NanoPage; sentAt: Date },
): Email {
  const lang = mailLanguageOf(input.language);
  const s = nanoStrings[lang];
  const translation = input.page.translations[input.language as keyof NanoPage["translations"]];
  const common = {
    purpose: NANO_TRACKING,
    tenantId: input.tenantId,
    subjectId: input.deliveryId,
    sentAt: input.sentAt,
  };
  const token = learnerToken(platform, input.tenantId, input.deliveryId);
  const subject = translation?.emailSubject ?? input.page.name;
  const content: MailContent = {
    lang,
    title: subject,
    paragraphs: [],
    orOpen: "",
    footer: s.footer,
    pixelUrl: platform.tracking.openUrl(common),
  };
  const links: string[] = [];
  if (input.page.type === "SimpleQuiz") {
    content.title = translation?.question ?? subject;
    content.paragraphs = [s.quizIntro];
    content.choices = (translation?.answers ?? []).map((answer, index) => {
      const url = platform.tracking.clickUrl({
        ...common,
        linkId: `answer-${index}`,
        url: learnerUrl(platform, token, index),
      });
      links.push(url);
      return { label: answer.text, url };
    });
  } else if (input.page.type === "VideoQuiz") {
    const url = platform.tracking.clickUrl({ ...common, linkId: "video", url: learnerUrl(platform, token) });
    links.push(url);
    content.paragraphs = [s.videoIntro];
    content.action = { label: s.watchVideo, url };
    content.orOpen = mailStrings[lang].orOpen;
  } else {
    content.trustedHtml = sanitizeUserHtml(translation?.html ?? "");
  }
  return { to: input.to, subject, text: renderText(content), html: renderHtml(content), links };
}

/**
 * Sends nano emails from the job queue, once each: the delivery is marked sent, the email handed
 * to SMTP (its Message-ID is the delivery's, so a receiver drops a repeat after a crash between
 * the two), then marked delivered. A cancelled (stopped campaign), removed (content changed) or
 * already delivered delivery sends nothing, so a restart neither loses nor duplicates an email.
 * The campaign's first send marks it started and publishes NanoCampaignStarted.
 */
export class NanoSender {
  constructor(
    private readonly platform: DeliveryPlatform,
    private readonly mailer: Pick<Mailer, "send">,
  ) {}

  async send(payload: unknown): Promise<void> {
    const { tenantId, deliveryId } = payload as SendJob;
    const { platform } = this;
    const now = new Date();
    const prepared = await platform.db.transaction().execute(async (trx) => {
      const repository = new NanoCampaignsRepository(trx, platform.dialect, tenantId);
      const delivery = await repository.delivery(deliveryId);
      if (!delivery || delivery.cancelled_at || delivery.delivered_at) return undefined;
      const page = await learningRepositories(trx, platform.dialect, tenantId).nanoPages.find(
        delivery.nano_page_id,
        "visible",
      );
      if (!page) {
        // The page went away (only possible once no active campaign sends it): nothing to send.
        await repository.mark(deliveryId, "cancelled_at", now.toISOString());
        return undefined;
      }
      await repository.mark(deliveryId, "sent_at", now.toISOString());
      // The answer that counts as right is the one of the question as sent.
      await repository.setCorrectAnswer(deliveryId, correctAnswerOf(page, delivery.language));
      if (await repository.markStarted(delivery.campaign_id, now.toISOString())) {
        await publish(platform, trx, tenantId, null, {
          type: "NanoCampaignStarted",
          data: {
            campaignId: delivery.campaign_id,
            name: delivery.campaign_name,
            learnersCount: delivery.learners_count,
          },
        });
      }
      return { delivery, page };
    });
    if (!prepared) return;
    const { delivery, page } = prepared;
    const email = nanoEmail(platform, {
      tenantId,
      deliveryId,
      to: delivery.email,
      language: delivery.language,
      page,
      sentAt: new Date(delivery.sent_at ?? now),
    });
    await this.mailer.send(email, `nano-${deliveryId}`);
    await new NanoCampaignsRepository(platform.db, platform.dialect, tenantId).mark(
      deliveryId,
      "delivered_at",
      new Date().toISOString(),
    );
  }
}

/**
 * Records a learner's answer (the first one counts) and publishes NanoLearnerAnswered for it, in
 * `trx`. Shared by the tracked answer links of the email and the answer form of the learner page.
 */
export async function recordAnswer(
  platform: Pick<Platform, "events" | "dialect">,
  trx: Transaction<Database>,
  tenantId: string,
  deliveryId: string,
  answerIndex: number,
  at: string,
): Promise<void> {
  const repository = new NanoCampaignsRepository(trx, platform.dialect, tenantId);
  const delivery = await repository.delivery(deliveryId);
  if (!delivery || delivery.correct_answer === null) return;
  const correct = answerIndex === delivery.correct_answer;
  // A click proves the email was opened even where its images were blocked.
  await repository.mark(deliveryId, "opened_at", at);
  if (!(await repository.markAnswered(deliveryId, answerIndex, correct, at))) return;
  await publish(platform, trx, tenantId, null, {
    type: "NanoLearnerAnswered",
    data: {
      campaignId: delivery.campaign_id,
      campaignName: delivery.campaign_name,
      contentId: delivery.content_id,
      nanoPageId: delivery.nano_page_id,
      nanoPageName: delivery.nano_page_name,
      personId: delivery.person_id,
      correct,
    },
  });
}

/** Records "video page opened" (and opened, which the click proves). */
export async function recordVideoOpened(
  executor: Executor,
  platform: Pick<Platform, "dialect">,
  tenantId: string,
  deliveryId: string,
  at: string,
) {
  const repository = new NanoCampaignsRepository(executor, platform.dialect, tenantId);
  await repository.mark(deliveryId, "opened_at", at);
  await repository.mark(deliveryId, "video_opened_at", at);
}

/**
 * What nano learning does with its tracked opens and clicks (people only: the platform's
 * classification keeps mail scanners' pre-fetches out). An open marks the email opened, an answer
 * link records the answer, the video link marks the video page opened.
 */
export function nanoTracking(platform: DeliveryPlatform): TrackingSubscription {
  return {
    deliveredAt: async (tenantId, subjectIds, db) => {
      const rows = await db
        .selectFrom("nano_deliveries")
        .select(["id", "delivered_at"])
        .where(tenantOfRow(), "=", tenantId)
        .where("id", "in", subjectIds)
        .where("delivered_at", "is not", null)
        .execute();
      return new Map(rows.map((row) => [row.id, new Date(row.delivered_at as string)]));
    },
    handle: async (event, trx) => {
      if (event.kind === "open") {
        await new NanoCampaignsRepository(trx, platform.dialect, event.tenantId).mark(
          event.subjectId,
          "opened_at",
          event.at,
        );
        return;
      }
      const answer = /^answer-(\d+)$/.exec(event.linkId ?? "");
      if (answer) await recordAnswer(platform, trx, event.tenantId, event.subjectId, Number(answer[1]), event.at);
      else if (event.linkId === "video")
        await recordVideoOpened(trx, platform, event.tenantId, event.subjectId, event.at);
    },
  };
}

import { createHash } from "node:crypto";
import { sanitizeUserHtml } from "../../../platform/html/sanitize.js";
import { BinaryReply, RedirectReply } from "../../../platform/http/router.js";
import { escapeHtml } from "../../../platform/mail/layout.js";
import type { Platform } from "../../../platform/platform.js";
import type { NanoPage } from "../nano-pages.repository.js";
import { learningRepositories } from "../repositories.js";
import { mailLanguageOf, type NanoStrings, nanoStrings } from "./nano.strings.js";
import { NanoCampaignsRepository } from "./nano-campaigns.repository.js";
import { learnerUrl, recordAnswer, recordVideoOpened, verifyLearnerToken } from "./nano-delivery.js";

// The page's only style, allowed by its hash: the policy allows no other style and no script.
const STYLE = `body{margin:0;background:#f7f7fa;color:#18171f;font:16px/1.6 Inter,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{max-width:640px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #e7e7ee;border-radius:12px;padding:24px}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 16px}
.brand{color:#5b3de6;font-weight:700;margin:0 0 16px}
.ok{color:#116b3a}.no{color:#a4262c}
ul{list-style:none;padding:0;margin:16px 0}li{margin:0 0 10px}
button{width:100%;text-align:left;font:inherit;padding:12px 16px;border:1px solid #5b3de6;border-radius:8px;background:#fff;color:#5b3de6;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #5b3de6;outline-offset:2px}
.primary{background:#5b3de6;color:#fff;text-align:center}
.video{position:relative;padding-top:56.25%;margin:0 0 16px}.video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
a{color:#5b3de6}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

const NOT_FOUND = (() => {
  const s = nanoStrings.en;
  return Buffer.from(
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${s.notFoundTitle}</title></head><body><h1>${s.notFoundTitle}</h1><p>${s.notFoundBody}</p></body></html>\n`,
  );
})();

/** The same plain 404 for every wrong token or delivery: a guess learns nothing. */
const notFoundPage = () =>
  new BinaryReply("text/html; charset=utf-8", NOT_FOUND, { "Content-Security-Policy": "default-src 'none'" }, 404);

/**
 * The policy of a learner page: its own style, forms to this origin (and the public URL's, where
 * the post's redirect goes: browsers hold redirects of a form to `form-action` too), the video's
 * player and nothing else.
 */
function policy(frameOrigin: string | null, publicOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src https: data:",
    frameOrigin ? `frame-src ${frameOrigin}` : null,
    `form-action 'self' ${publicOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}

function page(
  lang: string,
  title: string,
  body: string,
  frameOrigin: string | null,
  publicOrigin: string,
): BinaryReply {
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">Bulwark</p><div class="card">${body}</div></main></body></html>\n`;
  return new BinaryReply("text/html; charset=utf-8", Buffer.from(html), {
    "Content-Security-Policy": policy(frameOrigin, publicOrigin),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
  });
}

type Translation = NonNullable<NanoPage["translations"][keyof NanoPage["translations"]]>;

/** The answer forms (one button each, no script): each posts its answer and comes back with the result. */
function answerForms(token: string, s: NanoStrings, translation: Translation): string {
  const answers = (translation.answers ?? [])
    .map(
      (answer, index) =>
        `<li><form method="post" action="${escapeHtml(token)}/answer?answer=${index}"><button type="submit">${escapeHtml(s.answerButton(answer.text))}</button></form></li>`,
    )
    .join("");
  return `<h2>${escapeHtml(translation.question ?? "")}</h2><p>${escapeHtml(s.chooseAnswer)}</p><ul>${answers}</ul>`;
}

/** Whether the answer was right, which one was, and the page's explanation. */
function result(s: NanoStrings, translation: Translation, answer: number, first: number | null): string {
  const answers = translation.answers ?? [];
  const right = answers.findIndex((a) => a.correct);
  const correct = answer === right;
  const explanation = correct ? translation.explanationCorrect : translation.explanationIncorrect;
  return [
    `<h1 class="${correct ? "ok" : "no"}">${escapeHtml(correct ? s.correct : s.incorrect)}</h1>`,
    `<p>${escapeHtml(translation.question ?? "")}</p>`,
    `<p>${escapeHtml(s.yourAnswer(answers[answer]?.text ?? ""))}</p>`,
    correct ? "" : `<p>${escapeHtml(s.rightAnswer(answers[right]?.text ?? ""))}</p>`,
    explanation ? `<p>${escapeHtml(explanation)}</p>` : "",
    first !== null && first !== answer ? `<p>${escapeHtml(s.alreadyAnswered)}</p>` : "",
  ].join("");
}

/**
 * The learner's side of nano learning: public, no sign-in, the signed token is the credential. A
 * small server-rendered page in the campaign's language under a strict policy (no script; forms
 * for the answer and the "watched" button), chosen over a web-app route because the learner comes
 * from an email, once, on any device: one request, nothing to load, readable by every screen
 * reader and usable by keyboard alone.
 */
export class NanoLearnerService {
  constructor(private readonly platform: Pick<Platform, "config" | "db" | "dialect" | "events" | "tracking">) {}

  private async load(token: string) {
    const claims = verifyLearnerToken(this.platform, token);
    if (!claims) return undefined;
    const delivery = await new NanoCampaignsRepository(
      this.platform.db,
      this.platform.dialect,
      claims.tenantId,
    ).delivery(claims.deliveryId);
    if (!delivery?.sent_at) return undefined;
    const nanoPage = await learningRepositories(
      this.platform.db,
      this.platform.dialect,
      claims.tenantId,
    ).nanoPages.find(delivery.nano_page_id, "visible");
    const translation = nanoPage?.translations[delivery.language as keyof NanoPage["translations"]];
    if (!nanoPage || !translation) return undefined;
    const lang = mailLanguageOf(delivery.language);
    return { ...claims, delivery, nanoPage, translation, lang, s: nanoStrings[lang] };
  }

  /** `GET /nano-learner/{token}`: the result of `answer`, or the video/quiz/content page. */
  async view(token: string, answer: number | undefined): Promise<BinaryReply> {
    const loaded = await this.load(token);
    if (!loaded) return notFoundPage();
    const { delivery, nanoPage, translation, lang, s } = loaded;
    const subject = translation.emailSubject ?? nanoPage.name;
    const publicOrigin = new URL(this.platform.config.publicUrl).origin;
    const show = (title: string, body: string, frameOrigin: string | null = null) =>
      page(lang, title, body, frameOrigin, publicOrigin);
    const quiz = nanoPage.type !== "CustomHTML";
    const answers = translation.answers ?? [];
    const chosen =
      answer ?? (delivery.answer_index !== null && nanoPage.type === "SimpleQuiz" ? delivery.answer_index : undefined);
    if (quiz && chosen !== undefined && chosen < answers.length && nanoPage.type === "SimpleQuiz") {
      return show(s.pageTitle, result(s, translation, chosen, delivery.answer_index));
    }
    if (nanoPage.type === "CustomHTML") {
      return show(subject, `<h1>${escapeHtml(subject)}</h1>${sanitizeUserHtml(translation.html ?? "")}`);
    }
    if (nanoPage.type === "SimpleQuiz") {
      return show(s.pageTitle, answerForms(token, s, translation));
    }
    // VideoQuiz: the video, "I watched it", then the question (or its result once answered).
    const embed = nanoPage.videoEmbedUrl;
    const frameOrigin = embed ? new URL(embed).origin : null;
    const video = embed
      ? `<div class="video"><iframe src="${escapeHtml(embed)}" title="${escapeHtml(s.videoTitle)}" allow="fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`
      : nanoPage.videoLink
        ? `<p><a href="${escapeHtml(nanoPage.videoLink)}" rel="noopener noreferrer">${escapeHtml(s.watchVideo)}</a></p>`
        : "";
    const watched = delivery.video_completed_at
      ? `<p class="ok">${escapeHtml(s.watched)}</p>`
      : `<form method="post" action="${escapeHtml(token)}/video-completed"><button class="primary" type="submit">${escapeHtml(s.markWatched)}</button></form>`;
    const shown = answer ?? delivery.answer_index;
    const quizPart =
      shown !== null && shown !== undefined && shown < answers.length
        ? result(s, translation, shown, delivery.answer_index)
        : answerForms(token, s, translation);
    return show(s.pageTitle, `<h1>${escapeHtml(subject)}</h1>${video}${watched}<hr>${quizPart}`, frameOrigin);
  }

  /** `POST /nano-learner/{token}/answer`: records the first answer, then shows its result. */
  async answer(token: string, answer: number): Promise<BinaryReply | RedirectReply> {
    const loaded = await this.load(token);
    if (!loaded || loaded.nanoPage.type === "CustomHTML") return notFoundPage();
    if (answer < (loaded.translation.answers ?? []).length) {
      await this.platform.db
        .transaction()
        .execute((trx) =>
          recordAnswer(this.platform, trx, loaded.tenantId, loaded.deliveryId, answer, new Date().toISOString()),
        );
    }
    return new RedirectReply(learnerUrl(this.platform, token, answer), { "Cache-Control": "no-store" });
  }

  /** `POST /nano-learner/{token}/video-completed`: records "video completed" once, then back to the page. */
  async videoCompleted(token: string): Promise<BinaryReply | RedirectReply> {
    const loaded = await this.load(token);
    if (loaded?.nanoPage.type !== "VideoQuiz") return notFoundPage();
    const at = new Date().toISOString();
    await this.platform.db.transaction().execute(async (trx) => {
      await recordVideoOpened(trx, this.platform, loaded.tenantId, loaded.deliveryId, at);
      await new NanoCampaignsRepository(trx, this.platform.dialect, loaded.tenantId).mark(
        loaded.deliveryId,
        "video_completed_at",
        at,
      );
    });
    return new RedirectReply(learnerUrl(this.platform, token), { "Cache-Control": "no-store" });
  }
}

import type { Schema } from "@bulwark/contract";
import type { RequestContext } from "../../../platform/http/context.js";
import { BinaryReply } from "../../../platform/http/router.js";
import { escapeHtml } from "../../../platform/mail/layout.js";
import type { Platform } from "../../../platform/platform.js";
import { malwareDownload } from "../attachment.js";
import { ExtensionRepository } from "../extension/extension.repository.js";
import { renderLandingPage } from "../render.js";
import { phishingRepositories } from "../repositories.js";
import type { PhishingTemplate } from "../templates.repository.js";
import { TargetEvents, type Visitor, verifySendToken } from "./simulation-delivery.js";

/** The most of a form submission read (to find its field names); the rest is refused. */
const MAX_SUBMISSION_BYTES = 64 * 1024;
const MAX_FIELD_NAMES = 50;

const NOT_FOUND = Buffer.from(
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head>' +
    "<body><h1>Link not found</h1><p>This link is not valid. It may have been copied incompletely.</p></body></html>\n",
);

/** The same plain 404 for every wrong token or email: a guess learns nothing. */
const notFoundPage = () =>
  new BinaryReply("text/html; charset=utf-8", NOT_FOUND, { "Content-Security-Policy": "default-src 'none'" }, 404);

const strings = {
  en: {
    confirmTitle: "Continue to the page",
    confirmBody: "To open the page, press Continue.",
    continue: "Continue",
    GenericMsg: "Thank you. Your request has been received.",
    Error404Page: "404 Not Found. The page you requested could not be found.",
    phished: {
      title: "This was a phishing simulation",
      lead: (org: string) =>
        `No harm done: ${org} sent you this email to practise spotting phishing. Nothing you typed was kept, and nobody else can see it.`,
      yourOrganisation: "your organisation",
      cluesTitle: "What could have given it away",
      sender: (from: string) => `The sender, ${from}: is it an address your organisation really uses?`,
      subject: (subject: string) => `The subject, “${subject}”: pressure to act at once is the oldest lure there is.`,
      request:
        "What it asked: an email that wants you to click, sign in, confirm or download something at once deserves a second look.",
      nextTitle: "Next time",
      next: [
        "Check the sender's address, not only the name shown.",
        "Hover over a link, or press and hold it on a phone, to see where it really goes.",
        "Never type your password into a page an email sent you to: open the service yourself.",
        "Report the email with the Report phishing button, or to your IT team.",
      ],
      remedial: "A short training on spotting phishing is on its way to you by email.",
      footer: "Simulated by your organisation's security-awareness programme.",
    },
  },
  sr: {
    confirmTitle: "Nastavite na stranicu",
    confirmBody: "Da biste otvorili stranicu, pritisnite Nastavi.",
    continue: "Nastavi",
    GenericMsg: "Hvala. Vaš zahtev je primljen.",
    Error404Page: "404 Nije pronađeno. Tražena stranica ne postoji.",
    phished: {
      title: "Ovo je bila simulacija fišinga",
      lead: (org: string) =>
        `Nema štete: ${org} vam je poslala ovaj mejl da biste vežbali prepoznavanje fišinga. Ništa što ste uneli nije sačuvano i niko drugi to ne može da vidi.`,
      yourOrganisation: "vaša organizacija",
      cluesTitle: "Po čemu se moglo prepoznati",
      sender: (from: string) => `Pošiljalac, ${from}: da li vaša organizacija zaista koristi tu adresu?`,
      subject: (subject: string) => `Naslov, „${subject}“: pritisak da se odmah nešto uradi je najstariji mamac.`,
      request:
        "Šta je tražio: mejl koji traži da odmah kliknete, prijavite se, potvrdite ili preuzmete nešto zaslužuje drugi pogled.",
      nextTitle: "Sledeći put",
      next: [
        "Proverite adresu pošiljaoca, ne samo prikazano ime.",
        "Pređite mišem preko linka, ili ga na telefonu držite pritisnut, da vidite kuda zaista vodi.",
        "Nikada ne unosite lozinku na stranicu na koju vas je poslao mejl: sami otvorite uslugu.",
        "Prijavite mejl dugmetom za prijavu fišinga ili svom IT timu.",
      ],
      remedial: "Kratka obuka o prepoznavanju fišinga stiže vam mejlom.",
      footer: "Simulaciju sprovodi program bezbednosne svesti vaše organizacije.",
    },
  },
} as const;

/**
 * The policy of every page served to a target: a sandbox (an opaque origin: no script, no access
 * to the product's cookies or storage, forms only), inline styles and images of the page, forms
 * posting only to `formAction` (this email's landing endpoint), never framed.
 */
function policy(formAction: string | null): string {
  return [
    "sandbox allow-forms",
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src https: data:",
    `form-action ${formAction ?? "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function page(html: string, formAction: string | null): BinaryReply {
  return new BinaryReply("text/html; charset=utf-8", Buffer.from(html), {
    "Content-Security-Policy": policy(formAction),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  });
}

const simple = (lang: string, title: string, body: string) =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font:16px/1.5 Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px">${body}</body></html>\n`;

/** The field names of an urlencoded form body (never the values), each once, at most {@link MAX_FIELD_NAMES}. */
export function fieldNamesOf(body: string): string[] {
  const names = new Set<string>();
  for (const [name] of new URLSearchParams(body)) {
    if (names.size >= MAX_FIELD_NAMES) break;
    const trimmed = name.trim().slice(0, 100);
    if (trimmed) names.add(trimmed);
  }
  return [...names];
}

async function readCapped(stream: AsyncIterable<Buffer> | undefined): Promise<string> {
  if (!stream) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > MAX_SUBMISSION_BYTES) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const visitorOf = (ctx: RequestContext): Visitor => ({ ip: ctx.ip || null, userAgent: ctx.userAgent || null });

/**
 * The target's side of a simulation: public, no sign-in, the signed token is the credential, and
 * served isolated (its own path, a sandboxing policy, no cookies). The link lands on a
 * confirmation step whose button a person presses and a gateway's link scanner does not; only
 * then is the landing page shown and the target failed. Submissions keep the field names only.
 */
export class SimulationLandingService {
  private readonly events: TargetEvents;

  constructor(private readonly platform: Pick<Platform, "config" | "db" | "dialect" | "events" | "tracking">) {
    this.events = new TargetEvents(platform);
  }

  private base(token: string) {
    return `${this.platform.config.publicUrl}/api/v1/phishing/l/${token}`;
  }

  /** `GET /l/{token}`: the human-confirmation step. */
  async view(token: string): Promise<BinaryReply> {
    const claims = verifySendToken(this.platform, token, "landing");
    if (!claims) return notFoundPage();
    const loaded = await this.platform.db
      .transaction()
      .execute((trx) => this.events.load(trx, claims.tenantId, claims.sendId));
    if (!loaded) return notFoundPage();
    const lang = languageOf(await this.template(claims.tenantId, loaded.send.template_id));
    const s = strings[lang];
    const action = `${this.base(token)}/continue`;
    return page(
      simple(
        lang,
        s.confirmTitle,
        `<h1>${escapeHtml(s.confirmTitle)}</h1><p>${escapeHtml(s.confirmBody)}</p>` +
          `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(s.continue)}</button></form>`,
      ),
      action,
    );
  }

  /** `POST /l/{token}/continue`: records the confirmation (the target fails) and answers the landing page. */
  async confirm(token: string, ctx: RequestContext): Promise<BinaryReply> {
    const claims = verifySendToken(this.platform, token, "landing");
    if (!claims) return notFoundPage();
    const loaded = await this.platform.db
      .transaction()
      .execute((trx) => this.events.confirmed(trx, claims.tenantId, claims.sendId, visitorOf(ctx)));
    if (!loaded) return notFoundPage();
    const library = phishingRepositories(this.platform.db, this.platform.dialect, claims.tenantId);
    const template = await this.template(claims.tenantId, loaded.send.template_id);
    const landing = template?.landingPageId
      ? await library.landingPages.find(template.landingPageId, "visible")
      : undefined;
    const target = {
      firstName: loaded.target.first_name,
      lastName: loaded.target.last_name,
      email: loaded.target.email,
    };
    if (template?.type === "LinkForMalware") {
      // The "download" the link promised: the same harmless file as the attachments, saved, not shown.
      const file = malwareDownload(template, target);
      return new BinaryReply(file.contentType, Buffer.from(file.content), {
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Content-Security-Policy": policy(null),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
    }
    const submitUrl = `${this.base(token)}/submit`;
    if (landing?.html) {
      return page(renderLandingPage(landing.html, target, submitUrl), submitUrl);
    }
    return this.feedback(claims.tenantId, template, loaded.simulation);
  }

  /** `POST /l/{token}/submit`: records the submission's field names (never the values) and answers the feedback page. */
  async submit(token: string, body: AsyncIterable<Buffer> | undefined, ctx: RequestContext): Promise<BinaryReply> {
    const claims = verifySendToken(this.platform, token, "landing");
    if (!claims) return notFoundPage();
    const names = fieldNamesOf(await readCapped(body));
    const loaded = await this.platform.db
      .transaction()
      .execute((trx) => this.events.submitted(trx, claims.tenantId, claims.sendId, names, visitorOf(ctx)));
    if (!loaded) return notFoundPage();
    return this.feedback(
      claims.tenantId,
      await this.template(claims.tenantId, loaded.send.template_id),
      loaded.simulation,
    );
  }

  /** `POST /report/{token}`: the report button. */
  async report(token: string, ctx: RequestContext): Promise<BinaryReply | undefined> {
    const claims = verifySendToken(this.platform, token, "report");
    if (!claims) return notFoundPage();
    const loaded = await this.platform.db
      .transaction()
      .execute((trx) => this.events.reported(trx, claims.tenantId, claims.sendId, visitorOf(ctx)));
    if (!loaded) return notFoundPage();
    return undefined;
  }

  /** The page after a failure: the simulation's feedback type, in the language of the email's template. */
  private async feedback(
    tenantId: string,
    template: PhishingTemplate | undefined,
    simulation: {
      feedback_type: string;
      feedback_message: string | null;
      remedial_course_id: string | null;
      remedial_nano_page_id: string | null;
    },
  ): Promise<BinaryReply> {
    const lang = languageOf(template);
    const type = simulation.feedback_type as Schema<"PhishingFeedbackType">;
    if (type === "PhishedDisplay") return page(await this.phishedPage(tenantId, template, simulation, lang), null);
    const message = type === "Other" ? (simulation.feedback_message ?? "") : strings[lang][type];
    const title = type === "Error404Page" ? "404" : "";
    return page(simple(lang, title, `<p>${escapeHtml(message)}</p>`), null);
  }

  /**
   * The teachable moment (what KnowBe4 and Hoxhunt show a person who fell for a simulation): it
   * says plainly that it was practice and nothing was kept, names this email's own clues (its
   * sender, then the red flags its author wrote for it; a template without any gets its subject and
   * what it asked for), gives four habits for next time, and says when remedial training follows.
   * Static HTML under the same sandboxing policy as every target page.
   */
  private async phishedPage(
    tenantId: string,
    template: PhishingTemplate | undefined,
    simulation: { remedial_course_id: string | null; remedial_nano_page_id: string | null },
    lang: Language,
  ): Promise<string> {
    const s = strings[lang].phished;
    const organisation = (await new ExtensionRepository(this.platform.db, tenantId).tenant())?.name;
    const clues: string[] = [];
    if (template?.sendingEmail) {
      const from = template.emailFromName
        ? `${template.emailFromName} <${template.sendingEmail}>`
        : template.sendingEmail;
      clues.push(s.sender(from));
    }
    if (template?.redFlags.length) {
      clues.push(...template.redFlags);
    } else {
      // A subject with placeholders ({{.FirstName}}) is not what the person saw: left out rather than shown raw.
      if (template?.emailTitle && !template.emailTitle.includes("{{")) clues.push(s.subject(template.emailTitle));
      clues.push(s.request);
    }
    const list = (tag: "ul" | "ol", items: readonly string[]) =>
      `<${tag} style="margin:0 0 20px;padding-left:22px">${items.map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`).join("")}</${tag}>`;
    const heading = (text: string) => `<h2 style="font-size:17px;margin:24px 0 10px">${escapeHtml(text)}</h2>`;
    const remedial =
      simulation.remedial_course_id || simulation.remedial_nano_page_id
        ? `<p style="margin:0 0 20px;padding:12px 14px;background:#eef2ff;border-left:4px solid #4f46e5">${escapeHtml(s.remedial)}</p>`
        : "";
    return (
      `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(s.title)}</title></head>` +
      `<body style="margin:0;background:#f3f4f6;color:#1f2937;font:16px/1.55 Arial,Helvetica,sans-serif">` +
      `<main style="max-width:600px;margin:40px auto;padding:28px 28px 20px;background:#fff;border:1px solid #e5e7eb;border-top:6px solid #d97706">` +
      `<h1 style="font-size:24px;line-height:1.25;margin:0 0 12px">${escapeHtml(s.title)}</h1>` +
      `<p style="margin:0 0 8px;font-size:17px">${escapeHtml(s.lead(organisation ?? s.yourOrganisation))}</p>` +
      heading(s.cluesTitle) +
      list("ul", clues) +
      heading(s.nextTitle) +
      list("ol", s.next) +
      remedial +
      `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(s.footer)}</p>` +
      `</main></body></html>\n`
    );
  }

  /** The email's template, as the organisation sees it; undefined when it is gone. */
  private template(tenantId: string, templateId: string): Promise<PhishingTemplate | undefined> {
    return phishingRepositories(this.platform.db, this.platform.dialect, tenantId).templates.find(
      templateId,
      "visible",
    );
  }
}

type Language = keyof typeof strings;

/** The language of a target's pages: the template's (Serbian or English), English without one. */
const languageOf = (template: PhishingTemplate | undefined): Language => (template?.language === "Sr" ? "sr" : "en");

import { escapeHtml } from "../../platform/mail/layout.js";
import type { RenderTarget } from "./render.js";

/** The template types whose email carries the harmless attachment. */
export const ATTACHMENT_TYPES = new Set(["MalwareAttachment", "LinkInAttachment"]);

/** A file for the mailer (nodemailer's attachment shape). */
export interface SimulationAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What the attachment links to, made per target by the sender with the platform's tracking. */
export interface AttachmentLinks {
  /** The attachment's own open pixel: loading it is the "attachment opened" event. */
  openUrl: string | null;
  /** The tracked link to the landing page (LinkInAttachment); null for MalwareAttachment. */
  linkUrl: string | null;
}

const strings = {
  en: {
    title: "Document",
    intro: "The document is ready. Open it to continue:",
    open: "Open the document",
    notice:
      "This file is part of a phishing simulation run by your organisation. It contains no program and nothing harmful. A real attachment like this one could have installed malware: next time, check who sent it and whether you expected it, and report the email.",
    noticeShort: "Phishing simulation by your organisation: this file contains no program and nothing harmful.",
  },
  sr: {
    title: "Dokument",
    intro: "Dokument je spreman. Otvorite ga da biste nastavili:",
    open: "Otvori dokument",
    notice:
      "Ova datoteka je deo simulacije fišinga koju sprovodi vaša organizacija. Ne sadrži program niti bilo šta štetno. Pravi prilog poput ovog mogao je da instalira zlonamerni softver: sledeći put proverite ko ga je poslao i da li ste ga očekivali, i prijavite poruku.",
    noticeShort: "Simulacija fišinga vaše organizacije: ova datoteka ne sadrži program niti bilo šta štetno.",
  },
} as const;

/** A file name from the template's name: letters, digits, dashes and underscores, `.html`. */
export function attachmentName(templateName: string): string {
  const base = templateName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
  return `${base || "Document"}.html`;
}

/**
 * The harmless attachment of a MalwareAttachment or LinkInAttachment email: one static HTML file,
 * never a program, a macro or a script. For MalwareAttachment, opening it is the mistake, so it
 * says at once that this was a simulation and why; for LinkInAttachment, it shows the tracked
 * link (to the same landing page and human confirmation as a link in the email) with the
 * simulation stated at its foot. Its open pixel records the open through the same tracking and
 * bot classification as the email's.
 */
export function renderAttachment(
  template: { name: string; type: string; language: string },
  target: RenderTarget,
  links: AttachmentLinks,
): SimulationAttachment {
  const lang = template.language === "Sr" ? "sr" : "en";
  const s = strings[lang];
  const pixel = links.openUrl
    ? `<img src="${escapeHtml(links.openUrl)}" width="1" height="1" alt="" style="border:0;width:1px;height:1px">`
    : "";
  const greeting = target.firstName ? `<p>${escapeHtml(target.firstName)},</p>` : "";
  const body =
    template.type === "LinkInAttachment" && links.linkUrl
      ? `${greeting}<p>${escapeHtml(s.intro)}</p>` +
        `<p><a href="${escapeHtml(links.linkUrl)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(s.open)}</a></p>` +
        `<hr><p style="font-size:12px;color:#555">${escapeHtml(s.noticeShort)}</p>`
      : `<h1 style="font-size:20px">${escapeHtml(s.title)}</h1><p>${escapeHtml(s.notice)}</p>`;
  const content =
    "<!doctype html>\n<!-- Bulwark phishing simulation: a harmless file with no script, macro or program. -->\n" +
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(s.title)}</title></head>` +
    `<body style="font:16px/1.5 Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px">${body}${pixel}</body></html>\n`;
  return { filename: attachmentName(template.name), contentType: "text/html; charset=utf-8", content };
}

/** The "download" a LinkForMalware link ends on, after the human confirmation: the same harmless file. */
export function malwareDownload(template: { name: string; language: string }, target: RenderTarget) {
  return renderAttachment({ ...template, type: "MalwareAttachment" }, target, { openUrl: null, linkUrl: null });
}

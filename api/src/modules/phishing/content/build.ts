import type { Schema } from "@bulwark/contract";
import { escapeHtml } from "../../../platform/mail/layout.js";

/**
 * Helpers that keep the shipped phishing library readable: a template file is its texts, not
 * boilerplate. What they build is plain contract input (`PhishingTemplateInput`,
 * `LandingPageInput`), checked by the same validators and rules as the API's input
 * (content.test.ts) and seeded on first start (library.seed.ts).
 */

export type Language = "En" | "Sr";

/** The comment each shipped HTML source starts with: what it is, for anyone reading the source. */
export const SOURCE_MARK = "<!-- PHISHING SIMULATION: Bulwark training content, not a real message. -->";

/** A built-in landing page: a stable id (the seed's key) and its input. */
export interface ShippedLandingPage {
  id: string;
  page: Schema<"LandingPageInput">;
}

/** A built-in template: a stable id, its input, and the landing page it names by key. */
export interface ShippedTemplate {
  id: string;
  template: Schema<"PhishingTemplateInput">;
}

/** The stored form of authored HTML: no line breaks between tags. */
const compact = (html: string) => html.replace(/\n\s*/g, " ").replace(/>\s+</g, "><").trim();

/**
 * An email in the common shape of business mail: a coloured header with the sender's brand, a
 * greeting, paragraphs (which may hold `{{.FirstName}}` and inline HTML), one call-to-action
 * button to `{{.URL}}` (none for an attachment email,
 * whose bait is the attached file, which carries a LinkInAttachment's link), a
 * small footer, and the open pixel.
 */
export function emailHtml(email: {
  brand: string;
  accent: string;
  greeting: string;
  paragraphs: string[];
  button: string | null;
  footer: string;
}): string {
  const paragraphs = email.paragraphs
    .map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5;color:#222">${p}</p>`)
    .join("");
  return `${SOURCE_MARK}${compact(`
    <table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
      <tr><td align="center" style="padding:24px 12px">
        <table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e5e7eb">
          <tr><td style="background:${email.accent};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(email.brand)}</td></tr>
          <tr><td style="padding:24px">
            <p style="margin:0 0 14px;font-size:15px;color:#222">${email.greeting}</p>
            ${paragraphs}
            ${email.button === null ? "" : `<p style="margin:22px 0"><a href="{{.URL}}" style="background:${email.accent};color:#ffffff;padding:12px 22px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(email.button)}</a></p>`}
          </td></tr>
          <tr><td style="padding:12px 24px;font-size:11px;color:#6b7280;border-top:1px solid #e5e7eb">${email.footer}</td></tr>
        </table>
      </td></tr>
    </table>
    {{.Tracker}}
  `)}`;
}

/** A credential-harvest page: a centred card with a title, a line of text and the fields to fill. */
export function formHtml(page: {
  brand: string;
  accent: string;
  title: string;
  intro: string;
  fields: Array<{ name: string; label: string; type?: "text" | "email" | "password" | "tel" }>;
  button: string;
  note: string;
}): string {
  const fields = page.fields
    .map(
      (field) =>
        `<p style="margin:0 0 12px"><label for="${field.name}" style="display:block;font-size:13px;margin-bottom:4px;color:#374151">${escapeHtml(field.label)}</label>` +
        `<input id="${field.name}" name="${field.name}" type="${field.type ?? "text"}" autocomplete="off" required style="width:100%;padding:9px;border:1px solid #9ca3af;font-size:15px;box-sizing:border-box" /></p>`,
    )
    .join("");
  return `${SOURCE_MARK}${compact(`
    <div style="min-height:100vh;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;padding:48px 12px">
      <div style="max-width:380px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;padding:32px">
        <div style="font-size:20px;font-weight:bold;color:${page.accent};margin-bottom:18px">${escapeHtml(page.brand)}</div>
        <h1 style="font-size:22px;margin:0 0 8px;color:#111827">${escapeHtml(page.title)}</h1>
        <p style="font-size:14px;color:#4b5563;margin:0 0 20px">${escapeHtml(page.intro)}</p>
        <form method="post">${fields}
          <button type="submit" style="width:100%;background:${page.accent};color:#ffffff;border:0;padding:11px;font-size:15px;font-weight:bold">${escapeHtml(page.button)}</button>
        </form>
        <p style="font-size:11px;color:#9ca3af;margin:18px 0 0">${escapeHtml(page.note)}</p>
      </div>
    </div>
  `)}`;
}

/** A feedback page: a heading and paragraphs, calm and plain. */
export function feedbackHtml(page: { title: string; paragraphs: string[]; tips?: string[] }): string {
  const tips = page.tips?.length
    ? `<ul style="font-size:15px;line-height:1.5;color:#1f2937">${page.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join("")}</ul>`
    : "";
  return `${SOURCE_MARK}${compact(`
    <div style="max-width:620px;margin:48px auto;font-family:Arial,Helvetica,sans-serif;padding:0 16px">
      <h1 style="font-size:24px;color:#111827">${escapeHtml(page.title)}</h1>
      ${page.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;color:#374151">${escapeHtml(p)}</p>`).join("")}
      ${tips}
    </div>
  `)}`;
}

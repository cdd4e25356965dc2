import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../platform/mail/layout.js";
import { type PlaceholderName, placeholderPattern } from "./html.js";

/** Who an email is rendered for. Names may be empty (a target imported without them). */
export interface RenderTarget {
  firstName: string;
  lastName: string;
  email: string;
}

/** The per-target addresses a simulation makes with the platform's tracking (`platform.tracking`). */
export interface RenderLinks {
  /** The tracked link (`{{.URL}}`): a click redirect to the landing page. */
  url: string;
  /** The open pixel's address (`{{.TrackingURL}}`, and `{{.Tracker}}`'s image); null: no pixel (test emails). */
  trackingUrl: string | null;
}

/** The template fields rendering reads. */
export interface RenderableTemplate {
  emailBody: string;
  emailTitle: string;
  emailFromName: string;
  sendingEmail: string;
}

/** An email ready for the mailer. */
export interface RenderedEmail {
  /** `"From name" <address>`, as the target sees it. */
  from: string;
  subject: string;
  html: string;
  text: string;
}

/** The sender as a header value; the display name quoted so a comma or angle bracket in it stays part of the name. */
export function fromHeader(name: string, address: string): string {
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

function values(
  template: RenderableTemplate,
  target: RenderTarget,
  links: RenderLinks,
): Record<PlaceholderName, string> {
  return {
    FirstName: target.firstName,
    LastName: target.lastName,
    Email: target.email,
    URL: links.url,
    TrackingURL: links.trackingUrl ?? "",
    Tracker: "",
    From: `${template.emailFromName} <${template.sendingEmail}>`,
  };
}

/** Fills placeholders in HTML: every value escaped; `{{.Tracker}}` becomes the pixel element. */
function fillHtml(html: string, filled: Record<PlaceholderName, string>, trackingUrl: string | null): string {
  return html.replace(placeholderPattern, (_whole, name: string) => {
    if (name === "Tracker") {
      return trackingUrl
        ? `<img src="${escapeHtml(trackingUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
        : "";
    }
    return escapeHtml(filled[name as PlaceholderName] ?? "");
  });
}

/** Fills placeholders in plain text (the subject): no escaping, line breaks removed (header safety). */
function fillText(text: string, filled: Record<PlaceholderName, string>): string {
  return text
    .replace(placeholderPattern, (_whole, name: string) => filled[name as PlaceholderName] ?? "")
    .replace(/[\r\n]+/g, " ");
}

/** A plain-text part from the HTML: the text, then every link's address (mail clients without HTML). */
function textOf(html: string): string {
  const links: string[] = [];
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|tr|h[1-6]|li)>/gi, "\n"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["style", "script", "title"],
    onOpenTag: (name, attribs) => {
      if (name === "a" && attribs.href) links.push(attribs.href);
    },
  });
  const body = text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return links.length > 0 ? `${body}\n\n${[...new Set(links)].join("\n")}` : body;
}

/**
 * A template rendered for one target: placeholders filled (HTML-escaped in the body), the
 * sender and subject as sent, and a plain-text part. The simulations call this and nothing else;
 * the body keeps the comment that marks it as a simulation.
 */
export function renderTemplateEmail(
  template: RenderableTemplate,
  target: RenderTarget,
  links: RenderLinks,
): RenderedEmail {
  const filled = values(template, target, links);
  const html = fillHtml(template.emailBody, filled, links.trackingUrl);
  return {
    from: fromHeader(template.emailFromName, template.sendingEmail),
    subject: fillText(template.emailTitle, filled),
    html,
    text: textOf(html),
  };
}

/**
 * A landing page rendered for one target: every form posts to `submitUrl` (our landing endpoint,
 * whatever the stored action said) and `{{.URL}}` elsewhere becomes `submitUrl` too. The caller
 * serves it isolated (its own sandboxing CSP), so the page cannot reach the product.
 */
export function renderLandingPage(html: string, target: RenderTarget, submitUrl: string): string {
  const filled = values({ emailBody: "", emailTitle: "", emailFromName: "", sendingEmail: "" }, target, {
    url: submitUrl,
    trackingUrl: null,
  });
  const withForms = html.replace(/<form\b[^>]*>/gi, () => `<form action="${escapeHtml(submitUrl)}" method="post">`);
  return fillHtml(withForms, filled, null);
}

/** The sample target of previews. */
const PREVIEW_TARGET: RenderTarget = { firstName: "Jana", lastName: "Jovanović", email: "jana.jovanovic@example.com" };

/** Where the open pixel sits, made visible in a preview. */
const PIXEL_MARK =
  '<span style="display:inline-block;border:1px dashed #9ca3af;color:#6b7280;font:11px Arial,sans-serif;padding:1px 4px">[open pixel]</span>';

/**
 * The editor's live preview: a (checked) template rendered for a sample target, its link pointing
 * nowhere (`#phishing-link`) and the open pixel shown as a visible mark.
 */
export function renderPreview(template: RenderableTemplate): RenderedEmail {
  const marked = {
    ...template,
    emailBody: template.emailBody.replace(placeholderPattern, (whole, name: string) =>
      name === "Tracker" ? PIXEL_MARK : whole,
    ),
  };
  return renderTemplateEmail(marked, PREVIEW_TARGET, { url: "#phishing-link", trackingUrl: null });
}

/** The languages Bulwark writes emails in (the seeds: email and PDF in English and Serbian only). */
export type MailLanguage = "en" | "sr";

/** One email's words and link, before the layout. */
export interface MailContent {
  lang: MailLanguage;
  /** The heading inside the email. */
  title: string;
  /** Paragraphs of plain text; escaped, never read as HTML. */
  paragraphs: string[];
  /** The one thing to do, as a button (and as a plain link under it, for clients that drop buttons). */
  action?: { label: string; url: string } | undefined;
  /**
   * Several equal links instead of one button (a quiz's answers, one tracked link each), as a
   * stacked list of full-width buttons; in the text part one line per link.
   */
  choices?: { label: string; url: string }[] | undefined;
  /** HTML already sanitised by `sanitizeUserHtml` (a nano page's custom HTML), after the paragraphs. */
  trustedHtml?: string | undefined;
  /** An open-tracking pixel's URL (platform/tracking), as a 1x1 image at the end of the HTML part. */
  pixelUrl?: string | undefined;
  /** "Or open this link:" in the email's language. */
  orOpen: string;
  /** The footer line: why the reader got this email. */
  footer: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

// The product's colours (widgets' tokens), written out: email clients read no CSS variables.
const BRAND = "#5b3de6";
const TEXT = "#18171f";
const MUTED = "#5e5f6b";
const PAGE = "#f7f7fa";
const BORDER = "#e7e7ee";

/**
 * The one layout of every email: a 560 px card on a quiet page, the Bulwark wordmark, the title,
 * the paragraphs, one button, the link again in text, and a footer. Tables and inline styles
 * only, because that is what Outlook, Gmail and Apple Mail agree on; `lang` on the document so
 * screen readers read Serbian as Serbian.
 */
export function renderHtml(content: MailContent): string {
  const { lang, title, paragraphs, action, orOpen, footer, choices, trustedHtml, pixelUrl } = content;
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${TEXT}">${escapeHtml(p)}</p>`)
    .join("\n");
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:8px;background:${BRAND}">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(orOpen)}<br><a href="${escapeHtml(action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const choiceList = (choices ?? [])
    .map(
      (choice) =>
        `<tr><td style="padding:0 0 10px"><a href="${escapeHtml(choice.url)}" style="display:block;padding:12px 16px;font-size:15px;line-height:1.4;color:${BRAND};text-decoration:none;border:1px solid ${BRAND};border-radius:8px">${escapeHtml(choice.label)}</a></td></tr>`,
    )
    .join("\n");
  const choicesTable = choiceList
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 12px">${choiceList}</table>`
    : "";
  const custom = trustedHtml ? `<div style="font-size:15px;line-height:1.6;color:${TEXT}">${trustedHtml}</div>` : "";
  const pixel = pixelUrl
    ? `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`
    : "";
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;font-size:18px;font-weight:700;letter-spacing:-0.01em;color:${BRAND}">Bulwark</td></tr>
<tr><td style="background:#ffffff;border:1px solid ${BORDER};border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(title)}</h1>
${body}
${custom}
${choicesTable}
${button}
</td></tr>
<tr><td style="padding:16px 4px;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
${pixel}
</body></html>`;
}

/** The same email as plain text, for clients and filters that read only that part. */
export function renderText(content: MailContent): string {
  const parts = [content.title, ...content.paragraphs];
  if (content.choices?.length) parts.push(content.choices.map((c) => `- ${c.label}: ${c.url}`).join("\n"));
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(`--\n${content.footer}`);
  return `${parts.join("\n\n")}\n`;
}

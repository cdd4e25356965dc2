import sanitizeHtml from "sanitize-html";

/**
 * What user-authored HTML may keep: text formatting, headings, lists, quotes, code, tables,
 * links and images over http(s). No scripts, styles, frames, forms, event handlers or
 * `javascript:`/`data:` addresses: the HTML is shown to learners inside the product, so
 * anything active would run with their session. These are its tags; other allowlists (phishing
 * emails) start from them.
 */
export const userHtmlTags: readonly string[] = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "span",
  "div",
  "blockquote",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "small",
  "abbr",
  "kbd",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...userHtmlTags],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    abbr: ["title"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that opens a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/** Cleans user-authored HTML on the way in (sanitize-html with the allowlist above). */
export function sanitizeUserHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether sanitised HTML shows anything: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

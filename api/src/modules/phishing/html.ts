import sanitizeHtml from "sanitize-html";
import type { FieldError } from "../../platform/errors.js";
import { userHtmlTags } from "../../platform/html/sanitize.js";

/**
 * The placeholders a template or landing page may use, filled per target by `render.ts`. They are
 * gophish's names, so a security team's existing templates move over unchanged.
 */
export const placeholderNames = ["FirstName", "LastName", "Email", "URL", "Tracker", "TrackingURL", "From"] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/** `{{.Name}}`, with the spaces gophish tolerates inside the braces. */
export const placeholderPattern = /\{\{\s*\.?([A-Za-z]*)\s*\}\}/g;

/**
 * The comment every stored template body starts with, so anyone reading the source of a
 * simulation email (a mail administrator, a curious target) learns at once what it is.
 */
export const SIMULATION_MARK =
  "<!-- Bulwark phishing simulation: this message was sent by your organisation's security-awareness programme to practise spotting phishing. It is not a real request. -->";

/** Tags whose presence is refused outright: they run code, load other documents or redirect. */
const activeTags = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "noscript",
  "portal",
]);

/** Attributes that hold an address a browser may follow or load. */
const addressAttributes = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "background",
  "poster",
  "xlink:href",
  "srcset",
]);

/** Formatting, tables and inline styles: what real emails are made of. */
const emailTags = [...userHtmlTags, "center", "font", "style", "col", "colgroup"];
const tableAttributes = ["width", "height", "align", "valign", "bgcolor", "border", "cellpadding", "cellspacing"];
const emailAttributes: sanitizeHtml.IOptions["allowedAttributes"] = {
  "*": ["style", "class", "id", "title", "dir", "lang", "align"],
  a: ["href", "target", "rel", "name"],
  img: ["src", "alt", "width", "height", "border"],
  font: ["color", "face", "size"],
  table: tableAttributes,
  td: [...tableAttributes, "colspan", "rowspan"],
  th: [...tableAttributes, "colspan", "rowspan", "scope"],
  tr: tableAttributes,
  col: ["span", "width"],
  ol: ["start", "type"],
};

/** A landing page may also hold the form it exists for. */
const landingTags = [
  ...emailTags,
  "form",
  "input",
  "label",
  "button",
  "select",
  "option",
  "textarea",
  "fieldset",
  "legend",
];
const landingAttributes: sanitizeHtml.IOptions["allowedAttributes"] = {
  ...emailAttributes,
  form: ["action", "method", "autocomplete"],
  input: ["type", "name", "placeholder", "value", "required", "autocomplete", "maxlength", "checked", "size"],
  label: ["for"],
  button: ["type", "name", "value"],
  select: ["name", "required"],
  option: ["value", "selected"],
  textarea: ["name", "rows", "cols", "placeholder", "required", "maxlength"],
};

function options(kind: "email" | "landing", onOpenTag: (name: string, attribs: Record<string, string>) => void) {
  return {
    allowedTags: kind === "email" ? emailTags : landingTags,
    allowedAttributes: kind === "email" ? emailAttributes : landingAttributes,
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // <style> is kept: emails are styled that way, and nothing in CSS runs script today. Pages are
    // rendered isolated (sandboxed, their own CSP), so a style cannot reach the product.
    allowVulnerableTags: true,
    // The text of these is dropped with the tag (a document's <title> is not part of the body).
    nonTextTags:
      kind === "email" ? ["script", "noscript", "title", "textarea", "option"] : ["script", "noscript", "title"],
    onOpenTag,
  } satisfies sanitizeHtml.IOptions;
}

/** The scheme of an address as a browser reads it: entities decoded by the parser, controls and spaces ignored. */
function schemeOf(value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme, so must we.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
}

/** A form may submit only to our landing endpoint, which the simulation fills in: no action, or `{{.URL}}`. */
const isOwnAction = (value: string) => value.trim() === "" || /^\{\{\s*\.?URL\s*\}\}$/.test(value.trim());

export interface CheckedHtml {
  /** The sanitised HTML (templates: starting with {@link SIMULATION_MARK}). */
  html: string;
  /** The placeholders used, as written canonically (`{{.URL}}`), each once. */
  placeholders: string[];
  /** Whether the HTML holds a form with at least one input (landing pages). */
  hasForm: boolean;
}

/**
 * Checks user-authored HTML of a template (`email`) or landing page (`landing`) and sanitises it.
 * What would run or leak is refused with field errors at `path`, never silently dropped: a script,
 * frame or redirecting tag, an event handler, a `javascript:`/`data:`/`vbscript:` address, a form
 * in an email, a form (or button) posting anywhere but our landing endpoint, an unknown
 * placeholder. Everything else outside the allowlist is removed by sanitize-html.
 */
export function checkHtml(
  kind: "email" | "landing",
  source: string,
  path: string,
): { errors: FieldError[] } | { value: CheckedHtml } {
  const problems = new Set<string>();
  let forms = 0;
  let inputs = 0;
  const seen = (name: string, attribs: Record<string, string>) => {
    if (activeTags.has(name)) problems.add(`Scripts and embedded content are not allowed (<${name}>)`);
    if (name === "form") {
      forms++;
      if (kind === "email") problems.add("Forms are not allowed in an email: put the form on the landing page");
    }
    if (name === "input" || name === "textarea" || name === "select") inputs++;
    for (const [attribute, value] of Object.entries(attribs)) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith("on")) problems.add(`Event handlers are not allowed (${lower}=)`);
      if (addressAttributes.has(lower)) {
        const scheme = schemeOf(value);
        if (scheme === "javascript" || scheme === "vbscript" || scheme === "data") {
          problems.add(`${scheme}: addresses are not allowed`);
        }
      }
      if ((lower === "action" || lower === "formaction") && !isOwnAction(value)) {
        problems.add("A form may only submit to the landing page: leave its action empty or use {{.URL}}");
      }
      if (lower === "style" && /expression\s*\(|javascript:|behavior\s*:/i.test(value)) {
        problems.add("Styles may not run script (expression(), javascript:)");
      }
      if (lower === "http-equiv") problems.add("Scripts and embedded content are not allowed (http-equiv)");
    }
  };
  const cleaned = sanitizeHtml(source, options(kind, seen)).trim();

  const placeholders = new Set<string>();
  for (const match of source.matchAll(placeholderPattern)) {
    const name = match[1] ?? "";
    if ((placeholderNames as readonly string[]).includes(name)) placeholders.add(`{{.${name}}}`);
    else
      problems.add(
        `Unknown placeholder ${match[0]}: use one of ${placeholderNames.map((p) => `{{.${p}}}`).join(", ")}`,
      );
  }
  if (problems.size > 0) return { errors: [...problems].map((message) => ({ path, message })) };
  return {
    value: {
      html: kind === "email" ? `${SIMULATION_MARK}\n${cleaned}` : cleaned,
      placeholders: [...placeholders],
      hasForm: forms > 0 && inputs > 0,
    },
  };
}

/** The placeholders of a plain text (a subject line): unknown ones are errors at `path`. */
export function checkTextPlaceholders(text: string, path: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? "";
    if (!(placeholderNames as readonly string[]).includes(name) || name === "Tracker" || name === "TrackingURL") {
      errors.push({ path, message: `Placeholder ${match[0]} cannot be used here` });
    }
  }
  return errors;
}

/** The placeholders a stored body uses (for answers; the body was checked on the way in). */
export function placeholdersOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(placeholderPattern)) found.add(`{{.${match[1] ?? ""}}}`);
  return [...found];
}

import DOMPurify from "dompurify";
import type { SafeHtmlProps } from "./SafeHtml";
import * as css from "./SafeHtml.css";

/**
 * One sanitiser for the page, configured once: the HTML profile only (no SVG or MathML), and
 * nothing that runs, restyles the host page or sends data away.
 */
const purify = DOMPurify();
purify.setConfig({
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "iframe",
    "frame",
    "object",
    "embed",
    "link",
    "meta",
    "base",
  ],
  // Inline styles could lay a fake dialog over the host page (position: fixed); classes are harmless.
  FORBID_ATTR: ["style", "srcset", "formaction"],
});
purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  }
});

/** Sanitises `html` with the page's one configured DOMPurify. */
export function sanitize(html: string): string {
  return purify.sanitize(html);
}

/** The DOMPurify part of {@link SafeHtml}. */
export function SanitizedHtml({ html, className }: SafeHtmlProps) {
  return (
    <div
      className={[css.content, className].filter(Boolean).join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just sanitised by DOMPurify above (and by the API before it was stored).
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}

import { lazyPart } from "../Lazy/lazyPart";

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML written by a user (a lesson page, a custom message, a nano page). */
  html: string;
  className?: string | undefined;
}

/**
 * Shows user-written HTML safely, wherever the widget is embedded: it is sanitised again in the
 * browser (DOMPurify) although the API already sanitised it on the way in, because an element may
 * run on a host page without Bulwark's Content-Security-Policy. Scripts, event handlers, styles,
 * forms and frames are removed; links open in a new tab without access to this page. The sanitiser
 * loads with the first use, so screens without user content never download it.
 */
export const SafeHtml = lazyPart(() => import("./SanitizedHtml").then((m) => m.SanitizedHtml));

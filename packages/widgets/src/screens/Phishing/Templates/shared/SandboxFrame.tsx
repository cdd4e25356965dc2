import { useEffect, useRef } from "react";
import * as css from "./phishing.css";

/** Props of {@link SandboxFrame}. */
export interface SandboxFrameProps {
  /** The document or fragment to show (user-authored: an email, a landing page). */
  html: string;
  /** The frame's accessible name ("Preview of the email"). */
  title: string;
  /** CSS added to the document, e.g. the placeholder highlights. */
  extraCss?: string;
  /** Changes the parsed page before it goes in (e.g. marks where placeholders went). */
  transform?: (doc: Document) => void;
}

/** Elements that could run, load or embed something: never copied into the frame. */
const DROPPED = "script, iframe, frame, frameset, object, embed, applet, link, meta, base, noscript, template";

/** What stands in for a remote image: a grey box (remote images are not loaded, as mail clients do). */
const IMAGE_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='40'%3E%3Crect width='64' height='40' fill='%23e5e7eb' stroke='%239ca3af' stroke-dasharray='4'/%3E%3C/svg%3E";

/** An opening tag, its attributes tokenised so that a quoted value is never read as a name. */
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)(\s*\/?)>/g;
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * The page's markup with its styles renamed before any parsing: `style="…"` becomes
 * `data-preview-style="…"` and `<style>` a `<textarea data-preview-css>` (whose content stays
 * text). Even an inert `DOMParser` document checks inline styles against the host page's policy
 * and reports each one it would block; renamed, there is nothing to report. A tag this misses only
 * costs a console message, never safety: the frame runs nothing either way.
 */
export function withoutInlineStyles(html: string): string {
  return html
    .replace(/<\/style\s*>/gi, "</textarea>")
    .replace(TAG, (_whole, name: string, attributes: string, end: string) => {
      const renamed = attributes.replace(ATTRIBUTE, (attribute, space: string, key: string, value = "") =>
        key.toLowerCase() === "style" ? `${space}data-preview-style${value}` : attribute,
      );
      return name.toLowerCase() === "style" ? `<textarea data-preview-css${renamed}>` : `<${name}${renamed}${end}>`;
    });
}

/**
 * Builds `html` into the frame's document, inert: parsed by `DOMParser` (which runs nothing),
 * cleaned (no script, frame, object, link or meta; no `on…` handler; no `javascript:` address;
 * remote images shown as placeholders, so a preview pings nobody), then copied in. Styles go
 * through the CSS object model (`style.cssText`, a constructed style sheet) rather than as markup,
 * so they apply even where the host page's Content-Security-Policy forbids inline styles, which
 * an `about:blank` or `srcdoc` frame inherits.
 */
export function fillFrame(
  frame: HTMLIFrameElement,
  html: string,
  extraCss = "",
  transform?: (doc: Document) => void,
): void {
  const doc = frame.contentDocument;
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !win) return;
  const parsed = new DOMParser().parseFromString(withoutInlineStyles(html), "text/html");
  const sheets: string[] = [extraCss];
  for (const style of Array.from(parsed.querySelectorAll("textarea[data-preview-css]"))) {
    sheets.push(style.textContent ?? "");
    style.remove();
  }
  for (const element of Array.from(parsed.querySelectorAll(DROPPED))) element.remove();
  for (const element of Array.from(parsed.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) element.removeAttribute(attribute.name);
      else if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && name !== "src")
        element.removeAttribute(attribute.name);
      else if (name === "srcset") element.removeAttribute(attribute.name);
    }
    if (element.tagName === "IMG") {
      const src = element.getAttribute("src") ?? "";
      if (!src.startsWith("data:image/")) {
        element.setAttribute("src", IMAGE_PLACEHOLDER);
        element.setAttribute("title", src);
      }
    }
  }
  transform?.(parsed);
  const body = doc.importNode(parsed.body, true);
  for (const element of Array.from(body.querySelectorAll<HTMLElement>("[data-preview-style]"))) {
    element.style.cssText = element.getAttribute("data-preview-style") ?? "";
    element.removeAttribute("data-preview-style");
  }
  doc.body.replaceWith(body);
  const text = sheets.join("\n");
  try {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(text);
    doc.adoptedStyleSheets = [sheet];
  } catch {
    // Without constructed style sheets (older engines, test DOMs) a style element does it.
    const style = doc.createElement("style");
    style.textContent = text;
    doc.head.replaceChildren(style);
  }
}

/**
 * User-authored HTML (an email, a landing page) rendered isolated: an `<iframe sandbox>` that may
 * run no script at all (so nothing in it can act, even though the widget may fill it), submit no
 * form, open no window and navigate nothing; its content built by {@link fillFrame}. Its styles
 * cannot reach the product and the product's cannot reach it, so the page looks as its recipient
 * would see it; links do nothing when clicked.
 */
export function SandboxFrame({ html, title, extraCss, transform }: SandboxFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    fillFrame(frame, html, extraCss, transform);
    // A click on a link would navigate the frame away from the preview.
    const doc = frame.contentDocument;
    const stop = (event: Event) => event.preventDefault();
    doc?.addEventListener("click", stop, true);
    doc?.addEventListener("submit", stop, true);
    return () => {
      doc?.removeEventListener("click", stop, true);
      doc?.removeEventListener("submit", stop, true);
    };
  }, [html, extraCss, transform]);
  // `allow-same-origin` without `allow-scripts`: the widget may write into the frame, the frame
  // itself can run nothing (the combination to avoid is the two together).
  return <iframe ref={ref} className={css.frame} title={title} sandbox="allow-same-origin" />;
}

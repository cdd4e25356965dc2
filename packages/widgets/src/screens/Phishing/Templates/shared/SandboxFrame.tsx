import * as css from "./phishing.css";

/**
 * What a previewed page may load: nothing but its own inline styles and images (data or https,
 * as mail clients show them). No script, no fetch, no form target, no frame: a copied-in page
 * that tries anything gets nowhere, on top of the sandbox.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; font-src data:; form-action 'none'; base-uri 'none'";

/** Props of {@link SandboxFrame}. */
export interface SandboxFrameProps {
  /** The document or fragment to show. */
  html: string;
  /** The frame's accessible name ("Preview of the email"). */
  title: string;
  /** CSS added to the document, e.g. the placeholder highlights. */
  extraCss?: string;
}

/**
 * Wraps `html` in a document whose first element is the {@link PREVIEW_CSP} policy, so it holds
 * before anything of the author's is read.
 */
export function isolatedDocument(html: string, extraCss = ""): string {
  const head = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}"><meta name="referrer" content="no-referrer">${
    extraCss ? `<style>${extraCss}</style>` : ""
  }`;
  return `<!doctype html><html><head>${head}</head><body>${html}</body></html>`;
}

/**
 * User-authored HTML (an email, a landing page) rendered isolated: an `<iframe sandbox>` with no
 * allowances (no scripts, no forms, no same origin, no top navigation, no popups) and a document
 * under {@link PREVIEW_CSP}. Its styles cannot reach the product and the product's cannot reach it,
 * so the page looks as its recipient would see it.
 */
export function SandboxFrame({ html, title, extraCss }: SandboxFrameProps) {
  return <iframe className={css.frame} title={title} sandbox="" srcDoc={isolatedDocument(html, extraCss)} />;
}

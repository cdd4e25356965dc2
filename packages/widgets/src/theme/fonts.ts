/// <reference path="../assets.d.ts" />
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * The widgets' typeface: Inter, variable weight (100–900), self-hosted from the
 * `@fontsource-variable/inter` package — no font CDN. Only two subsets are declared: Latin
 * (English) and Latin Extended (Serbian's č, ć, đ, š, ž); `unicode-range` lets the browser fetch
 * the second only on a page that shows such a letter.
 */
export const FONT_FAMILY = "Inter Variable";

const faces: ReadonlyArray<{ url: string; range: string }> = [
  {
    url: interLatin,
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    url: interLatinExt,
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
];

/**
 * A font file's address as the page must request it. Vite gives a root-relative or absolute
 * URL; esbuild's `file` loader gives one relative to the script that imported it (`./x.woff2`),
 * which a `@font-face` in the document would otherwise resolve against the page instead.
 */
function resolveFontUrl(url: string): string {
  if (!url.startsWith(".")) return url;
  try {
    return new URL(url, import.meta.url).href;
  } catch {
    return url;
  }
}

/** The `@font-face` rules of {@link FONT_FAMILY}, for a stylesheet (Storybook's preview, docs). */
export function fontFaceCss(): string {
  return faces
    .map(
      ({ url, range }) =>
        `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url("${resolveFontUrl(url)}") format("woff2-variations"),url("${resolveFontUrl(url)}") format("woff2");` +
        `unicode-range:${range}}`,
    )
    .join("\n");
}

const declared = new WeakSet<Document>();

/**
 * Declares the font in `doc` once, through the CSS Font Loading API (`document.fonts`): it must be
 * the document, not a shadow root (browsers ignore `@font-face` inside shadow DOM, while a face of
 * the document is usable in every shadow root of the page), and it must not be an inline
 * `<style>`, which the web app's Content-Security-Policy (`style-src 'self'`) refuses. Where the
 * API is missing (jsdom) nothing is declared and the fallback fonts of the stack apply.
 */
export function ensureFontFaces(doc: Document | undefined = globalThis.document): void {
  const FontFaceClass = doc?.defaultView?.FontFace;
  if (!doc?.fonts || !FontFaceClass || declared.has(doc)) return;
  declared.add(doc);
  for (const { url, range } of faces) {
    const face = new FontFaceClass(FONT_FAMILY, `url("${resolveFontUrl(url)}") format("woff2")`, {
      style: "normal",
      weight: "100 900",
      display: "swap",
      unicodeRange: range,
    });
    doc.fonts.add(face);
  }
}

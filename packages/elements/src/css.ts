// The widgets' compiled CSS, gathered as text so each shadow root can adopt it. The build replaces
// every vanilla-extract stylesheet import with a call to `addCss` (see `scripts/build-options.ts`),
// so by the time an element is defined all widget CSS has been added, in import order.

const chunks: string[] = [];
let version = 0;

/** Adds compiled CSS; called by the build's generated modules, once per `.css.ts` file. */
export function addCss(css: string): void {
  chunks.push(css);
  version++;
}

/** All CSS added so far, and a number that changes whenever more is added. */
export function collectedCss(): { text: string; version: number } {
  return { text: chunks.join("\n"), version };
}

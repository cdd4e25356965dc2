import { darkTheme, lightTheme, type ThemeTokens, vars } from "@bulwark/widgets/runtime";
import { collectedCss } from "./css";
import { MOUNT_CLASS } from "./definition";
import { REM_VARIABLE, remToVariable } from "./rem";

type Tree = { [key: string]: string | Tree };

/** `[--bulwark-x, value]` for every leaf of the theme contract, in contract order. */
function declarations(tokens: ThemeTokens): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (names: Tree, values: Tree) => {
    for (const [key, name] of Object.entries(names)) {
      const value = values[key];
      if (typeof name === "string") {
        // `vars` leaves read `var(--bulwark-...)`; the bare name is inside.
        const property = /^var\((--[^,)]+)/.exec(name)?.[1];
        if (property && typeof value === "string") out.push([property, value]);
      } else if (value && typeof value === "object") walk(name, value);
    }
  };
  walk(vars as unknown as Tree, tokens as unknown as Tree);
  return out;
}

/** Names of every public `--bulwark-*` variable. */
export function themeVariableNames(): string[] {
  return declarations(lightTheme).map(([name]) => name);
}

const block = (pairs: Array<[string, string]>) => pairs.map(([name, value]) => `${name}:${value};`).join("");

/**
 * The element's own rules, before the widgets' CSS:
 * - `:host` resets every property (`all: initial`) and defines the theme variables and
 *   `--bulwark-rem` (what `1rem` means inside; see rem.ts), so rules the
 *   page sets on the element itself (`bulwark-members { --bulwark-color-primary: teal }`) win over
 *   the defaults, as outer-page rules do over `:host`.
 * - The mount point resets every property again. A page rule such as
 *   `* { color: red !important }` matches the host element and would otherwise be inherited by
 *   everything inside; `all: initial` on the first element inside the shadow root cuts that
 *   inheritance (custom properties excepted, which is what lets the theme variables through).
 * - The provider's theme class inside re-declares every variable; here it inherits them instead,
 *   so the values set on the host (by `:host([theme])` or by the page) are the ones used.
 */
export function hostCss(): string {
  const light = declarations(lightTheme);
  const inherit = light.map(([name]): [string, string] => [name, "inherit"]);
  const rules = [
    `:host{all:initial;display:block;${REM_VARIABLE}:16px;${block(light)}color-scheme:light}`,
    `:host([theme="dark"]){${block(declarations(darkTheme))}color-scheme:dark}`,
    ":host([hidden]){display:none}",
    `.${MOUNT_CLASS}{all:initial;display:block;font-family:var(--bulwark-font-family);` +
      "font-size:var(--bulwark-font-size-medium);line-height:var(--bulwark-font-line-height);" +
      "color:var(--bulwark-color-text);text-align:start;direction:inherit}",
    `.${MOUNT_CLASS}>.bulwark-theme-light,.${MOUNT_CLASS}>.bulwark-theme-dark{${block(inherit)}}`,
  ];
  return remToVariable(rules.join("\n"));
}

let shared: { sheet: CSSStyleSheet; version: number } | undefined;

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  try {
    return (
      "adoptedStyleSheets" in root && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype
    );
  } catch {
    return false;
  }
}

/** The full stylesheet text: the element's rules, then the widgets' compiled CSS. */
export function elementCss(): string {
  return `${hostCss()}\n${collectedCss().text}`;
}

/**
 * Gives `root` the element styles. Every shadow root adopts one shared `CSSStyleSheet` (parsed
 * once per page); without constructable stylesheets a `<style>` element is prepended instead.
 */
export function adoptStyles(root: ShadowRoot): void {
  if (supportsAdoptedSheets(root)) {
    const { version } = collectedCss();
    if (!shared) {
      shared = { sheet: new CSSStyleSheet(), version: -1 };
    }
    if (shared.version !== version) {
      shared.sheet.replaceSync(elementCss());
      shared.version = version;
    }
    if (!root.adoptedStyleSheets.includes(shared.sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared.sheet];
    }
    return;
  }
  if (root.querySelector("style[data-bulwark]")) return;
  const style = root.ownerDocument.createElement("style");
  style.dataset.bulwark = "";
  style.textContent = elementCss();
  root.prepend(style);
}

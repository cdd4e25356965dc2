import i18next, { type i18n } from "i18next";
import { initOptions, type Language } from "./languages";

/**
 * Strings loaded on demand, per language and per screen domain, for the script-tag elements: an
 * element fetches the common strings and its own domain's in its own language only, instead of
 * every string of both languages (see `packages/elements`, "One element = one chunk"). Apps that
 * bundle everything use `createI18n` instead.
 *
 * The keys stay in the one `translation` namespace (screens call `t("inventory.people.title")`);
 * each part is a subtree of it, merged in with `addResourceBundle(..., deep)`.
 */
export const stringParts = [
  "auth",
  "account",
  "organizations",
  // The inventory's strings per screen (locales/<lang>/inventory*.ts): each inventory element
  // fetches its own screen's words, not those of all five.
  "inventoryPeople",
  "inventoryAssets",
  "inventoryAsset",
  "inventoryOverview",
  "inventoryDirectory",
  "shell",
  "notifications",
  "webhooks",
  "learning",
  "nanoLearning",
  "courses",
  "simulations",
  "player",
  "phishingContent",
  "reportButton",
] as const;

/** A domain's strings, loadable on its own. */
export type StringPart = (typeof stringParts)[number];

type Tree = Record<string, unknown>;

/** A part of the strings: `common` (what every element needs) or a domain's. */
type Part = "common" | StringPart;

/**
 * One dynamic import serves every language and part: `locales/<lang>/parts/<part>.ts` exports the
 * part's subtree of `translation` as `strings`. Bundlers (esbuild, Vite) turn the pattern into one
 * chunk per file, so an element fetches only its own language's files of its own parts.
 */
const loadPart = (lang: Language, part: Part): Promise<Tree> =>
  import(`./locales/${lang}/parts/${part}.ts`).then((module: { strings: Tree }) => module.strings);

/** Each part's strings, fetched once per page and language. */
const fetched = new Map<string, Promise<Tree>>();
function fetchPart(lang: Language, part: Part): Promise<Tree> {
  const id = `${lang}:${part}`;
  let pending = fetched.get(id);
  if (!pending) {
    pending = loadPart(lang, part).catch((error: unknown) => {
      fetched.delete(id);
      throw error;
    });
    fetched.set(id, pending);
  }
  return pending;
}

/** A new i18next instance in `lang` holding no strings yet: add them with {@link loadStrings}. */
export function createLazyI18n(lang: Language = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...initOptions(lang), resources: {}, partialBundledLanguages: true });
  return instance;
}

const added = new WeakMap<i18n, Set<string>>();

/** Whether `instance` holds the common strings and those of `parts` in `lang`. */
export function hasStrings(instance: i18n, lang: Language, parts: readonly StringPart[]): boolean {
  const has = added.get(instance);
  return Boolean(has?.has(`${lang}:common`) && parts.every((part) => has.has(`${lang}:${part}`)));
}

/** Adds the common strings and those of `parts` in `lang` to `instance` (fetching what the page lacks). */
export async function loadStrings(instance: i18n, lang: Language, parts: readonly StringPart[]): Promise<void> {
  const wanted = ["common", ...parts] as const;
  const trees = await Promise.all(wanted.map((part) => fetchPart(lang, part)));
  let has = added.get(instance);
  if (!has) {
    has = new Set();
    added.set(instance, has);
  }
  wanted.forEach((part, index) => {
    if (has.has(`${lang}:${part}`)) return;
    instance.addResourceBundle(lang, "translation", trees[index], true, false);
    has.add(`${lang}:${part}`);
  });
}

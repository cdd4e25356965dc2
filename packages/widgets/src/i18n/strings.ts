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
  "inventory",
  "shell",
  "notifications",
  "webhooks",
] as const;

/** A domain's strings, loadable on its own. */
export type StringPart = (typeof stringParts)[number];

type Tree = Record<string, unknown>;
type Loader = () => Promise<Tree>;

// One dynamic import per file, so a bundler makes each its own chunk.
const loaders: Record<Language, Record<"core" | StringPart, Loader>> = {
  en: {
    core: () =>
      Promise.all([
        import("./locales/en/core"),
        import("./locales/en/controls"),
        import("./locales/en/organizationsCommon"),
        import("./locales/en/featureNotEnabled"),
        import("./locales/en/templates"),
        import("./locales/en/security"),
      ]).then(([a, b, c, d, e, f]) => ({
        ...a.core,
        ...b.controls,
        // The page and list templates and the password and two-factor parts every domain shares.
        ...e.templates,
        security: f.security,
        // Words of the parts every domain shares (components/ScreenParts, FeatureNotEnabled), at
        // their place in the tree: the domain's own bundle merges around them.
        organizations: { common: c.organizationsCommon },
        shell: { featureNotEnabled: d.featureNotEnabled },
      })),
    auth: () => import("./locales/en/auth").then((m) => m.authStrings),
    account: () => import("./locales/en/account").then((m) => ({ account: m.account })),
    organizations: () => import("./locales/en/organizations").then((m) => ({ organizations: m.organizations })),
    inventory: () => import("./locales/en/inventory").then((m) => ({ inventory: m.inventory })),
    shell: () => import("./locales/en/shell").then((m) => ({ shell: m.shell })),
    notifications: () => import("./locales/en/notifications").then((m) => ({ notifications: m.notifications })),
    webhooks: () =>
      import("./locales/en/webhooks").then((m) => ({ webhooks: m.webhooks, domainEvents: m.domainEvents })),
  },
  sr: {
    core: () =>
      Promise.all([
        import("./locales/sr/core"),
        import("./locales/sr/controls"),
        import("./locales/sr/organizationsCommon"),
        import("./locales/sr/featureNotEnabled"),
        import("./locales/sr/templates"),
        import("./locales/sr/security"),
      ]).then(([a, b, c, d, e, f]) => ({
        ...a.core,
        ...b.controls,
        // The page and list templates and the password and two-factor parts every domain shares.
        ...e.templates,
        security: f.security,
        // Words of the parts every domain shares (components/ScreenParts, FeatureNotEnabled), at
        // their place in the tree: the domain's own bundle merges around them.
        organizations: { common: c.organizationsCommon },
        shell: { featureNotEnabled: d.featureNotEnabled },
      })),
    auth: () => import("./locales/sr/auth").then((m) => m.authStrings),
    account: () => import("./locales/sr/account").then((m) => ({ account: m.account })),
    organizations: () => import("./locales/sr/organizations").then((m) => ({ organizations: m.organizations })),
    inventory: () => import("./locales/sr/inventory").then((m) => ({ inventory: m.inventory })),
    shell: () => import("./locales/sr/shell").then((m) => ({ shell: m.shell })),
    notifications: () => import("./locales/sr/notifications").then((m) => ({ notifications: m.notifications })),
    webhooks: () =>
      import("./locales/sr/webhooks").then((m) => ({ webhooks: m.webhooks, domainEvents: m.domainEvents })),
  },
};

/** Each part's strings, fetched once per page and language. */
const fetched = new Map<string, Promise<Tree>>();
function fetchPart(lang: Language, part: "core" | StringPart): Promise<Tree> {
  const id = `${lang}:${part}`;
  let pending = fetched.get(id);
  if (!pending) {
    pending = loaders[lang][part]().catch((error: unknown) => {
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
  return Boolean(has?.has(`${lang}:core`) && parts.every((part) => has.has(`${lang}:${part}`)));
}

/** Adds the common strings and those of `parts` in `lang` to `instance` (fetching what the page lacks). */
export async function loadStrings(instance: i18n, lang: Language, parts: readonly StringPart[]): Promise<void> {
  const wanted = ["core", ...parts] as const;
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

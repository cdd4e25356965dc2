import i18next, { type i18n } from "i18next";
import { initOptions, type Language } from "./languages";
import { en } from "./locales/en";
import { sr } from "./locales/sr";

export { isLanguage, type Language, languages } from "./languages";

/** Translation resources by language, in i18next's `{ [lang]: { [namespace]: ... } }` form. */
export const resources = {
  en: { translation: en },
  sr: { translation: sr },
} as const;

/**
 * A new, initialised i18next instance in `lang`.
 *
 * Every embedded element or app gets its own instance, so two widgets on one page can show
 * different languages and changing one never changes the other. The instance is ready on
 * return: the resources are bundled, so nothing loads asynchronously.
 */
export function createI18n(lang: Language = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...initOptions(lang), resources });
  return instance;
}

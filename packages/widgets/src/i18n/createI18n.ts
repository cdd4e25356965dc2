import i18next, { type i18n } from "i18next";
import { en } from "./locales/en";
import { sr } from "./locales/sr";

/** Interface languages. */
export const languages = ["en", "sr"] as const;

/** An interface language: English or Serbian (Latin script). */
export type Language = (typeof languages)[number];

/** Translation resources by language, in i18next's `{ [lang]: { [namespace]: ... } }` form. */
export const resources = {
  en: { translation: en },
  sr: { translation: sr },
} as const;

/** Whether `value` is a supported interface language (useful for parsing a `lang` attribute). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * A new, initialised i18next instance in `lang`.
 *
 * Every embedded element or app gets its own instance, so two widgets on one page can show
 * different languages and changing one never changes the other. The instance is ready on
 * return: the resources are bundled, so nothing loads asynchronously.
 */
export function createI18n(lang: Language = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: "en",
    supportedLngs: languages,
    resources,
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

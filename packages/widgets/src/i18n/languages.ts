/** Interface languages. */
export const languages = ["en", "sr"] as const;

/** An interface language: English or Serbian (Latin script). */
export type Language = (typeof languages)[number];

/** Each language named in itself (an autonym), the same whatever the interface language. */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", sr: "Srpski" };

/** Whether `value` is a supported interface language (useful for parsing a `lang` attribute). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * The i18next options every instance shares: `lang`, English as the fallback, synchronous start
 * (strings are given, bundled or loaded beforehand), no escaping (React escapes text already).
 */
export const initOptions = (lang: Language) =>
  ({
    lng: lang,
    fallbackLng: "en",
    supportedLngs: languages,
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  }) as const;

import { createI18n, type Language } from "@bulwark/widgets";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { en } from "./en";
import { sr } from "./sr";

/** The namespace of the web app's own strings, beside the widgets' `translation`. */
export const NAMESPACE = "webApp";

/**
 * The app's one i18next instance: the widgets' resources plus the app's own namespace. Passed to
 * `BulwarkProvider`, so the top bar's language switch and the `lang` query change one instance.
 */
export function createAppI18n(lang: Language): I18n {
  const instance = createI18n(lang);
  instance.addResourceBundle("en", NAMESPACE, en);
  instance.addResourceBundle("sr", NAMESPACE, sr);
  return instance;
}

/** `t` for the app's own strings. */
export function useAppTranslation() {
  return useTranslation(NAMESPACE);
}

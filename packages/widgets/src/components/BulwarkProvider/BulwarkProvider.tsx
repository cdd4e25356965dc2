import type { i18n as I18n } from "i18next";
import { useState } from "react";
import { createI18n, type Language } from "../../i18n/createI18n";
import { BulwarkRoot, type BulwarkRootProps } from "./BulwarkRoot";

/** Props of {@link BulwarkProvider}: those of {@link BulwarkRoot}, the i18next instance optional. */
export type BulwarkProviderProps = Omit<BulwarkRootProps, "i18n" | "lang"> & {
  /**
   * Interface language. Without `i18n` it defaults to `en`; with `i18n` it is applied to that
   * instance only when given.
   */
  lang?: Language;
  /** An i18next instance to use instead of the provider's own (see `createI18n`). */
  i18n?: I18n;
};

/**
 * Root of every widget tree: provides translations (every string, bundled) and applies a theme
 * class and base typography to a wrapping `<div>`, whose `lang` attribute follows the interface
 * language. Each provider owns its i18next instance unless one is passed, so several widgets on
 * one page keep separate languages.
 */
export function BulwarkProvider({ lang, i18n, ...rest }: BulwarkProviderProps) {
  // Created even when `i18n` is given (it is cheap) so switching between the two never
  // creates an instance per render.
  const [own] = useState(() => createI18n(lang ?? "en"));
  return <BulwarkRoot {...rest} i18n={i18n ?? own} {...(lang ? { lang } : {})} />;
}

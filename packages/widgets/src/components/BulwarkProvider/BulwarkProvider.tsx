import type { i18n as I18n } from "i18next";
import { useLayoutEffect, useState } from "react";
import { createI18n, type Language } from "../../i18n/createI18n";
import { ensureFontFaces } from "../../theme/fonts";
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
 *
 * It also declares the Inter typeface in the document (the web app, Storybook, apps on the npm
 * package). The script-tag elements render through `BulwarkRoot` and do not: they take the host
 * page's font unless the host loads Inter or sets `--bulwark-font-family`, so an embedded widget
 * costs no font download (see the element weight budget).
 */
export function BulwarkProvider({ lang, i18n, ...rest }: BulwarkProviderProps) {
  // Created even when `i18n` is given (it is cheap) so switching between the two never
  // creates an instance per render.
  const [own] = useState(() => createI18n(lang ?? "en"));
  // Before paint, so text never flashes in a fallback that the font then replaces.
  useLayoutEffect(() => ensureFontFaces(), []);
  return <BulwarkRoot {...rest} i18n={i18n ?? own} {...(lang ? { lang } : {})} />;
}

import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { BulwarkRuntime } from "../../data/runtime";
import { type Navigate, SessionProvider } from "../../data/session";
import { createI18n, type Language } from "../../i18n/createI18n";
import { ensureFontFaces } from "../../theme/fonts";
import { themeClass } from "../../theme/theme.css";
import type { ThemeName } from "../../theme/tokens";
import { root } from "./BulwarkProvider.css";

/** Props of {@link BulwarkProvider}. */
export interface BulwarkProviderProps {
  /**
   * Interface language. Without `i18n` it defaults to `en`; with `i18n` it is applied to that
   * instance only when given.
   */
  lang?: Language;
  /** An i18next instance to use instead of the provider's own (see `createI18n`). */
  i18n?: I18n;
  /** Theme whose CSS variables apply inside the provider. Defaults to `light`. */
  theme?: ThemeName;
  /** Extra class names on the root element. */
  className?: string;
  /**
   * The shared API client, query cache and event channel (`createBulwarkRuntime`). Without it
   * only presentational components work; screens that load data need it.
   */
  runtime?: BulwarkRuntime;
  /** How a widget's links navigate; defaults to a full page load (`location.assign`). */
  navigate?: Navigate;
  /** The organisation to make active, if the user belongs to it (e.g. the `organizationId` query). */
  tenantId?: string | null;
  children?: ReactNode;
}

const assign: Navigate = (to) => {
  globalThis.location?.assign(to);
};

/**
 * Root of every widget tree: provides translations and applies a theme class and base
 * typography to a wrapping `<div>`, whose `lang` attribute follows the interface language.
 * Each provider owns its i18next instance unless one is passed, so several widgets on one page
 * keep separate languages.
 */
export function BulwarkProvider({
  lang,
  i18n,
  theme = "light",
  className,
  runtime,
  navigate = assign,
  tenantId,
  children,
}: BulwarkProviderProps) {
  // Created even when `i18n` is given (it is cheap) so switching between the two never
  // creates an instance per render.
  const [own] = useState(() => createI18n(lang ?? "en"));
  const instance = i18n ?? own;

  useEffect(() => {
    if (lang && instance.language !== lang) void instance.changeLanguage(lang);
  }, [instance, lang]);

  return (
    <I18nextProvider i18n={instance}>
      <Root className={[themeClass[theme], root, className].filter(Boolean).join(" ")}>
        {runtime ? (
          <SessionProvider runtime={runtime} navigate={navigate} tenantId={tenantId}>
            {children}
          </SessionProvider>
        ) : (
          children
        )}
      </Root>
    </I18nextProvider>
  );
}

function Root({ className, children }: { className: string; children?: ReactNode }) {
  // Reads the language through the hook so the attribute updates on `languageChanged`.
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The typeface is declared in the document that holds the tree (a custom element's host page
  // included: @font-face does not work inside a shadow root). Before paint, so text never
  // flashes in a fallback that the font then replaces.
  useLayoutEffect(() => ensureFontFaces(ref.current?.ownerDocument), []);
  return (
    <div ref={ref} className={className} lang={i18n.language}>
      {children}
    </div>
  );
}

import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { BulwarkRuntime } from "../../data/runtime";
import { type Navigate, SessionProvider } from "../../data/session";
import type { Language } from "../../i18n/languages";
import { themeClass } from "../../theme/theme.css";
import type { ThemeName } from "../../theme/tokens";
import { root } from "./BulwarkProvider.css";

/** Props of {@link BulwarkRoot}: those of `BulwarkProvider`, with the i18next instance required. */
export interface BulwarkRootProps {
  /** The interface language, applied to `i18n` when given. */
  lang?: Language;
  /** The i18next instance holding the strings (see `createI18n`, or `createLazyI18n` + `loadStrings`). */
  i18n: I18n;
  /** Theme whose CSS variables apply inside the provider. Defaults to `light`. */
  theme?: ThemeName;
  /** Extra class names on the root element. */
  className?: string;
  /** The shared API client, query client and event channel (`createBulwarkRuntime`). */
  runtime?: BulwarkRuntime;
  /** How a widget's links navigate; defaults to a full page load (`location.assign`). */
  navigate?: Navigate;
  /** The organisation to make active, if the user belongs to it. */
  tenantId?: string | null;
  children?: ReactNode;
}

const assign: Navigate = (to) => {
  globalThis.location?.assign(to);
};

/**
 * `BulwarkProvider` without bundled strings: the root the script-tag elements use, which load
 * their strings per language and per screen (`i18n/strings.ts`) instead of bundling them all.
 */
export function BulwarkRoot({
  lang,
  i18n,
  theme = "light",
  className,
  runtime,
  navigate = assign,
  tenantId,
  children,
}: BulwarkRootProps) {
  useEffect(() => {
    if (lang && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  return (
    <I18nextProvider i18n={i18n}>
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
  return (
    <div className={className} lang={i18n.language}>
      {children}
    </div>
  );
}

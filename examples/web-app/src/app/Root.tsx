import { BulwarkProvider, type Language, type ThemeName, themeClass } from "@bulwark/widgets";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { createAppI18n } from "../i18n";
import { page } from "./app.css";
import { initialLanguage, initialTheme, saveLanguage, saveTheme } from "./preferences";
import { runtime } from "./runtime";

interface Preferences {
  lang: Language;
  setLang(lang: Language): void;
  theme: ThemeName;
  setTheme(theme: ThemeName): void;
}

const SWITCHING_PATH = "/organizations/switching-organization";

const PreferencesContext = createContext<Preferences | undefined>(undefined);

/** The interface language and theme, and their setters (both remembered in localStorage). */
export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferences needs the app's Root above it");
  return value;
}

/**
 * The root of every route: one `BulwarkProvider` around the whole app with the router's
 * navigate, the requested organisation, the language and the theme.
 */
export function Root() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();

  const queryLang = params.get("lang");
  const [lang, setLangState] = useState<Language>(() => initialLanguage(queryLang));
  const [i18n] = useState(() => createAppI18n(lang));
  const setLang = useCallback((next: Language) => {
    setLangState(next);
    saveLanguage(next);
  }, []);
  useEffect(() => {
    const query = initialLanguage(queryLang);
    if (queryLang && query === queryLang) setLang(query);
  }, [queryLang, setLang]);
  useEffect(() => {
    // The top bar's En/Sr switch changes the shared instance: follow it and remember it.
    const onChange = (next: string) => {
      if (next === "en" || next === "sr") setLang(next);
    };
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, [i18n, setLang]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const [theme, setThemeState] = useState<ThemeName>(initialTheme);
  const setTheme = useCallback((next: ThemeName) => {
    setThemeState(next);
    saveTheme(next);
  }, []);
  useEffect(() => {
    // The page behind the app (overscroll, scrollbars) follows the theme too.
    document.body.classList.remove(themeClass.light, themeClass.dark);
    document.body.classList.add(themeClass[theme]);
  }, [theme]);

  // `organizationId` in the query asks for an organisation. It stays requested after the query is
  // gone (links inside the app drop it) until the user switches or signs out. The switching page
  // reads it itself, to make the choice the saved one.
  const queryTenant = pathname === SWITCHING_PATH ? null : params.get("organizationId");
  const [requestedTenant, setRequestedTenant] = useState<string | null>(queryTenant);
  useEffect(() => {
    if (queryTenant) setRequestedTenant(queryTenant);
  }, [queryTenant]);
  useEffect(() => {
    const offSignedOut = runtime.on("signed-out", () => setRequestedTenant(null));
    const offSwitch = runtime.on("tenant-change", () => setRequestedTenant(null));
    return () => {
      offSignedOut();
      offSwitch();
    };
  }, []);

  const routerNavigate = useCallback(
    (to: string) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(to)) window.location.assign(to);
      else void navigate(to);
    },
    [navigate],
  );

  const preferences = useMemo(() => ({ lang, setLang, theme, setTheme }), [lang, setLang, theme, setTheme]);
  return (
    <BulwarkProvider
      runtime={runtime}
      navigate={routerNavigate}
      tenantId={requestedTenant}
      lang={lang}
      i18n={i18n}
      theme={theme}
      className={page}
    >
      <PreferencesContext.Provider value={preferences}>
        <Outlet />
      </PreferencesContext.Provider>
    </BulwarkProvider>
  );
}

import { isLanguage, isThemeName, type Language, type ThemeName } from "@bulwark/widgets";

const LANG_KEY = "bulwark:lang";
const THEME_KEY = "bulwark:theme";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private modes); the choice then lasts the page.
  }
}

/** The interface language: the `lang` query wins, then the remembered choice, then the browser's, then English. */
export function initialLanguage(query: string | null): Language {
  if (isLanguage(query)) return query;
  const saved = read(LANG_KEY);
  if (isLanguage(saved)) return saved;
  const browser = window.navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : "en";
}

export function saveLanguage(lang: Language): void {
  write(LANG_KEY, lang);
}

/** The theme: the remembered choice, else the system's preference. */
export function initialTheme(): ThemeName {
  const saved = read(THEME_KEY);
  if (isThemeName(saved)) return saved;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function saveTheme(theme: ThemeName): void {
  write(THEME_KEY, theme);
}

/**
 * A `from` target that is safe to navigate to: a path on this site (not `//host`, not a URL),
 * else the dashboard.
 */
export function safeTarget(from: string | null | undefined): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/";
  return from;
}

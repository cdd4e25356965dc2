import { createGlobalTheme, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css";
import { darkTheme, lightTheme, type ThemeName } from "./tokens";

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract. Its CSS variables are public and stable (`--bulwark-color-primary`,
 * `--bulwark-space-3`, ...): host pages restyle widgets by setting them, so renaming one is a
 * breaking change. Styles use `vars.color.primary` etc., never literal colours.
 */
export const vars = createGlobalThemeContract(lightTheme, (_value, path) => `bulwark-${path.map(kebab).join("-")}`);

/**
 * Class names that set every contract variable for a theme. They are global (not hashed) so a
 * host page or a custom element can apply them by name.
 */
export const themeClass: Readonly<Record<ThemeName, string>> = {
  light: "bulwark-theme-light",
  dark: "bulwark-theme-dark",
};

createGlobalTheme(`.${themeClass.light}`, vars, lightTheme);
createGlobalTheme(`.${themeClass.dark}`, vars, darkTheme);

// Native controls (scrollbars, date pickers, checkboxes) follow the theme too.
globalStyle(`.${themeClass.light}`, { colorScheme: "light" });
globalStyle(`.${themeClass.dark}`, { colorScheme: "dark" });

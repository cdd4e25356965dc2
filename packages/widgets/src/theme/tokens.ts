/**
 * Raw theme values. The theme contract (`vars`) is generated from the shape of
 * {@link lightTheme}, so every theme must provide exactly the same leaves.
 */

/** Turns every string leaf of a token tree into `string`, keeping the tree's shape. */
export type TokenShape<T> = { [K in keyof T]: T[K] extends string ? string : TokenShape<T[K]> };

/**
 * Values of the light theme. Each leaf becomes a public CSS variable named
 * `--bulwark-<path in kebab-case>`, e.g. `color.score.veryLow` is `--bulwark-color-score-very-low`.
 */
export const lightTheme = {
  color: {
    /** `--bulwark-color-primary`: buttons, links, focus rings. */
    primary: "#1f5eff",
    /** `--bulwark-color-primary-hover` */
    primaryHover: "#1749cc",
    /** `--bulwark-color-on-primary`: text drawn on the primary colour. */
    onPrimary: "#ffffff",
    /** `--bulwark-color-text` */
    text: "#1b1f29",
    /** `--bulwark-color-text-muted`: hints, secondary labels. */
    textMuted: "#545d6e",
    /** `--bulwark-color-surface`: background of cards, dialogs, inputs. */
    surface: "#ffffff",
    /** `--bulwark-color-surface-muted`: page background, secondary buttons. */
    surfaceMuted: "#f2f4f8",
    /** `--bulwark-color-border` */
    border: "#c9d0dc",
    /** `--bulwark-color-focus`: focus outline. */
    focus: "#1f5eff",
    /** `--bulwark-color-danger`: errors and destructive actions. */
    danger: "#c8281c",
    /** `--bulwark-color-danger-hover` */
    dangerHover: "#a32017",
    /** `--bulwark-color-on-danger` */
    onDanger: "#ffffff",
    /** `--bulwark-color-danger-surface`: background of error banners. */
    dangerSurface: "#fdecea",
    /** `--bulwark-color-success` */
    success: "#12805c",
    /** `--bulwark-color-overlay`: backdrop behind modal dialogs. */
    overlay: "rgba(15, 18, 25, 0.5)",
    /**
     * The application shell's left sidebar, dark in both themes (`--bulwark-color-sidebar-*`).
     * `activeBackground` marks the current page; `hover` is the pointer highlight.
     */
    sidebar: {
      /** `--bulwark-color-sidebar-background` */
      background: "#141a2b",
      /** `--bulwark-color-sidebar-text` */
      text: "#e3e8f2",
      /** `--bulwark-color-sidebar-text-muted`: group headings. */
      textMuted: "#9aa5bb",
      /** `--bulwark-color-sidebar-hover` */
      hover: "#222b42",
      /** `--bulwark-color-sidebar-active-background` */
      activeBackground: "#1f5eff",
      /** `--bulwark-color-sidebar-active-text` */
      activeText: "#ffffff",
    },
    /** Score-category colours, following the gauge's stops (red, orange, amber, yellow, teal). */
    score: {
      /** `--bulwark-color-score-very-low` (0–25) */
      veryLow: "#d92d20",
      /** `--bulwark-color-score-low` (26–50) */
      low: "#f97316",
      /** `--bulwark-color-score-medium` (51–75) */
      medium: "#f59e0b",
      /** `--bulwark-color-score-high` (76–95) */
      high: "#eab308",
      /** `--bulwark-color-score-very-high` (96–100) */
      veryHigh: "#14b8a6",
    },
  },
  font: {
    /** `--bulwark-font-family` */
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: {
      /** `--bulwark-font-size-small` */
      small: "0.875rem",
      /** `--bulwark-font-size-medium` */
      medium: "1rem",
      /** `--bulwark-font-size-large` */
      large: "1.25rem",
    },
    weight: {
      /** `--bulwark-font-weight-regular` */
      regular: "400",
      /** `--bulwark-font-weight-bold` */
      bold: "600",
    },
    /** `--bulwark-font-line-height` */
    lineHeight: "1.5",
  },
  /** Spacing scale, `--bulwark-space-1` (smallest) to `--bulwark-space-6` (largest). */
  space: {
    "1": "4px",
    "2": "8px",
    "3": "12px",
    "4": "16px",
    "5": "24px",
    "6": "32px",
  },
  /** `--bulwark-radius`: corner radius of controls and surfaces. */
  radius: "6px",
  /** `--bulwark-shadow`: elevation of dialogs and toasts. */
  shadow: "0 8px 24px rgba(15, 18, 25, 0.16)",
};

/** The shape every theme must fill: the same leaves as {@link lightTheme}, any string values. */
export type ThemeTokens = TokenShape<typeof lightTheme>;

/** Values of the dark theme. */
export const darkTheme: ThemeTokens = {
  color: {
    primary: "#7aa2ff",
    primaryHover: "#a3c0ff",
    onPrimary: "#0b1020",
    text: "#e6e9ef",
    textMuted: "#a3acbd",
    surface: "#171c26",
    surfaceMuted: "#0f131a",
    border: "#3a4456",
    focus: "#7aa2ff",
    danger: "#ff8a80",
    dangerHover: "#ffb3ac",
    onDanger: "#1b0b0a",
    dangerSurface: "#3a1714",
    success: "#4cc79a",
    overlay: "rgba(0, 0, 0, 0.65)",
    sidebar: {
      background: "#0a0d14",
      text: "#dfe4ee",
      textMuted: "#8d97aa",
      hover: "#1a2130",
      activeBackground: "#7aa2ff",
      activeText: "#0b1020",
    },
    score: {
      veryLow: "#f97066",
      low: "#fb923c",
      medium: "#fbbf24",
      high: "#facc15",
      veryHigh: "#2dd4bf",
    },
  },
  font: lightTheme.font,
  space: lightTheme.space,
  radius: lightTheme.radius,
  shadow: "0 8px 24px rgba(0, 0, 0, 0.5)",
};

/** Names of the built-in themes. */
export type ThemeName = "light" | "dark";

/** Raw values of the built-in themes, by name. */
export const themes: Readonly<Record<ThemeName, ThemeTokens>> = { light: lightTheme, dark: darkTheme };

/** Whether `value` names a built-in theme (useful for parsing a `theme` attribute). */
export function isThemeName(value: unknown): value is ThemeName {
  return value === "light" || value === "dark";
}

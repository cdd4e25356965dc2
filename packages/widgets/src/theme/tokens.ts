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
    /**
     * `--bulwark-color-primary`: the brand colour, "Bulwark violet" — buttons, links, focus rings,
     * the current page. A blue-violet rather than stock blue: it reads as trustworthy (cool,
     * saturated, dark enough for white text at 6.5:1) without looking like every other dashboard.
     */
    primary: "#5b3de6",
    /** `--bulwark-color-primary-hover` */
    primaryHover: "#4a2fcc",
    /** `--bulwark-color-on-primary`: text drawn on the primary colour. */
    onPrimary: "#ffffff",
    /** `--bulwark-color-primary-surface`: a quiet brand tint (selected rows, active chips, highlights). */
    primarySurface: "#f1eeff",
    /** `--bulwark-color-primary-border`: the border of brand-tinted surfaces. */
    primaryBorder: "#cfc6ff",
    /** `--bulwark-color-text` */
    text: "#18171f",
    /** `--bulwark-color-text-muted`: hints, secondary labels (5.9:1 on white). */
    textMuted: "#5e5f6b",
    /** `--bulwark-color-text-subtle`: placeholders and disabled text; never for information on its own. */
    textSubtle: "#8b8c98",
    /** `--bulwark-color-surface`: background of cards, dialogs, inputs. */
    surface: "#ffffff",
    /** `--bulwark-color-surface-muted`: page background, secondary buttons. */
    surfaceMuted: "#f7f7fa",
    /** `--bulwark-color-surface-hover`: the pointer highlight on rows and plain buttons. */
    surfaceHover: "#f1f1f6",
    /** `--bulwark-color-surface-sunken`: table headers, code, wells inside a card. */
    surfaceSunken: "#f4f4f8",
    /** `--bulwark-color-border`: controls' borders (inputs, selects, secondary buttons). */
    border: "#d3d4de",
    /** `--bulwark-color-border-subtle`: dividers and card outlines, which need not stand out. */
    borderSubtle: "#e7e7ee",
    /** `--bulwark-color-border-strong`: a control's border on hover; 3.3:1 on white. */
    borderStrong: "#8b8d98",
    /** `--bulwark-color-focus`: focus outline. */
    focus: "#5b3de6",
    /** `--bulwark-color-danger`: errors and destructive actions. */
    danger: "#c8281c",
    /** `--bulwark-color-danger-hover` */
    dangerHover: "#a32017",
    /** `--bulwark-color-on-danger` */
    onDanger: "#ffffff",
    /** `--bulwark-color-danger-surface`: background of error banners. */
    dangerSurface: "#fdecea",
    /** `--bulwark-color-success`: confirmations, verified, passed. */
    success: "#0f7a52",
    /** `--bulwark-color-success-surface` */
    successSurface: "#e6f6ee",
    /** `--bulwark-color-warning`: needs attention soon (text-safe amber, 4.8:1 on white). */
    warning: "#b4580a",
    /** `--bulwark-color-warning-surface` */
    warningSurface: "#fff4e0",
    /** `--bulwark-color-info`: neutral news. */
    info: "#2563c9",
    /** `--bulwark-color-info-surface` */
    infoSurface: "#e9f1ff",
    /** `--bulwark-color-overlay`: backdrop behind modal dialogs. */
    overlay: "rgba(16, 14, 30, 0.48)",
    /** `--bulwark-color-skeleton`: the grey shapes of skeleton rows shown while a list loads. */
    skeleton: "#ececf2",
    /**
     * The application shell's left sidebar, dark in both themes (`--bulwark-color-sidebar-*`).
     * `activeBackground` marks the current page; `hover` is the pointer highlight.
     */
    sidebar: {
      /** `--bulwark-color-sidebar-background` */
      background: "#14121f",
      /** `--bulwark-color-sidebar-text` */
      text: "#e4e2f0",
      /** `--bulwark-color-sidebar-text-muted`: group headings. */
      textMuted: "#9d9ab3",
      /** `--bulwark-color-sidebar-hover` */
      hover: "#221f33",
      /** `--bulwark-color-sidebar-active-background` */
      activeBackground: "#2f2755",
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
    /**
     * Categorical chart series (`--bulwark-color-chart-1` … `-6`), in the order series take them.
     * Neighbours differ in lightness as well as hue, so they stay apart for colour-blind readers;
     * charts still label every series in text.
     */
    chart: {
      "1": "#5b3de6",
      "2": "#0f9d8a",
      "3": "#e0820b",
      "4": "#d6457a",
      "5": "#3b82f6",
      "6": "#8b8d98",
    },
  },
  font: {
    /** `--bulwark-font-family`: Inter (variable, self-hosted), then the system stack while it loads. */
    family:
      '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** `--bulwark-font-family-mono`: keys, codes, record values. */
    familyMono: 'ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, monospace',
    /** Type scale; `medium` is body text (14 px, a dense product UI's body size). */
    size: {
      /** `--bulwark-font-size-xsmall`: badges, table headers (12 px). */
      xsmall: "0.75rem",
      /** `--bulwark-font-size-small`: secondary text, table cells (13 px). */
      small: "0.8125rem",
      /** `--bulwark-font-size-medium`: body (14 px). */
      medium: "0.875rem",
      /** `--bulwark-font-size-large`: card and section titles (16 px). */
      large: "1rem",
      /** `--bulwark-font-size-xlarge`: page titles (22 px). */
      xlarge: "1.375rem",
      /** `--bulwark-font-size-display`: key figures (30 px). */
      display: "1.875rem",
    },
    weight: {
      /** `--bulwark-font-weight-regular` */
      regular: "400",
      /** `--bulwark-font-weight-medium`: labels, table headers, buttons. */
      medium: "500",
      /** `--bulwark-font-weight-bold`: titles. */
      bold: "600",
    },
    /** `--bulwark-font-line-height`: body text. */
    lineHeight: "1.5",
    /** `--bulwark-font-line-height-tight`: titles and figures. */
    lineHeightTight: "1.25",
    /** `--bulwark-font-letter-spacing-tight`: titles 20 px and up, as Inter is set for display. */
    letterSpacingTight: "-0.011em",
  },
  /** Spacing scale on a 4 px grid, `--bulwark-space-1` (4 px) to `--bulwark-space-8` (64 px). */
  space: {
    "1": "4px",
    "2": "8px",
    "3": "12px",
    "4": "16px",
    "5": "24px",
    "6": "32px",
    "7": "48px",
    "8": "64px",
  },
  /** `--bulwark-radius`: corner radius of controls (inputs, buttons). */
  radius: "6px",
  /** `--bulwark-radius-small`: chips inside controls, checkboxes, skeleton bars. */
  radiusSmall: "4px",
  /** `--bulwark-radius-large`: cards, dialogs, popovers. */
  radiusLarge: "10px",
  /** `--bulwark-radius-full`: pills, avatars. */
  radiusFull: "999px",
  /** `--bulwark-shadow`: elevation 3 — dialogs and toasts. */
  shadow: "0 12px 32px -4px rgba(20, 16, 48, 0.18), 0 2px 6px rgba(20, 16, 48, 0.08)",
  /** `--bulwark-shadow-small`: elevation 1 — cards that lift slightly from the page. */
  shadowSmall: "0 1px 2px rgba(20, 16, 48, 0.06)",
  /** `--bulwark-shadow-medium`: elevation 2 — menus, popovers, sticky headers. */
  shadowMedium: "0 6px 16px -2px rgba(20, 16, 48, 0.14), 0 1px 3px rgba(20, 16, 48, 0.08)",
  /** Motion: short, functional, and off for `prefers-reduced-motion` (`--bulwark-motion-*`). */
  motion: {
    /** `--bulwark-motion-duration-fast`: hovers, presses. */
    durationFast: "120ms",
    /** `--bulwark-motion-duration-medium`: popovers, toasts, drawers. */
    durationMedium: "200ms",
    /** `--bulwark-motion-duration-slow`: page-level transitions, chart entry. */
    durationSlow: "320ms",
    /** `--bulwark-motion-easing-standard`: things that move within the page. */
    easingStandard: "cubic-bezier(0.2, 0, 0, 1)",
    /** `--bulwark-motion-easing-exit`: things that leave. */
    easingExit: "cubic-bezier(0.4, 0, 1, 1)",
  },
};

/** The shape every theme must fill: the same leaves as {@link lightTheme}, any string values. */
export type ThemeTokens = TokenShape<typeof lightTheme>;

/** Values of the dark theme. */
export const darkTheme: ThemeTokens = {
  color: {
    primary: "#a99bff",
    primaryHover: "#c3b9ff",
    onPrimary: "#140d33",
    primarySurface: "#262044",
    primaryBorder: "#4a3f85",
    text: "#ecebf3",
    textMuted: "#a5a3b8",
    textSubtle: "#77758c",
    surface: "#1b1a26",
    surfaceMuted: "#12111a",
    surfaceHover: "#25232f",
    surfaceSunken: "#16151f",
    border: "#3b3949",
    borderSubtle: "#2a2936",
    borderStrong: "#6c6a80",
    focus: "#a99bff",
    danger: "#ff8a80",
    dangerHover: "#ffb3ac",
    onDanger: "#1b0b0a",
    dangerSurface: "#3a1714",
    success: "#4cc79a",
    successSurface: "#12291f",
    warning: "#f2b14d",
    warningSurface: "#33240c",
    info: "#7db0ff",
    infoSurface: "#15233d",
    overlay: "rgba(0, 0, 0, 0.65)",
    skeleton: "#2a2936",
    sidebar: {
      background: "#0d0c14",
      text: "#e1dfee",
      textMuted: "#8e8ba5",
      hover: "#1c1a28",
      activeBackground: "#2f2755",
      activeText: "#ffffff",
    },
    score: {
      veryLow: "#f97066",
      low: "#fb923c",
      medium: "#fbbf24",
      high: "#facc15",
      veryHigh: "#2dd4bf",
    },
    chart: {
      "1": "#a99bff",
      "2": "#2dd4bf",
      "3": "#fbbf24",
      "4": "#f472b6",
      "5": "#7db0ff",
      "6": "#a5a3b8",
    },
  },
  font: lightTheme.font,
  space: lightTheme.space,
  radius: lightTheme.radius,
  radiusSmall: lightTheme.radiusSmall,
  radiusLarge: lightTheme.radiusLarge,
  radiusFull: lightTheme.radiusFull,
  shadow: "0 12px 32px -4px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)",
  shadowSmall: "0 1px 2px rgba(0, 0, 0, 0.4)",
  shadowMedium: "0 6px 16px -2px rgba(0, 0, 0, 0.55), 0 1px 3px rgba(0, 0, 0, 0.4)",
  motion: lightTheme.motion,
};

/** Names of the built-in themes. */
export type ThemeName = "light" | "dark";

/** Raw values of the built-in themes, by name. */
export const themes: Readonly<Record<ThemeName, ThemeTokens>> = { light: lightTheme, dark: darkTheme };

/** Whether `value` names a built-in theme (useful for parsing a `theme` attribute). */
export function isThemeName(value: unknown): value is ThemeName {
  return value === "light" || value === "dark";
}

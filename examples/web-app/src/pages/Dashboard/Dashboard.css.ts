import { vars } from "@bulwark/widgets";
import { style } from "@vanilla-extract/css";

export const titleRow = style({ display: "inline-flex", alignItems: "center", gap: vars.space[3], flexWrap: "wrap" });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radiusFull,
  background: vars.color.primarySurface,
  border: `1px solid ${vars.color.primaryBorder}`,
  color: vars.color.primary,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.08em",
});

export const primaryLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 36,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.primaryHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Two columns on wide screens (checklist | score), one on narrow ones. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  alignItems: "start",
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/** Two charts side by side, the trend under them across both; one column on phones. */
export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const wideCard = style({ gridColumn: "1 / -1" });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 170px), 1fr))",
  gap: vars.space[4],
  margin: 0,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radiusLarge,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
  margin: 0,
  minWidth: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, margin: 0 });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacingTight,
  fontVariantNumeric: "tabular-nums",
});

export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 160px), 1fr))",
  gap: vars.space[3],
  margin: 0,
});

export const total = style({ display: "flex", flexDirection: "column", gap: 2 });

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const score = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

/** The "no score" alert: a warning in words and an icon-free accent, never colour alone. */
export const warning = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const warningTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const progressRow = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const progress = style({
  flex: 1,
  height: 8,
  appearance: "none",
  border: 0,
  borderRadius: vars.radiusFull,
  overflow: "hidden",
  background: vars.color.surfaceSunken,
  accentColor: vars.color.primary,
  selectors: {
    "&::-webkit-progress-bar": { background: vars.color.surfaceSunken, borderRadius: vars.radiusFull },
    "&::-webkit-progress-value": { background: vars.color.primary, borderRadius: vars.radiusFull },
    "&::-moz-progress-bar": { background: vars.color.primary, borderRadius: vars.radiusFull },
  },
});

export const steps = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const step = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[2]} 0`,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  selectors: { "&:first-child": { borderBlockStart: 0 } },
});

export const check = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: 20,
  height: 20,
  marginBlockStart: 1,
  borderRadius: vars.radiusFull,
  border: `1.5px solid ${vars.color.borderStrong}`,
  fontSize: 12,
  fontWeight: vars.font.weight.bold,
});

export const checkDone = style([
  check,
  { borderColor: vars.color.success, background: vars.color.success, color: vars.color.surface },
]);

export const stepText = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const stepLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const stepDone = style({ color: vars.color.textMuted, textDecoration: "line-through" });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

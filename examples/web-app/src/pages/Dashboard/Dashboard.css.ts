import { vars } from "@bulwark/widgets";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const header = style({ display: "flex", alignItems: "center", gap: vars.space[3], flexWrap: "wrap" });

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.08em",
});

export const notice = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  flexWrap: "wrap",
  padding: vars.space[4],
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  margin: 0,
});

export const warning = style([notice, { borderLeftColor: vars.color.score.medium, justifyContent: "flex-start" }]);

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
  gap: vars.space[4],
  alignItems: "start",
  margin: 0,
  padding: 0,
});

globalStyle(`${grid} dd, ${grid} dt`, { margin: 0 });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const wide = style({ gridColumn: "1 / -1" });

export const double = style({ gridColumn: "span 2" });

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const value = style({ margin: 0, fontSize: "1.75rem", fontWeight: vars.font.weight.bold, lineHeight: 1.2 });

export const category = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.font.size.small,
});

const swatchBase = style({ width: 12, height: 12, borderRadius: 3, flex: "none" });

/** The category's colour beside its name (the name carries the meaning; the colour repeats it). */
export const swatch = styleVariants({
  VeryLow: [swatchBase, { background: vars.color.score.veryLow }],
  Low: [swatchBase, { background: vars.color.score.low }],
  Medium: [swatchBase, { background: vars.color.score.medium }],
  High: [swatchBase, { background: vars.color.score.high }],
  VeryHigh: [swatchBase, { background: vars.color.score.veryHigh }],
});

export const meter = style({
  height: 8,
  borderRadius: 4,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});

export const meterFill = styleVariants({
  VeryLow: { height: "100%", background: vars.color.score.veryLow },
  Low: { height: "100%", background: vars.color.score.low },
  Medium: { height: "100%", background: vars.color.score.medium },
  High: { height: "100%", background: vars.color.score.high },
  VeryHigh: { height: "100%", background: vars.color.score.veryHigh },
});

export const totals = style({
  display: "grid",
  alignItems: "start",
  gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
  gap: vars.space[3],
  margin: 0,
});

export const total = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

globalStyle(`${totals} dd, ${totals} dt`, { margin: 0 });

export const totalValue = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const org = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const orgName = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const link = style({
  color: vars.color.primary,
  fontSize: vars.font.size.small,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const features = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], margin: 0, padding: 0 });

export const feature = style({
  listStyle: "none",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

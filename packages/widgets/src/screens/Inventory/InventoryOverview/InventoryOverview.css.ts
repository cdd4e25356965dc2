import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** People summary and the assets slot side by side, stacked on narrow screens. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
  gap: vars.space[4],
  alignItems: "start",
});

export const peopleCard = style({ minWidth: 0 });

export const assetsCard = style({ minWidth: 0 });

export const assetsSlot = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: vars.space[3],
  margin: 0,
});

export const stat = style({ display: "flex", flexDirection: "column-reverse", gap: vars.space[1] });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const statValue = style({ margin: 0, fontSize: "1.75rem", fontWeight: vars.font.weight.bold, lineHeight: 1.2 });

export const distribution = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const subheading = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const bar = style({
  display: "flex",
  height: 14,
  overflow: "hidden",
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  gap: 2,
});

const segment = style({ flexBasis: 0, minWidth: 4 });

export const segments = styleVariants({
  VeryLow: [segment, { background: vars.color.score.veryLow }],
  Low: [segment, { background: vars.color.score.low }],
  Medium: [segment, { background: vars.color.score.medium }],
  High: [segment, { background: vars.color.score.high }],
  VeryHigh: [segment, { background: vars.color.score.veryHigh }],
});

export const legend = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space[2] });

const swatch = style({
  width: 12,
  height: 12,
  borderRadius: 3,
  flex: "none",
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const swatches = styleVariants({
  VeryLow: [swatch, { background: vars.color.score.veryLow }],
  Low: [swatch, { background: vars.color.score.low }],
  Medium: [swatch, { background: vars.color.score.medium }],
  High: [swatch, { background: vars.color.score.high }],
  VeryHigh: [swatch, { background: vars.color.score.veryHigh }],
});

export const swatchNone = style([swatch, { background: vars.color.surfaceMuted }]);

export const legendLink = style({ flex: 1 });

export const legendLabel = style({ flex: 1 });

export const legendCount = style({
  fontVariantNumeric: "tabular-nums",
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
});

export const muted = style({ color: vars.color.textMuted });

export const smallButton = style({ minHeight: 32, padding: `${vars.space[1]} ${vars.space[3]}` });

/** The two bar charts side by side, the trend under them across both; one column when narrow. */
export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
  gap: vars.space[4],
});

export const chartCard = style({ minWidth: 0 });

export const wideChartCard = style({ minWidth: 0, gridColumn: "1 / -1" });

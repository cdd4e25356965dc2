import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const figure = style({ display: "flex", flexDirection: "column", gap: vars.space[3], margin: 0, minWidth: 0 });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const caption = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const toggle = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  height: 28,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, borderColor: vars.color.borderStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const plot = style({ position: "relative", minWidth: 0, width: "100%" });

export const svg = style({ display: "block", overflow: "visible", fontFamily: "inherit" });

export const axisText = style({ fill: vars.color.textMuted, fontSize: 11, fontVariantNumeric: "tabular-nums" });

export const labelText = style({ fill: vars.color.text, fontSize: 12 });

export const valueText = style({
  fill: vars.color.text,
  fontSize: 12,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: "tabular-nums",
});

export const gridLine = style({ stroke: vars.color.borderSubtle, strokeWidth: 1 });

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.small,
});

export const legendColumn = style([legend, { flexDirection: "column", flexWrap: "nowrap", gap: vars.space[2] }]);

export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space[2], minWidth: 0 });

export const legendLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const legendValue = style({
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const swatch = style({ flex: "none", width: 10, height: 10, borderRadius: 3 });

export const donutLayout = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  gap: vars.space[5],
  "@media": { "screen and (max-width: 400px)": { gridTemplateColumns: "1fr", justifyItems: "center" } },
});

export const center = style({
  fill: vars.color.text,
  fontSize: 22,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const centerSmall = style({ fill: vars.color.textMuted, fontSize: 11 });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.font.size.small,
  fontVariantNumeric: "tabular-nums",
});

export const th = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  textAlign: "start",
});

export const td = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const num = style({ textAlign: "end" });

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.5 }, "100%": { opacity: 1 } });

export const placeholder = style({
  width: "100%",
  borderRadius: vars.radius,
  background: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const empty = style({
  display: "grid",
  placeItems: "center",
  minHeight: 120,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
});

export const gaugeCategory = style({
  // The figure spaces its parts by space-3; the category sits space-1 under its gauge, as one piece.
  margin: `calc(${vars.space[1]} - ${vars.space[3]}) 0 0`,
  textAlign: "center",
  fontWeight: vars.font.weight.bold,
});

export const gaugeWrap = style({ display: "flex", justifyContent: "center" });

import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const badge = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  // In a narrow column the category goes under the number instead of widening the table.
  columnGap: vars.space[2],
});

/** The category's colour as a dot: the number and the word carry the meaning, the colour only reinforces it. */
const dot = style({
  display: "inline-block",
  width: 12,
  height: 12,
  borderRadius: "50%",
  flex: "none",
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const dots = styleVariants({
  VeryLow: [dot, { background: vars.color.score.veryLow }],
  Low: [dot, { background: vars.color.score.low }],
  Medium: [dot, { background: vars.color.score.medium }],
  High: [dot, { background: vars.color.score.high }],
  VeryHigh: [dot, { background: vars.color.score.veryHigh }],
});

export const value = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: "tabular-nums" });

export const category = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const none = style({ color: vars.color.textMuted });

import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "grid", gap: 4, marginTop: -4 });

export const bars = style({ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 4 });

const barBase = style({ height: 4, borderRadius: 2 });

export const barEmpty = style([barBase, { background: vars.color.border }]);

export const bar = styleVariants({
  tooCommon: [barBase, { background: vars.color.danger }],
  weak: [barBase, { background: vars.color.score.low }],
  fair: [barBase, { background: vars.color.score.medium }],
  good: [barBase, { background: vars.color.score.high }],
  strong: [barBase, { background: vars.color.success }],
});

export const text = style({ margin: 0, minHeight: "1.4em", fontSize: 13, color: vars.color.textMuted });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const labelRefused = style({ fontWeight: 600, color: vars.color.danger });

export const hint = style({});

import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))",
  gap: vars.space[4],
  alignItems: "start",
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space[2], margin: 0 });

export const fact = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 35%) 1fr",
  gap: vars.space[2],
  alignItems: "baseline",
});

export const account = style({
  margin: 0,
  overflowWrap: "anywhere",
  fontFamily: "ui-monospace, monospace",
  fontSize: vars.font.size.small,
});

export const error = style({ margin: 0, color: vars.color.danger, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const result = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const resultTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.success });

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const help = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const steps = style({
  margin: `${vars.space[2]} 0 0`,
  paddingInlineStart: vars.space[5],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0 });

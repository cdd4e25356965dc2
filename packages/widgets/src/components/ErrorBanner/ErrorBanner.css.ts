import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
});

export const message = style({ margin: `${vars.space[1]} 0 0`, overflowWrap: "anywhere" });

export const close = style({
  flex: "none",
  padding: vars.space[1],
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: vars.font.size.large,
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
});

export const retry = style({
  marginBlockStart: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.danger,
  font: "inherit",
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.dangerSurface },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space[4],
  background: vars.color.overlay,
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  width: "min(560px, 100%)",
  maxHeight: "100%",
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow,
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const close = style({
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

export const body = style({ padding: vars.space[5], overflowY: "auto" });

export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

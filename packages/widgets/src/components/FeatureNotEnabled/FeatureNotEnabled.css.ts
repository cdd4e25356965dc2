import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[3],
  maxWidth: 560,
  margin: `${vars.space[6]} auto`,
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "center",
});

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 72,
  height: 72,
  borderRadius: "50%",
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const contact = style({ marginBlockStart: vars.space[2], textDecoration: "none" });

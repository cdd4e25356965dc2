import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[3],
  maxWidth: 560,
  margin: `${vars.space[6]} auto`,
  padding: vars.space[6],
  color: vars.color.text,
  textAlign: "center",
});

export const code = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: "4.5rem",
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: "0.04em",
});

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const home = style({ marginBlockStart: vars.space[2], textDecoration: "none" });

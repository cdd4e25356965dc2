import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: "center",
  color: vars.color.text,
});

export const compact = style([root, { padding: `${vars.space[4]} ${vars.space[3]}` }]);

export const icon = style({ fontSize: "2rem", lineHeight: 1, color: vars.color.textMuted });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  maxWidth: "48ch",
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const action = style({ marginBlockStart: vars.space[2] });

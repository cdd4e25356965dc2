import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  width: "100%",
  maxWidth: 640,
});

export const title = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.large} * 1.2)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
});

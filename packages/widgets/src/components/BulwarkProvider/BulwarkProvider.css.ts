import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: "border-box",
});

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  // Inter's alternates that tell I, l and 1 apart (a tailed l, a serifed I): people read email
  // addresses, host names and keys in this product.
  fontFeatureSettings: '"cv05", "cv08"',
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
  textRendering: "optimizeLegibility",
});

globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: "border-box",
});

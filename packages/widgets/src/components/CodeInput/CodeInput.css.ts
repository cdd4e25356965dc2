import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Horizontal padding of the input, also used to size it to its digits. */
export const inlinePadding = vars.space[3];

export const input = style({
  maxWidth: "100%",
  paddingInline: inlinePadding,
  fontSize: vars.font.size.large,
  letterSpacing: "0.6ch",
  fontVariantNumeric: "tabular-nums",
});

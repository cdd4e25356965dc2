import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flex: "none",
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.01em",
  lineHeight: 1,
});

/** The shield in the brand colour, or in the text colour of a brand-coloured surface. */
export const brand = styleVariants({
  default: [base, { color: vars.color.primary }],
  onPrimary: [base, { color: vars.color.onPrimary }],
});

export const name = styleVariants({
  default: { color: vars.color.text },
  onPrimary: { color: vars.color.onPrimary },
});

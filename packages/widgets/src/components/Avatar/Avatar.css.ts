import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  overflow: "hidden",
  verticalAlign: "middle",
});

export const size = styleVariants({
  small: { width: 24, height: 24, fontSize: "0.625rem" },
  medium: { width: 32, height: 32, fontSize: "0.75rem" },
  large: { width: 48, height: 48, fontSize: vars.font.size.medium },
});

export const shape = styleVariants({
  circle: { borderRadius: "50%" },
  square: { borderRadius: vars.radius },
});

export const image = style({ objectFit: "contain", background: vars.color.surface });

export const initials = style({
  // Overridden inline by an organisation's own colour when it has one.
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.03em",
  lineHeight: 1,
  userSelect: "none",
  // Drawn, not written: the letters are decoration, so they stay out of the text of whatever
  // control holds the logo (its accessible name must contain its visible text).
  "::before": { content: "attr(data-initials)" },
});

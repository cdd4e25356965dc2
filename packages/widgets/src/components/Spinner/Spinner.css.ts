import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({ display: "inline-flex", alignItems: "center", verticalAlign: "middle" });

const circle = style({
  display: "inline-block",
  borderRadius: "50%",
  borderStyle: "solid",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.75s linear infinite`,
  "@media": {
    // Slowed rather than stopped: a still spinner would no longer say "working".
    "(prefers-reduced-motion: reduce)": { animationDuration: "2s" },
  },
});

export const size = styleVariants({
  small: [circle, { width: "1em", height: "1em", borderWidth: 2 }],
  medium: [circle, { width: vars.space[5], height: vars.space[5], borderWidth: 3 }],
  large: [circle, { width: vars.space[6], height: vars.space[6], borderWidth: 4 }],
});

import { style } from "@vanilla-extract/css";
import { maxWidth } from "../theme/layout";
import { vars } from "../theme/theme.css";

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** Hidden on a phone (under 576 px), where the bar has no room for it; still read by screen readers. */
export const visuallyHiddenOnPhone = style({
  "@media": {
    [maxWidth(575)]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});

/** Outline shown only for keyboard focus. */
export const focusRing = style({
  selectors: {
    "&:focus-visible": {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

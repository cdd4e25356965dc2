import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const FADE = "32px";

/** The scrolling row; its hidden ends fade out (mask), a hint that there is more. */
export const strip = style({
  display: "flex",
  gap: vars.space[1],
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "none",
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    '&[data-fade-start="true"]': { maskImage: `linear-gradient(to right, transparent, #000 ${FADE})` },
    '&[data-fade-end="true"]': { maskImage: `linear-gradient(to left, transparent, #000 ${FADE})` },
    '&[data-fade-start="true"][data-fade-end="true"]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
    },
  },
});

export const tab = style({
  position: "relative",
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 40,
  padding: `0 ${vars.space[3]}`,
  border: 0,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: `color ${vars.motion.durationFast}`,
  selectors: {
    // The current tab is marked by an underline and weight, not by colour alone.
    "&::after": {
      content: '""',
      position: "absolute",
      insetInline: vars.space[3],
      insetBlockEnd: -1,
      height: 2,
      borderRadius: 2,
      background: "transparent",
    },
    "&:hover": { color: vars.color.text },
    '&[aria-current="page"], &[aria-selected="true"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
    '&[aria-current="page"]::after, &[aria-selected="true"]::after': { background: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2, borderRadius: vars.radius },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const count = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radiusFull,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: "tabular-nums",
});

import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Bottom right, stacked upwards, newest nearest the corner; never over the top bar. */
export const viewport = style({
  position: "fixed",
  insetBlockEnd: vars.space[4],
  insetInlineEnd: vars.space[4],
  zIndex: 1100,
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  gap: vars.space[2],
  width: "min(380px, calc(100vw - 2 * 16px))",
  maxHeight: "calc(100vh - 64px - 32px)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  // The empty region must not swallow clicks on the page beneath it.
  pointerEvents: "none",
});

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

export const item = style({
  animation: `${enter} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radiusLarge,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow,
  fontSize: vars.font.size.medium,
  pointerEvents: "auto",
});

export const variant = styleVariants({ info: [base], success: [base], error: [base] });

const iconBase = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: 20,
  height: 20,
  marginBlockStart: 1,
  borderRadius: vars.radiusFull,
  fontSize: 12,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

/** A status icon in the status's colour: the kind of toast is not told by colour alone. */
export const icon = styleVariants({
  info: [iconBase, { background: vars.color.infoSurface, color: vars.color.info }],
  success: [iconBase, { background: vars.color.successSurface, color: vars.color.success }],
  error: [iconBase, { background: vars.color.dangerSurface, color: vars.color.danger }],
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: "anywhere" });

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0 });

export const close = style({
  flex: "none",
  padding: vars.space[1],
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: vars.font.size.large,
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
});

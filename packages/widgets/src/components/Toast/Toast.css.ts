import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const viewport = style({
  position: "fixed",
  insetBlockStart: vars.space[4],
  insetInlineEnd: vars.space[4],
  zIndex: 1100,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  width: "min(360px, calc(100vw - 2 * 16px))",
  margin: 0,
  padding: 0,
  listStyle: "none",
  // The empty region must not swallow clicks on the page beneath it.
  pointerEvents: "none",
});

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow,
  pointerEvents: "auto",
});

export const variant = styleVariants({
  info: [base, { borderInlineStartColor: vars.color.primary }],
  success: [base, { borderInlineStartColor: vars.color.success }],
  error: [base, { borderInlineStartColor: vars.color.danger }],
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

import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";
import { surface } from "../Popover/Popover.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  flex: 1,
});

export const searchBox = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  flex: "0 1 280px",
  minWidth: 160,
});

export const searchIcon = style({
  position: "absolute",
  insetInlineStart: 10,
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const search = style({
  width: "100%",
  height: 32,
  paddingInline: `32px ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.size.small,
  selectors: {
    "&::placeholder": { color: vars.color.textSubtle },
    "&:hover": { borderColor: vars.color.borderStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
  },
});

export const chip = style({
  display: "inline-flex",
  alignItems: "stretch",
  maxWidth: "100%",
  height: 32,
  border: `1px solid ${vars.color.primaryBorder}`,
  borderRadius: vars.radiusFull,
  background: vars.color.primarySurface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const chipButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minWidth: 0,
  padding: `0 ${vars.space[2]} 0 ${vars.space[3]}`,
  border: 0,
  borderRadius: `${vars.radiusFull} 0 0 ${vars.radiusFull}`,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const chipLabel = style({ color: vars.color.textMuted });

export const chipValue = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  maxWidth: 220,
  fontWeight: vars.font.weight.medium,
});

export const chipRemove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 28,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.primaryBorder}`,
  borderRadius: `0 ${vars.radiusFull} ${vars.radiusFull} 0`,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const addButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  height: 32,
  padding: `0 ${vars.space[3]}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radiusFull,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const clear = style({
  height: 32,
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.primary,
  font: "inherit",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Floats over the page (fixed, positioned by Floating UI): opening it never moves anything. */
export const popup = style([
  surface,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space[1],
    width: "max-content",
    minWidth: 240,
    maxWidth: "min(340px, calc(100vw - 16px))",
    padding: vars.space[2],
    fontSize: vars.font.size.small,
  },
]);

export const popupTitle = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 32,
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const optionMark = style({ width: 16, height: 16, margin: 0, accentColor: vars.color.primary });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space[2],
  padding: vars.space[1],
});

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  color: vars.color.textMuted,
});

export const input = style([search, { paddingInline: vars.space[2] }]);

export const empty = style({ padding: vars.space[2], color: vars.color.textMuted });

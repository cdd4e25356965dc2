import { globalStyle, style } from "@vanilla-extract/css";
import { layout, maxWidth, notificationDropdown } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

export const root = style({ position: "relative", display: "inline-flex" });

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  border: "1px solid transparent",
  borderRadius: vars.radius,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const count = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineEnd: -2,
  fontSize: "0.625rem",
  lineHeight: 1.5,
  padding: "0 4px",
  "::before": { content: "attr(data-count)" },
});

export const dropdown = style({
  position: "absolute",
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  insetInlineEnd: 0,
  zIndex: 900,
  display: "flex",
  flexDirection: "column",
  width: notificationDropdown.width,
  minHeight: notificationDropdown.minHeight,
  maxHeight: notificationDropdown.maxHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow,
  outline: "none",
  "@media": {
    // Too narrow to hang 350 px off the bell: span the viewport under the top bar instead.
    [maxWidth(575)]: {
      position: "fixed",
      insetBlockStart: layout.topBarHeight,
      insetInline: vars.space[2],
      width: "auto",
      maxHeight: `min(${notificationDropdown.maxHeight}px, calc(100vh - ${layout.topBarHeight + 16}px))`,
    },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const textButton = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.primary,
  font: "inherit",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    '&:hover:not([aria-disabled="true"])': { textDecoration: "underline" },
    '&[aria-disabled="true"]': { cursor: "default", color: vars.color.textMuted },
    '&[aria-busy="true"]': { cursor: "progress" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const body = style({ flex: 1, overflowY: "auto" });

export const list = style({ margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${list} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const center = style({ display: "flex", justifyContent: "center", padding: vars.space[6] });

export const empty = style({ margin: 0, padding: vars.space[6], color: vars.color.textMuted, textAlign: "center" });

export const error = style({ margin: vars.space[3] });

export const footer = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: "center",
  fontSize: vars.font.size.small,
});

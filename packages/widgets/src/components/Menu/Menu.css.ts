import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";
import { surface } from "../Popover/Popover.css";

export const root = style({ position: "relative", display: "inline-flex" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 40,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: "1px solid transparent",
  borderRadius: vars.radius,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const popup = style([
  surface,
  {
    width: "max-content",
    minWidth: 240,
    maxWidth: "min(340px, calc(100vw - 16px))",
    padding: `${vars.space[1]} 0`,
  },
]);

export const header = style({
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[3]}`,
  marginBlockEnd: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const list = style({ display: "flex", flexDirection: "column" });

export const separator = style({
  width: "100%",
  height: 0,
  margin: `${vars.space[1]} 0`,
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  width: "100%",
  minHeight: 36,
  margin: `0 ${vars.space[1]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus": { background: vars.color.surfaceHover, outline: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const danger = style({ color: vars.color.danger });

export const icon = style({ display: "inline-flex", width: 18, justifyContent: "center", color: vars.color.textMuted });

/** A disabled item's label and, under it, why it is disabled. */
export const withReason = style({ display: "flex", flexDirection: "column", gap: 2, maxWidth: "18rem" });

export const reason = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: 1.35 });

globalStyle(`${item}[aria-disabled="true"]`, { color: vars.color.textMuted, cursor: "not-allowed" });

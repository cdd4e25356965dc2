import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const muted = style({ color: vars.color.textMuted });

export const running = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  whiteSpace: "nowrap",
});

export const smallButton = style({ minHeight: 32, padding: `${vars.space[1]} ${vars.space[3]}` });

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderInlineStartColor: vars.color.success,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
});

export const noticeText = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const noticeActions = style({ display: "flex", alignItems: "center", gap: vars.space[2] });

export const dismiss = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: "1.25rem",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

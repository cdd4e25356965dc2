import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const box = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: 40,
  padding: vars.space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  selectors: {
    "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const chips = style({ display: "contents", listStyle: "none" });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  padding: `2px ${vars.space[1]} 2px ${vars.space[2]}`,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  maxWidth: "100%",
});

export const remove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.border, color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const input = style({
  flex: "1 1 120px",
  minWidth: 120,
  minHeight: 30,
  padding: `0 ${vars.space[2]}`,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  outline: "none",
});

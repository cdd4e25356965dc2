import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space[4],
  paddingBlock: vars.space[2],
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const range = style({ margin: 0, marginInlineEnd: "auto" });

export const size = style({ display: "inline-flex", alignItems: "center", gap: vars.space[2] });

export const select = style({
  minHeight: 32,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const controls = style({ display: "inline-flex", alignItems: "center", gap: vars.space[2] });

export const page = style({ color: vars.color.text, minWidth: "9ch", textAlign: "center" });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.size.large,
  lineHeight: 1,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { cursor: "not-allowed", opacity: 0.5 },
  },
});

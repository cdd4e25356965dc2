import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const switchWrap = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
});

export const switchButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 32,
  padding: `${vars.space[1]} ${vars.space[1]}`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: "not-allowed" },
  },
});

export const track = style({
  position: "relative",
  display: "inline-block",
  flex: "none",
  width: 40,
  height: 22,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  transition: "background 120ms",
  selectors: {
    "&[data-on]": { background: vars.color.primary, borderColor: vars.color.primary },
    "&[data-blocked]": { opacity: 0.55 },
  },
});

export const thumb = style({
  position: "absolute",
  top: 2,
  insetInlineStart: 2,
  width: 16,
  height: 16,
  borderRadius: "50%",
  background: vars.color.surface,
  boxShadow: "0 1px 2px rgba(0,0,0,0.3)",
  transition: "inset-inline-start 120ms",
  selectors: {
    [`${track}[data-on] &`]: { insetInlineStart: 20 },
  },
});

export const switchLabel = style({ fontWeight: vars.font.weight.bold });

export const switchState = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const tooltip = style({
  position: "absolute",
  insetBlockStart: "calc(100% + 6px)",
  insetInlineStart: 0,
  zIndex: 10,
  maxWidth: "18rem",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.small,
  whiteSpace: "normal",
  boxShadow: vars.shadow,
  // Kept in the accessibility tree (it describes the switch); only drawn while open.
  opacity: 0,
  pointerEvents: "none",
  transition: "opacity 120ms",
  selectors: { "&[data-open]": { opacity: 1 } },
});

export const copy = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const copyLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const copyRow = style({ display: "flex", alignItems: "center", gap: vars.space[2], flexWrap: "wrap" });

export const copyValue = style({
  flex: "1 1 16rem",
  minWidth: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

export const copied = style({ minHeight: "1.25em", fontSize: vars.font.size.small, color: vars.color.success });

export const copyFailed = style({ minHeight: "1.25em", fontSize: vars.font.size.small, color: vars.color.danger });

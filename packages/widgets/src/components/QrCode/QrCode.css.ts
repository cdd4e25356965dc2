import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[5],
});

export const frame = style({
  flex: "none",
  lineHeight: 0,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const svg = style({ display: "block", maxWidth: "100%", height: "auto" });

// Inside the forced light theme, so dark modules on a light ground in every theme.
export const paper = style({ fill: vars.color.surface });
export const ink = style({ fill: vars.color.text });

export const manual = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
  flex: "1 1 200px",
});

export const manualLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const secret = style({
  display: "block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  fontFamily: "inherit",
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.08em",
  userSelect: "all",
});

// Inline blocks, not flex items: the gaps are margins, so a copy gives the secret without spaces
// or line breaks, and the groups still wrap on narrow screens.
export const group = style({ display: "inline-block", marginInlineEnd: vars.space[2] });

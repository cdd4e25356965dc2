import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0 });

export const keyRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const keyLabel = style({ flexBasis: "100%", fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const key = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  fontFamily: "inherit",
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.1em",
  userSelect: "all",
});

// Inline blocks spaced by margins: a copy or selection gives the key without spaces.
export const group = style({
  display: "inline-block",
  marginInlineEnd: vars.space[2],
  selectors: { "&:last-child": { marginInlineEnd: 0 } },
});

export const copyStatus = style({
  fontSize: vars.font.size.small,
  color: vars.color.success,
});

export const copyFailed = style({ fontSize: vars.font.size.small, color: vars.color.danger });

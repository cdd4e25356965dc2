import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const counts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(110px, 1fr))",
  gap: vars.space[2],
  margin: 0,
});

export const count = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: 2,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const countLabel = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const countValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const warn = style({ borderColor: vars.color.danger, borderInlineStartWidth: 4 });

export const rejected = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const rejectedTitle = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const line = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

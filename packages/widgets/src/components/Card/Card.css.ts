import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadowSmall,
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[3],
});

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });

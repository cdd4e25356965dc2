import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ width: "100%", maxWidth: 480, marginInline: "auto" });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const title = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.large} * 1.2)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
});

export const submit = style({ width: "100%" });

export const description = style({ margin: 0, color: vars.color.textMuted });

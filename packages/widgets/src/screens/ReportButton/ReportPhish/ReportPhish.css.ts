import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ maxWidth: 640 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const details = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const summary = style({ cursor: "pointer", fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small });

export const result = style({ display: "flex", flexDirection: "column", gap: vars.space[3], alignItems: "flex-start" });

export const resultTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  outline: "none",
});

export const resultText = style({ margin: 0 });

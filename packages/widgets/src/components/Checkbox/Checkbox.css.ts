import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const label = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  cursor: "pointer",
});

export const input = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });

import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const body = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[4] });

export const status = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  margin: 0,
  selectors: { "&:empty": { display: "none" } },
});

export const banner = style({ alignSelf: "stretch" });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  selectors: {
    "&:hover": { color: vars.color.primaryHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});

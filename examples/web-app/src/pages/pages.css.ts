import { vars } from "@bulwark/widgets";
import { style } from "@vanilla-extract/css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const aside = style({ margin: 0, fontSize: vars.font.size.small });

export const link = style({
  color: vars.color.primary,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const base = style({
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const variant = styleVariants({
  inline: [
    base,
    {
      color: vars.color.primary,
      textDecoration: "underline",
      textUnderlineOffset: "0.15em",
      selectors: { "&:hover": { color: vars.color.primaryHover } },
    },
  ],
  plain: [base, { color: "inherit", textDecoration: "none" }],
  bare: {},
});

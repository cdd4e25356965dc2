import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[4], maxWidth: 520 });

export const title = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0 });

/** A link-looking button: it switches the field, it does not navigate. */
export const switchLink = style({
  alignSelf: "flex-start",
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.primary,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "inline-flex", alignItems: "center", gap: vars.space[2] });

/** The menu trigger drawn as a secondary button (declared after the menu's own styles, so it wins). */
export const trigger = style({
  minHeight: 40,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
  },
});

export const chevron = style({ fontSize: "0.75em" });

/** Holds the temporary download link, out of sight. */
export const anchorHost = style({ display: "none" });

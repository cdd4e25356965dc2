import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const list = style({
  display: "flex",
  gap: vars.space[1],
  overflowX: "auto",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: "none",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 0,
  // The selected tab is marked by weight and an underline, not by colour alone.
  borderBlockEnd: "3px solid transparent",
  marginBlockEnd: -1,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: vars.font.weight.regular,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.text },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      borderBlockEndColor: vars.color.primary,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2, borderRadius: vars.radius },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const panel = style({
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4, borderRadius: vars.radius },
  },
});

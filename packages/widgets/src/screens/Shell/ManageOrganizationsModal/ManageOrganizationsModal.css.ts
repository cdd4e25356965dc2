import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const list = style({ display: "grid", gap: vars.space[2], margin: 0, padding: 0, listStyle: "none" });

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  width: "100%",
  minHeight: 48,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      cursor: "default",
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: "anywhere", fontWeight: vars.font.weight.bold });

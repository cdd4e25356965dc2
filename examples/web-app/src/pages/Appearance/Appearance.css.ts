import { vars } from "@bulwark/widgets";
import { style } from "@vanilla-extract/css";

/** Lines up with the account settings above it. */
// The reading width of the Page template (720 px) it sits under.
export const root = style({ maxWidth: 720, marginTop: vars.space[5] });

export const segmented = style({
  display: "inline-flex",
  alignSelf: "flex-start",
  width: "fit-content",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  overflow: "hidden",
});

export const segment = style({
  font: "inherit",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: "none",
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "& + &": { borderLeft: `1px solid ${vars.color.border}` },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.bold,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

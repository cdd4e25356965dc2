import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

/** The control itself: text inputs and native selects share it. */
export const input = style({
  minHeight: 40,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  boxShadow: vars.shadowSmall,
  transition: `border-color ${vars.motion.durationFast}`,
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.borderStrong },
    "&::placeholder": { color: vars.color.textSubtle },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });

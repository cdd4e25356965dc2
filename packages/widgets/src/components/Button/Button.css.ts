import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: 36,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: "1px solid transparent",
  borderRadius: vars.radius,
  fontFamily: "inherit",
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.2,
  cursor: "pointer",
  transition: `background ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled, &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      boxShadow: vars.shadowSmall,
      selectors: {
        "&:hover:not(:disabled)": { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onDanger,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerHover } },
    },
  ],
});

import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.5em",
  padding: `0 ${vars.space[2]}`,
  borderRadius: 999,
  border: "1px solid transparent",
  fontSize: "0.75rem",
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.6,
  letterSpacing: "0.02em",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
});

export const tone = styleVariants({
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border }],
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
  danger: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  success: [base, { background: vars.color.success, color: vars.color.surface }],
});

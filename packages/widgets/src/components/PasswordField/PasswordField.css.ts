import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const control = style({ position: "relative", display: "flex" });

export const input = style({ flex: 1, minWidth: 0, paddingInlineEnd: 44 });

export const toggle = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineEnd: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const icon = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

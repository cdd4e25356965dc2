import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const zone = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  padding: vars.space[4],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  selectors: { "&[data-disabled]": { opacity: 0.6 } },
});

export const dragging = style({ borderColor: vars.color.primary, borderStyle: "solid" });

export const invalid = style({ borderColor: vars.color.danger });

export const choose = style({
  minHeight: 36,
  padding: `${vars.space[1]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const drop = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const chosen = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  fontSize: vars.font.size.small,
});

export const fileName = style({ overflowWrap: "anywhere" });

export const clear = style({
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.primary,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });

import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const logoRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space[5] });

export const logoFrame = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 120,
  height: 120,
  flex: "none",
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
});

export const logo = style({ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" });

/** Stands in for a missing logo; the organisation's own colour fills it (set inline). */
export const colorBlock = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  borderRadius: vars.radius,
  background: vars.color.primary,
});

export const logoForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  flex: "1 1 280px",
  minWidth: 0,
});

export const danger = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const dangerTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
});

export const removed = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
});

export const removedText = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const removedError = style({ flexBasis: "100%" });

import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[1],
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

export const options = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space[2]} ${vars.space[4]}` });

// The panel lists options one under another; max height from the seeds' multi-select filter list.
export const panelOptions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  maxHeight: 150,
  overflowY: "auto",
});

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: { "fieldset:disabled &": { cursor: "not-allowed", opacity: 0.7 } },
});

export const checkbox = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: "inherit",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const trigger = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  width: "100%",
  minWidth: "12rem",
  minHeight: 36,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const summary = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });

export const chevron = style({ flex: "none", color: vars.color.textMuted });

export const panel = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });

/** An option with a line of description under its label (e.g. what a role may do). */
export const described = style({ display: "flex", flexDirection: "column", gap: 2, maxWidth: "28rem" });

export const optionDescription = style({
  paddingInlineStart: `calc(18px + ${vars.space[2]})`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  whiteSpace: "normal",
});

import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** A screen: a column of cards. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  maxWidth: 1100,
  color: vars.color.text,
});

export const notice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderInlineStartColor: vars.color.primary,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const noticeIcon = style({ flex: "none", marginBlockStart: 2, color: vars.color.primary });

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const noticeText = style({ margin: 0, color: vars.color.textMuted });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

/** A vertical form. */
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4], maxWidth: 560 });

/** Buttons at the end of a form. */
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

/** A list of roles or features as small labels. */
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tag = style({
  display: "inline-block",
  padding: `2px ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
  whiteSpace: "nowrap",
});

/** Buttons inside a table cell. */
export const rowActions = style({
  display: "flex",
  gap: vars.space[2],
  justifyContent: "flex-end",
  whiteSpace: "nowrap",
});

/** Small buttons for table rows. */
export const smallButton = style({ minHeight: 32, padding: `${vars.space[1]} ${vars.space[3]}` });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const textarea = style({
  minHeight: 96,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  resize: "vertical",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const fieldLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const fieldHint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.font.size.small, color: vars.color.danger });

/** A link drawn as a button. */
export const buttonLink = style({ textDecoration: "none" });

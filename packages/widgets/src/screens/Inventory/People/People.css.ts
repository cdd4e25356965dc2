import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** Groups or tags in one line: the table cell cuts what does not fit (its hover text lists all). */
export const labels = style({ display: "inline", whiteSpace: "nowrap" });

/** One group or tag: a chip short enough for the 44 px row. */
export const label = style({
  display: "inline-block",
  marginInlineEnd: vars.space[1],
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radiusFull,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: "18px",
  verticalAlign: "middle",
});

/** The Sync menu's trigger, drawn as a secondary button. */
export const menuTrigger = style({
  minHeight: 40,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
});

export const emptyText = style({ margin: 0 });

export const emptyList = style({
  margin: `${vars.space[2]} 0 0`,
  paddingInlineStart: vars.space[5],
  textAlign: "start",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
});

export const emptyActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[4],
});

export const confirmText = style({ margin: 0 });

export const emptyTemplate = style({ alignSelf: "center" });

export const bulkForm = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

/** "Select all 240 matching" in the bulk-action bar: a quiet link-like button. */
export const selectAllMatching = style({
  padding: `0 ${vars.space[2]}`,
  border: 0,
  background: "transparent",
  color: vars.color.primary,
  font: "inherit",
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radiusSmall },
  },
});

import { style, styleVariants } from "@vanilla-extract/css";
import { maxWidth } from "../../theme/layout";
import { vars } from "../../theme/theme.css";

/** The reading width of forms and details: about 80 characters of body text. */
export const READING_WIDTH = 720;

const base = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  width: "100%",
  minWidth: 0,
});

/**
 * One width rule for every screen: lists use the whole column, forms and details a reading width.
 * Both start at the column's start, so every page's title sits in the same place.
 */
export const width = styleVariants({
  full: [base, { maxWidth: 1440 }],
  reading: [base, { maxWidth: READING_WIDTH }],
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });

export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const crumbItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space[1] });

export const crumbSeparator = style({ color: vars.color.textSubtle, paddingInline: 2 });

export const crumbLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  borderRadius: vars.radiusSmall,
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.text, textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const titleRow = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[4],
  minWidth: 0,
  "@media": { [maxWidth(575)]: { flexDirection: "column", alignItems: "stretch", gap: vars.space[3] } },
});

export const titles = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
  overflowWrap: "anywhere",
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: "80ch" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space[2],
  flex: "none",
  "@media": { [maxWidth(575)]: { justifyContent: "flex-start" } },
});

export const moreTrigger = style({
  minHeight: 36,
  minWidth: 36,
  justifyContent: "center",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[5], minWidth: 0 });

import { style } from "@vanilla-extract/css";
import { maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

/** Wider than the organisation screens: the table has eight columns. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  maxWidth: 1400,
  color: vars.color.text,
});

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  alignItems: "start",
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const searchField = style({
  gridColumn: "span 2",
  "@media": { [maxWidth(575)]: { gridColumn: "auto" } },
});

export const filterField = style({ minWidth: 0 });

export const scoreFilter = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

/** Two fields side by side (score from–to, added from–to). */
export const range = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space[2],
  minWidth: 0,
  gridColumn: "span 2",
  "@media": { [maxWidth(575)]: { gridColumn: "auto" } },
});

export const rangeField = style({ minWidth: 0 });

export const clear = style({ alignSelf: "end" });

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontWeight: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const sortIcon = style({ fontSize: "0.7em", opacity: 0.35 });
export const sortIconActive = style({ fontSize: "0.7em", opacity: 1 });

export const email = style({ overflowWrap: "break-word" });

export const labels = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[1] });

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

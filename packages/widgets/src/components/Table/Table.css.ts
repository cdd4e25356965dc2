import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const scroll = style({
  // The containing block of the visually hidden headers (position: absolute): without it they sit
  // where the overflowing table would end and widen the whole page.
  position: "relative",
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const caption = style({
  padding: vars.space[3],
  textAlign: "start",
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const th = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.bold,
});

export const tr = style({
  selectors: { "&:not(:last-child)": { borderBlockEnd: `1px solid ${vars.color.border}` } },
});

// 12 px either side of a cell (like the header and caption): the eight or nine columns of the people
// and assets lists then fit beside the sidebar at 1280 px.
export const td = style({ padding: vars.space[3], verticalAlign: "top" });

export const rowHeader = style({ fontWeight: vars.font.weight.bold });

export const align = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
  end: { textAlign: "end" },
});

export const message = style({
  padding: `${vars.space[5]} ${vars.space[4]}`,
  textAlign: "center",
  color: vars.color.textMuted,
});

/**
 * A column pinned to the end of the scroll region (`stickyEnd`): it stays in view while the others
 * scroll under it, so its background hides them.
 */
export const stickyEnd = style({ position: "sticky", insetInlineEnd: 0, background: vars.color.surface });

export const stickyEndHeader = style([stickyEnd, { background: vars.color.surfaceMuted }]);

/** Rows of the previous page while the next one loads. */
export const stale = style({ opacity: 0.55 });

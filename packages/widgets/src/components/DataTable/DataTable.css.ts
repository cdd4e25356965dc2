import { globalStyle, keyframes, type StyleRule, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";
import { surface } from "../Popover/Popover.css";

/**
 * How far below the viewport's top the header sticks: the application shell sets
 * `--bulwark-sticky-top` to its top bar's height; elsewhere (an element on a host page) it is 0.
 */
const top = "var(--bulwark-sticky-top, 0px)";

/**
 * Rows turn into cards on phones (viewport under 768 px), and in any box too narrow for columns
 * (the table's own width under 480 px, a container query: a narrow element on a host page).
 */
const PHONE = "screen and (max-width: 767px)";
const NARROW = "bulwark-table (max-width: 479px)";

/** The same rules under both card conditions. */
function cards(rules: StyleRule) {
  return { "@media": { [PHONE]: rules }, "@container": { [NARROW]: rules } } as const;
}

export const root = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
  containerType: "inline-size",
  containerName: "bulwark-table",
});

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 52,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const toolbarStart = style({ display: "flex", alignItems: "center", gap: vars.space[2], flex: 1, minWidth: 0 });

/** The bulk bar takes the toolbar's place (same height), so selecting never moves the rows. */
export const bulkBar = style([
  toolbar,
  {
    background: vars.color.primarySurface,
    borderStartStartRadius: vars.radiusLarge,
    borderStartEndRadius: vars.radiusLarge,
    borderBlockEndColor: vars.color.primaryBorder,
  },
]);

export const bulkCount = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: "tabular-nums" });

export const bulkActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], flex: 1 });

export const toolButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 32,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const dangerButton = style([toolButton, { color: vars.color.danger }]);

export const plainButton = style([
  toolButton,
  { borderColor: "transparent", background: "transparent", color: vars.color.textMuted },
]);

/**
 * Clips the rounded corners without becoming a scroll container (`overflow: clip`), so the header
 * stays sticky against the page. Columns fit the width (fixed layout, truncated cells), so nothing
 * needs to scroll sideways.
 */
export const frame = style({ overflow: "clip", minWidth: 0 });

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  tableLayout: "fixed",
  fontSize: vars.font.size.small,
  ...cards({ display: "block" }),
});

export const caption = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const thead = style({
  ...cards({ display: "none" }),
});

export const th = style({
  position: "sticky",
  insetBlockStart: top,
  zIndex: 2,
  height: 36,
  padding: `0 ${vars.space[3]}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  textAlign: "start",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  maxWidth: "100%",
  margin: `0 calc(-1 * ${vars.space[1]})`,
  padding: `${vars.space[1]} ${vars.space[1]}`,
  border: 0,
  borderRadius: vars.radiusSmall,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const sortIcon = style({ flex: "none", opacity: 0.45, selectors: { "[aria-sort] &": { opacity: 1 } } });

export const tbody = style({
  ...cards({ display: "block" }),
});

const cardRow = {
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  padding: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
};

export const row = style({
  height: 44,
  outline: "none",
  transition: `background ${vars.motion.durationFast}`,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    '&[data-selected="true"]': { background: vars.color.primarySurface },
    "&[data-clickable]": { cursor: "pointer" },
    "&:focus-visible": { boxShadow: `inset 3px 0 0 ${vars.color.focus}`, background: vars.color.surfaceHover },
  },
  "@media": { [PHONE]: { ...cardRow, height: "auto" }, "(prefers-reduced-motion: reduce)": { transition: "none" } },
  "@container": { [NARROW]: { ...cardRow, height: "auto" } },
});

export const td = style({
  height: 44,
  padding: `0 ${vars.space[3]}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  verticalAlign: "middle",
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  selectors: { "tr:last-child > &": { borderBlockEnd: 0 } },
  ...cards({
    display: "grid",
    gridColumn: "2 / 4",
    gridTemplateColumns: "minmax(88px, 35%) 1fr",
    gap: vars.space[2],
    height: "auto",
    padding: 0,
    border: 0,
    whiteSpace: "normal",
    overflowWrap: "anywhere",
  }),
});

/** In card mode each cell is preceded by its column's name. */
globalStyle(`${td}[data-label]::before`, {
  ...cards({ content: "attr(data-label)", color: vars.color.textMuted }),
});

export const primaryCell = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  ...cards({ gridColumn: "2 / 3", gridTemplateColumns: "1fr", fontSize: vars.font.size.medium }),
});
globalStyle(`${primaryCell}::before`, {
  ...cards({ content: "none !important" }),
});

export const endCell = style({
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  ...cards({ textAlign: "start" }),
});

export const selectCell = style({
  width: 44,
  paddingInlineEnd: 0,
  ...cards({ gridColumn: "1 / 2", gridRow: "1", display: "block", width: "auto" }),
});

export const actionsCell = style({
  width: 52,
  paddingInline: vars.space[1],
  textAlign: "end",
  overflow: "visible",
  ...cards({ gridColumn: "3 / 4", gridRow: "1", display: "block", width: "auto" }),
});

/** The visible value of a cell, cut with an ellipsis; the full value is its `title` on hover. */
export const truncate = style({
  display: "block",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  ...cards({ whiteSpace: "normal" }),
});

// A keyboard user sees the full values of the focused row: its cells wrap instead of cutting.
// Keyboard focus only (`:focus-visible`, also inside the row): a mouse press on the row's menu
// button focuses it too, and a row that grew under the pointer between press and release moved
// the button away, so the click never happened. Mouse users read the full value from `title`.
globalStyle(`${row}:focus-visible ${truncate}, ${row}:has(:focus-visible) ${truncate}`, {
  whiteSpace: "normal",
  overflowWrap: "anywhere",
});
globalStyle(`${row}:focus-visible > ${td}, ${row}:has(:focus-visible) > ${td}`, {
  whiteSpace: "normal",
  paddingBlock: vars.space[2],
});

export const checkbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: "pointer",
  verticalAlign: "middle",
});

export const rowMenuTrigger = style({
  minHeight: 32,
  minWidth: 32,
  justifyContent: "center",
  color: vars.color.textMuted,
  selectors: { "&:hover": { color: vars.color.text } },
});

const shimmer = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.45 },
  "100%": { opacity: 1 },
});

export const skeleton = style({
  display: "block",
  height: 10,
  borderRadius: vars.radiusSmall,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const busy = style({ opacity: 0.55, transition: `opacity ${vars.motion.durationMedium}` });

export const state = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[7]} ${vars.space[4]}`,
  textAlign: "center",
});

export const stateTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const stateText = style({ margin: 0, maxWidth: "48ch", color: vars.color.textMuted });

export const stateAction = style({ marginBlockStart: vars.space[2] });

export const illustration = style({ color: vars.color.primary, marginBlockEnd: vars.space[2] });

export const footer = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const columnsPopup = style([
  surface,
  { margin: 0, display: "flex", flexDirection: "column", minWidth: 220, padding: vars.space[2] },
]);

export const columnsOption = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: 32,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceHover } },
});

export const columnsLegend = style({
  float: "left",
  width: "100%",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
});

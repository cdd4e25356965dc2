import { createVar, fallbackVar, style } from "@vanilla-extract/css";
import { layout, maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

/** Height of the top bar plus the banner, measured and set on the root. */
const headerHeight = createVar();
/** The custom property name of {@link headerHeight}, for the inline style. */
export const headerHeightProperty = headerHeight.replace(/^var\((.*)\)$/, "$1");
const top = fallbackVar(headerHeight, `${layout.topBarHeight}px`);

export const root = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 1000,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": { transform: "none", outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const header = style({ position: "sticky", insetBlockStart: 0, zIndex: 800 });

export const body = style({ display: "flex", flex: 1, alignItems: "stretch", minHeight: 0 });

const slot = style({
  position: "sticky",
  insetBlockStart: top,
  zIndex: 700,
  flex: "none",
  alignSelf: "flex-start",
  height: `calc(100vh - ${top})`,
  transition: "width 150ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const sidebarSlot = style([slot, { width: layout.sidebarWidth }]);
export const sidebarSlotCollapsed = style([slot, { width: layout.sidebarCollapsedWidth }]);

export const sidebarInner = style({ height: "100%" });

/** Under 991 px an expanded sidebar lies over the page instead of pushing it aside. */
export const sidebarOverlay = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineStart: 0,
  height: "100%",
  boxShadow: vars.shadow,
});

export const column = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });

export const main = style({
  flex: 1,
  padding: vars.space[5],
  outline: "none",
  "@media": { [maxWidth(575)]: { padding: vars.space[3] } },
});

export const footer = style({
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  "@media": { [maxWidth(575)]: { padding: `${vars.space[3]} ${vars.space[3]}` } },
});

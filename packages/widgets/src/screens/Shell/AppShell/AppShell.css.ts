import { createVar, fallbackVar, globalStyle, keyframes, style } from "@vanilla-extract/css";
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

/**
 * The sidebar's column stretches to the page's full height and is dark itself, so the dark band
 * runs to the footer however long the page; the navigation inside sticks under the top bar.
 */
const slot = style({
  zIndex: 700,
  flex: "none",
  alignSelf: "stretch",
  background: vars.color.sidebar.background,
  transition: "width 150ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const sidebarSticky = style({
  position: "sticky",
  insetBlockStart: top,
  height: `calc(100vh - ${top})`,
});

export const sidebarSlot = style([slot, { width: layout.sidebarWidth }]);
export const sidebarSlotCollapsed = style([slot, { width: layout.sidebarCollapsedWidth }]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } });

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** The off-canvas navigation under 992 px: full height, over everything but toasts. */
export const drawer = style({
  position: "fixed",
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 1001,
  display: "flex",
  flexDirection: "column",
  width: `min(${layout.sidebarWidth + 70}px, 85vw)`,
  background: vars.color.sidebar.background,
  boxShadow: vars.shadow,
  animation: `${slideIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
globalStyle(`${drawer} > :last-child`, { flex: 1, width: "100%", minHeight: 0 });

export const drawerHeader = style({
  display: "flex",
  justifyContent: "flex-end",
  padding: `${vars.space[2]} ${vars.space[2]} 0`,
});

export const drawerClose = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.sidebar.text,
  font: "inherit",
  fontSize: 24,
  lineHeight: 1,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.sidebar.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.sidebar.text}`, outlineOffset: -2 },
  },
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

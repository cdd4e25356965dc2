import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHiddenOnPhone } from "../../../styles/utils.css";
import { layout, maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

export const root = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 800,
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  height: layout.topBarHeight,
  padding: `0 ${vars.space[4]}`,
  // On a phone (390 px) a super-admin's bar holds the menu button, the shield, the view switcher,
  // Get Started, the language switcher, the bell and the organisation menu: tighter gaps and
  // segments keep all of them on the screen without a sideways scroll.
  "@media": { [maxWidth(575)]: { gap: vars.space[1], padding: `0 ${vars.space[2]}` } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flex: "none",
  color: vars.color.primary,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.01em",
});

// On phones only the shield shows; the name stays for screen readers (the link's name).
export const brandName = style([visuallyHiddenOnPhone, { color: vars.color.text }]);

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: 40,
  height: 40,
  marginInlineStart: `calc(-1 * ${vars.space[1]})`,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const spacer = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  "@media": { [maxWidth(575)]: { gap: vars.space[1] } },
});

export const segmented = style({
  display: "inline-flex",
  flex: "none",
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
});

export const segment = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: 32,
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderRadius: `calc(${vars.radius} - 2px)`,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  "@media": { [maxWidth(575)]: { padding: "0 6px" } },
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.border}`,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** Visually hidden from 767 px down (the icon and the title stay; the accessible name too). */
const hiddenBelow = (width: 767 | 1200) =>
  style({
    "@media": {
      [maxWidth(width)]: {
        position: "absolute",
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        border: 0,
      },
    },
  });

export const collapsibleLabel = hiddenBelow(767);

/** The longest label ("Preview Awareness Training") gives way earlier. */
export const wideLabel = hiddenBelow(1200);

/** Icon-only on a phone: a square button instead of a padded one. */
const phoneSquare = { "@media": { [maxWidth(575)]: { paddingInline: vars.space[2] } } } as const;

export const linkButton = style({ textDecoration: "none", whiteSpace: "nowrap", ...phoneSquare });

export const compactButton = style({ whiteSpace: "nowrap", ...phoneSquare });

export const inlineStatus = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const banner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: layout.unverifiedBannerHeight,
  padding: `${vars.space[1]} ${vars.space[4]}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.small,
  textAlign: "center",
});

export const bannerText = style({ margin: 0 });

globalStyle(`${banner} > svg`, { flex: "none" });

/**
 * Actions a phone does without (under 576 px), so the bar never scrolls sideways: the training
 * preview, which a super-admin without an organisation also reaches from the sidebar's Courses.
 */
export const hideOnPhone = style({
  // Doubled class: it must beat the button variant's `display` whichever stylesheet the app
  // loaded last (route chunks bring their styles in the order they are visited).
  "@media": { [maxWidth(575)]: { selectors: { "&&": { display: "none" } } } },
});

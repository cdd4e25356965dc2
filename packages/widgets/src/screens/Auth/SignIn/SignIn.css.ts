import { style } from "@vanilla-extract/css";
import * as authCard from "../../../components/AuthCard/AuthCard.css";
import { AUTH_CARD_WIDTH } from "../../../components/AuthCard/AuthCard.css";
import { vars } from "../../../theme/theme.css";

/** The screen sizes itself by its own width (container query), so it also fits narrow embeds. */
export const root = style({ containerType: "inline-size", width: "100%" });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  maxWidth: 1040,
  marginInline: "auto",
  borderRadius: vars.radiusLarge,
  overflow: "hidden",
  boxShadow: vars.shadow,
  "@container": {
    "(max-width: 767px)": { gridTemplateColumns: "minmax(0, 1fr)", boxShadow: "none", overflow: "visible" },
  },
});

export const marketing = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: vars.space[5],
  padding: `${vars.space[6]} ${vars.space[6]}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  "@container": { "(max-width: 767px)": { display: "none" } },
});

/** The brand at the panel's top, apart from the pitch under it. */
export const marketingBrand = style({ marginBlockEnd: vars.space[4] });

/** The brand above the form, only when the panel is hidden (narrow screens and embeds). */
export const narrowBrand = style({
  display: "none",
  "@container": {
    "(max-width: 767px)": {
      display: "flex",
      width: "100%",
      maxWidth: AUTH_CARD_WIDTH,
      marginInline: "auto",
      marginBlockEnd: vars.space[5],
    },
  },
});

export const marketingTitle = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.large} * 1.4)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
});

export const bullets = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const bullet = style({ display: "flex", alignItems: "flex-start", gap: vars.space[3] });

export const bulletIcon = style({
  flex: "none",
  width: 22,
  height: 22,
  marginBlockStart: 1,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  padding: `${vars.space[6]} ${vars.space[6]}`,
  background: vars.color.surface,
  color: vars.color.text,
  "@container": {
    "(max-width: 767px)": {
      // Alone on a narrow screen, the form is the auth layout's card.
      width: "100%",
      maxWidth: AUTH_CARD_WIDTH,
      marginInline: "auto",
      padding: vars.space[5],
      border: `1px solid ${vars.color.borderSubtle}`,
      borderRadius: vars.radiusLarge,
      boxShadow: vars.shadowSmall,
    },
  },
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

/** The auth layout's title (components/AuthCard), so sign-in reads like reset password and the others. */
export const title = style([authCard.title]);

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const names = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: vars.space[4],
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
});

/** The switch to another mode under a form, centred. */
export const footer = style({
  margin: 0,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space[3],
});

const linkBase = {
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.primaryHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
} as const;

export const link = style(linkBase);

/** A button that looks like a link: for steps inside the screen, which are not navigation. */
export const linkButton = style({
  ...linkBase,
  padding: 0,
  border: 0,
  background: "transparent",
  font: "inherit",
  fontWeight: vars.font.weight.bold,
});

export const submit = style({ width: "100%" });

export const notice = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.success}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

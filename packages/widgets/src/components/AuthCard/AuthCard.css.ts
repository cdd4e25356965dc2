import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** The width of every auth card: a form's fields at a comfortable length, on any screen. */
export const AUTH_CARD_WIDTH = 440;

/** Centres the card in whatever column it is given (the web app's standalone main, a host page). */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  width: "100%",
  maxWidth: AUTH_CARD_WIDTH,
  marginInline: "auto",
  minWidth: 0,
});

/** The brand above the card, at the card's start edge. */
export const brand = style({ alignSelf: "flex-start" });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  padding: vars.space[6],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
  color: vars.color.text,
  "@media": { "(max-width: 575px)": { padding: vars.space[5] } },
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

/** The same title as every page's (Page template), so the auth screens read as one product. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
  overflowWrap: "anywhere",
  outline: "none",
});

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

/** The switch to another screen under the card's content ("Back to sign in"), centred. */
export const footer = style({
  margin: 0,
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  textAlign: "center",
  color: vars.color.textMuted,
});

import { vars } from "@bulwark/widgets";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";

globalStyle("html, body", { margin: 0, padding: 0, minHeight: "100%" });
// The scrollbar's room is kept from the first paint: a page that grows past the window once its
// data arrives (People's 20 rows) must not narrow and reflow (Lighthouse measured a 0.18 shift).
globalStyle("html", { scrollbarGutter: "stable" });
globalStyle("body", { background: vars.color.surfaceMuted });

/** The provider's root: the whole page. */
export const page = style({
  minHeight: "100vh",
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const centered = style({
  minHeight: "60vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[3],
  color: vars.color.textMuted,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The spinner shows only if loading lasts, so fast answers do not flash. */
export const delayed = style({
  opacity: 0,
  animation: `${fadeIn} 150ms ease-out 300ms forwards`,
});

export const skipLink = style({
  position: "absolute",
  left: vars.space[3],
  top: "-100px",
  zIndex: 1000,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius,
  selectors: { "&:focus": { top: vars.space[3] } },
});

/** Pages without the shell (sign-in, reset password, verify email, accept invitation): centred. */
export const standalone = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  padding: `${vars.space[6]} ${vars.space[4]}`,
});

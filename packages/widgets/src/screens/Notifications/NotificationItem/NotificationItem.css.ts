import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const base = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  color: vars.color.text,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const item = styleVariants({
  compact: [base, { padding: `${vars.space[3]} ${vars.space[4]}` }],
  full: [base, { padding: vars.space[4] }],
});

export const unread = style({});

export const dot = style({
  flex: "none",
  width: 8,
  height: 8,
  marginBlockStart: "0.55em",
  borderRadius: "50%",
  background: vars.color.primary,
});

export const dotRead = style([dot, { background: "transparent", border: `1px solid ${vars.color.border}` }]);

export const content = style({ flex: 1, minWidth: 0 });

export const heading = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space[2] });

export const link = style({
  fontWeight: vars.font.weight.regular,
  selectors: {
    [`${unread} &`]: { fontWeight: vars.font.weight.bold },
    // Stretches the link over the whole row so anywhere in it opens the notification.
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sentence = style({
  margin: `${vars.space[1]} 0 0`,
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

export const time = style({
  display: "block",
  marginBlockStart: vars.space[1],
  color: vars.color.textMuted,
  fontSize: "0.75rem",
});

// Above the stretched link, so its buttons stay clickable.
export const actions = style({ position: "relative", zIndex: 1, flex: "none", alignSelf: "center" });

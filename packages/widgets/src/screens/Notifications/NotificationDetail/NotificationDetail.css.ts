import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ display: "grid", gap: vars.space[4], maxWidth: 760, justifyItems: "start" });

export const back = style({ fontSize: vars.font.size.small });

export const card = style({
  justifySelf: "stretch",
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const heading = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold });

export const sentence = style({
  margin: `${vars.space[3]} 0`,
  fontSize: vars.font.size.large,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.font.size.small,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const action = style({ margin: `${vars.space[3]} 0 0` });

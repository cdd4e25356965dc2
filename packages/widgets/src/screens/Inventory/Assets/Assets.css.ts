import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const chip = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  alignSelf: "flex-start",
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: 999,
  background: vars.color.surface,
  fontSize: vars.font.size.small,
});

export const name = style({ whiteSpace: "nowrap", fontWeight: vars.font.weight.bold });

export const addForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: "min(32rem, 80vw)",
});

export const count = style({
  margin: 0,
  minHeight: "1.25em",
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

const box = {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
} as const;

export const hintBox = style({ ...box, background: vars.color.surfaceMuted });

export const rejectedBox = style({ ...box, borderColor: vars.color.danger, background: vars.color.dangerSurface });

export const hintTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small });

export const nameList = style({
  margin: `${vars.space[1]} 0 0`,
  paddingInlineStart: vars.space[4],
  fontSize: vars.font.size.small,
});

export const rejectedRow = style({ overflowWrap: "anywhere" });

export const rejectedMessage = style({ marginInlineStart: vars.space[2], color: vars.color.text });

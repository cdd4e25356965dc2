import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** Wider than the default dialog: the preview table has seven columns. */
export const dialog = style({ width: "min(1040px, 100%)" });

export const step = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  selectors: { "&:focus": { outline: "none" } },
});

export const text = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  color: vars.color.textMuted,
});

export const templateLink = style({
  alignSelf: "flex-start",
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const note = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const warning = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const rejectedRow = style({});
globalStyle(`${rejectedRow} > *`, { background: vars.color.dangerSurface });

export const problem = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });

export const number = style({ fontVariantNumeric: "tabular-nums" });

export const email = style({ overflowWrap: "break-word" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const dangerZone = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});

export const dangerZoneActive = style([
  dangerZone,
  { borderColor: vars.color.danger, background: vars.color.dangerSurface },
]);

export const dangerText = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text });

export const dangerCount = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.danger });

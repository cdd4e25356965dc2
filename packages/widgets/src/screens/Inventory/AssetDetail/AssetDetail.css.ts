import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
});

globalStyle(`${facts} > div`, { display: "flex", flexDirection: "column", gap: 2 });
globalStyle(`${facts} dt`, { fontSize: vars.font.size.small, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const panels = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  gap: vars.space[4],
  alignItems: "start",
});

export const panelBody = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const text = style({ margin: 0 });

export const step = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const note = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const failure = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const failureTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const findings = style({ margin: `${vars.space[1]} 0 0`, paddingInlineStart: vars.space[4] });

export const tabBody = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const subheading = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

export const found = style({ whiteSpace: "nowrap" });

export const failedText = style({ color: vars.color.danger });

export const wideDialog = style({ selectors: { "&&": { width: "min(48rem, 100%)" } } });

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../../theme/theme.css";

export const layout = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  gap: vars.space[3],
  alignItems: "end",
});

export const inline = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

/** The editor beside its preview where there is room, one under the other where there is not. */
export const split = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))",
  gap: vars.space[5],
  alignItems: "start",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The HTML source: a code face, long lines kept as written. */
export const code = style({});
globalStyle(`${code} textarea`, {
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.small,
  whiteSpace: "pre",
  overflowWrap: "normal",
  overflowX: "auto",
  minHeight: "320px",
});

/** The sandboxed frame a preview renders in: white like a mail client, resizable. */
export const frame = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "440px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: "#ffffff",
  resize: "vertical",
});

export const envelope = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.font.size.small,
});
globalStyle(`${envelope} dt`, { color: vars.color.textMuted });
globalStyle(`${envelope} dd`, { margin: 0, overflowWrap: "anywhere" });

/** The placeholder chips under the preview: what each becomes. */
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], margin: 0, padding: 0 });

export const chip = style({
  listStyle: "none",
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.small,
  padding: `0 ${vars.space[2]}`,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius,
});

/** The refusals of the HTML checks, each what was found. */
export const refusals = style({
  margin: 0,
  padding: vars.space[3],
  paddingInlineStart: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const refusalTitle = style({ margin: 0, marginBlockEnd: vars.space[2], fontWeight: vars.font.weight.bold });

export const confirmText = style({ margin: 0 });

export const saved = style({ color: vars.color.success, fontSize: vars.font.size.small });

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
  selectors: {
    "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-mode="disabled"]': { opacity: 0.6 },
    '&[data-mode="view"]': { boxShadow: "none" },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 2,
  padding: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderTopLeftRadius: vars.radius,
  borderTopRightRadius: vars.radius,
});

export const separator = style({
  width: 1,
  alignSelf: "stretch",
  margin: `${vars.space[1]} 2px`,
  background: vars.color.border,
});

export const tool = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space[2]}`,
  border: "1px solid transparent",
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.size.small,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surface, borderColor: vars.color.border },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { background: vars.color.primarySurface, color: vars.color.primary },
    "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
  },
});

export const linkForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[2],
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const linkField = style({ flex: "1 1 16rem" });

export const content = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  overflowY: "auto",
  maxHeight: "70vh",
});

// ProseMirror's editable element is created by the library, so it is styled from its frame.
globalStyle(`${content} .ProseMirror`, {
  outline: "none",
  minHeight: "inherit",
  lineHeight: 1.6,
  // What Tiptap's injected stylesheet gave (injectCSS is off: the CSP refuses it), as ProseMirror needs.
  position: "relative",
  whiteSpace: "pre-wrap",
  wordWrap: "break-word",
  fontVariantLigatures: "none",
});
globalStyle(`${content} .ProseMirror > * + *`, { marginTop: vars.space[2] });
globalStyle(`${content} .ProseMirror a`, { color: vars.color.primary, textDecoration: "underline" });
globalStyle(`${content} .ProseMirror blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

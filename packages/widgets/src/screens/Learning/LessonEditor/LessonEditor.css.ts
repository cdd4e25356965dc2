import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const layout = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  gap: vars.space[3],
  alignItems: "end",
});

export { fieldset as group } from "../shared/learning.css";

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const inline = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3] });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });

export const warnings = style({
  margin: 0,
  padding: vars.space[3],
  paddingInlineStart: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const warningTitle = style({ margin: 0, marginBlockEnd: vars.space[2], fontWeight: vars.font.weight.bold });

export const pages = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const pageItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const pageNumber = style({
  flex: "none",
  minWidth: 28,
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.textMuted,
});

export const pageText = style({ flex: "1 1 200px", minWidth: 0, display: "flex", flexDirection: "column", gap: 2 });

export const pageTitle = style({ fontWeight: vars.font.weight.bold, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const pageActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[1], marginInlineStart: "auto" });

export const iconButton = style({ minHeight: 36, minWidth: 36, padding: `0 ${vars.space[2]}` });

export const answers = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const answer = style({ display: "flex", alignItems: "center", gap: vars.space[2] });

export const answerText = style({ flex: 1, minWidth: 0 });

export const preview = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const quizList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
});

export const sectionHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
});

export const sectionTitle = style({ margin: 0, fontSize: "1.125rem" });

/** The page form and preview: room for the rich-text editor (the dialog's own width is for short forms). */
export const wideDialog = style({ selectors: { "&&": { width: "min(820px, 100%)" } } });

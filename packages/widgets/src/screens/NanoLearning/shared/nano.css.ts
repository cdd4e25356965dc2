import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** A paragraph without the browser's margins (dialog bodies, hints). */
export const plain = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** A column of a form's parts or a view's sections. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

/** Fields side by side that wrap on a phone (never wider than the screen). */
export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  gap: vars.space[3],
  alignItems: "start",
});

/** A fieldset without the browser's frame. */
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.danger });

/** The figure tiles of the Overview. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 150px), 1fr))",
  gap: vars.space[3],
  margin: 0,
});

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
});

export const figureLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const figureValue = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold });

/** Charts side by side that stack on a phone. */
export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  gap: vars.space[4],
});

/** One scheduled content in the wizard. */
export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
});

export const contentHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const contentName = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: "anywhere" });

/** The wizard's footer: back on the left, next/submit on the right. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space[3],
});

/** The wizard's step list. */
export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

export const step = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: {
    '&[aria-current="step"]': {
      borderColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/** A list of badges or chips on one wrapping line. */
export const chips = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space[1] });

/** A learner's event sequence: one line per content. */
export const sequence = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
});

/** Read-only settings as a term/definition list. */
export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 12rem) minmax(0, 1fr)",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  "@media": { "screen and (max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

/** The people picker's scrolling list. */
export const pickList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  maxHeight: "22rem",
  overflowY: "auto",
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});

/** One content's events, in order, as badges on a wrapping line. */
export const eventList = style({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The wizard's nano pages: one line each, name and badges, then Add. */
export const pageList = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  maxHeight: "24rem",
  overflowY: "auto",
});

export const pageItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.borderSubtle}` } },
});

export const pageName = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** A figure kept on one line (a count with its percentage in a narrow table column). */
export const nowrap = style({ whiteSpace: "nowrap" });

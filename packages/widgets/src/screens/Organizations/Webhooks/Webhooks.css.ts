import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const text = style({ margin: 0 });

export const eventTypes = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  border: "none",
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space[2], fontWeight: vars.font.weight.bold });

export const fieldError = style({
  flexBasis: "100%",
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
});

/** URLs in a monospace face, cut on one line like every cell (the full URL shows on hover). */
export const url = style({ fontFamily: mono, fontSize: vars.font.size.small });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The delivery log may hold long answers: it never widens the page. */
export const deliveries = style({ minWidth: 0 });

/** A delivery's details: the dialog is wider than a form, for the JSON body and the answers. */
export const details = style({ width: "min(760px, 100%)" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  alignItems: "baseline",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const sectionTitle = style({
  margin: `${vars.space[4]} 0 ${vars.space[2]}`,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

/** The body as sent and the receiver's answers: kept as they are, scrolled inside, never wider. */
export const pre = style({
  margin: 0,
  padding: vars.space[3],
  maxHeight: "16rem",
  overflow: "auto",
  fontFamily: mono,
  fontSize: vars.font.size.small,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius,
});

export const attempts = style({ display: "flex", flexDirection: "column", gap: vars.space[3], margin: 0, padding: 0 });

export const attempt = style({ listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space[1] });

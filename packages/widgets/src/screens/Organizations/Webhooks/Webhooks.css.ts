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

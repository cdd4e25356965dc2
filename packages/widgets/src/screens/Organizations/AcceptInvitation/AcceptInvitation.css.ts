import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** A single centred card: the page has no shell (seeds, section 2). */
export const root = style({ maxWidth: 560, marginInline: "auto", color: vars.color.text });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold, lineHeight: 1.25 });

export const line = style({ margin: 0, color: vars.color.textMuted });

export const prompt = style({ margin: 0 });

export const invalid = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

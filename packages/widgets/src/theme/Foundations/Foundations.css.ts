import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const root = style({ display: "grid", gap: vars.space[6], maxWidth: 1100 });

export const section = style({ display: "grid", gap: vars.space[3] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacingTight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "68ch" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: vars.space[3],
});

export const swatch = style({
  display: "grid",
  gridTemplateRows: "64px auto",
  overflow: "hidden",
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
});

export const chip = style({ borderBlockEnd: `1px solid ${vars.color.borderSubtle}` });

export const meta = style({ display: "grid", gap: 2, padding: `${vars.space[2]} ${vars.space[3]}` });

export const name = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.small });

export const code = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(160px, 220px) 1fr",
  alignItems: "center",
  gap: vars.space[4],
  paddingBlock: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const bar = style({ height: 16, borderRadius: vars.radiusSmall, background: vars.color.primary });

export const box = style({
  display: "grid",
  placeItems: "center",
  height: 96,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const mover = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius,
  background: vars.color.primary,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none !important" } },
});

export const track = style({
  position: "relative",
  height: 40,
  borderRadius: vars.radius,
  background: vars.color.surfaceSunken,
});

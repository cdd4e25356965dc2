import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const roleGuide = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const roleGuideTitle = style({
  cursor: "pointer",
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const roleGuideList = style({ display: "grid", gap: vars.space[1], margin: `${vars.space[2]} 0 0` });

export const roleGuideItem = style({ display: "flex", gap: vars.space[1], flexWrap: "wrap" });

export const roleGuideRole = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

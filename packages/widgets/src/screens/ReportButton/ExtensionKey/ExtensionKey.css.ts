import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
});

export const text = style({ margin: 0 });

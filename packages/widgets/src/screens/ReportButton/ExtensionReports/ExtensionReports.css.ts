import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const secondary = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const mono = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

export const verdictBad = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });

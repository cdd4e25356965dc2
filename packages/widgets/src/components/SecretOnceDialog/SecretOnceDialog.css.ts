import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const warning = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
  fontWeight: vars.font.weight.bold,
});

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space[2] });

export const field = style({ flex: "1 1 260px" });

globalStyle(`${field} input`, {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
});

export const copyButton = style({ flex: "none" });

export const copied = style({ minHeight: "1.5em", margin: 0, color: vars.color.success });

export const copyFailed = style({ minHeight: "1.5em", margin: 0, color: vars.color.danger });

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const code = style({ fontFamily: mono, fontSize: vars.font.size.small });

export const nowrap = style({ whiteSpace: "nowrap" });

export const text = style({ margin: 0 });

export const createForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space[3] });

export const full = style({ flexBasis: "100%" });

export const nameField = style({ flex: "1 1 260px", maxWidth: 420 });

/** Lines the button up with the input under its label. */
export const createButton = style({ marginBlockStart: 25 });

export const newKey = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const warning = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
  fontWeight: vars.font.weight.bold,
});

export const keyRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space[2] });

export const keyField = style({ flex: "1 1 260px" });

globalStyle(`${keyField} input`, { fontFamily: mono, fontSize: vars.font.size.small });

export const copyButton = style({ flex: "none" });

export const copied = style({ minHeight: "1.5em", margin: 0, color: vars.color.success });

export const copyFailed = style({ minHeight: "1.5em", margin: 0, color: vars.color.danger });

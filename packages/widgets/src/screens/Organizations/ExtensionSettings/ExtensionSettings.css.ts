import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const addRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space[2] });

export const domainField = style({ flex: "1 1 260px", maxWidth: 420 });

/** Lines the button up with the input under its label. */
export const addButton = style({ marginBlockStart: 25 });

export const domains = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});

export const domain = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  selectors: { "&:not(:last-child)": { borderBlockEnd: `1px solid ${vars.color.border}` } },
});

export const domainName = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

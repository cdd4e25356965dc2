import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const text = style({ margin: 0 });

export const nowrap = style({ whiteSpace: "nowrap" });

export const createForm = style({ display: "grid", gap: vars.space[3], maxWidth: 640 });

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

export const createButton = style({ justifySelf: "start" });

export const url = style({ fontFamily: mono, fontSize: vars.font.size.small, wordBreak: "break-all" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space[1] });

export const deliveriesHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
});

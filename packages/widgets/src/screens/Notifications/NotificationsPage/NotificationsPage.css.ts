import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ display: "grid", gap: vars.space[4], maxWidth: 960 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
});

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: vars.font.weight.bold });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const list = style([
  card,
  {
    margin: 0,
    padding: 0,
    listStyle: "none",
    overflow: "hidden",
    selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  },
]);

globalStyle(`${list} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const center = style({ display: "flex", justifyContent: "center", padding: vars.space[6] });

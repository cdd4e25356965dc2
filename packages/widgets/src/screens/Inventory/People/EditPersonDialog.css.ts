import { style } from "@vanilla-extract/css";
import { maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const names = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space[3],
  "@media": { [maxWidth(575)]: { gridTemplateColumns: "1fr" } },
});

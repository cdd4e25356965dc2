import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** 16:9 at the column's width: a video reads the same in the editor's preview and the player. */
export const frame = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  border: "none",
  borderRadius: vars.radius,
  background: vars.color.surfaceSunken,
});

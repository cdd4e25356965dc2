import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** A fieldset without the browser's frame: a column of related controls (choices, answers, languages). */
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: "none",
});

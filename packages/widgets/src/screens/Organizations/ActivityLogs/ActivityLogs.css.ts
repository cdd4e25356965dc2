import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const ip = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
});

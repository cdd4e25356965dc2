import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const colorField = style({});

globalStyle(`${colorField} input`, { width: 72, padding: vars.space[1], cursor: "pointer" });

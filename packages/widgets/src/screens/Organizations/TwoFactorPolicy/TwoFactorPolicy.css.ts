import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const saved = style({ color: vars.color.success, fontSize: vars.font.size.small });

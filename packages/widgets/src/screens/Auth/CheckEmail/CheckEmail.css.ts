import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const message = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

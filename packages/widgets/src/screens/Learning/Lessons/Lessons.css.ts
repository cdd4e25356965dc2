import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** Languages or tags of a row on one line. */
export const chips = style({ display: "inline-flex", gap: vars.space[1], whiteSpace: "nowrap" });

export const confirmText = style({ margin: 0 });

import { style } from "@vanilla-extract/css";

export const confirmText = style({ margin: 0 });

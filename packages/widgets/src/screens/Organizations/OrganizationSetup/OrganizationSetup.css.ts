import { style } from "@vanilla-extract/css";

/** The setup form is a single narrow card. */
export const root = style({ maxWidth: 640 });

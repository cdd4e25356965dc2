import { style } from "@vanilla-extract/css";

/** Keeps the roles control readable in a narrow column. */
export const roles = style({ minWidth: "14rem", maxWidth: "20rem" });

export const confirmText = style({ margin: 0 });

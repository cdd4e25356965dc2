import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const code = style({ fontFamily: mono, fontSize: vars.font.size.small });

export const nowrap = style({ whiteSpace: "nowrap" });

export const text = style({ margin: 0 });

export const createForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space[3] });

export const full = style({ flexBasis: "100%" });

export const nameField = style({ flex: "1 1 260px", maxWidth: 420 });

/** Lines the button up with the input under its label. */
export const createButton = style({ marginBlockStart: 25 });

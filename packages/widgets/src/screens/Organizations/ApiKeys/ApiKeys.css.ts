import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const code = style({ fontFamily: mono, fontSize: vars.font.size.small });

export const text = style({ margin: 0 });

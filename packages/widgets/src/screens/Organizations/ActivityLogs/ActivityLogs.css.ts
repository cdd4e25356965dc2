import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const filter = style({ minWidth: "14rem" });

export const description = style({ display: "block", minWidth: "16rem", overflowWrap: "anywhere" });

export const ip = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.small,
});

export const nowrap = style({ whiteSpace: "nowrap" });

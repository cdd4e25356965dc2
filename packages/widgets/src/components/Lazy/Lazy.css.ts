import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Where a part shows its spinner while its code loads. */
export const loading = style({ display: "flex", justifyContent: "center", padding: vars.space[5] });

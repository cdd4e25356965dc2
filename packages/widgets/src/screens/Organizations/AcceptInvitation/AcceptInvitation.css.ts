import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

/** "Invited by …" and "Sent to …", one line each under the title. */
export const line = style({ display: "block" });

export const prompt = style({ margin: 0 });

/** The next steps, full width on a phone so each is easy to hit. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  "@media": { "(max-width: 575px)": { flexDirection: "column", alignItems: "stretch" } },
});

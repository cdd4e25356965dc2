import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

/** The four cards: two columns where there is room, one on a phone. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  gap: vars.space[4],
});

export const card = style({ height: "100%" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[3], alignItems: "flex-start" });

export const count = style({ margin: 0, fontSize: "1.25rem", fontWeight: vars.font.weight.bold });

/** The custom content's two figures, on one line where they fit. */
export const detail = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export { fieldset as choices } from "../shared/learning.css";

export const choice = style({
  display: "flex",
  gap: vars.space[3],
  alignItems: "flex-start",
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySurface },
    "&:has(input:disabled)": { cursor: "not-allowed", borderStyle: "dashed", color: vars.color.textMuted },
  },
});

export const choiceText = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const choiceTitle = style({ fontWeight: vars.font.weight.bold });

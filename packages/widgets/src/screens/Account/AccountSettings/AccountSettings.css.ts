import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  width: "100%",
  maxWidth: 880,
});

export const title = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.large} * 1.2)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
});

export const notice = style({
  margin: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4], maxWidth: 520 });

export const names = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space[4],
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  // Focused by the flow (not by the user) to announce the new step: no ring on a non-control.
  outline: "none",
});

/**
 * A live region for results. While empty it is visually hidden rather than removed (so screen
 * readers already know it when a message arrives) and takes no room in the layout.
 */
export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weight.bold,
  selectors: {
    "&:empty": {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
    },
  },
});

export const emailRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const fieldLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

/** A status label; its text says the state, the colour only repeats it. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  padding: `0 ${vars.space[2]}`,
  border: "1px solid currentColor",
  borderRadius: 999,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const badgeOn = style([badge, { color: vars.color.success }]);
export const badgeOff = style([badge, { color: vars.color.textMuted }]);
export const badgeWarning = style([badge, { color: vars.color.danger }]);
export const badgeCurrent = style([badge, { color: vars.color.primary }]);

export const statusRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const scan = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const sessions = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});

export const session = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: vars.space[4],
  selectors: { "& + &": { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const sessionMain = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
  flex: "1 1 320px",
});

export const device = style({ display: "inline-flex", alignItems: "center", gap: vars.space[2], maxWidth: "100%" });

export const deviceName = style({ fontWeight: vars.font.weight.bold });

export const userAgent = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
});

export const fact = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const factLabel = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const center = style({ display: "flex", justifyContent: "center", padding: vars.space[5] });

export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.bold });

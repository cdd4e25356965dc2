import { globalStyle, style } from "@vanilla-extract/css";
import { maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

const phone = maxWidth(767);

/** The player's column: readable line lengths, centred in whatever the host gives it. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  width: "100%",
  maxWidth: 1040,
  marginInline: "auto",
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight,
});

/** A card: the start screen, a page, the result. */
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  boxShadow: vars.shadowSmall,
  minWidth: 0,
  "@media": { [phone]: { padding: vars.space[4] } },
});

/** A narrower card for the calm one-message pages (invalid link, join). */
export const narrow = style({ maxWidth: 560, width: "100%", marginInline: "auto" });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  overflowWrap: "anywhere",
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
  overflowWrap: "anywhere",
  outline: "none",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });
export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

/** Label–value pairs: passing score, due date, the result's figures. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: vars.space[3],
  margin: 0,
});
export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const factLabel = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
export const factValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  overflowWrap: "anywhere",
});

export const lessonList = style({ margin: 0, paddingInlineStart: vars.space[5], display: "grid", gap: vars.space[1] });

export const notice = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius,
  background: vars.color.infoSurface,
  overflowWrap: "anywhere",
});

export const contact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  overflowWrap: "anywhere",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" });
export const pagerActions = style([actions, { justifyContent: "space-between" }]);

/** Contents beside the page; above it on a phone, folded. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "260px minmax(0, 1fr)",
  gap: vars.space[5],
  alignItems: "start",
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });
export const courseName = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: "anywhere" });

export const progress = style({
  width: "100%",
  height: 8,
  accentColor: vars.color.primary,
});

export const contents = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  minWidth: 0,
});
export const contentsSummary = style({ cursor: "pointer", fontWeight: vars.font.weight.medium });
export const lessonTitle = style({
  margin: `${vars.space[3]} 0 ${vars.space[1]}`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  overflowWrap: "anywhere",
});
export const pageList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
export const pageButton = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  width: "100%",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: "none",
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-current="step"]': { background: vars.color.primarySurface, fontWeight: vars.font.weight.medium },
  },
});
export const mark = style({ flex: "none", width: "1.2em", color: vars.color.success, textAlign: "center" });

/** The question and its answers. */
export const fieldset = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[2],
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontWeight: vars.font.weight.bold,
  overflowWrap: "anywhere",
});
export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySurface } },
});
globalStyle(`${option} input`, { marginTop: 3, accentColor: vars.color.primary });

export const feedback = style({ display: "grid", gap: vars.space[1] });
export const correct = style({
  padding: vars.space[3],
  borderRadius: vars.radius,
  background: vars.color.successSurface,
  borderInlineStart: `4px solid ${vars.color.success}`,
});
export const incorrect = style({
  padding: vars.space[3],
  borderRadius: vars.radius,
  background: vars.color.dangerSurface,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});

/** Passed / Failed, large enough to read at a glance; the word carries the meaning, not the colour. */
export const verdict = style({ margin: 0, fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold });
export const passed = style({ color: vars.color.success });
export const failed = style({ color: vars.color.danger });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

/** The organisation's name and logo above the course: a fixed-size logo box, so the page does not move when it loads. */
export const organization = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  minWidth: 0,
});
export const organizationLogo = style({
  width: 40,
  height: 40,
  flex: "none",
  objectFit: "contain",
  borderRadius: vars.radius,
});
export const organizationText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const organizationName = style({ fontWeight: vars.font.weight.medium, overflowWrap: "anywhere" });

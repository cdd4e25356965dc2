import { globalStyle, style } from "@vanilla-extract/css";
import { layout } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflowX: "hidden",
  overflowY: "auto",
  background: vars.color.sidebar.background,
  color: vars.color.sidebar.text,
  // Dark in both themes, so its scrollbar is too.
  colorScheme: "dark",
  transition: "width 150ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const expanded = style({ width: layout.sidebarWidth });
export const collapsed = style({ width: layout.sidebarCollapsedWidth });

const focus = {
  outline: `2px solid ${vars.color.sidebar.text}`,
  outlineOffset: -2,
};

export const toggleRow = style({
  display: "flex",
  justifyContent: "flex-end",
  padding: `${vars.space[2]} ${vars.space[2]} 0`,
  selectors: { [`${collapsed} &`]: { justifyContent: "center" } },
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius,
  background: "transparent",
  color: vars.color.sidebar.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.sidebar.hover, color: vars.color.sidebar.text },
    "&:focus-visible": focus,
  },
});

export const nav = style({ padding: `${vars.space[2]} 0 ${vars.space[5]}` });

export const group = style({ marginBlockStart: vars.space[2] });

export const heading = style({
  margin: `${vars.space[3]} ${vars.space[4]} ${vars.space[1]}`,
  color: vars.color.sidebar.textMuted,
  fontSize: "0.75rem",
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const divider = style({
  margin: `${vars.space[2]} ${vars.space[4]}`,
  borderBlockStart: `1px solid ${vars.color.sidebar.hover}`,
});

export const list = style({ margin: 0, padding: 0, listStyle: "none" });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  minHeight: 40,
  margin: `2px ${vars.space[2]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius,
  color: vars.color.sidebar.text,
  fontSize: vars.font.size.small,
  selectors: {
    "&:hover": { background: vars.color.sidebar.hover },
    '&[aria-current="page"]': {
      background: vars.color.sidebar.activeBackground,
      color: vars.color.sidebar.activeText,
      fontWeight: vars.font.weight.bold,
    },
    "&:focus-visible": focus,
    [`${collapsed} &`]: { justifyContent: "center", paddingInline: 0 },
  },
});

globalStyle(`${link} > svg`, { flex: "none" });

export const label = style({ minWidth: 0, overflowWrap: "anywhere" });

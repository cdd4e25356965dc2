import { style } from "@vanilla-extract/css";
import { visuallyHiddenOnPhone } from "../../../styles/utils.css";
import { maxWidth } from "../../../theme/layout";
import { vars } from "../../../theme/theme.css";

export const trigger = style({ maxWidth: 340 });

export const name = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.small,
  "@media": {
    // The logo alone names the menu on small screens (the trigger keeps its accessible name).
    [maxWidth(767)]: { display: "none" },
  },
});

export const header = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const headerText = style({ minWidth: 0 });

export const headerName = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: "anywhere",
});

export const muted = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});

/**
 * The "Demo" badge in the trigger gives way on a phone (the bar must fit 390 px); it stays for
 * screen readers and shows in the open menu's header.
 */
export const triggerBadge = visuallyHiddenOnPhone;

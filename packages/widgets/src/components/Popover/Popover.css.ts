import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/**
 * The surface every floating popup shares (menus, the filter bar's panels, the table's column
 * list): fixed over the page by {@link useFloatingPopover}, so opening one never moves anything;
 * scrolls when the room left is short. Each popup composes it and adds its own padding and width.
 */
export const surface = style({
  zIndex: 900,
  overflowY: "auto",
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radiusLarge,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadowMedium,
});

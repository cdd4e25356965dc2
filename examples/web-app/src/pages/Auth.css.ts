import { vars } from "@bulwark/widgets";
import { style } from "@vanilla-extract/css";

/** "Your account is ready": over the form while registration waits a moment before going on. */
export const status = style({
  position: "fixed",
  top: vars.space[4],
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 10,
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
  boxShadow: vars.shadow,
});

/** The live region stays in the page (empty) so the message is announced when it appears. */
export const hidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

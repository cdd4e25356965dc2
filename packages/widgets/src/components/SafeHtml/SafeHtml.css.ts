import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Reading typography for user-written content, in the product's type scale. */
export const content = style({ lineHeight: 1.6, overflowWrap: "anywhere" });

globalStyle(`${content} > * + *`, { marginTop: vars.space[3] });
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} a[href]`, { color: vars.color.primary, textDecoration: "underline" });
globalStyle(`${content} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${content} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

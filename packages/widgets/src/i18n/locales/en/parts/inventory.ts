import { inventory } from "../inventory";

/** The inventory domain's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { inventory };

import { shell } from "../shell";

/** The shell domain's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { shell };

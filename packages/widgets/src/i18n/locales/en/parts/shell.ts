import { security } from "../security";
import { shell } from "../shell";

/** The shell domain's strings, with the two-factor words (the set-up gate), at their place in the tree (`i18n/strings.ts`). */
export const strings = { shell, security };

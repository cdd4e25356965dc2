import { reportButton } from "../reportButton";

/** The report button's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { reportButton };

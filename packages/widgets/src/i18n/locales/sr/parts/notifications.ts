import { notifications } from "../notifications";

/** The notifications domain's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { notifications };

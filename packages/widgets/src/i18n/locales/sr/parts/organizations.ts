import { organizations } from "../organizations";

/** The organizations domain's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { organizations };

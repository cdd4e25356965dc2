import { learning } from "../learning";

/** The learning library's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { learning };

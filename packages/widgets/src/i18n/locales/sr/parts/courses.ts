import { courses } from "../courses";

/** The course screens' strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { courses };

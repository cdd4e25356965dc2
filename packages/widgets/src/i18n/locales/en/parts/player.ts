import { player } from "../player";

/** The learner's course player's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { player };

import { nanoLearning } from "../nanoLearning";

/** The nano-learning campaign screens' strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { nanoLearning };

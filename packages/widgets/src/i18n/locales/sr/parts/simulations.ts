import { simulations } from "../simulations";

/** The phishing simulation screens' strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { simulations };

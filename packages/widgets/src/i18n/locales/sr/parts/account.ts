import { account } from "../account";

/** The account domain's strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { account };

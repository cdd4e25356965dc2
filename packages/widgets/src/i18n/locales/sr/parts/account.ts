import { account } from "../account";
import { security } from "../security";

/** The account domain's strings, with the password and two-factor words, at their place in the tree (`i18n/strings.ts`). */
export const strings = { account, security };

import { organizations } from "../organizations";
import { security } from "../security";

/** The organizations domain's strings, with the two-factor words (the policy), at their place in the tree (`i18n/strings.ts`). */
export const strings = { organizations, security };

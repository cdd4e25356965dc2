import { phishingContent } from "../phishingContent";

/** The phishing content screens' strings, at their place in the tree (`i18n/strings.ts`). */
export const strings = { phishingContent };

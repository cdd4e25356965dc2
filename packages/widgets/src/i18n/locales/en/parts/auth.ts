import { authStrings } from "../auth";
import { security } from "../security";

/** The sign-in, registration and password screens' strings, with the password and two-factor words (`i18n/strings.ts`). */
export const strings = { ...authStrings, security };

/** The sign-in, registration and password screens' strings (`i18n/strings.ts`). */
export { authStrings as strings } from "../auth";

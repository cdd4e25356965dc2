// Types `t` keys inside this package only: this file is not imported, so the augmentation is
// not shipped to consumers, whose own i18next resources differ.
import "i18next";
import type { en } from "./locales/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

import type { Translation } from "../../translation";
import type { securityCommon as en } from "../en/securityCommon";

/** Serbian: the message of a `TwoFactorRequired` error (see en/securityCommon.ts). */
export const securityCommon: Translation<typeof en> = {
  twoFactorRequiredError: "Ova organizacija zahteva dvofaktorsku autentifikaciju: uključite je u podešavanjima naloga",
};

import type { Translation } from "../../translation";
import type { featureNotEnabled as en } from "../en/featureNotEnabled";

/** Serbian: the feature-not-enabled screen (see en/featureNotEnabled.ts). */
export const featureNotEnabled: Translation<typeof en> = {
  title: "Ova funkcija nije uključena",
  message: "Funkcija „{{feature}}“ nije uključena za vašu organizaciju. Kontaktirajte nas i uključićemo je.",
  messageGeneric: "Ova funkcija nije uključena za vašu organizaciju. Kontaktirajte nas i uključićemo je.",
  contactUs: "Kontaktirajte nas",
  mailSubject: "Molimo uključite funkciju „{{feature}}“",
  mailSubjectGeneric: "Molimo uključite funkciju",
  features: {
    inventory: "Inventar",
    monitoring: "Kontinuirano praćenje",
    learning: "Obuka za podizanje svesti",
    phishing: "Simulacije fišinga",
    thirdParty: "Rizik trećih strana",
    waf: "Zaštitni zid veb aplikacija",
    leaks: "Curenje podataka",
    groupOrganization: "Grupna administracija",
  },
};

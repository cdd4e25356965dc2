import type { Translation } from "../../translation";
import type { organizationsCommon as en } from "../en/organizationsCommon";

/** Serbian: the organisation screens' common words (see en/organizationsCommon.ts). */
export const organizationsCommon: Translation<typeof en> = {
  save: "Sačuvaj",
  cancel: "Otkaži",
  remove: "Ukloni",
  actions: "Akcije",
  none: "—",
  never: "Nikad",
  you: "(vi)",
  readOnlyTitle: "Samo za čitanje",
  readOnlyReason: "Za izmene vam je potrebna dozvola za upravljanje organizacijom.",
  noOrganization: "Prvo morate podesiti organizaciju",
  noOrganizationHint: "Napravite organizaciju da biste pozvali tim i upravljali njenim podešavanjima.",
  setUp: "Podesite organizaciju",
};

import type { Translation } from "../../translation";
import type { inventoryExport as en } from "../en/inventoryExport";

/** Serbian (Latin script) strings of the export menu of the people and asset lists. */
export const inventoryExport: Translation<typeof en> = {
  button: "Izvoz",
  as: "Izvezi kao {{format}}",
  formats: {
    csv: "CSV",
    xlsx: "Excel (XLSX)",
  },
  preparing: "Pripremam {{format}}…",
  downloading: "Preuzimanje…",
  cancel: "Otkaži izvoz",
  done: "{{fileName}} je preuzet",
  failed: "Izvoz nije uspeo",
  failedReasonUnknown: "Datoteka nije mogla da se napravi. Pokušajte ponovo.",
};

import { inventoryExport } from "../inventoryExport";
import { inventoryPeople } from "../inventoryPeople";

/** The strings of `<bulwark-people>`: the people list, its dialogs and the CSV import (`i18n/strings.ts`). */
export const strings = { inventory: { export: inventoryExport, people: inventoryPeople } };

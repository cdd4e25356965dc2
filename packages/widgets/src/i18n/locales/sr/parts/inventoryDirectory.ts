import { inventoryDirectory } from "../inventoryDirectory";
import { inventoryPeople } from "../inventoryPeople";

/** The strings of directory sync (`i18n/strings.ts`), with the people words its results use. */
export const strings = { inventory: { directory: inventoryDirectory, people: inventoryPeople } };

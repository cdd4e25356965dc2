import { inventoryAssets } from "../inventoryAssets";
import { inventoryOverview } from "../inventoryOverview";
import { inventoryPeople } from "../inventoryPeople";

/**
 * The strings of `<bulwark-inventory-overview>` (`i18n/strings.ts`), with the words it shares with
 * the lists: asset types and origins, people's sources and error messages.
 */
export const strings = {
  inventory: { overview: inventoryOverview, assets: inventoryAssets, people: inventoryPeople },
};

import type { Translation } from "../../translation";
import type { inventory as en } from "../en/inventory";
import { inventoryAssetList } from "./inventoryAssetList";
import { inventoryAssetPage } from "./inventoryAssetPage";
import { inventoryAssets } from "./inventoryAssets";
import { inventoryDirectory } from "./inventoryDirectory";
import { inventoryExport } from "./inventoryExport";
import { inventoryOverview } from "./inventoryOverview";
import { inventoryPeople } from "./inventoryPeople";

/** Serbian (Latin script) strings of the inventory screens, one module per screen's words. */
export const inventory: Translation<typeof en> = {
  export: inventoryExport,
  people: inventoryPeople,
  directory: inventoryDirectory,
  overview: inventoryOverview,
  assets: { ...inventoryAssets, ...inventoryAssetList, ...inventoryAssetPage },
};

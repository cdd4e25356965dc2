/**
 * English strings of the inventory screens (`inventory` in `en`), one module per screen's words so the
 * elements fetch only their screen's (`parts/inventory*.ts`).
 */

import { inventoryAssetList } from "./inventoryAssetList";
import { inventoryAssetPage } from "./inventoryAssetPage";
import { inventoryAssets } from "./inventoryAssets";
import { inventoryDirectory } from "./inventoryDirectory";
import { inventoryExport } from "./inventoryExport";
import { inventoryOverview } from "./inventoryOverview";
import { inventoryPeople } from "./inventoryPeople";

export const inventory = {
  export: inventoryExport,
  people: inventoryPeople,
  directory: inventoryDirectory,
  overview: inventoryOverview,
  assets: { ...inventoryAssets, ...inventoryAssetList, ...inventoryAssetPage },
};

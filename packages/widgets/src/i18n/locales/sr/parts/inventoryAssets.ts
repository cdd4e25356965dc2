import { inventoryAssetList } from "../inventoryAssetList";
import { inventoryAssets } from "../inventoryAssets";
import { inventoryExport } from "../inventoryExport";

/** The strings of `<bulwark-assets>`: the asset list, adding assets and discovery (`i18n/strings.ts`). */
export const strings = {
  inventory: { export: inventoryExport, assets: { ...inventoryAssets, ...inventoryAssetList } },
};

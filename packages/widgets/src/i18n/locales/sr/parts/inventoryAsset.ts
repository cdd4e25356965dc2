import { inventoryAssetPage } from "../inventoryAssetPage";
import { inventoryAssets } from "../inventoryAssets";

/** The strings of `<bulwark-asset>`: one asset's page (`i18n/strings.ts`). */
export const strings = { inventory: { assets: { ...inventoryAssets, ...inventoryAssetPage } } };

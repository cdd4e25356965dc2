import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { AssetsService } from "./assets.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** The asset operations of the contract (tag `assets`), under /api/v1/inventory/assets. */
export function assetsRoutes(bind: Bind, assets: AssetsService): Router {
  const r = Router();
  bind(r, "createAssetsBatch", ({ body }, ctx) => assets.createBatch(ctx, body));
  bind(r, "listAssets", ({ query }, ctx) => assets.list(ctx, query));
  bind(r, "getAsset", ({ path }, ctx) => assets.get(ctx, path.assetId));
  bind(r, "deleteAsset", ({ path }, ctx) => assets.delete(ctx, path.assetId));
  bind(r, "deleteAssetsBatch", ({ body }, ctx) => assets.deleteBatch(ctx, body));
  bind(r, "getAssetVerification", ({ path }, ctx) => assets.getVerification(ctx, path.assetId));
  bind(r, "setAssetVerification", ({ path, body }, ctx) => assets.setVerification(ctx, path.assetId, body));
  bind(r, "verifyAsset", ({ path }, ctx) => assets.verify(ctx, path.assetId));
  bind(r, "setAssetMonitoring", ({ path, body }, ctx) => assets.setMonitoring(ctx, path.assetId, body));
  bind(r, "getAssetDnsRecords", ({ path }, ctx) => assets.dnsRecords(ctx, path.assetId));
  bind(r, "getAssetDnsRecordHistory", ({ path, query }, ctx) =>
    assets.dnsRecordHistory(ctx, path.assetId, path.recordType, query),
  );
  bind(r, "getAssetIpInfo", ({ path }, ctx) => assets.ipInfo(ctx, path.assetId));
  bind(r, "getAssetIpInfoHistory", ({ path, query }, ctx) => assets.ipInfoHistory(ctx, path.assetId, query));
  bind(r, "listAssetDiscoveries", ({ path, query }, ctx) => assets.listDiscoveries(ctx, path.assetId, query));
  bind(r, "requestAssetDiscovery", ({ path }, ctx) => assets.requestDiscovery(ctx, path.assetId));
  bind(r, "getAssetDiscovery", ({ path }, ctx) => assets.getDiscovery(ctx, path.assetId, path.discoveryId));
  return r;
}

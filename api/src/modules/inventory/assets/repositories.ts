import type { Db } from "../../../platform/db/database.js";
import { AssetsRepository } from "./assets.repository.js";
import { DiscoveriesRepository } from "./discoveries.repository.js";
import { HistoryRepository } from "./history.repository.js";
import { VerificationRepository } from "./verification.repository.js";

/**
 * The asset module's repositories, one per aggregate, all bound to one organisation: what the
 * service's scope carries, and what the jobs build from their payload's tenant id.
 */
export function assetRepositories(db: Db, tenantId: string) {
  return {
    assets: new AssetsRepository(db, tenantId),
    verification: new VerificationRepository(db, tenantId),
    discoveries: new DiscoveriesRepository(db, tenantId),
    history: new HistoryRepository(db, tenantId),
  };
}

export type AssetRepositories = ReturnType<typeof assetRepositories>;

import type { Transaction } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Job, JobQueue } from "../../../platform/jobs/queue.js";
import type { JobHandler } from "../../../platform/jobs/worker.js";
import { NetError } from "../../../platform/net/net-error.js";
import type { Platform } from "../../../platform/platform.js";
import { publish } from "../../domain-events.js";
import type { AssetDiscovery } from "./discoveries.repository.js";
import { discover, MAX_NEW_ASSETS_PER_RUN } from "./discovery.js";
import { ASSET_CHECK_JOB, type AssetCheckJob, enqueueFirstCheck, runAssetCheck } from "./monitoring.js";
import { assetRepositories } from "./repositories.js";
import { assetResolver } from "./snapshot.js";

/** Job type of one discovery run. */
export const ASSET_DISCOVERY_JOB = "inventory.asset-discovery";

/** Payload of {@link ASSET_DISCOVERY_JOB}. */
export interface AssetDiscoveryJob {
  tenantId: string;
  assetId: string;
  discoveryId: string;
}

type Executor = Db | Transaction<Database>;

/** Queues the run of a Requested discovery, in the transaction that opened it. */
export async function enqueueDiscovery(queue: JobQueue, tenantId: string, discovery: AssetDiscovery, trx: Executor) {
  const payload: AssetDiscoveryJob = { tenantId, assetId: discovery.assetId, discoveryId: discovery.id };
  // Few attempts: a run that keeps failing for reasons other than the network is marked Failed.
  await queue.enqueue(
    ASSET_DISCOVERY_JOB,
    payload,
    { dedupeKey: `asset-discovery:${discovery.id}`, maxAttempts: 3 },
    trx,
  );
}

/**
 * Runs a Requested discovery: finds subdomains and addresses (see {@link discover}), stores the
 * asset's records and IP info as its latest check, adds what the organisation does not have yet
 * (origin automatic, at most {@link MAX_NEW_ASSETS_PER_RUN}) with a first check queued for each,
 * and ends the run Completed. A network failure ends it Failed with the reason; any other error
 * is retried by the queue and, on the last attempt, also ends it Failed.
 */
export async function runDiscovery(platform: Platform, payload: AssetDiscoveryJob, job: Job): Promise<void> {
  const { tenantId, assetId, discoveryId } = payload;
  const { assets, discoveries } = assetRepositories(platform.db, tenantId);
  const discovery = await discoveries.find(discoveryId);
  const asset = await assets.find(assetId);
  if (discovery?.status !== "Requested" || !asset) return;

  const fail = (error: string) =>
    discoveries.finish(discovery, { status: "Failed", error, newAssets: [], sources: [] }, nowIso());
  let findings: Awaited<ReturnType<typeof discover>>;
  try {
    findings = await discover(
      { name: asset.name, assetType: asset.asset_type },
      {
        resolver: assetResolver(platform.config),
        ctLogUrl: platform.config.ctLogUrl,
        allowPrivateNetwork: platform.config.allowPrivateNetwork,
        logger: platform.logger,
      },
    );
  } catch (error) {
    if (error instanceof NetError) {
      await fail(error.message);
      return;
    }
    if (job.attempts < job.max_attempts) throw error;
    platform.logger.error("asset discovery failed", { tenantId, assetId, error: String(error) });
    await fail("Discovery failed unexpectedly");
    return;
  }

  await platform.db.transaction().execute(async (trx) => {
    const scoped = assetRepositories(trx, tenantId);
    if (!(await scoped.assets.find(assetId))) return;
    const at = nowIso();
    await scoped.history.saveDnsRecords(assetId, findings.snapshot.records, at);
    await scoped.history.saveIpInfo(assetId, findings.snapshot.ipInfo, at);
    const known = await scoped.assets.existingNames(findings.candidates.map((candidate) => candidate.name));
    const fresh = findings.candidates
      .filter((candidate) => !known.has(candidate.name))
      .slice(0, MAX_NEW_ASSETS_PER_RUN)
      .map((candidate) => ({ ...candidate, origin: "automatic" as const, parentAssetId: assetId }));
    const inserted = await scoped.assets.insertMany(fresh, at);
    for (const row of inserted) await enqueueFirstCheck(platform.queue, tenantId, row.id, trx);
    const newAssets = inserted.map((row) => ({ id: row.id, name: row.name, assetType: row.asset_type }));
    const finished = await scoped.discoveries.finish(
      discovery,
      { status: "Completed", error: null, newAssets, sources: findings.sources },
      at,
    );
    if (finished && newAssets.length > 0) {
      await publish(platform, trx, tenantId, null, {
        type: "DiscoveryCompleted",
        data: { assetId, name: asset.name, discoveryId, newAssets },
      });
    }
  });
}

/** The asset jobs, for the worker's handler map. */
export function assetJobHandlers(platform: Platform): Array<[string, JobHandler]> {
  return [
    [ASSET_DISCOVERY_JOB, (payload, job) => runDiscovery(platform, payload as AssetDiscoveryJob, job)],
    [ASSET_CHECK_JOB, (payload) => runAssetCheck(platform, payload as AssetCheckJob)],
  ];
}

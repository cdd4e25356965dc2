import type { Transaction } from "kysely";
import type { Db } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { JobQueue } from "../../../platform/jobs/queue.js";
import { NetError } from "../../../platform/net/net-error.js";
import type { Platform } from "../../../platform/platform.js";
import { assetRepositories } from "./repositories.js";
import { assetResolver, takeSnapshot } from "./snapshot.js";

/** Job type of one check of an asset's DNS records and IP info (first check, or a monitoring tick). */
export const ASSET_CHECK_JOB = "inventory.asset-check";

/** Payload of {@link ASSET_CHECK_JOB}. */
export interface AssetCheckJob {
  tenantId: string;
  assetId: string;
  /**
   * Set on monitoring ticks: the instant this tick was scheduled for. A tick whose instant is no
   * longer the asset's `monitoring_next_run_at` is stale (monitoring stopped, or restarted with a
   * new schedule) and does nothing, so stopping ends the schedule without hunting for the job.
   */
  scheduledFor?: string;
}

type Executor = Db | Transaction<Database>;

/** Queues the first check of an asset added without a discovery run (addresses, discovered assets). */
export async function enqueueFirstCheck(queue: JobQueue, tenantId: string, assetId: string, trx: Executor) {
  const payload: AssetCheckJob = { tenantId, assetId };
  await queue.enqueue(ASSET_CHECK_JOB, payload, { dedupeKey: `asset-check:${assetId}:first` }, trx);
}

/** Queues the monitoring tick due at `runAt`; the asset's `monitoring_next_run_at` must say the same instant. */
export async function scheduleMonitoringTick(
  queue: JobQueue,
  tenantId: string,
  assetId: string,
  runAt: string,
  trx: Executor,
) {
  const payload: AssetCheckJob = { tenantId, assetId, scheduledFor: runAt };
  // One key per asset and instant: a duplicate enqueue of the same tick is dropped by the queue.
  await queue.enqueue(
    ASSET_CHECK_JOB,
    payload,
    { runAt: new Date(runAt), dedupeKey: `asset-monitoring:${assetId}:${runAt}` },
    trx,
  );
}

/** When the next monitoring tick after `from` is due. */
export const nextMonitoringRun = (platform: Platform, from = Date.now()) =>
  new Date(from + platform.config.monitoringIntervalMinutes * 60_000).toISOString();

/**
 * Runs one check: stores the DNS records and IP info seen now (an unchanged value moves its
 * `lastSeenAt`, a change opens a history entry). A monitoring tick then schedules the next one
 * in the same transaction, so exactly one tick per monitored asset is ever pending. A lookup
 * that fails (DNS down) skips this check but keeps the schedule; the next tick tries again.
 */
export async function runAssetCheck(platform: Platform, payload: AssetCheckJob): Promise<void> {
  const { tenantId, assetId, scheduledFor } = payload;
  const asset = await assetRepositories(platform.db, tenantId).assets.find(assetId);
  if (!asset) return;
  if (scheduledFor && (asset.monitored !== 1 || asset.monitoring_next_run_at !== scheduledFor)) return;

  let snapshot: Awaited<ReturnType<typeof takeSnapshot>> | undefined;
  try {
    snapshot = await takeSnapshot({ name: asset.name, assetType: asset.asset_type }, assetResolver(platform.config));
  } catch (error) {
    if (!(error instanceof NetError)) throw error;
    platform.logger.info("asset check failed", { tenantId, assetId, error: error.message });
  }
  await platform.db.transaction().execute(async (trx) => {
    const { assets, history } = assetRepositories(trx, tenantId);
    // The asset may have been deleted while the lookups ran.
    if (!(await assets.find(assetId))) return;
    if (snapshot) {
      const at = nowIso();
      await history.saveDnsRecords(assetId, snapshot.records, at);
      await history.saveIpInfo(assetId, snapshot.ipInfo, at);
    }
    if (scheduledFor) {
      const next = nextMonitoringRun(platform);
      if (await assets.advanceMonitoring(assetId, scheduledFor, next)) {
        await scheduleMonitoringTick(platform.queue, tenantId, assetId, next, trx);
      }
    }
  });
}

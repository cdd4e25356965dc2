import type { Schema } from "@bulwark/contract";
import { type Scope as AssetScope, createScope } from "../../../platform/access/scope.js";
import { nowIso } from "../../../platform/db/database.js";
import type { AssetsTable } from "../../../platform/db/schema.js";
import {
  assetNotVerified,
  type FieldError,
  featureNotEnabled,
  notFound,
  unableToVerify,
  validationFailed,
} from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { RecordType } from "../../../platform/net/resolver.js";
import type { Platform } from "../../../platform/platform.js";
import { recordActivity } from "../../activity-logs/activity-log.writer.js";
import { publish } from "../../domain-events.js";
import { type ParsedAssetName, parseAssetName } from "./asset-names.js";
import { requirements } from "./assets.access.js";
import { enqueueDiscovery } from "./assets.jobs.js";
import { type Asset, type AssetFilters, type AssetRecord, type AssetType, toAssetRecord } from "./assets.repository.js";
import { DNS_RECORD_TYPES, toIpInfo } from "./history.repository.js";
import { enqueueFirstCheck, nextMonitoringRun, scheduleMonitoringTick } from "./monitoring.js";
import { type AssetRepositories, assetRepositories } from "./repositories.js";
import { assetResolver } from "./snapshot.js";
import { checkOwnership, verificationInstructions } from "./verification.js";

type Page = { skip?: number; limit?: number };
type Verification = Schema<"AssetVerification">;
type MonitoringBlockedReason = Schema<"MonitoringBlockedReason">;

type Scope = AssetScope<AssetRepositories>;

const isAddress = (type: AssetType) => type === "ipv4" || type === "ipv6";
const verifiedMessage = (name: string) => `${name} is now verifed`;

/**
 * The asset inventory of the active organisation: adding domains, subdomains and addresses,
 * verifying ownership (TXT record or well-known file, or by a super-admin), monitoring, DNS
 * records and IP info with their history, and discovery runs. Every call needs the
 * organisation's `inventory` feature.
 */
export class AssetsService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => assetRepositories(db, tenantId));
  }

  private async findAsset(scope: Scope, assetId: string): Promise<AssetsTable> {
    const asset = await scope.repositories.assets.find(assetId);
    if (!asset) throw notFound("Asset");
    return asset;
  }

  /**
   * Turns stored assets into the API's, with `monitoringBlockedReason` for this caller: no
   * permission first, then the organisation's monitoring feature, then verification (the order
   * the toggle's tooltip explains it). Stopping only ever needs the permission.
   */
  private presenter(scope: Scope): (record: AssetRecord) => Asset {
    // An embed token only ever reads, whoever minted it.
    const canWrite = !scope.principal.embed && scope.allows(requirements.write);
    const monitoringFeature = canWrite && scope.features.includes("monitoring");
    return (record) => {
      let reason: MonitoringBlockedReason | null = null;
      if (!canWrite) reason = "NotAllowed";
      else if (!record.monitored && !monitoringFeature) reason = "FeatureNotEnabled";
      else if (!record.monitored && !record.verified) reason = "NotVerified";
      return { ...record, monitoringBlockedReason: reason };
    };
  }

  /**
   * Adds a batch. Every name is checked first and any invalid one refuses the whole batch (one
   * error per name); names the organisation has are answered in `existing`. New domains and
   * subdomains get a discovery run, new addresses a first check.
   */
  async createBatch(ctx: RequestContext, body: Schema<"CreateAssetsRequest">): Promise<Schema<"CreateAssetsResult">> {
    const scope = await this.scope(ctx, requirements.write);
    if (body.assets.length === 0) {
      throw validationFailed([{ path: "body.assets", message: "No assets to be added" }], "No assets to be added");
    }
    const parsed: ParsedAssetName[] = [];
    const errors: FieldError[] = [];
    body.assets.forEach((input, index) => {
      const result = parseAssetName(input.name);
      if (!result.ok) {
        errors.push({ path: `body.assets.${index}.name`, message: `Invalid domain or IP address: ${result.reason}` });
      } else if (input.assetType && input.assetType !== result.value.assetType) {
        errors.push({
          path: `body.assets.${index}.assetType`,
          message: `Invalid domain or IP address: ${result.value.name} is a ${result.value.assetType}, not a ${input.assetType}`,
        });
      } else {
        parsed.push(result.value);
      }
    });
    if (errors.length > 0) throw validationFailed(errors, errors[0]?.message);

    const unique = [...new Map(parsed.map((asset) => [asset.name, asset])).values()];
    const known = await scope.repositories.assets.existingNames(unique.map((asset) => asset.name));
    const toAdd = unique.filter((asset) => !known.has(asset.name));
    const present = this.presenter(scope);
    const inserted = await this.platform.db.transaction().execute(async (trx) => {
      const { assets, discoveries } = scope.within(trx);
      const at = nowIso();
      const rows = await assets.insertMany(
        toAdd.map((asset) => ({ ...asset, origin: "manual" as const, parentAssetId: null })),
        at,
      );
      for (const row of rows) {
        if (isAddress(row.asset_type)) {
          await enqueueFirstCheck(this.platform.queue, scope.tenantId, row.id, trx);
        } else {
          const { discovery } = await discoveries.request(row.id, at);
          await enqueueDiscovery(this.platform.queue, scope.tenantId, discovery, trx);
          row.last_discovery_status = "Requested";
        }
      }
      if (rows.length > 0) {
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "AssetsAdded",
          eventGroup: "TenantManagement",
          description: `${rows.length} ${rows.length === 1 ? "asset" : "assets"} added`,
          data: { names: rows.slice(0, 100).map((row) => row.name), count: rows.length },
        });
      }
      return rows;
    });
    const added = new Set(inserted.map((row) => row.name));
    return {
      items: inserted.map((row) => present(toAssetRecord(row))),
      // Names added by a concurrent request between the check and the insert count as existing too.
      existing: unique.filter((asset) => !added.has(asset.name)).map((asset) => asset.name),
    };
  }

  async list(ctx: RequestContext, query: AssetFilters & Page): Promise<Schema<"AssetList">> {
    const scope = await this.scope(ctx, requirements.read);
    const { skip = 0, limit = 20, ...filters } = query;
    const page = await scope.repositories.assets.list(filters, skip, limit);
    return { items: page.items.map(this.presenter(scope)), total: page.total };
  }

  async get(ctx: RequestContext, assetId: string): Promise<Asset> {
    const scope = await this.scope(ctx, requirements.read);
    const asset = await this.findAsset(scope, assetId);
    return this.presenter(scope)(toAssetRecord(asset));
  }

  /** Deletes the asset with its records, history and discoveries; assets it discovered stay. */
  async delete(ctx: RequestContext, assetId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.write);
    await this.remove(ctx, scope, [await this.findAsset(scope, assetId)]);
  }

  /**
   * Deletes several assets, all or nothing: an id that is not one of the organisation's answers
   * 404 and nothing is deleted (another organisation's asset is not told apart from a missing one).
   */
  async deleteBatch(ctx: RequestContext, body: Schema<"DeleteAssetsRequest">): Promise<Schema<"DeleteAssetsResult">> {
    const scope = await this.scope(ctx, requirements.write);
    const ids = [...new Set(body.assetIds)];
    const byId = new Map((await scope.repositories.assets.findMany(ids)).map((asset) => [asset.id, asset]));
    const assets = ids.map((id) => byId.get(id));
    if (assets.some((asset) => asset === undefined)) throw notFound("Asset");
    const found = assets as AssetsTable[];
    await this.remove(ctx, scope, found);
    return { items: found.map((asset) => ({ id: asset.id, name: asset.name, assetType: asset.asset_type })) };
  }

  /** Deletes `assets` in one transaction, each recorded in the activity log as AssetDeleted. */
  private async remove(ctx: RequestContext, scope: Scope, assets: readonly AssetsTable[]): Promise<void> {
    await this.platform.db.transaction().execute(async (trx) => {
      const repository = scope.within(trx).assets;
      for (const asset of assets) {
        // Gone since it was read (a concurrent delete): the whole batch is refused.
        if (!(await repository.delete(asset.id))) throw notFound("Asset");
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "AssetDeleted",
          eventGroup: "TenantManagement",
          description: `${asset.name} deleted`,
          data: { assetId: asset.id, name: asset.name },
        });
      }
    });
  }

  private async verification(scope: Scope, asset: AssetsTable, message: string | null = null): Promise<Verification> {
    const token = await scope.repositories.verification.token(nowIso());
    return {
      assetId: asset.id,
      name: asset.name,
      verified: asset.verified === 1,
      method: asset.verification_method,
      verifiedAt: asset.verified_at,
      lastCheckedAt: asset.verification_checked_at,
      ...verificationInstructions(asset.name, token),
      message,
    };
  }

  async getVerification(ctx: RequestContext, assetId: string): Promise<Verification> {
    const scope = await this.scope(ctx, requirements.read);
    return this.verification(scope, await this.findAsset(scope, assetId));
  }

  /**
   * Checks the TXT record, then the well-known file. Success verifies the asset; failure records
   * when it was checked and answers 422 with what each method found.
   */
  async verify(ctx: RequestContext, assetId: string): Promise<Verification> {
    const scope = await this.scope(ctx, requirements.write);
    const asset = await this.findAsset(scope, assetId);
    const token = await scope.repositories.verification.token(nowIso());
    const result = await checkOwnership({ name: asset.name, assetType: asset.asset_type }, token, {
      resolver: assetResolver(this.platform.config),
      allowPrivateNetwork: this.platform.config.allowPrivateNetwork,
      httpPort: this.platform.config.verificationHttpPort,
    });
    const at = nowIso();
    if (!result.verified) {
      await scope.repositories.verification.recordCheck(assetId, at, null);
      throw unableToVerify(result.errors);
    }
    await this.platform.db.transaction().execute(async (trx) => {
      await scope.within(trx).verification.recordCheck(assetId, at, result.method);
      if (asset.verified !== 1) {
        await publish(this.platform, trx, scope.tenantId, ctx, {
          type: "AssetVerified",
          data: { assetId, name: asset.name, assetType: asset.asset_type, method: result.method },
        });
      }
    });
    return this.verification(scope, await this.findAsset(scope, assetId), verifiedMessage(asset.name));
  }

  /** Verifies or unverifies by hand (inventory super-admins); unverifying stops monitoring. */
  async setVerification(
    ctx: RequestContext,
    assetId: string,
    body: Schema<"SetAssetVerificationRequest">,
  ): Promise<Verification> {
    const scope = await this.scope(ctx, requirements.manageVerification);
    const asset = await this.findAsset(scope, assetId);
    if ((asset.verified === 1) !== body.verified) {
      await this.platform.db.transaction().execute(async (trx) => {
        await scope.within(trx).verification.setVerified(assetId, body.verified, nowIso());
        if (body.verified) {
          await publish(this.platform, trx, scope.tenantId, ctx, {
            type: "AssetVerified",
            data: { assetId, name: asset.name, assetType: asset.asset_type, method: "manual" },
          });
          return;
        }
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "AssetUnverified",
          eventGroup: "TenantAdministration",
          description: `${asset.name} unverified by hand${asset.monitored === 1 ? "; monitoring stopped" : ""}`,
          data: { assetId, name: asset.name, method: "manual", monitoringStopped: asset.monitored === 1 },
        });
      });
    }
    const updated = await this.findAsset(scope, assetId);
    return this.verification(scope, updated, body.verified ? verifiedMessage(asset.name) : null);
  }

  /**
   * Starts or stops monitoring. Starting is refused without the permission (403), without the
   * organisation's monitoring feature (403 FeatureNotEnabled) and for an unverified asset (409),
   * in that order; it schedules the first refresh one interval from now.
   */
  async setMonitoring(ctx: RequestContext, assetId: string, body: Schema<"SetAssetMonitoringRequest">): Promise<Asset> {
    const scope = await this.scope(ctx, requirements.write);
    const asset = await this.findAsset(scope, assetId);
    if (body.monitored) {
      if (!scope.features.includes("monitoring")) {
        throw featureNotEnabled("Vulnerability feature not enabled");
      }
      if (asset.verified !== 1) throw assetNotVerified();
    }
    if ((asset.monitored === 1) !== body.monitored) {
      await this.platform.db.transaction().execute(async (trx) => {
        const next = body.monitored ? nextMonitoringRun(this.platform) : null;
        await scope.within(trx).assets.setMonitoring(assetId, next, nowIso());
        if (next) await scheduleMonitoringTick(this.platform.queue, scope.tenantId, assetId, next, trx);
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: body.monitored ? "AssetMonitoringStarted" : "AssetMonitoringStopped",
          eventGroup: "TenantManagement",
          description: `Monitoring of ${asset.name} ${body.monitored ? "started" : "stopped"}`,
          data: { assetId, name: asset.name },
        });
      });
    }
    return this.presenter(scope)(toAssetRecord(await this.findAsset(scope, assetId)));
  }

  /** The current value set of each record type; addresses have none. */
  async dnsRecords(ctx: RequestContext, assetId: string): Promise<Schema<"DnsRecords">> {
    const scope = await this.scope(ctx, requirements.read);
    const asset = await this.findAsset(scope, assetId);
    if (isAddress(asset.asset_type)) return { assetId, checkedAt: asset.dns_checked_at, records: [] };
    const current = new Map(
      (await scope.repositories.history.currentDnsRecords(assetId)).map((row) => [row.record_type, row]),
    );
    return {
      assetId,
      checkedAt: asset.dns_checked_at,
      records: DNS_RECORD_TYPES.map((type) => {
        const entry = current.get(type);
        return {
          type,
          values: entry ? (JSON.parse(entry.record_values) as string[]) : [],
          changedAt: entry?.first_seen_at ?? null,
        };
      }),
    };
  }

  async dnsRecordHistory(
    ctx: RequestContext,
    assetId: string,
    type: RecordType,
    page: Page,
  ): Promise<Schema<"DnsRecordHistory">> {
    const scope = await this.scope(ctx, requirements.read);
    await this.findAsset(scope, assetId);
    return scope.repositories.history.dnsHistory(assetId, type, page.skip ?? 0, page.limit ?? 20);
  }

  async ipInfo(ctx: RequestContext, assetId: string): Promise<Schema<"IpInfoSnapshot">> {
    const scope = await this.scope(ctx, requirements.read);
    const asset = await this.findAsset(scope, assetId);
    const rows = await scope.repositories.history.currentIpInfo(assetId);
    return { assetId, checkedAt: asset.ip_checked_at, items: rows.map(toIpInfo) };
  }

  async ipInfoHistory(ctx: RequestContext, assetId: string, page: Page): Promise<Schema<"IpInfoHistory">> {
    const scope = await this.scope(ctx, requirements.read);
    await this.findAsset(scope, assetId);
    return scope.repositories.history.ipInfoHistory(assetId, page.skip ?? 0, page.limit ?? 20);
  }

  async listDiscoveries(ctx: RequestContext, assetId: string, page: Page): Promise<Schema<"AssetDiscoveryList">> {
    const scope = await this.scope(ctx, requirements.read);
    await this.findAsset(scope, assetId);
    return scope.repositories.discoveries.list(assetId, page.skip ?? 0, page.limit ?? 20);
  }

  async getDiscovery(ctx: RequestContext, assetId: string, discoveryId: string): Promise<Schema<"AssetDiscovery">> {
    const scope = await this.scope(ctx, requirements.read);
    const discovery = await scope.repositories.discoveries.find(discoveryId);
    if (!discovery || discovery.assetId !== assetId) throw notFound("Discovery");
    return discovery;
  }

  /** Requests a discovery run for a domain or subdomain; one already Requested is answered instead. */
  async requestDiscovery(ctx: RequestContext, assetId: string): Promise<Schema<"AssetDiscovery">> {
    const scope = await this.scope(ctx, requirements.write);
    const asset = await this.findAsset(scope, assetId);
    if (isAddress(asset.asset_type)) {
      const message = "Discovery is only for domains and subdomains";
      throw validationFailed([{ path: "path.assetId", message }], message);
    }
    return this.platform.db.transaction().execute(async (trx) => {
      const { discovery, created } = await scope.within(trx).discoveries.request(assetId, nowIso());
      if (created) await enqueueDiscovery(this.platform.queue, scope.tenantId, discovery, trx);
      return discovery;
    });
  }
}

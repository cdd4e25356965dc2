import type { Schema } from "@bulwark/contract";
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
import { hasFeature, requireFeature, requireOrganization } from "../../../platform/features.js";
import { type RequestContext, requirePrincipal } from "../../../platform/http/context.js";
import type { RecordType } from "../../../platform/net/resolver.js";
import { allows, authorize, type Grants, type Requirement } from "../../../platform/permissions.js";
import type { Platform } from "../../../platform/platform.js";
import { grantsIn } from "../../../platform/tenancy.js";
import { recordActivity } from "../../activity-logs/activity-log.writer.js";
import { publish } from "../../domain-events.js";
import { type ParsedAssetName, parseAssetName } from "./asset-names.js";
import { inventorySuperAdmin, manageVerification, readInventory, writeInventory } from "./assets.access.js";
import { enqueueDiscovery } from "./assets.jobs.js";
import {
  type Asset,
  type AssetFilters,
  type AssetRecord,
  AssetsRepository,
  type AssetType,
  DNS_RECORD_TYPES,
  toAssetRecord,
  toIpInfo,
} from "./assets.repository.js";
import { enqueueFirstCheck, nextMonitoringRun, scheduleMonitoringTick } from "./monitoring.js";
import { assetResolver } from "./snapshot.js";
import { checkOwnership, verificationInstructions } from "./verification.js";

type Page = { skip?: number; limit?: number };
type Verification = Schema<"AssetVerification">;
type MonitoringBlockedReason = Schema<"MonitoringBlockedReason">;

/** What a call may touch: the caller's grants in the organisation and its asset repository. */
interface Scope {
  grants: Grants;
  tenantId: string;
  repository: AssetsRepository;
  /** Whether the caller may change assets (an embed token never may). */
  canWrite: boolean;
}

const isAddress = (type: AssetType) => type === "ipv4" || type === "ipv6";
const verifiedMessage = (name: string) => `${name} is now verifed`;

/**
 * The asset inventory of the active organisation: adding domains, subdomains and addresses,
 * verifying ownership (TXT record or well-known file, or by a super-admin), monitoring, DNS
 * records and IP info with their history, and discovery runs. Every call needs the
 * organisation's `inventory` feature.
 */
export class AssetsService {
  constructor(private readonly platform: Platform) {}

  /**
   * Resolves the caller's grants in the organisation of `x-tenant-id`, authorises `requirement`
   * and checks the inventory feature. Inventory super-admins are let in without membership.
   */
  private async scope(ctx: RequestContext, requirement: Requirement): Promise<Scope> {
    const principal = requirePrincipal(ctx);
    const tenantId = requireOrganization(ctx.tenantHeader);
    const grants = await grantsIn(this.platform.db, principal, tenantId, { admit: inventorySuperAdmin });
    authorize(grants, requirement);
    await requireFeature(this.platform.db, tenantId, "inventory");
    return {
      grants,
      tenantId,
      repository: new AssetsRepository(this.platform.db, tenantId),
      canWrite: !principal.embed && allows(grants, writeInventory),
    };
  }

  private async findAsset(scope: Scope, assetId: string): Promise<AssetsTable> {
    const asset = await scope.repository.find(assetId);
    if (!asset) throw notFound("Asset");
    return asset;
  }

  /**
   * Turns stored assets into the API's, with `monitoringBlockedReason` for this caller: no
   * permission first, then the organisation's monitoring feature, then verification (the order
   * the toggle's tooltip explains it). Stopping only ever needs the permission.
   */
  private async presenter(scope: Scope): Promise<(record: AssetRecord) => Asset> {
    const monitoringFeature = scope.canWrite && (await hasFeature(this.platform.db, scope.tenantId, "monitoring"));
    return (record) => {
      let reason: MonitoringBlockedReason | null = null;
      if (!scope.canWrite) reason = "NotAllowed";
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
    const scope = await this.scope(ctx, writeInventory);
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
    const known = await scope.repository.existingNames(unique.map((asset) => asset.name));
    const toAdd = unique.filter((asset) => !known.has(asset.name));
    const present = await this.presenter(scope);
    const inserted = await this.platform.db.transaction().execute(async (trx) => {
      const repository = new AssetsRepository(trx, scope.tenantId);
      const at = nowIso();
      const rows = await repository.insertMany(
        toAdd.map((asset) => ({ ...asset, origin: "manual" as const, parentAssetId: null })),
        at,
      );
      for (const row of rows) {
        if (isAddress(row.asset_type)) {
          await enqueueFirstCheck(this.platform.queue, scope.tenantId, row.id, trx);
        } else {
          const { discovery } = await repository.requestDiscovery(row.id, at);
          await enqueueDiscovery(this.platform.queue, scope.tenantId, discovery, trx);
          row.last_discovery_status = "Requested";
        }
      }
      if (rows.length > 0) {
        await recordActivity(trx, ctx, {
          tenantId: scope.tenantId,
          eventName: "AssetsAdded",
          eventGroup: "TenantManagement",
          description: `${rows.length} asset(s) added`,
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
    const scope = await this.scope(ctx, readInventory);
    const { skip = 0, limit = 20, ...filters } = query;
    const [page, present] = await Promise.all([scope.repository.list(filters, skip, limit), this.presenter(scope)]);
    return { items: page.items.map(present), total: page.total };
  }

  async get(ctx: RequestContext, assetId: string): Promise<Asset> {
    const scope = await this.scope(ctx, readInventory);
    const asset = await this.findAsset(scope, assetId);
    return (await this.presenter(scope))(toAssetRecord(asset));
  }

  /** Deletes the asset with its records, history and discoveries; assets it discovered stay. */
  async delete(ctx: RequestContext, assetId: string): Promise<void> {
    const scope = await this.scope(ctx, writeInventory);
    const asset = await this.findAsset(scope, assetId);
    await this.platform.db.transaction().execute(async (trx) => {
      if (!(await new AssetsRepository(trx, scope.tenantId).delete(assetId))) throw notFound("Asset");
      await recordActivity(trx, ctx, {
        tenantId: scope.tenantId,
        eventName: "AssetDeleted",
        eventGroup: "TenantManagement",
        description: `${asset.name} deleted`,
        data: { assetId, name: asset.name },
      });
    });
  }

  private async verification(scope: Scope, asset: AssetsTable, message: string | null = null): Promise<Verification> {
    const token = await scope.repository.verificationToken(nowIso());
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
    const scope = await this.scope(ctx, readInventory);
    return this.verification(scope, await this.findAsset(scope, assetId));
  }

  /**
   * Checks the TXT record, then the well-known file. Success verifies the asset; failure records
   * when it was checked and answers 422 with what each method found.
   */
  async verify(ctx: RequestContext, assetId: string): Promise<Verification> {
    const scope = await this.scope(ctx, writeInventory);
    const asset = await this.findAsset(scope, assetId);
    const token = await scope.repository.verificationToken(nowIso());
    const result = await checkOwnership({ name: asset.name, assetType: asset.asset_type }, token, {
      resolver: assetResolver(this.platform.config),
      allowPrivateNetwork: this.platform.config.allowPrivateNetwork,
      httpPort: this.platform.config.verificationHttpPort,
    });
    const at = nowIso();
    if (!result.verified) {
      await scope.repository.recordVerificationCheck(assetId, at, null);
      throw unableToVerify(result.errors);
    }
    await this.platform.db.transaction().execute(async (trx) => {
      await new AssetsRepository(trx, scope.tenantId).recordVerificationCheck(assetId, at, result.method);
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
    const scope = await this.scope(ctx, manageVerification);
    const asset = await this.findAsset(scope, assetId);
    if ((asset.verified === 1) !== body.verified) {
      await this.platform.db.transaction().execute(async (trx) => {
        await new AssetsRepository(trx, scope.tenantId).setVerified(assetId, body.verified, nowIso());
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
    const scope = await this.scope(ctx, writeInventory);
    const asset = await this.findAsset(scope, assetId);
    if (body.monitored) {
      if (!(await hasFeature(this.platform.db, scope.tenantId, "monitoring"))) {
        throw featureNotEnabled("Vulnerability feature not enabled");
      }
      if (asset.verified !== 1) throw assetNotVerified();
    }
    if ((asset.monitored === 1) !== body.monitored) {
      await this.platform.db.transaction().execute(async (trx) => {
        const repository = new AssetsRepository(trx, scope.tenantId);
        const next = body.monitored ? nextMonitoringRun(this.platform) : null;
        await repository.setMonitoring(assetId, next, nowIso());
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
    return (await this.presenter(scope))(toAssetRecord(await this.findAsset(scope, assetId)));
  }

  /** The current value set of each record type; addresses have none. */
  async dnsRecords(ctx: RequestContext, assetId: string): Promise<Schema<"DnsRecords">> {
    const scope = await this.scope(ctx, readInventory);
    const asset = await this.findAsset(scope, assetId);
    if (isAddress(asset.asset_type)) return { assetId, checkedAt: asset.dns_checked_at, records: [] };
    const current = new Map((await scope.repository.currentDnsRecords(assetId)).map((row) => [row.record_type, row]));
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
    const scope = await this.scope(ctx, readInventory);
    await this.findAsset(scope, assetId);
    return scope.repository.dnsHistory(assetId, type, page.skip ?? 0, page.limit ?? 20);
  }

  async ipInfo(ctx: RequestContext, assetId: string): Promise<Schema<"IpInfoSnapshot">> {
    const scope = await this.scope(ctx, readInventory);
    const asset = await this.findAsset(scope, assetId);
    const rows = await scope.repository.currentIpInfo(assetId);
    return { assetId, checkedAt: asset.ip_checked_at, items: rows.map(toIpInfo) };
  }

  async ipInfoHistory(ctx: RequestContext, assetId: string, page: Page): Promise<Schema<"IpInfoHistory">> {
    const scope = await this.scope(ctx, readInventory);
    await this.findAsset(scope, assetId);
    return scope.repository.ipInfoHistory(assetId, page.skip ?? 0, page.limit ?? 20);
  }

  async listDiscoveries(ctx: RequestContext, assetId: string, page: Page): Promise<Schema<"AssetDiscoveryList">> {
    const scope = await this.scope(ctx, readInventory);
    await this.findAsset(scope, assetId);
    return scope.repository.listDiscoveries(assetId, page.skip ?? 0, page.limit ?? 20);
  }

  async getDiscovery(ctx: RequestContext, assetId: string, discoveryId: string): Promise<Schema<"AssetDiscovery">> {
    const scope = await this.scope(ctx, readInventory);
    const discovery = await scope.repository.findDiscovery(discoveryId);
    if (!discovery || discovery.assetId !== assetId) throw notFound("Discovery");
    return discovery;
  }

  /** Requests a discovery run for a domain or subdomain; one already Requested is answered instead. */
  async requestDiscovery(ctx: RequestContext, assetId: string): Promise<Schema<"AssetDiscovery">> {
    const scope = await this.scope(ctx, writeInventory);
    const asset = await this.findAsset(scope, assetId);
    if (isAddress(asset.asset_type)) {
      const message = "Discovery is only for domains and subdomains";
      throw validationFailed([{ path: "path.assetId", message }], message);
    }
    return this.platform.db.transaction().execute(async (trx) => {
      const { discovery, created } = await new AssetsRepository(trx, scope.tenantId).requestDiscovery(
        assetId,
        nowIso(),
      );
      if (created) await enqueueDiscovery(this.platform.queue, scope.tenantId, discovery, trx);
      return discovery;
    });
  }
}

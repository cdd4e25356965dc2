import type { Schema } from "@bulwark/client";
import { NotFoundError, UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type Asset = Schema<"Asset">;
export type AssetDiscovery = Schema<"AssetDiscovery">;
export type AssetVerification = Schema<"AssetVerification">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The asset named by `ref`: its id, or its exact name (domains in any case). */
export async function findAsset(session: Session, ref: string): Promise<Asset> {
  if (UUID.test(ref)) {
    return unwrap(
      await session.client.GET("/api/v1/inventory/assets/{assetId}", { params: { path: { assetId: ref } } }),
    );
  }
  const name = ref.trim().toLowerCase().replace(/\.$/, "");
  if (!name) throw new UsageError("Name an asset by its id or name");
  const page = unwrap(
    await session.client.GET("/api/v1/inventory/assets/list", {
      params: { query: { search: name, limit: 100, skip: 0 } },
    }),
  );
  const asset = page.items.find((a) => a.name === name);
  if (!asset) throw new NotFoundError(`No asset of this organization has the id or name "${ref}"`);
  return asset;
}

/** What `bulwark assets add` answers. */
export type AddAssetsResult = Schema<"CreateAssetsResult">;

/** Adds the named assets; the API checks every name and refuses the whole list if one is bad. */
export async function addAssets(session: Session, names: string[]): Promise<AddAssetsResult> {
  const assets = names
    .flatMap((name) => name.split(","))
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
  return unwrap(await session.client.POST("/api/v1/inventory/assets/create/batch", { body: { assets } }));
}

/** Filters of `bulwark assets list`. */
export interface ListAssetsOptions {
  search?: string | undefined;
  assetType?: Schema<"AssetType"> | undefined;
  verified?: boolean | undefined;
  monitored?: boolean | undefined;
  origin?: Schema<"AssetOrigin"> | undefined;
}

/** Every asset matching the filters, page by page. */
export async function listAssets(session: Session, filters: ListAssetsOptions): Promise<Schema<"AssetList">> {
  const items: Asset[] = [];
  let total = 0;
  do {
    const page = unwrap(
      await session.client.GET("/api/v1/inventory/assets/list", {
        params: { query: { ...filters, skip: items.length, limit: 100 } },
      }),
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total };
}

/** Checks the asset's TXT record and well-known file now. */
export async function verifyAsset(session: Session, ref: string): Promise<AssetVerification> {
  const asset = await findAsset(session, ref);
  return unwrap(
    await session.client.POST("/api/v1/inventory/assets/{assetId}/verification/verify", {
      params: { path: { assetId: asset.id } },
    }),
  );
}

/** Requests a discovery and, with `wait`, polls it until it is Completed or Failed. */
export async function discoverAsset(
  session: Session,
  ref: string,
  options: { wait: boolean; timeoutMs: number; pollMs?: number },
): Promise<AssetDiscovery> {
  const asset = await findAsset(session, ref);
  let discovery = unwrap(
    await session.client.POST("/api/v1/inventory/assets/{assetId}/discoveries", {
      params: { path: { assetId: asset.id } },
    }),
  );
  const deadline = Date.now() + options.timeoutMs;
  while (options.wait && discovery.status === "Requested") {
    if (Date.now() > deadline) {
      throw new UsageError(`Discovery of ${asset.name} is still running after ${options.timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
    discovery = unwrap(
      await session.client.GET("/api/v1/inventory/assets/{assetId}/discoveries/{discoveryId}", {
        params: { path: { assetId: asset.id, discoveryId: discovery.id } },
      }),
    );
  }
  return discovery;
}

/** `true`/`false`/`yes`/`no` from a flag value. */
export function parseBoolean(value: string, flag: string): boolean {
  const v = value.trim().toLowerCase();
  if (["true", "yes", "1"].includes(v)) return true;
  if (["false", "no", "0"].includes(v)) return false;
  throw new UsageError(`${flag} takes true or false, not "${value}"`);
}

const TYPES = ["domain", "subdomain", "ipv4", "ipv6"] as const;
export function parseAssetType(value: string): Schema<"AssetType"> {
  const v = value.trim().toLowerCase();
  if (!(TYPES as readonly string[]).includes(v)) throw new UsageError(`--type takes one of ${TYPES.join(", ")}`);
  return v as Schema<"AssetType">;
}

export function parseOrigin(value: string): Schema<"AssetOrigin"> {
  const v = value.trim().toLowerCase();
  if (v !== "manual" && v !== "automatic") throw new UsageError("--origin takes manual or automatic");
  return v;
}

/** Plain lines: `id<TAB>name<TAB>type<TAB>verified|unverified<TAB>monitored|-<TAB>origin`. */
export const assetLines = (assets: Asset[]) =>
  assets.map((a) =>
    [a.id, a.name, a.assetType, a.verified ? "verified" : "unverified", a.monitored ? "monitored" : "-", a.origin].join(
      "\t",
    ),
  );

/** The product's message for a failed discovery. */
export const discoveryFailedMessage = (name: string) => `Error while resolving ${name} subdomains and IPs`;

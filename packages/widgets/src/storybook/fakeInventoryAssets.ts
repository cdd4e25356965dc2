import type { Schema, Tenant, User } from "@bulwark/client";
import { type FakeHandler, type FakeReply, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "./fakeApi";
import { inventoryAdminPermissions, inventoryViewerPermissions } from "./fakeInventoryPeople";

/**
 * A fake of the asset inventory API for the assets stories and tests: an in-memory list of
 * assets that the list call filters and pages like the real one, adding assets (with the
 * server's checks: per-name 422s, `existing`, "No assets to be added"), discoveries that stay
 * Requested for a while and then complete (or fail), verification, monitoring, DNS records,
 * IP info and their history. Everything is deterministic, so stories and tests look the same on
 * every run.
 */

type Asset = Schema<"Asset">;
type AssetType = Schema<"AssetType">;
type AssetDiscovery = Schema<"AssetDiscovery">;
type AssetVerification = Schema<"AssetVerification">;
type DnsRecords = Schema<"DnsRecords">;
type DnsRecordType = Schema<"DnsRecordType">;
type IpInfoSnapshot = Schema<"IpInfoSnapshot">;

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 1, 1 + day, hour, 0)).toISOString();

/** A platform super-admin with ManageInventory (manual verify/unverify), also an organisation admin. */
export const inventorySuperAdmin: User = {
  ...sampleUser,
  superAdminPermissions: ["ManageInventory"],
};

/** An organisation without the inventory feature. */
export const tenantWithoutInventory: Tenant = { ...sampleTenant, features: ["learning", "phishing"] };

/** Session routes: an inventory admin (default), a read-only member, a super-admin, or no organisation. */
export function inventorySession(
  who: "admin" | "viewer" | "superAdmin" | "noTenant" | "noFeature" = "admin",
): FakeRoutes {
  switch (who) {
    case "viewer":
      return sessionRoutes(
        { ...sampleUser, tenants: [{ ...sampleTenant, roles: ["Viewer"] }] },
        inventoryViewerPermissions,
      );
    case "superAdmin":
      return sessionRoutes(inventorySuperAdmin, {
        ...inventoryAdminPermissions,
        superAdminPermissions: ["ManageInventory"],
      });
    case "noTenant":
      return sessionRoutes(
        { ...sampleUser, tenants: [] },
        { tenantId: null, roles: [], permissions: [], superAdminPermissions: [] },
      );
    case "noFeature":
      return sessionRoutes({ ...sampleUser, tenants: [tenantWithoutInventory] }, inventoryAdminPermissions);
    default:
      return sessionRoutes(sampleUser, inventoryAdminPermissions);
  }
}

/** An asset with sensible defaults. */
export function makeAsset(n: number, fields: Partial<Asset> & Pick<Asset, "name" | "assetType">): Asset {
  return {
    id: id("a0000000", n),
    monitored: false,
    verified: false,
    verifiedAt: null,
    origin: "manual",
    parentAssetId: null,
    monitoringBlockedReason: "NotVerified",
    lastDiscoveryStatus: null,
    createdAt: at(n),
    ...fields,
  };
}

/** The sample inventory of Acme: two domains, what discovery found under them, and addresses. */
export function sampleAssets(): Asset[] {
  const acme = makeAsset(1, {
    name: "acme.example",
    assetType: "domain",
    verified: true,
    verifiedAt: at(2),
    monitored: true,
    monitoringBlockedReason: null,
    lastDiscoveryStatus: "Completed",
  });
  const parent = { origin: "automatic" as const, parentAssetId: acme.id, lastDiscoveryStatus: "Completed" as const };
  return [
    acme,
    makeAsset(2, { name: "www.acme.example", assetType: "subdomain", ...parent }),
    makeAsset(3, { name: "mail.acme.example", assetType: "subdomain", ...parent }),
    makeAsset(4, { name: "vpn.acme.example", assetType: "subdomain", ...parent, lastDiscoveryStatus: "Failed" }),
    makeAsset(5, {
      name: "acme-shop.example",
      assetType: "domain",
      verified: true,
      verifiedAt: at(6),
      monitoringBlockedReason: null,
      lastDiscoveryStatus: "Completed",
    }),
    makeAsset(6, { name: "192.0.2.10", assetType: "ipv4" }),
    makeAsset(7, {
      name: "198.51.100.7",
      assetType: "ipv4",
      verified: true,
      verifiedAt: at(8),
      monitoringBlockedReason: null,
    }),
    makeAsset(8, { name: "2001:db8::10", assetType: "ipv6" }),
  ];
}

export function sampleVerification(asset: Asset): AssetVerification {
  return {
    assetId: asset.id,
    name: asset.name,
    verified: asset.verified,
    method: asset.verified ? "dns" : null,
    verifiedAt: asset.verifiedAt,
    lastCheckedAt: asset.verified ? asset.verifiedAt : at(9, 14),
    token: "3q2-5vQk7mWb1xZtR8yLp0",
    txtRecord: "bulwark-verification=3q2-5vQk7mWb1xZtR8yLp0",
    fileUrl: `https://${asset.assetType === "ipv6" ? `[${asset.name}]` : asset.name}/.well-known/bulwark-verification.txt`,
    message: asset.verified ? `${asset.name} is now verifed` : null,
  };
}

export function sampleDnsRecords(asset: Asset): DnsRecords {
  const changed = at(3, 11);
  const values: Record<DnsRecordType, string[]> = {
    A: ["192.0.2.10", "192.0.2.11"],
    AAAA: ["2001:db8::10"],
    MX: [`10 mail.${asset.name}`, `20 mx2.${asset.name}`],
    NS: ["ns1.dns-host.example", "ns2.dns-host.example"],
    SOA: [`ns1.dns-host.example hostmaster.${asset.name} 2026020301 7200 3600 1209600 300`],
    TXT: ["v=spf1 include:_spf.mail-host.example -all", "bulwark-verification=3q2-5vQk7mWb1xZtR8yLp0"],
  };
  return {
    assetId: asset.id,
    checkedAt: at(9, 6),
    records: (Object.keys(values) as DnsRecordType[]).map((type) => ({
      type,
      values: values[type],
      changedAt: type === "A" ? at(8, 16) : changed,
    })),
  };
}

export function sampleDnsHistory(type: DnsRecordType, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: id("d0000000", i),
    type,
    values: type === "A" ? [`192.0.2.${10 + i}`] : [`value ${count - i} of ${type}`],
    firstSeenAt: at(9 - i * 2, 6),
    lastSeenAt: at(10 - i * 2, 6),
  }));
}

export function sampleIpInfo(asset: Asset): IpInfoSnapshot {
  return {
    assetId: asset.id,
    checkedAt: at(9, 6),
    items: [
      {
        ip: "192.0.2.10",
        reverseDns: ["web1.hosting.example"],
        asn: 64500,
        asOrganization: "Example Hosting d.o.o.",
        country: "RS",
      },
      { ip: "2001:db8::10", reverseDns: [], asn: 64501, asOrganization: "Example Transit GmbH", country: "DE" },
    ],
  };
}

export function sampleIpHistory(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: id("e0000000", i),
    ip: `192.0.2.${10 + i}`,
    reverseDns: [`web${i + 1}.hosting.example`],
    asn: 64500,
    asOrganization: "Example Hosting d.o.o.",
    country: i % 2 === 0 ? "RS" : "NL",
    firstSeenAt: at(9 - i * 3, 6),
    lastSeenAt: at(10 - i * 3, 6),
  }));
}

/** A finished discovery of `asset` that found `found`. */
export function makeDiscovery(
  n: number,
  asset: Pick<Asset, "id" | "name">,
  status: AssetDiscovery["status"],
  found: Asset[] = [],
): AssetDiscovery {
  return {
    id: id("c0000000", n),
    assetId: asset.id,
    assetName: asset.name,
    status,
    requestedAt: at(n, 9),
    finishedAt: status === "Requested" ? null : at(n, 10),
    error: status === "Failed" ? "SERVFAIL from the name servers" : null,
    discoveryData: {
      newlyDiscoveredAssets: found.map((a) => ({ id: a.id, name: a.name, assetType: a.assetType })),
      sources: status === "Failed" ? ["dns"] : ["dns", "wordlist", "certificateTransparency"],
    },
  };
}

/** Options of {@link fakeAssetsApi}. */
export interface FakeAssetsOptions {
  /** The organisation's assets at start; defaults to {@link sampleAssets}. */
  assets?: Asset[];
  /** Who is signed in; see {@link inventorySession}. */
  session?: Parameters<typeof inventorySession>[0];
  /**
   * How long a new discovery stays Requested, in milliseconds (of `Date.now()`, so fake timers
   * control it). Default 4000: the first check (after 3 s) finds it Requested, the second ends it.
   */
  discoveryMs?: number;
  /** Names whose discovery fails. */
  failingDiscoveries?: string[];
  /** Subdomain labels discovery finds under a new domain. Default `["www", "mail"]`. */
  discovers?: string[];
  /** Whether "Verify now" finds the TXT record. Default false (the 422 with what each method found). */
  verifiable?: boolean;
  /** Whether DNS records and IP info have been looked up yet. Default true. */
  checked?: boolean;
  /** Replies that replace the fake's own, by route (e.g. a 500 for the list). */
  override?: FakeRoutes;
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function typeOf(name: string): AssetType | null {
  if (IPV4.test(name)) return name.split(".").every((part) => Number(part) <= 255) ? "ipv4" : null;
  if (name.includes(":")) return /^[0-9a-f:]+$/.test(name) ? "ipv6" : null;
  if (!DOMAIN.test(name)) return null;
  return name.split(".").length > 2 ? "subdomain" : "domain";
}

/**
 * The list call alone (`GET /api/v1/inventory/assets/list`): filters `assets` by the query
 * (`search`, `assetType`, `verified`, `monitored`, `origin`, `ids`) and pages it with `skip` and
 * `limit`, answering `{ items, total }` like the API. It reads `assets` on every request, so
 * changes to the array show. The overview's stories use it for the totals (`limit=1` queries).
 */
export function assetListHandler(assets: readonly Asset[] = sampleAssets()): FakeHandler {
  return (_request, url) => {
    const q = url.searchParams;
    const ids = q.getAll("ids");
    const search = q.get("search")?.toLowerCase();
    const bool = (key: string) => (q.has(key) ? q.get(key) === "true" : undefined);
    const items = assets.filter(
      (a) =>
        (ids.length === 0 || ids.includes(a.id)) &&
        (!search || a.name.includes(search)) &&
        (!q.get("assetType") || a.assetType === q.get("assetType")) &&
        (bool("verified") === undefined || a.verified === bool("verified")) &&
        (bool("monitored") === undefined || a.monitored === bool("monitored")) &&
        (!q.get("origin") || a.origin === q.get("origin")),
    );
    const skip = Number(q.get("skip") ?? 0);
    const limit = Number(q.get("limit") ?? 20);
    return { items: items.slice(skip, skip + limit), total: items.length };
  };
}

const error = (statusCode: number, code: string, message: string, errors?: { path: string; message: string }[]) => ({
  status: statusCode,
  body: { statusCode, code, message, ...(errors ? { errors } : {}) },
});

/**
 * The stateful fake: routes for every asset call, plus the session. Writes change what later
 * reads answer, and new discoveries finish after {@link FakeAssetsOptions.discoveryMs}.
 */
export function fakeAssetsApi(options: FakeAssetsOptions = {}): FakeRoutes {
  const assets = [...(options.assets ?? sampleAssets())];
  const discoveries = new Map<string, AssetDiscovery[]>();
  const endsAt = new Map<string, number>();
  const discoveryMs = options.discoveryMs ?? 4000;
  let counter = 100;
  const checked = options.checked ?? true;
  const failing = new Set(options.failingDiscoveries ?? []);
  const labels = options.discovers ?? ["www", "mail"];

  // Seed each sample asset's runs from its last status.
  for (const asset of assets) {
    if (!asset.lastDiscoveryStatus) continue;
    const found = assets.filter((a) => a.parentAssetId === asset.id);
    discoveries.set(asset.id, [makeDiscovery(counter++, asset, asset.lastDiscoveryStatus, found)]);
    if (asset.lastDiscoveryStatus === "Requested") endsAt.set(asset.id, Date.now() + discoveryMs);
  }

  const find = (url: URL) => {
    const assetId = url.pathname.split("/")[5] ?? "";
    return assets.find((a) => a.id === assetId);
  };
  const notFound = error(404, "NotFound", "Asset not found");

  const request = (asset: Asset): AssetDiscovery => {
    const run = makeDiscovery(counter++, asset, "Requested");
    run.requestedAt = new Date().toISOString();
    discoveries.set(asset.id, [run, ...(discoveries.get(asset.id) ?? [])]);
    endsAt.set(asset.id, Date.now() + discoveryMs);
    asset.lastDiscoveryStatus = "Requested";
    return run;
  };

  /** Finishes a Requested run whose time is up (finding subdomains, or failing). */
  const advance = (asset: Asset) => {
    const runs = discoveries.get(asset.id) ?? [];
    const run = runs[0];
    if (run?.status !== "Requested") return;
    if (Date.now() < (endsAt.get(asset.id) ?? 0)) return;
    run.finishedAt = new Date().toISOString();
    if (failing.has(asset.name)) {
      run.status = "Failed";
      run.error = "SERVFAIL";
    } else {
      const found: Asset[] = [];
      for (const label of asset.assetType === "domain" ? labels : []) {
        const name = `${label}.${asset.name}`;
        if (assets.some((a) => a.name === name)) continue;
        const added = makeAsset(counter++, {
          name,
          assetType: "subdomain",
          origin: "automatic",
          parentAssetId: asset.id,
          createdAt: new Date().toISOString(),
        });
        assets.unshift(added);
        found.push(added);
      }
      run.status = "Completed";
      run.discoveryData = {
        newlyDiscoveredAssets: found.map((a) => ({ id: a.id, name: a.name, assetType: a.assetType })),
        sources: ["dns", "wordlist", "certificateTransparency"],
      };
    }
    asset.lastDiscoveryStatus = run.status;
  };

  const page = <T>(items: T[], url: URL) => {
    const skip = Number(url.searchParams.get("skip") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    return { items: items.slice(skip, skip + limit), total: items.length };
  };

  const list = assetListHandler(assets);

  const batch: FakeHandler = async (req) => {
    const body = (await req.json()) as { assets: { name: string }[] };
    if (body.assets.length === 0) return error(422, "ValidationFailed", "No assets to be added");
    const names = body.assets.map((a) => a.name.trim().toLowerCase());
    const problems = names.flatMap((name, index) =>
      typeOf(name)
        ? []
        : [
            {
              path: `body.assets.${index}.name`,
              message: `Invalid domain or IP address: ${name} is not a valid domain name`,
            },
          ],
    );
    if (problems.length > 0) return error(422, "ValidationFailed", "Some assets are not valid", problems);
    const existing: string[] = [];
    const items: Asset[] = [];
    for (const name of names) {
      if (assets.some((a) => a.name === name)) {
        existing.push(name);
        continue;
      }
      const assetType = typeOf(name) as AssetType;
      const asset = makeAsset(counter++, { name, assetType, createdAt: new Date().toISOString() });
      assets.unshift(asset);
      if (assetType === "domain" || assetType === "subdomain") request(asset);
      items.push(asset);
    }
    return { status: 201, body: { items, existing } };
  };

  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/inventory/assets/list": list,
    "POST /api/v1/inventory/assets/create/batch": batch,
    // All or nothing, as the API: one unknown id deletes nothing.
    "POST /api/v1/inventory/assets/delete/batch": async (req) => {
      const { assetIds } = (await req.json()) as { assetIds: string[] };
      const chosen = [...new Set(assetIds)].map((id) => assets.find((asset) => asset.id === id));
      if (chosen.some((asset) => !asset)) return notFound;
      for (const asset of chosen as typeof assets) assets.splice(assets.indexOf(asset), 1);
      return { items: (chosen as typeof assets).map(({ id, name, assetType }) => ({ id, name, assetType })) };
    },
    "GET /api/v1/inventory/assets/*": (_r, url) => find(url) ?? notFound,
    "DELETE /api/v1/inventory/assets/*": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      assets.splice(assets.indexOf(asset), 1);
      return { status: 204 };
    },
    "GET /api/v1/inventory/assets/*/verification": (_r, url) => {
      const asset = find(url);
      return asset ? sampleVerification(asset) : notFound;
    },
    "PUT /api/v1/inventory/assets/*/verification": async (req, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      const { verified } = (await req.json()) as { verified: boolean };
      asset.verified = verified;
      asset.verifiedAt = verified ? new Date().toISOString() : null;
      asset.monitoringBlockedReason = verified ? null : "NotVerified";
      if (!verified) asset.monitored = false;
      return { ...sampleVerification(asset), method: verified ? "manual" : null };
    },
    "POST /api/v1/inventory/assets/*/verification/verify": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      if (!options.verifiable) {
        return error(422, "UnableToVerify", "unable to verify", [
          { path: "dns", message: `No TXT record "bulwark-verification=…" found on ${asset.name}` },
          { path: "file", message: `https://${asset.name}/.well-known/bulwark-verification.txt answered 404` },
        ]);
      }
      asset.verified = true;
      asset.verifiedAt = new Date().toISOString();
      asset.monitoringBlockedReason = null;
      return sampleVerification(asset);
    },
    "PUT /api/v1/inventory/assets/*/monitoring": async (req, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      const { monitored } = (await req.json()) as { monitored: boolean };
      if (monitored && !asset.verified) return error(409, "AssetNotVerified", "Asset must be verified first");
      asset.monitored = monitored;
      return asset;
    },
    "GET /api/v1/inventory/assets/*/dns-records": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      return checked ? sampleDnsRecords(asset) : { assetId: asset.id, checkedAt: null, records: [] };
    },
    "GET /api/v1/inventory/assets/*/dns-records/*/history": (_r, url) => {
      const type = (url.pathname.split("/")[7] ?? "A") as DnsRecordType;
      return page(checked ? sampleDnsHistory(type, type === "A" ? 14 : 2) : [], url);
    },
    "GET /api/v1/inventory/assets/*/ip-info": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      return checked ? sampleIpInfo(asset) : { assetId: asset.id, checkedAt: null, items: [] };
    },
    "GET /api/v1/inventory/assets/*/ip-info/history": (_r, url) => page(checked ? sampleIpHistory(4) : [], url),
    "GET /api/v1/inventory/assets/*/discoveries": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      advance(asset);
      return page(discoveries.get(asset.id) ?? [], url);
    },
    "POST /api/v1/inventory/assets/*/discoveries": (_r, url) => {
      const asset = find(url);
      if (!asset) return notFound;
      if (asset.assetType !== "domain" && asset.assetType !== "subdomain") {
        return error(422, "ValidationFailed", "Only domains and subdomains are discovered");
      }
      const current = discoveries.get(asset.id)?.[0];
      return { status: 202, body: current?.status === "Requested" ? current : request(asset) };
    },
  };
  return {
    ...inventorySession(options.session),
    ...handlers,
    "POST /api/v1/inventory/exports": {
      status: 202,
      body: {
        id: id("f0000000", 1),
        kind: "assets",
        format: "csv",
        status: "PendingToBeCreated",
        url: null,
        fileName: "assets.csv",
        rowCount: null,
        error: null,
        createdAt: at(9),
        expiresAt: at(10),
      },
    },
    ...options.override,
  };
}

/** A reply for routes that should fail. */
export const failure = (statusCode: number, code: string, message: string): FakeReply =>
  error(statusCode, code, message);

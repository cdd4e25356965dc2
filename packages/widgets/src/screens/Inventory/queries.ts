import type { Schema } from "@bulwark/client";
import { useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey, type QueryKey } from "../../data/query";
import type { BulwarkRuntime } from "../../data/runtime";
import { unwrap } from "../../data/unwrap";
import type { PeopleFilters, PeopleSort } from "./People/People";
import type { Asset, AssetsFilters, DnsRecordType } from "./shared/assets";
import type { DirectoryProvider, PeopleImportReport, Person } from "./shared/people";

/** A page of a list: where it starts and how many rows. */
export interface PageParams {
  skip: number;
  limit: number;
}

/**
 * Cache keys of the inventory screens, in the one shape of every domain:
 * `["inventory", tenantId, resource, params]`. `people(tenantId)` refreshes every people query of
 * the organisation (list, groups, tags, overview), `assets(tenantId)` every asset list and summary,
 * `asset(tenantId, id)` one asset with its tabs (which append their part: `"dns"`, `"ip-info"`...).
 */
export const inventoryKeys = {
  all: (tenantId: string | null) => domainKey("inventory", tenantId),
  people: (tenantId: string | null) => domainKey("inventory", tenantId, "people"),
  peopleList: (tenantId: string | null, params: object) => domainKey("inventory", tenantId, "people", { list: params }),
  peopleGroups: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "groups"),
  peopleTags: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "tags"),
  peopleOverview: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "overview"),
  /** Every organisation of the user (figures per organisation): keyed by user, not organisation. */
  tenantsOverview: (userId: string | undefined) => domainKey("inventory", null, "tenants-overview", { userId }),
  directory: (tenantId: string | null) => domainKey("inventory", tenantId, "directory-connections"),
  assets: (tenantId: string | null) => domainKey("inventory", tenantId, "assets"),
  assetList: (tenantId: string | null, params: object) => domainKey("inventory", tenantId, "assets", { list: params }),
  assetSummary: (tenantId: string | null) => domainKey("inventory", tenantId, "assets", "summary"),
  asset: (tenantId: string | null, assetId: string | null) => domainKey("inventory", tenantId, "asset", { assetId }),
};

/** Reads of the organisation's inventory: the list, its filter choices, the overview. */
export function usePeopleList(
  tenantId: string | null,
  query: PeopleFilters & PeopleSort & PageParams,
  enabled: boolean,
) {
  const { skip, limit, ...filters } = query;
  return useReportedQuery(
    inventoryKeys.peopleList(tenantId, query),
    (rt) => unwrap(rt.client.GET("/api/v1/inventory/people", { params: { query: { ...filters, skip, limit } } })),
    { enabled },
  );
}

/** Every group of the organisation's people (a filter's choices). */
export function usePeopleGroups(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    inventoryKeys.peopleGroups(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/inventory/people/groups/all")),
    { enabled },
  );
}

/** Every tag of the organisation's people (a filter's choices). */
export function usePeopleTags(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    inventoryKeys.peopleTags(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/inventory/people/tags/all")),
    { enabled },
  );
}

/** The Google and Microsoft directory connections of the organisation. */
export function useDirectoryConnections(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    inventoryKeys.directory(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/inventory/directory-connections")),
    { enabled },
  );
}

/** The organisation's people figures (count, average score, per category). */
export function usePeopleOverview(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    inventoryKeys.peopleOverview(tenantId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/inventory/people/tenants/overview/{tenantId}", {
          params: { path: { tenantId: tenantId ?? "" } },
        }),
      ),
    { enabled },
  );
}

/** The people figures of every organisation of the user. */
export function useTenantsOverview(userId: string | undefined, enabled: boolean) {
  return useReportedQuery(
    inventoryKeys.tenantsOverview(userId),
    (rt) => unwrap(rt.client.GET("/api/v1/inventory/people/tenants/overview")),
    { enabled },
  );
}

/** Deletes a person (the screen refreshes the list). */
export function useDeletePerson() {
  return useApiMutation(async (rt, person: Person) => {
    await unwrap(
      rt.client.DELETE("/api/v1/inventory/people/{personId}", { params: { path: { personId: person.id } } }),
    );
    return true;
  });
}

/** Syncs the people from a directory now; answers the report. */
export function useDirectorySync() {
  return useApiMutation((rt, provider: DirectoryProvider) =>
    unwrap(
      provider === "google"
        ? rt.client.POST("/api/v1/inventory/people/sync-google")
        : rt.client.POST("/api/v1/inventory/people/sync-microsoft"),
    ),
  );
}

/** Saves a person's fields. */
export function useUpdatePerson() {
  return useApiMutation(
    (rt, body: { id: string; firstName: string; lastName: string; email: string; groups: string[]; tags: string[] }) =>
      unwrap(
        rt.client.PUT("/api/v1/inventory/people/{personId}", {
          params: { path: { personId: body.id } },
          body: {
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            email: body.email.trim(),
            groups: body.groups,
            tags: body.tags,
          },
        }),
      ),
  );
}

/** One page of the organisation's assets with filters (or only `ids`). */
export function useAssetList(
  tenantId: string | null,
  query: AssetsFilters & PageParams & { ids?: readonly string[] | undefined },
  enabled: boolean,
) {
  const { ids, ...rest } = query;
  return useReportedQuery(
    inventoryKeys.assetList(tenantId, { ...query, ids: ids ?? null }),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/inventory/assets/list", {
          params: { query: { ...rest, ...(ids ? { ids: [...ids] } : {}) } },
        }),
      ),
    { enabled },
  );
}

/** Deletes an asset; answers it. */
export function useDeleteAsset() {
  return useApiMutation(async (rt, asset: Asset) => {
    await unwrap(rt.client.DELETE("/api/v1/inventory/assets/{assetId}", { params: { path: { assetId: asset.id } } }));
    return asset;
  });
}

/** Deletes several assets at once, all or nothing; answers those deleted. */
export function useDeleteAssets() {
  return useApiMutation(async (rt, assetIds: readonly string[]) =>
    unwrap(rt.client.POST("/api/v1/inventory/assets/delete/batch", { body: { assetIds: [...assetIds] } })),
  );
}

/** Adds assets by name (a domain, host or address each). */
export function useCreateAssets() {
  return useApiMutation((rt, names: string[]) =>
    unwrap(
      rt.client.POST("/api/v1/inventory/assets/create/batch", { body: { assets: names.map((name) => ({ name })) } }),
    ),
  );
}

/** One asset (`assetId` null: nothing is fetched). */
export function useAsset(tenantId: string | null, assetId: string | null, enabled: boolean) {
  return useReportedQuery(
    [...inventoryKeys.asset(tenantId, assetId), "asset"],
    (rt) =>
      unwrap(rt.client.GET("/api/v1/inventory/assets/{assetId}", { params: { path: { assetId: assetId ?? "" } } })),
    { enabled: enabled && assetId !== null },
  );
}

/** An asset's current DNS records. */
export function useDnsRecords(baseKey: QueryKey, assetId: string) {
  return useReportedQuery([...baseKey, "dns"], (rt) =>
    unwrap(rt.client.GET("/api/v1/inventory/assets/{assetId}/dns-records", { params: { path: { assetId } } })),
  );
}

/** An asset's addresses with their network and country. */
export function useIpInfo(baseKey: QueryKey, assetId: string) {
  return useReportedQuery([...baseKey, "ip-info"], (rt) =>
    unwrap(rt.client.GET("/api/v1/inventory/assets/{assetId}/ip-info", { params: { path: { assetId } } })),
  );
}

/**
 * Sends a CSV file as the request body (`text/csv`), as `importPeopleCsv` takes it: streamed by the
 * browser from disk, never read into memory here. The typed body stands for the file; the
 * serializer hands the real `File` to fetch.
 */
export function uploadPeopleCsv(
  runtime: BulwarkRuntime,
  file: Blob,
  options: { dryRun: boolean; deleteNotInList: boolean },
): Promise<PeopleImportReport> {
  return unwrap(
    runtime.client.POST("/api/v1/inventory/people/import", {
      params: {
        query: {
          ...(options.dryRun ? { dryRun: true } : {}),
          ...(options.deleteNotInList ? { deleteNotInList: true } : {}),
        },
      },
      body: "",
      bodySerializer: () => file,
      headers: { "content-type": "text/csv" },
    }),
  );
}

/** The `total` of the assets list under `filters`: one row asked for, only the count read. */
export const countAssets = async (rt: BulwarkRuntime, filters: AssetsFilters) =>
  (await unwrap(rt.client.GET("/api/v1/inventory/assets/list", { params: { query: { ...filters, limit: 1 } } }))).total;

/** One page of an asset's discovery runs, newest first. */
export function useDiscoveries(baseKey: QueryKey, assetId: string, page: PageParams) {
  return useReportedQuery([...baseKey, "discoveries", page.skip], (rt) =>
    unwrap(
      rt.client.GET("/api/v1/inventory/assets/{assetId}/discoveries", { params: { path: { assetId }, query: page } }),
    ),
  );
}

/** The newest discovery run of an asset (what the discovery watch follows), or undefined. */
export const latestDiscovery = async (rt: BulwarkRuntime, assetId: string) =>
  (
    await unwrap(
      rt.client.GET("/api/v1/inventory/assets/{assetId}/discoveries", {
        params: { path: { assetId }, query: { skip: 0, limit: 1 } },
      }),
    )
  ).items[0];

/** Asks for a new discovery of an asset (its failures are not shown: seeds, error catalogue). */
export const requestDiscovery = (rt: BulwarkRuntime, assetId: string) =>
  unwrap(rt.client.POST("/api/v1/inventory/assets/{assetId}/discoveries", { params: { path: { assetId } } }));

/** Starts or stops monitoring an asset; answers the asset. */
export const setMonitoring = (rt: BulwarkRuntime, assetId: string, monitored: boolean) =>
  unwrap(
    rt.client.PUT("/api/v1/inventory/assets/{assetId}/monitoring", {
      params: { path: { assetId } },
      body: { monitored },
    }),
  );

/** An asset's ownership verification (the TXT record to publish, the last check). */
export function useVerification(key: QueryKey, assetId: string) {
  return useReportedQuery(key, (rt) =>
    unwrap(rt.client.GET("/api/v1/inventory/assets/{assetId}/verification", { params: { path: { assetId } } })),
  );
}

/** Checks the asset's verification record now. */
export function useVerifyAsset(assetId: string) {
  return useApiMutation((rt, _: undefined) =>
    unwrap(rt.client.POST("/api/v1/inventory/assets/{assetId}/verification/verify", { params: { path: { assetId } } })),
  );
}

/** Verifies or unverifies an asset by hand (super-admins). */
export function useSetVerified(assetId: string) {
  return useApiMutation((rt, verified: boolean) =>
    unwrap(
      rt.client.PUT("/api/v1/inventory/assets/{assetId}/verification", {
        params: { path: { assetId } },
        body: { verified },
      }),
    ),
  );
}

/** What a directory connection is saved with: a Google service account, or a Microsoft app. */
export type DirectoryConnectionInput =
  | {
      provider: "google";
      body: { serviceAccountKey: string; adminEmail: string; customer: string; deleteMissing: boolean };
    }
  | {
      provider: "microsoft";
      body: { directoryId: string; clientId: string; clientSecret: string; deleteMissing: boolean };
    };

/** Saves a directory connection's credentials (stored encrypted, never shown again). */
export function useSaveDirectoryConnection() {
  return useApiMutation((rt, input: DirectoryConnectionInput) =>
    input.provider === "google"
      ? unwrap(rt.client.PUT("/api/v1/inventory/directory-connections/google", { body: input.body }))
      : unwrap(rt.client.PUT("/api/v1/inventory/directory-connections/microsoft", { body: input.body })),
  );
}

/** Removes a directory connection; answers true. */
export function useDisconnectDirectory() {
  return useApiMutation(async (rt, provider: DirectoryProvider) => {
    await unwrap(
      provider === "google"
        ? rt.client.DELETE("/api/v1/inventory/directory-connections/google")
        : rt.client.DELETE("/api/v1/inventory/directory-connections/microsoft"),
    );
    return true;
  });
}

/** One page of the addresses an asset has had. */
export const ipHistory = (rt: BulwarkRuntime, assetId: string, page: PageParams) =>
  unwrap(
    rt.client.GET("/api/v1/inventory/assets/{assetId}/ip-info/history", { params: { path: { assetId }, query: page } }),
  );

/** One page of the values a DNS record type of an asset has had. */
export const dnsHistory = (rt: BulwarkRuntime, assetId: string, recordType: DnsRecordType, page: PageParams) =>
  unwrap(
    rt.client.GET("/api/v1/inventory/assets/{assetId}/dns-records/{recordType}/history", {
      params: { path: { assetId, recordType }, query: page },
    }),
  );

/** What a bulk change of people asks for: the action, who (ids or the list's filters), and the labels to add. */
export type PeopleBulkRequest = Schema<"PeopleBulkRequest">;

/** Deletes, tags or groups many people at once; answers how many matched and changed (the screen refreshes). */
export function useBulkPeople() {
  return useApiMutation((rt, body: PeopleBulkRequest) =>
    unwrap(rt.client.POST("/api/v1/inventory/people/bulk", { body })),
  );
}

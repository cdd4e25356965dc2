import { useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey, type QueryKey } from "../../data/query";
import { unwrap } from "../../data/unwrap";
import type { PeopleFilters, PeopleSort } from "./People/People";
import type { Asset, AssetsFilters } from "./shared/assets";
import type { DirectoryProvider, Person } from "./shared/people";

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

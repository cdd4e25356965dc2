import { domainKey } from "../../data/query";

/**
 * Cache keys of the inventory screens, in the one shape of every domain:
 * `["inventory", tenantId, resource, params]`. `people(tenantId)` refreshes every people query of
 * the organisation (list, groups, tags, overview), `assets(tenantId)` every asset list and summary,
 * `asset(tenantId, id)` one asset with its tabs (which append their part: `"dns"`, `"ip-info"`...).
 */
export const inventoryKeys = {
  all: (tenantId: string | null) => domainKey("inventory", tenantId),
  people: (tenantId: string | null) => domainKey("inventory", tenantId, "people"),
  peopleList: (tenantId: string | null, params: Record<string, unknown>) =>
    domainKey("inventory", tenantId, "people", { list: params }),
  peopleGroups: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "groups"),
  peopleTags: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "tags"),
  peopleOverview: (tenantId: string | null) => domainKey("inventory", tenantId, "people", "overview"),
  /** Every organisation of the user (figures per organisation): keyed by user, not organisation. */
  tenantsOverview: (userId: string | undefined) => domainKey("inventory", null, "tenants-overview", { userId }),
  directory: (tenantId: string | null) => domainKey("inventory", tenantId, "directory-connections"),
  assets: (tenantId: string | null) => domainKey("inventory", tenantId, "assets"),
  assetList: (tenantId: string | null, params: Record<string, unknown>) =>
    domainKey("inventory", tenantId, "assets", { list: params }),
  assetSummary: (tenantId: string | null) => domainKey("inventory", tenantId, "assets", "summary"),
  asset: (tenantId: string | null, assetId: string | null) => domainKey("inventory", tenantId, "asset", { assetId }),
};

import type { BulwarkClient, Tenant } from "@bulwark/client";
import { fetchAll } from "../../paging.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark orgs list` answers. */
export interface OrgsListResult {
  items: Tenant[];
  total: number;
  /** The organization calls go to, if any. */
  activeTenantId: string | null;
}

/** Every organization of the signed-in user, page by page. */
export async function fetchAllOrgs(client: BulwarkClient): Promise<{ items: Tenant[]; total: number }> {
  return fetchAll(async (skip, limit) =>
    unwrap(await client.GET("/api/v1/users/tenants", { params: { query: { skip, limit, all: false } } })),
  );
}

/** The signed-in user's organizations and which one is active. */
export async function listOrgs(session: Session): Promise<OrgsListResult> {
  const { items, total } = await fetchAllOrgs(session.client);
  return { items, total, activeTenantId: session.tenantId };
}

/** Plain output of `bulwark orgs list`: `id<TAB>name<TAB>roles<TAB>active` per line. */
export const orgsListLines = (result: OrgsListResult) =>
  result.items.map((t) =>
    [t.id, t.name, t.roles.join(","), t.id === result.activeTenantId ? "active" : ""].join("\t").trimEnd(),
  );

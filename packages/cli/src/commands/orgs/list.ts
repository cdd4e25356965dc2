import type { BulwarkClient, Tenant } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark orgs list` answers. */
export interface OrgsListResult {
  items: Tenant[];
  total: number;
  /** The organisation calls go to, if any. */
  activeTenantId: string | null;
}

const PAGE = 100;

/** Every organisation of the signed-in user, page by page. */
export async function fetchAllOrgs(client: BulwarkClient): Promise<{ items: Tenant[]; total: number }> {
  const items: Tenant[] = [];
  let total = 0;
  do {
    const page = unwrap(
      await client.GET("/api/v1/users/tenants", { params: { query: { skip: items.length, limit: PAGE, all: false } } }),
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total };
}

/** The signed-in user's organisations and which one is active. */
export async function listOrgs(session: Session): Promise<OrgsListResult> {
  const { items, total } = await fetchAllOrgs(session.client);
  return { items, total, activeTenantId: session.tenantId };
}

/** Plain output of `bulwark orgs list`: `id<TAB>name<TAB>roles<TAB>active` per line. */
export const orgsListLines = (result: OrgsListResult) =>
  result.items.map((t) =>
    [t.id, t.name, t.roles.join(","), t.id === result.activeTenantId ? "active" : ""].join("\t").trimEnd(),
  );

import type { Schema } from "@bulwark/contract";
import { addMember } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { rootAdmin } from "../../../test/root-admin.js";

// Test helpers of the people module (not a test file itself).

const root = rootAdmin({ email: "people-root@bulwark.test", password: "root pass 1" });

export const PEOPLE = "/api/v1/inventory/people";
export const CONNECTIONS = "/api/v1/inventory/directory-connections";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startPeopleApi = root.start;
export const { superAdmin, setFeatures } = root;
export { addMember };

/** Someone acting in one organisation. */
export interface Actor {
  accessToken: string;
  tenantId: string;
}

/** Saves a JSON batch as `actor`; answers the response. */
export function saveBatch(api: TestApi, actor: Actor, people: unknown[], query = "") {
  return api.request("POST", `${PEOPLE}/batch${query}`, {
    token: actor.accessToken,
    tenant: actor.tenantId,
    body: { people },
  });
}

/** Uploads a CSV as `actor`; answers the response. */
export function importCsv(api: TestApi, actor: Actor, csv: string | Buffer, query = "", contentType = "text/csv") {
  return api.request("POST", `${PEOPLE}/import${query}`, {
    token: actor.accessToken,
    tenant: actor.tenantId,
    raw: csv,
    headers: { "content-type": contentType },
  });
}

/** Every person of the organisation (up to 100), as the list answers them. */
export async function everyone(api: TestApi, actor: Actor, query = "") {
  const res = await api.request("GET", `${PEOPLE}?limit=100${query}`, {
    token: actor.accessToken,
    tenant: actor.tenantId,
  });
  if (res.status !== 200) throw new Error(`listing people failed: ${JSON.stringify(res.body)}`);
  return res.body as Schema<"PersonList">;
}

/** The organisation's people straight from the database, by email: what is stored, whatever the API says. */
export async function storedEmails(api: TestApi, tenantId: string): Promise<string[]> {
  const rows = await api.platform.db
    .selectFrom("people")
    .select("email")
    .where("tenant_id", "=", tenantId)
    .orderBy("email")
    .execute();
  return rows.map((row) => row.email);
}

/** The event names of an organisation's activity log, newest first. */
export async function activityOf(api: TestApi, token: string, tenantId: string) {
  // Entries of domain events are written by the activity-log subscriber: let it catch up first.
  await api.drainEvents();
  const res = await api.request("GET", `/api/v1/activity-logs/tenants/${tenantId}?limit=100`, { token });
  if (res.status !== 200) throw new Error(`activity log failed: ${JSON.stringify(res.body)}`);
  return res.body.items as Schema<"ActivityLog">[];
}

import type { Schema } from "@bulwark/contract";
import { createUser, PASSWORD, uniqueEmail } from "../../../test/factories.js";
import { startTestApi, type TestApi } from "../../../test/harness.js";

// Test helpers of the people module (not a test file itself).

const ROOT = { email: "people-root@bulwark.test", password: "root pass 1" };

export const PEOPLE = "/api/v1/inventory/people";
export const CONNECTIONS = "/api/v1/inventory/directory-connections";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startPeopleApi = (env: Record<string, string> = {}) =>
  startTestApi({ BULWARK_ADMIN_EMAIL: ROOT.email, BULWARK_ADMIN_PASSWORD: ROOT.password, ...env });

export async function signIn(api: TestApi, email: string, password = PASSWORD): Promise<string> {
  const res = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token.accessToken as string;
}

/** A verified user holding exactly `permissions` as super-admin, in no organisation. */
export async function superAdmin(api: TestApi, permissions: Schema<"SuperAdminPermission">[]) {
  const user = await createUser(api, { firstName: "Super" });
  const root = await signIn(api, ROOT.email, ROOT.password);
  const res = await api.request("PUT", `/api/v1/users/acl/users/${user.id}/super-admin-permissions`, {
    token: root,
    body: { permissions },
  });
  if (res.status !== 200) throw new Error(`granting super-admin failed: ${JSON.stringify(res.body)}`);
  return user;
}

/** Switches an organisation's features (through the root super-admin). */
export async function setFeatures(api: TestApi, tenantId: string, features: Schema<"Feature">[]) {
  const root = await signIn(api, ROOT.email, ROOT.password);
  const res = await api.request("PUT", `/api/v1/users/tenants/${tenantId}/features`, {
    token: root,
    body: { features },
  });
  if (res.status !== 200) throw new Error(`setting features failed: ${JSON.stringify(res.body)}`);
}

/** Someone acting in one organisation. */
export interface Actor {
  accessToken: string;
  tenantId: string;
}

/** A new member of `owner`'s organisation with `roles`, invited and registered through the emailed link. */
export async function addMember(api: TestApi, owner: Actor, roles: Schema<"Role">[]) {
  const email = uniqueEmail("member");
  const invited = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
    token: owner.accessToken,
    body: { emails: [email], roles },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const organizationToken = await api.emailedToken(email, "/organizations/invitation/accept");
  const registered = await api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName: "Mia", lastName: "Member", email, password: PASSWORD, privacyPolicy: true, organizationToken },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { email, accessToken: registered.body.token.accessToken as string, tenantId: owner.tenantId };
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
  const res = await api.request("GET", `/api/v1/activity-logs/tenants/${tenantId}?limit=100`, { token });
  if (res.status !== 200) throw new Error(`activity log failed: ${JSON.stringify(res.body)}`);
  return res.body.items as Schema<"ActivityLog">[];
}

import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import {
  createTestServiceAccount,
  type FakeGoogle,
  type FakeGoogleUser,
  type FakeGraphUser,
  type FakeMicrosoft,
  startFakeGoogle,
  startFakeMicrosoft,
} from "../../../test/fake-directories.js";
import type { TestApi, TestResponse } from "../../../test/harness.js";
import {
  type Actor,
  activityOf,
  addMember,
  CONNECTIONS,
  everyone,
  PEOPLE,
  saveBatch,
  startPeopleApi,
  storedEmails,
} from "./people.fixtures.js";

const ADMIN = "admin@alpha.test";
const serviceAccount = createTestServiceAccount({ projectId: "alpha-sync" });
const strangerAccount = createTestServiceAccount({ projectId: "alpha-sync", name: "unknown" });
const DIRECTORY_ID = randomUUID();
const CLIENT_ID = randomUUID();
const CLIENT_SECRET = "Kq8~secret.value_that-is-long-enough";

const googleUser = (n: number, extra: Partial<FakeGoogleUser> = {}): FakeGoogleUser => ({
  id: `g${n}`,
  primaryEmail: `person${n}@alpha.test`,
  name: { givenName: `Given${n}`, familyName: `Family${n}` },
  orgUnitPath: n % 2 ? "/Sales" : "/",
  ...extra,
});
const graphUser = (n: number, extra: Partial<FakeGraphUser> = {}): FakeGraphUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  givenName: `Given${n}`,
  surname: `Family${n}`,
  displayName: `Given${n} Family${n}`,
  mail: `ms${n}@alpha.test`,
  userPrincipalName: `ms${n}@alpha.test`,
  department: n % 2 ? "Finance" : null,
  memberOf: [{ "@odata.type": "#microsoft.graph.group", id: randomUUID(), displayName: "All staff" }],
  ...extra,
});

let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let api: TestApi;
let alpha: Awaited<ReturnType<typeof createOrganizationOwner>>;
let beta: Awaited<ReturnType<typeof createOrganizationOwner>>;
let analyst: Actor;
/** Every response the tests got, to check no secret was ever in one. */
const responses: TestResponse[] = [];

const call = async (actor: Actor, method: string, path: string, body?: unknown) => {
  const res = await api.request(method, path, { token: actor.accessToken, tenant: actor.tenantId, body });
  responses.push(res);
  return res;
};
const saveGoogle = (actor: Actor, body: Record<string, unknown> = {}) =>
  call(actor, "PUT", `${CONNECTIONS}/google`, { serviceAccountKey: serviceAccount.json, adminEmail: ADMIN, ...body });
const saveMicrosoft = (actor: Actor, body: Record<string, unknown> = {}) =>
  call(actor, "PUT", `${CONNECTIONS}/microsoft`, {
    directoryId: DIRECTORY_ID,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    ...body,
  });
const connection = async (actor: Actor, provider: "google" | "microsoft") => {
  const res = await call(actor, "GET", CONNECTIONS);
  return (res.body.items as Schema<"DirectoryConnection">[]).find(
    (c) => c.provider === provider,
  ) as Schema<"DirectoryConnection">;
};

beforeAll(async () => {
  google = await startFakeGoogle({ serviceAccounts: [serviceAccount], admins: [ADMIN], pageSize: 2 });
  microsoft = await startFakeMicrosoft({
    directories: [{ directoryId: DIRECTORY_ID, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    pageSize: 2,
  });
  api = await startPeopleApi({
    GOOGLE_OAUTH_URL: google.tokenUrl,
    GOOGLE_DIRECTORY_URL: google.directoryUrl,
    MICROSOFT_LOGIN_URL: microsoft.loginUrl,
    MICROSOFT_GRAPH_URL: microsoft.graphUrl,
  });
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
  analyst = await addMember(api, alpha, ["SecurityAnalyst"]);
  expect((await saveBatch(api, beta, [{ email: "person1@alpha.test", firstName: "Beta's" }])).status).toBe(200);
});
afterAll(async () => {
  // Whatever happened, no answer ever carried a secret.
  const everything = JSON.stringify(responses.map((res) => res.body));
  for (const secret of [
    CLIENT_SECRET,
    "PRIVATE KEY",
    serviceAccount.key.private_key_id,
    ...google.issuedTokens(),
    ...microsoft.issuedTokens(),
  ]) {
    expect(everything).not.toContain(secret);
  }
  await api?.close();
  await google?.close();
  await microsoft?.close();
});
beforeEach(() => {
  google.setUsers([]);
  microsoft.setUsers([]);
});

describe("directory connections", () => {
  it("lists both providers, unconfigured at first", async () => {
    const res = await call(alpha, "GET", CONNECTIONS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      items: ["google", "microsoft"].map((provider) => ({
        provider,
        configured: false,
        account: null,
        deleteMissing: false,
        lastSyncAt: null,
        lastSyncStatus: null,
        lastSyncError: null,
        updatedAt: null,
      })),
    });
  });

  it("refuses unusable credentials with 422 naming the field, and stores nothing", async () => {
    const notKey = await saveGoogle(alpha, { serviceAccountKey: '{"type":"authorized_user"}' });
    expect(notKey.status).toBe(422);
    expect(notKey.body.errors[0]).toMatchObject({ path: "body.serviceAccountKey" });
    const secretId = await saveMicrosoft(alpha, { clientSecret: randomUUID() });
    expect(secretId.status).toBe(422);
    expect(secretId.body.errors).toEqual([
      { path: "body.clientSecret", message: "looks like the secret's ID: paste the secret's Value instead" },
    ]);
    expect((await connection(alpha, "google")).configured).toBe(false);
  });

  it("stores the credentials sealed, shows only who they act as, and needs ManageOrganization", async () => {
    expect((await saveGoogle(analyst)).status).toBe(403);
    const res = await saveGoogle(alpha);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: "google",
      configured: true,
      account: `${serviceAccount.key.client_email} as ${ADMIN}`,
      deleteMissing: false,
      lastSyncStatus: null,
    });
    const ms = await saveMicrosoft(alpha, { deleteMissing: true });
    expect(ms.body).toMatchObject({ account: `${CLIENT_ID}@${DIRECTORY_ID}`, deleteMissing: true });
    // Readers see the connections too, never the secrets.
    expect((await call(analyst, "GET", CONNECTIONS)).status).toBe(200);
    const stored = await api.platform.db.selectFrom("directory_connections").select("credentials").execute();
    for (const row of stored) {
      expect(row.credentials).toMatch(/^v1\./);
      expect(row.credentials).not.toContain("PRIVATE KEY");
      expect(row.credentials).not.toContain(CLIENT_SECRET);
    }
    const activity = await activityOf(api, alpha.accessToken, alpha.tenantId);
    expect(activity.filter((a) => a.eventName === "DirectoryConnectionSaved")).toHaveLength(2);
    expect(JSON.stringify(activity)).not.toContain(CLIENT_SECRET);
  });

  it("keeps each organisation's connections apart", async () => {
    expect((await connection(beta, "google")).configured).toBe(false);
    const sync = await call(beta, "POST", `${PEOPLE}/sync-google`);
    expect(sync.status).toBe(409);
    expect(sync.body.message).toBe("Connect Google Workspace first");
    const ms = await call(beta, "POST", `${PEOPLE}/sync-microsoft`);
    expect(ms.body).toMatchObject({ code: "Conflict", message: "Connect Microsoft 365 first" });
  });
});

describe("syncing from Google Workspace", () => {
  it("reads every page of active users into people of origin google, groups from org units", async () => {
    google.setUsers([
      googleUser(1),
      googleUser(2),
      googleUser(3, { organizations: [{ department: "Support", primary: true }] }),
      googleUser(4, { suspended: true }),
      googleUser(5),
    ]);
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, created: 4, updated: 0, deleted: 0, rejectedCount: 0 });
    // Two users a page: the sync followed the page tokens.
    expect(google.requests.filter((r) => r.path.endsWith("/users")).length).toBeGreaterThanOrEqual(3);
    const { items } = await everyone(api, alpha, "&sortBy=email");
    expect(items.map((p) => [p.email, p.firstName, p.lastName, p.groups, p.origin])).toEqual([
      ["person1@alpha.test", "Given1", "Family1", ["Sales"], "google"],
      ["person2@alpha.test", "Given2", "Family2", [], "google"],
      ["person3@alpha.test", "Given3", "Family3", ["Sales", "Support"], "google"],
      ["person5@alpha.test", "Given5", "Family5", ["Sales"], "google"],
    ]);
    const status = await connection(alpha, "google");
    expect(status).toMatchObject({ lastSyncStatus: "Succeeded", lastSyncError: null });
    expect(status.lastSyncAt).not.toBeNull();
    const [entry] = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleSynced",
    );
    expect(entry?.data).toEqual({
      provider: "google",
      rows: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: 0,
    });
    // Beta's person with the same address is untouched.
    expect((await everyone(api, beta)).items).toMatchObject([{ email: "person1@alpha.test", firstName: "Beta's" }]);
  });

  it("keeps tags people were given in Bulwark, and leaves them unchanged when nothing moved", async () => {
    google.setUsers([
      googleUser(1),
      googleUser(2),
      googleUser(3, { organizations: [{ department: "Support" }] }),
      googleUser(5),
    ]);
    await saveBatch(api, alpha, [{ email: "person2@alpha.test", tags: ["vip"] }]);
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    // person2 was made manual by the batch, so the sync takes it back as google.
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const person2 = (await everyone(api, alpha)).items.find((p) => p.email === "person2@alpha.test");
    expect(person2).toMatchObject({ tags: ["vip"], origin: "google" });
  });

  it("waits out a 429 and carries on", async () => {
    google.setUsers([
      googleUser(1),
      googleUser(2),
      googleUser(3, { organizations: [{ department: "Support" }] }),
      googleUser(5),
      googleUser(6),
    ]);
    google.failNext({ kind: "rate-limit", retryAfter: "0" });
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, unchanged: 4 });
  });

  it("answers 502 'Sync with google failed' when Google refuses the key, keeping the reason and changing nothing", async () => {
    const before = await storedEmails(api, alpha.tenantId);
    google.setUsers([googleUser(7)]);
    google.failNext({ kind: "invalid-grant" });
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: "SyncFailed", message: "Sync with google failed" });
    expect(await storedEmails(api, alpha.tenantId)).toEqual(before);
    const status = await connection(alpha, "google");
    expect(status.lastSyncStatus).toBe("Failed");
    expect(status.lastSyncError).toMatch(/\S/);
    const [entry] = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleSyncFailed",
    );
    expect(entry).toMatchObject({
      eventGroup: "TenantManagement",
      data: { provider: "google", reason: status.lastSyncError },
    });
    expect(entry?.description).toBe(`Sync with google failed: ${status.lastSyncError}`);
  });

  it("answers 502 for a key Google does not know", async () => {
    expect((await saveGoogle(alpha, { serviceAccountKey: strangerAccount.json })).status).toBe(200);
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Sync with google failed");
    expect((await saveGoogle(alpha)).status).toBe(200);
  });

  it("with deleteMissing, deletes only people from Google who left the directory", async () => {
    expect((await saveGoogle(alpha, { deleteMissing: true })).body.deleteMissing).toBe(true);
    await saveBatch(api, alpha, [{ email: "manual@alpha.test" }]);
    google.setUsers([googleUser(1), googleUser(2), googleUser(3, { organizations: [{ department: "Support" }] })]);
    const res = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(res.body).toMatchObject({ deleted: 2 });
    expect(await storedEmails(api, alpha.tenantId)).toEqual([
      "manual@alpha.test",
      "person1@alpha.test",
      "person2@alpha.test",
      "person3@alpha.test",
    ]);
    // An empty answer looks like a wrong setting, not an empty company: it deletes nobody.
    google.setUsers([]);
    const empty = await call(alpha, "POST", `${PEOPLE}/sync-google`);
    expect(empty.body).toMatchObject({ rows: 0, deleted: 0 });
    expect(await storedEmails(api, alpha.tenantId)).toHaveLength(4);
    expect((await everyone(api, beta)).total).toBe(1);
  });

  it("answers 502 when the stored credentials belong to another organisation", async () => {
    // A sealed value copied into another organisation's row must not open there.
    await saveGoogle(beta, {}).then((res) => expect(res.status).toBe(200));
    const alphaRow = await api.platform.db
      .selectFrom("directory_connections")
      .select("credentials")
      .where("tenant_id", "=", alpha.tenantId)
      .where("provider", "=", "google")
      .executeTakeFirstOrThrow();
    await api.platform.db
      .updateTable("directory_connections")
      .set({ credentials: alphaRow.credentials })
      .where("tenant_id", "=", beta.tenantId)
      .execute();
    google.setUsers([googleUser(1)]);
    const res = await call(beta, "POST", `${PEOPLE}/sync-google`);
    expect(res.status).toBe(502);
    expect((await connection(beta, "google")).lastSyncError).toMatch(/save the connection again/);
    expect((await everyone(api, beta)).items).toMatchObject([{ firstName: "Beta's" }]);
    expect((await call(beta, "DELETE", `${CONNECTIONS}/google`)).status).toBe(204);
  });

  it("forgets a connection, and forgetting it again is not an error", async () => {
    expect((await call(analyst, "DELETE", `${CONNECTIONS}/google`)).status).toBe(403);
    expect((await call(alpha, "DELETE", `${CONNECTIONS}/google`)).status).toBe(204);
    expect((await connection(alpha, "google")).configured).toBe(false);
    expect((await call(alpha, "DELETE", `${CONNECTIONS}/google`)).status).toBe(204);
    expect((await call(alpha, "POST", `${PEOPLE}/sync-google`)).status).toBe(409);
    expect((await saveGoogle(alpha)).status).toBe(200);
  });
});

describe("syncing from Microsoft 365", () => {
  it("reads every page of enabled users, with department and group memberships as groups", async () => {
    microsoft.setUsers([
      graphUser(1),
      graphUser(2),
      graphUser(3, { accountEnabled: false }),
      graphUser(4),
      graphUser(5),
    ]);
    const res = await call(analyst, "POST", `${PEOPLE}/sync-microsoft`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, created: 4, deleted: 0 });
    const { items } = await everyone(api, alpha, "&search=ms&sortBy=email");
    expect(items.map((p) => [p.email, p.groups, p.origin])).toEqual([
      ["ms1@alpha.test", ["All staff", "Finance"], "microsoft"],
      ["ms2@alpha.test", ["All staff"], "microsoft"],
      ["ms4@alpha.test", ["All staff"], "microsoft"],
      ["ms5@alpha.test", ["All staff", "Finance"], "microsoft"],
    ]);
    expect((await connection(alpha, "microsoft")).lastSyncStatus).toBe("Succeeded");
  });

  it("waits out a 429 from Graph and carries on", async () => {
    microsoft.setUsers([graphUser(1), graphUser(2), graphUser(4), graphUser(5)]);
    microsoft.failNext({ kind: "rate-limit", retryAfter: "0" });
    const res = await call(alpha, "POST", `${PEOPLE}/sync-microsoft`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, unchanged: 4 });
  });

  it("answers 502 'Sync with microsoft failed' for an expired client secret, and records why", async () => {
    microsoft.setUsers([graphUser(9)]);
    microsoft.setSecretExpired(true);
    try {
      const res = await call(alpha, "POST", `${PEOPLE}/sync-microsoft`);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: "SyncFailed", message: "Sync with microsoft failed" });
    } finally {
      microsoft.setSecretExpired(false);
    }
    expect((await storedEmails(api, alpha.tenantId)).filter((e) => e.startsWith("ms9"))).toEqual([]);
    const status = await connection(alpha, "microsoft");
    expect(status).toMatchObject({ lastSyncStatus: "Failed" });
    expect(status.lastSyncError).toMatch(/expired/i);
    expect(status.lastSyncError).not.toContain(CLIENT_SECRET);
  });

  it("with deleteMissing, deletes the Microsoft people no longer listed, never Google's or manual ones", async () => {
    microsoft.setUsers([graphUser(1), graphUser(2)]);
    const res = await call(alpha, "POST", `${PEOPLE}/sync-microsoft`);
    expect(res.body).toMatchObject({ unchanged: 2, deleted: 2 });
    const emails = await storedEmails(api, alpha.tenantId);
    expect(emails.filter((e) => e.startsWith("ms"))).toEqual(["ms1@alpha.test", "ms2@alpha.test"]);
    expect(emails).toContain("manual@alpha.test");
    expect(emails).toContain("person1@alpha.test");
  });

  it("needs CrudInventory to sync", async () => {
    const viewer = await addMember(api, alpha, ["Viewer"]);
    expect((await call(viewer, "POST", `${PEOPLE}/sync-microsoft`)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBatch, startPeopleApi } from "./modules/inventory/people/people.fixtures.js";
import { createOrganizationOwner, createUser, PASSWORD, signIn, uniqueEmail } from "./test/factories.js";
import type { TestApi } from "./test/harness.js";

// Each create operation that can hit a unique constraint, raced by parallel requests carrying the
// same unique value. A service checks before it writes, but two requests can both pass the check:
// the loser must get the normal refusal (4xx) or the same success, never a 500.
let api: TestApi;
beforeAll(async () => {
  api = await startPeopleApi();
});
afterAll(async () => {
  await api?.close();
});

const PARALLEL = 8;
const race = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, (_, i) => make(i)));
const statuses = (responses: Array<{ status: number }>) => responses.map((r) => r.status);

describe("parallel requests racing for one unique value", () => {
  it("register (users.email): one account, the others the normal 409 refusal", async () => {
    const email = uniqueEmail("race");
    const responses = await race(() =>
      api.request("POST", "/api/v1/users/auth/register", {
        body: { firstName: "Rasa", lastName: "Race", email, password: PASSWORD, privacyPolicy: true },
      }),
    );
    for (const status of statuses(responses)) expect([201, 409]).toContain(status);
    const accounts = await api.platform.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(accounts).toHaveLength(1);
  });

  it("create super-admin (users.email): one account, the others 4xx", async () => {
    await createUser(api, { email: "root.race@example.com" }).catch(() => undefined);
    const root = await api.platform.db
      .updateTable("users")
      .set({ super_admin_permissions: JSON.stringify(["ManageUsers"]) })
      .where("email", "=", "root.race@example.com")
      .executeTakeFirst();
    expect(Number(root.numUpdatedRows)).toBe(1);
    const token = await signIn(api, "root.race@example.com");
    const email = uniqueEmail("super");
    const responses = await race(() =>
      api.request("POST", "/api/v1/users/admin/super-admins", {
        token,
        body: { firstName: "Sara", lastName: "Super", email, password: PASSWORD },
      }),
    );
    for (const status of statuses(responses)) expect(status).toBeLessThan(500);
    expect(statuses(responses)).toContain(201);
  });

  it("save people batch (people email, group and tag names): every request saves, one row each", async () => {
    const owner = await createOrganizationOwner(api, "Race d.o.o.");
    const responses = await race((i) =>
      saveBatch(api, owner, [
        { email: "same@race.rs", firstName: `Same ${i}`, groups: ["Finance"], tags: ["vip"] },
        { email: `own${i}@race.rs`, groups: ["Finance"], tags: ["vip"] },
      ]),
    );
    for (const status of statuses(responses)) expect(status).toBeLessThan(500);
    const rows = await api.platform.db
      .selectFrom("people")
      .select("email")
      .where((eb) => eb.and({ tenant_id: owner.tenantId, email: "same@race.rs" }))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("register through an invitation (users.email and organisation membership): joins once, no 5xx", async () => {
    const owner = await createOrganizationOwner(api, "Invite d.o.o.");
    const email = uniqueEmail("invited");
    await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
      token: owner.accessToken,
      body: { emails: [email], roles: ["Viewer"] },
    });
    const organizationToken = await api.emailedToken(email, "/organizations/invitation/accept");
    const responses = await race(() =>
      api.request("POST", "/api/v1/users/auth/register", {
        body: {
          firstName: "Ina",
          lastName: "Invited",
          email,
          password: PASSWORD,
          privacyPolicy: true,
          organizationToken,
        },
      }),
    );
    for (const status of statuses(responses)) expect(status).toBeLessThan(500);
    expect(statuses(responses)).toContain(201);
    const memberships = await api.platform.db
      .selectFrom("tenant_members")
      .innerJoin("users", "users.id", "tenant_members.user_id")
      .select("user_id")
      .where("tenant_id", "=", owner.tenantId)
      .where("users.email", "=", email)
      .execute();
    expect(memberships).toHaveLength(1);
  });

  it("asset verification token and discovery (one per organisation / per asset): all succeed", async () => {
    const owner = await createOrganizationOwner(api, "Assets d.o.o.");
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    const created = await api.request("POST", "/api/v1/inventory/assets/create/batch", {
      ...as,
      body: { assets: [{ name: "race-example.com" }] },
    });
    expect(created.status).toBe(201);
    const assetId = created.body.items?.[0]?.id ?? created.body[0]?.id;
    const tokens = await race(() => api.request("GET", `/api/v1/inventory/assets/${assetId}/verification`, as));
    expect(statuses(tokens)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(tokens.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const discoveries = await race(() => api.request("POST", `/api/v1/inventory/assets/${assetId}/discoveries`, as));
    expect(statuses(discoveries)).toEqual(Array(PARALLEL).fill(202));
    expect(new Set(discoveries.map((r) => r.body.id)).size).toBe(1);
  });

  it("save a directory connection (one per organisation and provider): all succeed", async () => {
    const owner = await createOrganizationOwner(api, "Directory d.o.o.");
    const responses = await race(() =>
      api.request("PUT", "/api/v1/inventory/directory-connections/microsoft", {
        token: owner.accessToken,
        tenant: owner.tenantId,
        body: { directoryTenantId: "contoso.onmicrosoft.com", clientId: "client", clientSecret: "secret" },
      }),
    );
    for (const status of statuses(responses)) expect(status).toBeLessThan(500);
  });
});

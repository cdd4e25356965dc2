import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { activityOf, addMember, startOrganizationsApi, superAdmin, tenantPath } from "./organizations.fixtures.js";

let api: TestApi;
beforeAll(async () => {
  api = await startOrganizationsApi();
});
afterAll(async () => {
  await api?.close();
});

const rolesPath = (tenantId: string, userId: string) => tenantPath(tenantId, `/members/${userId}/roles`);

describe("listTenantMembers", () => {
  it("lists members by name with their roles, paged, for the Admin only", async () => {
    const owner = await createOrganizationOwner(api, "Crew");
    const zoe = await addMember(api, owner, ["Viewer"], "zoe");
    const bob = await addMember(api, owner, ["SecurityAnalyst", "Viewer"], "Bob");
    const res = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((m: { firstName: string }) => m.firstName)).toEqual(["Ana", "Bob", "zoe"]);
    expect(res.body.items[1]).toMatchObject({
      userId: bob.id,
      email: bob.email,
      lastName: "Member",
      roles: ["SecurityAnalyst", "Viewer"],
      joinedAt: expect.any(String),
    });
    const page = await api.request("GET", tenantPath(owner.tenantId, "/members?skip=2&limit=1"), {
      token: owner.accessToken,
    });
    expect(page.body).toMatchObject({ total: 3, items: [{ userId: zoe.id }] });
    expect((await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: zoe.accessToken })).status).toBe(
      403,
    );
  });
});

describe("listTenantMembers: adminCount", () => {
  it("answers how many Admins the organization has, on every page, so a screen can tell the last one", async () => {
    const owner = await createOrganizationOwner(api, "Admins");
    await addMember(api, owner, ["Viewer"], "Carl");
    const other = await createOrganizationOwner(api, "Other admins");
    await addMember(api, other, ["Admin"], "Dora");
    const list = (query = "") =>
      api.request("GET", tenantPath(owner.tenantId, `/members${query}`), { token: owner.accessToken });
    expect((await list()).body.adminCount).toBe(1);
    // The other organisation's Admins never count here.
    expect((await list("?skip=1&limit=1")).body).toMatchObject({ total: 2, adminCount: 1 });
    await addMember(api, owner, ["Admin", "Viewer"], "Eve");
    expect((await list("?limit=1")).body).toMatchObject({ total: 3, adminCount: 2 });
  });
});

describe("setTenantMemberRoles", () => {
  it("sets a member's roles and records it", async () => {
    const owner = await createOrganizationOwner(api);
    const member = await addMember(api, owner, ["Viewer"]);
    const res = await api.request("PUT", rolesPath(owner.tenantId, member.id), {
      token: owner.accessToken,
      body: { roles: ["AwarenessManager", "SecurityAnalyst"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: member.id, roles: ["AwarenessManager", "SecurityAnalyst"] });
    const perms = await api.request("GET", "/api/v1/users/acl/permissions/my-permissions", {
      token: member.accessToken,
      tenant: owner.tenantId,
    });
    expect(perms.body.permissions).toContain("CrudPhishing");
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({
      eventName: "MemberRolesChanged",
      eventGroup: "TenantManagement",
      data: {
        userId: member.id,
        email: member.email,
        before: ["Viewer"],
        after: ["AwarenessManager", "SecurityAnalyst"],
      },
    });
  });

  it("returns 422 'One role is required!' for no roles, and 422 for unknown or repeated roles", async () => {
    const owner = await createOrganizationOwner(api);
    const member = await addMember(api, owner, ["Viewer"]);
    const none = await api.request("PUT", rolesPath(owner.tenantId, member.id), {
      token: owner.accessToken,
      body: { roles: [] },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe("One role is required!");
    expect(none.body.errors).toEqual([{ path: "body.roles", message: "One role is required!" }]);
    for (const roles of [["Pirate"], ["Viewer", "Viewer"], "Admin", [1]]) {
      const res = await api.request("PUT", rolesPath(owner.tenantId, member.id), {
        token: owner.accessToken,
        body: { roles },
      });
      expect(res.status).toBe(422);
    }
    const badId = await api.request("PUT", rolesPath(owner.tenantId, "nope"), {
      token: owner.accessToken,
      body: { roles: ["Viewer"] },
    });
    expect(badId.status).toBe(422);
    expect(badId.body.errors[0].path).toBe("path.userId");
    const members = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: owner.accessToken });
    expect(members.body.items.find((m: { userId: string }) => m.userId === member.id).roles).toEqual(["Viewer"]);
  });

  it("returns 409 when the last Admin would lose the Admin role, and allows it once another Admin exists", async () => {
    const owner = await createOrganizationOwner(api);
    const refused = await api.request("PUT", rolesPath(owner.tenantId, owner.id), {
      token: owner.accessToken,
      body: { roles: ["Viewer"] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "Conflict", message: expect.stringContaining("last Admin") });
    const second = await addMember(api, owner, ["Admin"]);
    const allowed = await api.request("PUT", rolesPath(owner.tenantId, owner.id), {
      token: owner.accessToken,
      body: { roles: ["Viewer"] },
    });
    expect(allowed.status).toBe(200);
    // The former Admin has lost ManageOrganization at once.
    const after = await api.request("PUT", rolesPath(owner.tenantId, second.id), {
      token: owner.accessToken,
      body: { roles: ["Viewer"] },
    });
    expect(after.status).toBe(403);
  });

  it("returns 404 for someone who is not a member, and 403 to a member without ManageOrganization", async () => {
    const owner = await createOrganizationOwner(api);
    const stranger = await createOrganizationOwner(api);
    const unknown = await api.request("PUT", rolesPath(owner.tenantId, stranger.id), {
      token: owner.accessToken,
      body: { roles: ["Viewer"] },
    });
    expect(unknown.status).toBe(404);
    const analyst = await addMember(api, owner, ["SecurityAnalyst"]);
    const refused = await api.request("PUT", rolesPath(owner.tenantId, analyst.id), {
      token: analyst.accessToken,
      body: { roles: ["Admin"] },
    });
    expect(refused.status).toBe(403);
  });

  it("lets a ManageTenants super-admin who is not a member set roles", async () => {
    const owner = await createOrganizationOwner(api);
    const member = await addMember(api, owner, ["Viewer"]);
    const manager = await superAdmin(api, ["ManageTenants"]);
    const res = await api.request("PUT", rolesPath(owner.tenantId, member.id), {
      token: manager.accessToken,
      body: { roles: ["Admin"] },
    });
    expect(res.status).toBe(200);
  });
});

describe("removeTenantMember", () => {
  it("removes a member, who loses access at once, and records it", async () => {
    const owner = await createOrganizationOwner(api, "Leaving");
    const member = await addMember(api, owner, ["Viewer"]);
    const res = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${member.id}`), {
      token: owner.accessToken,
    });
    expect(res.status).toBe(204);
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: member.accessToken })).status).toBe(403);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: member.accessToken });
    expect(me.body.tenants).toEqual([]);
    const again = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${member.id}`), {
      token: owner.accessToken,
    });
    expect(again.status).toBe(404);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "MemberRemoved", data: { userId: member.id } });
  });

  it("returns 409 for the last Admin, and lets an Admin leave when another Admin remains", async () => {
    const owner = await createOrganizationOwner(api);
    const viewer = await addMember(api, owner, ["Viewer"]);
    const refused = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${owner.id}`), {
      token: owner.accessToken,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("last Admin");
    const manager = await superAdmin(api, ["ManageTenants"]);
    const bySuperAdmin = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${owner.id}`), {
      token: manager.accessToken,
    });
    expect(bySuperAdmin.status).toBe(409);
    const byViewer = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${owner.id}`), {
      token: viewer.accessToken,
    });
    expect(byViewer.status).toBe(403);

    const second = await addMember(api, owner, ["Admin", "Viewer"]);
    const left = await api.request("DELETE", tenantPath(owner.tenantId, `/members/${owner.id}`), {
      token: owner.accessToken,
    });
    expect(left.status).toBe(204);
    const members = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: second.accessToken });
    expect(members.body.items.map((m: { userId: string }) => m.userId).sort()).toEqual([viewer.id, second.id].sort());
  });

  it("keeps one Admin when two Admins remove each other at the same moment", async () => {
    const owner = await createOrganizationOwner(api);
    const second = await addMember(api, owner, ["Admin"]);
    const results = await Promise.all([
      api.request("DELETE", tenantPath(owner.tenantId, `/members/${second.id}`), { token: owner.accessToken }),
      api.request("DELETE", tenantPath(owner.tenantId, `/members/${owner.id}`), { token: second.accessToken }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // Either one removal wins and the other finds the last Admin (409) or itself gone (403).
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    const manager = await superAdmin(api, ["ReadTenants", "ManageTenants"]);
    const members = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: manager.accessToken });
    expect(members.body.items.filter((m: { roles: string[] }) => m.roles.includes("Admin"))).toHaveLength(1);
  });
});

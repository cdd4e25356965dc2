import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, uniqueEmail } from "../../test/factories.js";
import type { RequestOptions, TestApi } from "../../test/harness.js";
import {
  ACCEPT_PATH,
  addMember,
  imageForm,
  images,
  type Owner,
  startOrganizationsApi,
  tenantPath,
} from "./organizations.fixtures.js";

// Organisation A holds data; members of organisation B try every tenant-scoped operation on it.

let api: TestApi;
let a: Owner;
let aViewer: Awaited<ReturnType<typeof addMember>>;
let aInvitationId: string;
let aInvitationToken: string;
let b: Owner;
let bViewer: Awaited<ReturnType<typeof addMember>>;
let bInvitationId: string;

const extension = {
  whitelistedDomains: ["a.example"],
  headerOverlayMessage: "A header",
  formOverlayMessage: "A form",
  formOverlayEnabled: true,
};

beforeAll(async () => {
  api = await startOrganizationsApi();
  a = await createOrganizationOwner(api, "Organisation A");
  aViewer = await addMember(api, a, ["Viewer"]);
  const aPending = uniqueEmail("a-pending");
  const invited = await api.request("POST", tenantPath(a.tenantId, "/invitations"), {
    token: a.accessToken,
    body: { emails: [aPending], roles: ["Viewer"] },
  });
  aInvitationId = invited.body.items[0].id;
  aInvitationToken = await api.emailedToken(aPending, ACCEPT_PATH);
  await api.request("POST", tenantPath(a.tenantId, "/logo"), { token: a.accessToken, raw: imageForm(images.png) });
  await api.request("PUT", tenantPath(a.tenantId, "/extension-data"), { token: a.accessToken, body: extension });

  b = await createOrganizationOwner(api, "Organisation B");
  bViewer = await addMember(api, b, ["Viewer"]);
  const bInvited = await api.request("POST", tenantPath(b.tenantId, "/invitations"), {
    token: b.accessToken,
    body: { emails: [uniqueEmail("b-pending")], roles: ["Viewer"] },
  });
  bInvitationId = bInvited.body.items[0].id;
});
afterAll(async () => {
  await api?.close();
});

/** Everything A's Admin can see of A: it must be the same after each attempt from B. */
async function snapshotOfA() {
  const get = async (suffix: string) =>
    (await api.request("GET", tenantPath(a.tenantId, suffix), { token: a.accessToken })).body;
  const logo = await fetch(`${api.baseUrl}${tenantPath(a.tenantId, "/logo")}`);
  const log = await api.request("GET", `/api/v1/activity-logs/tenants/${a.tenantId}?limit=100`, {
    token: a.accessToken,
  });
  return {
    tenant: await get(""),
    members: await get("/members"),
    invitations: await get("/invitations"),
    features: await get("/features"),
    extension: await get("/extension-data"),
    logo: Buffer.from(await logo.arrayBuffer()).toString("base64"),
    log: log.body,
  };
}

type Attempt = { name: string; method: string; path: () => string; options?: () => RequestOptions };

const attempts: Attempt[] = [
  { name: "getTenant", method: "GET", path: () => tenantPath(a.tenantId) },
  {
    name: "updateTenant",
    method: "PUT",
    path: () => tenantPath(a.tenantId),
    options: () => ({ body: { name: "Hijacked", color: "#000000" } }),
  },
  { name: "removeTenant", method: "DELETE", path: () => tenantPath(a.tenantId) },
  { name: "restoreTenant", method: "POST", path: () => tenantPath(a.tenantId, "/restore") },
  {
    name: "uploadTenantLogo",
    method: "POST",
    path: () => tenantPath(a.tenantId, "/logo"),
    options: () => ({ raw: imageForm(images.gif) }),
  },
  { name: "listTenantMembers", method: "GET", path: () => tenantPath(a.tenantId, "/members") },
  { name: "removeTenantMember", method: "DELETE", path: () => tenantPath(a.tenantId, `/members/${aViewer.id}`) },
  {
    name: "setTenantMemberRoles",
    method: "PUT",
    path: () => tenantPath(a.tenantId, `/members/${aViewer.id}/roles`),
    options: () => ({ body: { roles: ["Admin"] } }),
  },
  { name: "listTenantInvitations", method: "GET", path: () => tenantPath(a.tenantId, "/invitations") },
  {
    name: "inviteToTenant",
    method: "POST",
    path: () => tenantPath(a.tenantId, "/invitations"),
    options: () => ({ body: { emails: [uniqueEmail("sneaky")], roles: ["Admin"] } }),
  },
  {
    name: "revokeTenantInvitation",
    method: "DELETE",
    path: () => tenantPath(a.tenantId, `/invitations/${aInvitationId}`),
  },
  {
    name: "resendTenantInvitation",
    method: "POST",
    path: () => tenantPath(a.tenantId, `/invitations/${aInvitationId}/resend`),
  },
  { name: "getTenantFeatures", method: "GET", path: () => tenantPath(a.tenantId, "/features") },
  {
    name: "setTenantFeatures",
    method: "PUT",
    path: () => tenantPath(a.tenantId, "/features"),
    options: () => ({ body: { features: ["waf"] } }),
  },
  { name: "getTenantExtensionData", method: "GET", path: () => tenantPath(a.tenantId, "/extension-data") },
  {
    name: "saveTenantExtensionData",
    method: "PUT",
    path: () => tenantPath(a.tenantId, "/extension-data"),
    options: () => ({ body: { ...extension, whitelistedDomains: ["evil.example"] } }),
  },
];

describe("tenant isolation: a member of B cannot reach organisation A", () => {
  it.each(attempts)(
    "$name on A answers 403 or 404 to B's Admin and B's Viewer, and A is unchanged",
    async (attempt) => {
      const before = await snapshotOfA();
      for (const caller of [b, bViewer]) {
        const res = await api.request(attempt.method, attempt.path(), {
          ...attempt.options?.(),
          token: caller.accessToken,
        });
        expect([403, 404]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain("Organisation A");
      }
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  it("A's members and invitations cannot be reached through B's own path", async () => {
    const before = await snapshotOfA();
    const viaB: Array<[string, string, RequestOptions?]> = [
      ["DELETE", tenantPath(b.tenantId, `/members/${aViewer.id}`)],
      ["DELETE", tenantPath(b.tenantId, `/members/${a.id}`)],
      ["PUT", tenantPath(b.tenantId, `/members/${aViewer.id}/roles`), { body: { roles: ["Admin"] } }],
      ["DELETE", tenantPath(b.tenantId, `/invitations/${aInvitationId}`)],
      ["POST", tenantPath(b.tenantId, `/invitations/${aInvitationId}/resend`)],
    ];
    for (const [method, path, options] of viaB) {
      const res = await api.request(method, path, { ...options, token: b.accessToken });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshotOfA()).toEqual(before);
    // ...and A's Admin cannot reach B's invitation through A's path either.
    const reverse = await api.request("DELETE", tenantPath(a.tenantId, `/invitations/${bInvitationId}`), {
      token: a.accessToken,
    });
    expect(reverse.status).toBe(404);
    const bInvitations = await api.request("GET", tenantPath(b.tenantId, "/invitations"), { token: b.accessToken });
    expect(bInvitations.body.items.map((i: { id: string }) => i.id)).toEqual([bInvitationId]);
  });

  it("B's lists never show A, and B cannot accept A's invitation", async () => {
    const before = await snapshotOfA();
    for (const caller of [b, bViewer]) {
      const list = await api.request("GET", "/api/v1/users/tenants?limit=100", { token: caller.accessToken });
      expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([b.tenantId]);
      const all = await api.request("GET", "/api/v1/users/tenants?all=true", { token: caller.accessToken });
      expect(all.status).toBe(403);
      const accept = await api.request("POST", "/api/v1/users/tenants/invitations/accept", {
        token: caller.accessToken,
        body: { token: aInvitationToken },
      });
      expect(accept.status).toBe(400);
      const members = await api.request("GET", tenantPath(b.tenantId, "/members"), { token: b.accessToken });
      expect(members.body.items.map((m: { userId: string }) => m.userId)).not.toContain(aViewer.id);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("a removed organisation answers 404 to B, even on restore, and stays removed", async () => {
    const removed = await createOrganizationOwner(api, "Removed A");
    await api.request("DELETE", tenantPath(removed.tenantId), { token: removed.accessToken });
    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", "/restore"],
      ["GET", "/features"],
      ["GET", "/members"],
    ] as const) {
      const res = await api.request(method, tenantPath(removed.tenantId, suffix), { token: b.accessToken });
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    const ownList = await api.request("GET", "/api/v1/users/tenants", { token: removed.accessToken });
    expect(ownList.body.total).toBe(0);
    const restored = await api.request("POST", tenantPath(removed.tenantId, "/restore"), {
      token: removed.accessToken,
    });
    expect(restored.body.deletedAt).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, createUser, PASSWORD, uniqueEmail } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { ACCEPT_PATH, activityOf, addMember, startOrganizationsApi, tenantPath } from "./organizations.fixtures.js";

let api: TestApi;
beforeAll(async () => {
  api = await startOrganizationsApi();
});
afterAll(async () => {
  await api?.close();
});

const PREVIEW = "/api/v1/users/tenants/invitations/preview";
const ACCEPT = "/api/v1/users/tenants/invitations/accept";

const invite = (owner: { accessToken: string; tenantId: string }, emails: string[], roles: string[] = ["Viewer"]) =>
  api.request("POST", tenantPath(owner.tenantId, "/invitations"), {
    token: owner.accessToken,
    body: { emails, roles },
  });

const pendingOf = async (owner: { accessToken: string; tenantId: string }) =>
  (await api.request("GET", tenantPath(owner.tenantId, "/invitations?limit=100"), { token: owner.accessToken })).body;

const preview = (token: string) => api.request("GET", `${PREVIEW}?token=${encodeURIComponent(token)}`);

describe("inviteToTenant and listTenantInvitations", () => {
  it("invites each address with the roles, emails a link and lists them as pending", async () => {
    const owner = await createOrganizationOwner(api, "Inviting Org");
    const [one, two] = [uniqueEmail("one"), uniqueEmail("two")];
    const res = await invite(owner, [one, two.toUpperCase()], ["SecurityAnalyst", "Viewer"]);
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toEqual([
      expect.objectContaining({ email: one, roles: ["SecurityAnalyst", "Viewer"], invitedBy: "Ana Petrović" }),
      expect.objectContaining({ email: two, roles: ["SecurityAnalyst", "Viewer"] }),
    ]);
    const mails = (await api.outbox()).filter((m) => m.to.includes(one) || m.to.includes(two));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toContain("Inviting Org");
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/bulwark\.test\/organizations\/invitation\/accept\?token=[\w-]{43}$/);

    const pending = await pendingOf(owner);
    expect(pending.total).toBe(2);
    expect(pending.items.map((i: { email: string }) => i.email).sort()).toEqual([one, two].sort());
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log.filter((e) => e.eventName === "UserInvited")).toHaveLength(2);
    // Only the hash of the token is stored.
    const token = await api.emailedToken(one, ACCEPT_PATH);
    const stored = await api.platform.db.selectFrom("invitations").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("is all or nothing: 409 AlreadyMemberOrInvited when any address is a member or already invited", async () => {
    const owner = await createOrganizationOwner(api);
    const member = await addMember(api, owner, ["Viewer"]);
    const waiting = uniqueEmail("waiting");
    await invite(owner, [waiting]);
    const before = await pendingOf(owner);
    const fresh = uniqueEmail("fresh");
    for (const taken of [member.email.toUpperCase(), waiting, owner.email]) {
      const res = await invite(owner, [fresh, taken]);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: "AlreadyMemberOrInvited",
        message: "User is already part of organization or waiting for response!",
      });
    }
    expect(await pendingOf(owner)).toEqual(before);
    expect((await api.outbox()).filter((m) => m.to.includes(fresh))).toEqual([]);
  });

  it("returns 422 for bad emails, duplicates, no roles and unknown roles, and saves nothing", async () => {
    const owner = await createOrganizationOwner(api);
    const email = uniqueEmail("dup");
    const cases: Array<[unknown, string]> = [
      [{ emails: ["not-an-email"], roles: ["Viewer"] }, "Invalid email"],
      [{ emails: [email, email.toUpperCase()], roles: ["Viewer"] }, "Duplicate email addresses are not allowed"],
      [{ emails: [email], roles: [] }, "One role is required!"],
      [{ emails: [], roles: ["Viewer"] }, "must NOT have fewer than 1 items"],
      [{ emails: [email], roles: ["Captain"] }, "must be equal to one of the allowed values"],
      [{ emails: email, roles: ["Viewer"] }, "must be array"],
    ];
    for (const [body, message] of cases) {
      const res = await api.request("POST", tenantPath(owner.tenantId, "/invitations"), {
        token: owner.accessToken,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await pendingOf(owner)).total).toBe(0);
  });

  it("returns 403 to a member without ManageOrganization", async () => {
    const owner = await createOrganizationOwner(api);
    const viewer = await addMember(api, owner, ["Viewer", "AwarenessManager"]);
    const res = await invite({ accessToken: viewer.accessToken, tenantId: owner.tenantId }, [uniqueEmail()]);
    expect(res.status).toBe(403);
    expect(
      (await api.request("GET", tenantPath(owner.tenantId, "/invitations"), { token: viewer.accessToken })).status,
    ).toBe(403);
  });
});

describe("previewInvitation and acceptInvitation", () => {
  it("previews a link without sign-in and answers valid:false for an unknown token", async () => {
    const owner = await createOrganizationOwner(api, "Preview Org");
    const email = uniqueEmail("preview");
    await invite(owner, [email]);
    const token = await api.emailedToken(email, ACCEPT_PATH);
    expect((await preview(token)).body).toEqual({
      valid: true,
      tenantName: "Preview Org",
      email,
      invitedBy: "Ana Petrović",
    });
    expect((await preview("no-such-token")).body).toEqual({ valid: false });
    expect((await api.request("GET", PREVIEW)).status).toBe(422);
    expect((await api.request("GET", `${PREVIEW}?token=${"x".repeat(201)}`)).status).toBe(422);
  });

  it("verifies the address of a signed-in user who accepts (the link was emailed to it)", async () => {
    const owner = await createOrganizationOwner(api, "Verifying");
    const user = await createUser(api, { verified: false });
    await invite(owner, [user.email], ["Viewer"]);
    const token = await api.emailedToken(user.email, ACCEPT_PATH);
    expect((await api.request("POST", ACCEPT, { token: user.accessToken, body: { token } })).status).toBe(200);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    expect(me.body.isVerified).toBe(true);
  });

  it("lets the invited user join with the invited roles, once", async () => {
    const owner = await createOrganizationOwner(api, "Joinable");
    const user = await createUser(api);
    await invite(owner, [user.email.toUpperCase()], ["AwarenessManager"]);
    const token = await api.emailedToken(user.email, ACCEPT_PATH);
    const res = await api.request("POST", ACCEPT, { token: user.accessToken, body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.tenantId, name: "Joinable", roles: ["AwarenessManager"] });
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    expect(me.body.tenants.map((t: { id: string }) => t.id)).toEqual([owner.tenantId]);
    expect((await pendingOf(owner)).total).toBe(0);
    const again = await api.request("POST", ACCEPT, { token: user.accessToken, body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "InvitationNotValid", message: "Invitation not valid" });
    expect((await preview(token)).body).toEqual({ valid: false });
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "InvitationAccepted", eventGroup: "TenantManagement" });
  });

  it("returns 400 'Invitation not valid' to a signed-in user with another email, who does not join", async () => {
    const owner = await createOrganizationOwner(api);
    const invited = uniqueEmail("invited");
    await invite(owner, [invited]);
    const token = await api.emailedToken(invited, ACCEPT_PATH);
    const other = await createUser(api);
    const res = await api.request("POST", ACCEPT, { token: other.accessToken, body: { token } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "InvitationNotValid", message: "Invitation not valid" });
    expect((await api.request("GET", tenantPath(owner.tenantId), { token: other.accessToken })).status).toBe(403);
    expect((await preview(token)).body.valid).toBe(true);
    expect((await api.request("POST", ACCEPT, { body: { token } })).status).toBe(401);
    expect((await api.request("POST", ACCEPT, { token: other.accessToken, body: { token: "" } })).status).toBe(422);
  });

  it("registering with organizationToken joins the organisation and starts verified", async () => {
    const owner = await createOrganizationOwner(api, "Newcomers");
    const email = uniqueEmail("newcomer");
    await invite(owner, [email], ["SecurityAnalyst"]);
    const organizationToken = await api.emailedToken(email, ACCEPT_PATH);
    const res = await api.request("POST", "/api/v1/users/auth/register", {
      body: { firstName: "Nova", lastName: "Novak", email, password: PASSWORD, privacyPolicy: true, organizationToken },
    });
    expect(res.status).toBe(201);
    const me = await api.request("GET", "/api/v1/users/users/me", { token: res.body.token.accessToken });
    expect(me.body).toMatchObject({ isVerified: true, tenants: [{ id: owner.tenantId, roles: ["SecurityAnalyst"] }] });
    const members = await api.request("GET", tenantPath(owner.tenantId, "/members"), { token: owner.accessToken });
    expect(members.body.items.map((m: { email: string }) => m.email)).toContain(email);
  });

  it("refuses registration with another address's organizationToken and creates no account", async () => {
    const owner = await createOrganizationOwner(api);
    const invited = uniqueEmail("invited");
    await invite(owner, [invited]);
    const organizationToken = await api.emailedToken(invited, ACCEPT_PATH);
    const intruder = uniqueEmail("intruder");
    const res = await api.request("POST", "/api/v1/users/auth/register", {
      body: {
        firstName: "Ivo",
        lastName: "Intruder",
        email: intruder,
        password: PASSWORD,
        privacyPolicy: true,
        organizationToken,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("InvitationNotValid");
    const login = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: intruder, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expect((await pendingOf(owner)).total).toBe(1);
  });

  it("with a wrong organizationToken, an address with an account answers as one without (400)", async () => {
    const existing = await createUser(api);
    const body = (email: string) => ({
      firstName: "Ivo",
      lastName: "Ivić",
      email,
      password: PASSWORD,
      privacyPolicy: true,
      organizationToken: "not-a-real-invitation",
    });
    const taken = await api.request("POST", "/api/v1/users/auth/register", { body: body(existing.email) });
    const free = await api.request("POST", "/api/v1/users/auth/register", { body: body(uniqueEmail("free")) });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(free.body);
  });

  it("the invited address that already has an account is told to sign in (409) and joins nothing", async () => {
    const owner = await createOrganizationOwner(api, "Known Ones");
    const user = await createUser(api);
    await invite(owner, [user.email]);
    const organizationToken = await api.emailedToken(user.email, ACCEPT_PATH);
    const res = await api.request("POST", "/api/v1/users/auth/register", {
      body: {
        firstName: "Ana",
        lastName: "Ana",
        email: user.email,
        password: "fresh words 3",
        privacyPolicy: true,
        organizationToken,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists: sign in to accept the invitation");
    expect((await pendingOf(owner)).total).toBe(1);
    const signIn = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: user.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });
});

describe("resendTenantInvitation and revokeTenantInvitation", () => {
  it("resend emails a fresh link and the old one stops working", async () => {
    const owner = await createOrganizationOwner(api, "Resender");
    const user = await createUser(api);
    const created = await invite(owner, [user.email]);
    const id = created.body.items[0].id as string;
    const oldToken = await api.emailedToken(user.email, ACCEPT_PATH);
    const res = await api.request("POST", tenantPath(owner.tenantId, `/invitations/${id}/resend`), {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, email: user.email, roles: ["Viewer"] });
    const newToken = await api.emailedToken(user.email, ACCEPT_PATH);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).body).toEqual({ valid: false });
    const stale = await api.request("POST", ACCEPT, { token: user.accessToken, body: { token: oldToken } });
    expect(stale.status).toBe(400);
    const fresh = await api.request("POST", ACCEPT, { token: user.accessToken, body: { token: newToken } });
    expect(fresh.status).toBe(200);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log.map((e) => e.eventName)).toEqual(expect.arrayContaining(["InvitationResent", "InvitationAccepted"]));
    // Accepted invitations cannot be resent.
    const after = await api.request("POST", tenantPath(owner.tenantId, `/invitations/${id}/resend`), {
      token: owner.accessToken,
    });
    expect(after.status).toBe(404);
  });

  it("revoke makes the link invalid and drops it from the pending list", async () => {
    const owner = await createOrganizationOwner(api);
    const user = await createUser(api);
    const created = await invite(owner, [user.email]);
    const id = created.body.items[0].id as string;
    const token = await api.emailedToken(user.email, ACCEPT_PATH);
    const res = await api.request("DELETE", tenantPath(owner.tenantId, `/invitations/${id}`), {
      token: owner.accessToken,
    });
    expect(res.status).toBe(204);
    expect((await pendingOf(owner)).total).toBe(0);
    expect((await preview(token)).body).toEqual({ valid: false });
    expect((await api.request("POST", ACCEPT, { token: user.accessToken, body: { token } })).status).toBe(400);
    const again = await api.request("DELETE", tenantPath(owner.tenantId, `/invitations/${id}`), {
      token: owner.accessToken,
    });
    expect(again.status).toBe(404);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "InvitationRevoked" });
    // The address may be invited again afterwards.
    expect((await invite(owner, [user.email])).status).toBe(201);
  });

  it("returns 422 for an invalid invitation id and 404 for an unknown one", async () => {
    const owner = await createOrganizationOwner(api);
    const bad = await api.request("DELETE", tenantPath(owner.tenantId, "/invitations/123"), {
      token: owner.accessToken,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe("path.invitationId");
    const unknown = await api.request(
      "POST",
      tenantPath(owner.tenantId, "/invitations/00000000-0000-4000-8000-000000000000/resend"),
      { token: owner.accessToken },
    );
    expect(unknown.status).toBe(404);
  });
});

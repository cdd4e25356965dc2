import { randomBytes } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { TestApi } from "./harness.js";

let counter = 0;

/** A unique email for this test run. */
export const uniqueEmail = (label = "user") =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}${randomBytes(2).toString("hex")}@example.com`;

export const PASSWORD = "correct horse 1";

/** Registers a user through the API; verified unless `verified: false`. Answers the user's tokens. */
export async function createUser(
  api: TestApi,
  options: { verified?: boolean; email?: string; firstName?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const registered = await api.request("POST", "/api/v1/users/auth/register", {
    body: {
      firstName: options.firstName ?? "Ana",
      lastName: "Petrović",
      email,
      password: PASSWORD,
      privacyPolicy: true,
    },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  if (options.verified !== false) {
    const token = await api.emailedToken(email, "/auth/verify-email");
    const verified = await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } });
    if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  }
  const me = await api.request("GET", "/api/v1/users/users/me", { token: registered.body.token.accessToken });
  return {
    email,
    password: PASSWORD,
    id: me.body.id as string,
    accessToken: registered.body.token.accessToken as string,
    refreshToken: registered.body.token.refreshToken as string,
  };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A verified user who created an organisation (and is its Admin). */
export async function createOrganizationOwner(api: TestApi, name = "Acme d.o.o.") {
  const user = await createUser(api);
  const created = await api.request("POST", "/api/v1/users/tenants", { token: user.accessToken, body: { name } });
  if (created.status !== 201) throw new Error(`create tenant failed: ${JSON.stringify(created.body)}`);
  return { ...user, tenantId: created.body.id as string };
}

/** Signs in with email and password; answers the access token. */
export async function signIn(api: TestApi, email: string, password = PASSWORD): Promise<string> {
  const res = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token.accessToken as string;
}

/** A new member of `owner`'s organisation with `roles`, invited and registered through the emailed link. */
export async function addMember(
  api: TestApi,
  owner: { accessToken: string; tenantId: string },
  roles: Schema<"Role">[],
  firstName = "Mia",
) {
  const email = uniqueEmail("member");
  const invited = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
    token: owner.accessToken,
    body: { emails: [email], roles },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const organizationToken = await api.emailedToken(email, "/organizations/invitation/accept");
  const registered = await api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName, lastName: "Member", email, password: PASSWORD, privacyPolicy: true, organizationToken },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return {
    email,
    accessToken: registered.body.token.accessToken as string,
    refreshToken: registered.body.token.refreshToken as string,
    tenantId: owner.tenantId,
  };
}

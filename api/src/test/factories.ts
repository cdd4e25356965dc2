import { randomBytes } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { timeStep, totpAt } from "../platform/auth/totp.js";
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
  // Registration does not sign in (it answers the same for a taken address): sign in now.
  const login = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const me = await api.request("GET", "/api/v1/users/users/me", { token: login.body.token.accessToken });
  return {
    email,
    password: PASSWORD,
    id: me.body.id as string,
    accessToken: login.body.token.accessToken as string,
    refreshToken: login.body.token.refreshToken as string,
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

/**
 * Turns two-factor on for the signed-in user through setup and enable (the password confirms the
 * setup); answers the TOTP secret and the recovery key. The code used is spent: the next
 * accepted code is of a later 30-second step (`totpAt(secret, timeStep(Date.now()) + 1)`).
 */
export async function enableTwoFactor(api: TestApi, accessToken: string, password = PASSWORD) {
  const setup = await api.request("POST", "/api/v1/users/auth/two-factor/setup", {
    token: accessToken,
    body: { password },
  });
  if (setup.status !== 200) throw new Error(`two-factor setup failed: ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const enabled = await api.request("POST", "/api/v1/users/auth/two-factor/enable", {
    token: accessToken,
    body: { token: totpAt(secret, timeStep(Date.now())) },
  });
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryKey: enabled.body.recoveryKey as string };
}

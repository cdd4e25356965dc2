import { randomBytes } from "node:crypto";
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

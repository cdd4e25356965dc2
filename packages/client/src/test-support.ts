import { randomBytes } from "node:crypto";
import type { TestApi } from "@bulwark/api/testing";
import { createBulwarkClient } from "./client.js";
import { memoryTokenStore, type Tokens } from "./token-store.js";

export const PASSWORD = "correct horse 1";

export const uniqueEmail = (label = "client") => `${label}.${randomBytes(6).toString("hex")}@example.com`;

/** A fetch that records every request it passes on to the real network. */
export function recordingFetch() {
  const requests: { method: string; path: string; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: new Headers(request.headers),
    });
    return fetch(request);
  };
  return {
    fetch: fetchImpl,
    requests,
    count: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).length,
  };
}

/** Registers a verified user through the client itself; answers their email and tokens. */
export async function registerVerifiedUser(api: TestApi): Promise<{ email: string; tokens: Tokens }> {
  const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: memoryTokenStore() });
  const email = uniqueEmail();
  const registered = await client.POST("/api/v1/users/auth/register", {
    body: { firstName: "Ana", lastName: "Petrović", email, password: PASSWORD, privacyPolicy: true, rememberMe: false },
  });
  if (registered.error) throw new Error(`register failed: ${JSON.stringify(registered.error)}`);
  const token = await api.emailedToken(email, "/auth/verify-email");
  const verified = await client.POST("/api/v1/users/auth/verify-email", { body: { token } });
  if (verified.error) throw new Error(`verify failed: ${JSON.stringify(verified.error)}`);
  // Registration does not sign in (it answers the same for a taken address): sign in now.
  const { data, error } = await client.POST("/api/v1/users/auth/login", {
    body: { email, password: PASSWORD, rememberMe: false },
  });
  if (!data?.token) throw new Error(`login failed: ${JSON.stringify(error)}`);
  return { email, tokens: { accessToken: data.token.accessToken, refreshToken: data.token.refreshToken } };
}

/** A verified user who created an organisation through the client. */
export async function registerOrganizationOwner(api: TestApi, name = "Acme d.o.o.") {
  const user = await registerVerifiedUser(api);
  const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: memoryTokenStore(user.tokens) });
  const { data, error } = await client.POST("/api/v1/users/tenants", { body: { name } });
  if (!data) throw new Error(`create tenant failed: ${JSON.stringify(error)}`);
  return { ...user, tenantId: data.id };
}

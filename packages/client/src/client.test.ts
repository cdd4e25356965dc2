import { startTestApi, type TestApi } from "@bulwark/api/testing";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_TENANT, REFRESH_PATH } from "./auth-middleware.js";
import { createBulwarkClient } from "./client.js";
import { PASSWORD, recordingFetch, registerOrganizationOwner, registerVerifiedUser } from "./test-support.js";
import { memoryTokenStore } from "./token-store.js";

const ME = "/api/v1/users/users/me";
/** Not a token the API ever issued: it is refused like an expired one. */
const REFUSED_ACCESS_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: "30" });
});

afterAll(async () => {
  await api?.close();
});

describe("the openapi-fetch client underneath (made on the first call)", () => {
  it("has every method openapi-fetch's client has, before any call", () => {
    const client = createBulwarkClient({ baseUrl: "http://127.0.0.1:9" }) as unknown as Record<string, unknown>;
    const methods = Object.keys(createClient({ baseUrl: "http://127.0.0.1:9" }));
    expect(methods.length).toBeGreaterThan(8);
    for (const method of methods) expect(typeof client[method], method).toBe("function");
  });
});

describe("headers", () => {
  it("sends the stored access token as a bearer and the active organisation as x-tenant-id", async () => {
    const owner = await registerOrganizationOwner(api);
    const recorder = recordingFetch();
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      tenantId: owner.tenantId,
      fetch: recorder.fetch,
    });

    const { data, error } = await client.GET("/api/v1/users/acl/permissions/my-permissions");

    expect(error).toBeUndefined();
    expect(data?.tenantId).toBe(owner.tenantId);
    expect(data?.roles).toContain("Admin");
    const sent = recorder.requests[0]?.headers;
    expect(sent?.get("authorization")).toBe(`Bearer ${owner.tokens.accessToken}`);
    expect(sent?.get("x-tenant-id")).toBe(owner.tenantId);
  });

  it("stops sending x-tenant-id after setTenant(null) and sends the new one after setTenant(id)", async () => {
    const owner = await registerOrganizationOwner(api);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      tenantId: owner.tenantId,
    });

    client.setTenant(null);
    const without = await client.GET("/api/v1/users/acl/permissions/my-permissions");
    client.setTenant(owner.tenantId);
    const withTenant = await client.GET("/api/v1/users/acl/permissions/my-permissions");

    expect(without.data?.tenantId).toBeNull();
    expect(withTenant.data?.tenantId).toBe(owner.tenantId);
  });

  it("sends no x-tenant-id for a call given NO_TENANT, though an organisation is active", async () => {
    const owner = await registerOrganizationOwner(api);
    const recorder = recordingFetch();
    const getTenantId = vi.fn(async () => owner.tenantId);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      getTenantId,
      fetch: recorder.fetch,
    });

    const common = await client.GET("/api/v1/users/acl/permissions/my-permissions", {
      params: { header: NO_TENANT },
    });
    const active = await client.GET("/api/v1/users/acl/permissions/my-permissions");

    expect(common.data?.tenantId).toBeNull();
    expect(recorder.requests[0]?.headers.has("x-tenant-id")).toBe(false);
    expect(active.data?.tenantId).toBe(owner.tenantId);
    expect(recorder.requests[1]?.headers.get("x-tenant-id")).toBe(owner.tenantId);
  });

  it("asks getTenantId before each call when no tenant was set", async () => {
    const owner = await registerOrganizationOwner(api);
    const getTenantId = vi.fn(async () => owner.tenantId);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      getTenantId,
    });

    const { data } = await client.GET("/api/v1/users/acl/permissions/my-permissions");

    expect(data?.tenantId).toBe(owner.tenantId);
    expect(getTenantId).toHaveBeenCalledTimes(1);
  });

  it("sends no bearer to the sign-in calls", async () => {
    const user = await registerVerifiedUser(api);
    const recorder = recordingFetch();
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(user.tokens),
      fetch: recorder.fetch,
    });

    const { data } = await client.POST("/api/v1/users/auth/login", {
      body: { email: user.email, password: PASSWORD, rememberMe: false },
    });

    expect(data?.token?.accessToken).toBeTruthy();
    expect(recorder.requests[0]?.headers.has("authorization")).toBe(false);
  });
});

describe("token refresh", () => {
  it("refreshes once and retries the call when the access token is refused, saving the new pair", async () => {
    const user = await registerVerifiedUser(api);
    const recorder = recordingFetch();
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: user.tokens.refreshToken });
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, fetch: recorder.fetch });

    const { data, error } = await client.GET(ME);

    expect(error).toBeUndefined();
    expect(data?.email).toBe(user.email);
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${ME}`,
      `POST ${REFRESH_PATH}`,
      `GET ${ME}`,
    ]);
    const saved = await store.get();
    expect(saved?.accessToken).not.toBe(REFUSED_ACCESS_TOKEN);
    expect(saved?.refreshToken).not.toBe(user.tokens.refreshToken);
    expect(recorder.requests[2]?.headers.get("authorization")).toBe(`Bearer ${saved?.accessToken}`);
  });

  it("sends the request body again on the retry", async () => {
    const user = await registerVerifiedUser(api);
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: user.tokens.refreshToken });
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store });

    const { data, error, response } = await client.PUT(ME, { body: { firstName: "Retried", lastName: "Again" } });

    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.firstName).toBe("Retried");
  });

  it("makes exactly one refresh for five concurrent calls refused at once, and all of them succeed", async () => {
    const user = await registerVerifiedUser(api);
    const recorder = recordingFetch();
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: user.tokens.refreshToken });
    const onSignedOut = vi.fn();
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, fetch: recorder.fetch, onSignedOut });

    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET(ME)));

    expect(recorder.count("POST", REFRESH_PATH)).toBe(1);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(recorder.count("GET", ME)).toBe(10);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("retries without refreshing again when the pair was already refreshed by an earlier call", async () => {
    const user = await registerVerifiedUser(api);
    const recorder = recordingFetch();
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: user.tokens.refreshToken });
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, fetch: recorder.fetch });

    await client.GET(ME);
    const second = await client.GET(ME);

    expect(second.response.status).toBe(200);
    expect(recorder.count("POST", REFRESH_PATH)).toBe(1);
  });

  it("clears the store, calls onSignedOut once and answers the 401 when the refresh token is refused", async () => {
    const recorder = recordingFetch();
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: "not-a-refresh-token" });
    const onSignedOut = vi.fn();
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, fetch: recorder.fetch, onSignedOut });

    const results = await Promise.all([client.GET(ME), client.GET(ME), client.GET(ME)]);

    expect(results.map((r) => r.error?.statusCode)).toEqual([401, 401, 401]);
    expect(results.map((r) => r.data)).toEqual([undefined, undefined, undefined]);
    expect(recorder.count("POST", REFRESH_PATH)).toBe(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(await store.get()).toBeNull();
  });

  it("signs out when only an access token is known and it is refused", async () => {
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN });
    const onSignedOut = vi.fn();
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, onSignedOut });

    const { error } = await client.GET(ME);

    expect(error?.statusCode).toBe(401);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(await store.get()).toBeNull();
  });

  it("keeps the session when the refresh call cannot reach the API", async () => {
    const user = await registerVerifiedUser(api);
    const tokens = { accessToken: REFUSED_ACCESS_TOKEN, refreshToken: user.tokens.refreshToken };
    const store = memoryTokenStore(tokens);
    const onSignedOut = vi.fn();
    // Only the network fails here; the API answering the first call is the real one.
    const offlineForRefresh: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === REFRESH_PATH) throw new TypeError("fetch failed");
      return fetch(request);
    };
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: store,
      fetch: offlineForRefresh,
      onSignedOut,
    });

    const { error } = await client.GET(ME);

    expect(error?.statusCode).toBe(401);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(await store.get()).toEqual(tokens);
  });

  it("does not refresh when the sign-in call itself answers 401", async () => {
    const user = await registerVerifiedUser(api);
    const recorder = recordingFetch();
    const onSignedOut = vi.fn();
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(user.tokens),
      fetch: recorder.fetch,
      onSignedOut,
    });

    const { error } = await client.POST("/api/v1/users/auth/login", {
      body: { email: user.email, password: "wrong 123", rememberMe: false },
    });

    expect(error?.statusCode).toBe(401);
    expect(error?.code).toBe("WrongCredential");
    expect(recorder.count("POST", REFRESH_PATH)).toBe(0);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe("signOut", () => {
  it("ends the session on the server and clears the store without calling onSignedOut", async () => {
    const user = await registerVerifiedUser(api);
    const store = memoryTokenStore(user.tokens);
    const onSignedOut = vi.fn();
    const client = createBulwarkClient({ baseUrl: api.baseUrl, tokenStore: store, onSignedOut });

    await client.signOut();

    expect(await store.get()).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
    const refresh = await api.request("POST", REFRESH_PATH, { body: { refreshToken: user.tokens.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

import type { Tenant, User } from "@bulwark/client";
import { type BulwarkRuntime, createBulwarkRuntime } from "../data/runtime";

/**
 * Canned API answers for stories, so each screen can be shown in every state (loading, empty,
 * error, demo, permission-limited) without a server. Not used by tests: those run the real API.
 *
 * A route is `"GET /api/v1/users/users/me"`; path parameters match as `*`
 * (`"GET /api/v1/users/tenants/*"`). A route's value is the JSON body answered with 200, or a
 * `{ status, body, delayMs }` reply; `"pending"` never answers (the loading state). A function
 * ({@link FakeHandler}) answers each request anew, for screens that poll or change state.
 */
export type FakeReply = unknown | { status: number; body?: unknown; delayMs?: number } | "pending";
/** Answers one request: for stateful fakes (polling, writes that later reads see). */
export type FakeHandler = (request: Request, url: URL) => FakeReply | Response | Promise<FakeReply | Response>;
export type FakeRoutes = Record<string, FakeReply | FakeHandler>;

const isReply = (value: unknown): value is { status: number; body?: unknown; delayMs?: number } =>
  typeof value === "object" &&
  value !== null &&
  "status" in value &&
  typeof (value as { status: unknown }).status === "number";

export function fakeFetch(routes: FakeRoutes): typeof globalThis.fetch {
  const table = Object.entries(routes).map(([route, reply]) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`);
    return { method, regex, reply };
  });
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const match = table.find((r) => r.method === request.method && r.regex.test(url.pathname));
    if (!match) {
      return new Response(
        JSON.stringify({ statusCode: 404, message: `No fake for ${request.method} ${url.pathname}`, code: "NotFound" }),
        {
          status: 404,
          headers: { "content-type": "application/json" },
        },
      );
    }
    const answer = typeof match.reply === "function" ? await (match.reply as FakeHandler)(request, url) : match.reply;
    // A ready-made Response (a file download, custom headers) goes out as it is.
    if (answer instanceof Response) return answer;
    if (answer === "pending") return new Promise<Response>(() => {});
    const reply = isReply(answer) ? answer : { status: 200, body: answer };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  };
}

/** A runtime whose client answers from `routes`; `signedIn` preloads a token so the session starts signed in. */
export function fakeRuntime(
  routes: FakeRoutes,
  options: { signedIn?: boolean; tenantId?: string | null } = {},
): BulwarkRuntime {
  const runtime = createBulwarkRuntime({
    apiUrl: "http://fake.bulwark",
    tokenStore: "memory",
    fetch: fakeFetch(routes),
    tenantId: options.tenantId ?? null,
  });
  if (options.signedIn !== false) void runtime.client.tokenStore.set({ accessToken: "story", refreshToken: "story" });
  return runtime;
}

// Sample data shared by stories.
export const sampleTenant: Tenant = {
  id: "3f6c1c9e-3b7a-4c55-9d0b-0c2b8f1d2a10",
  name: "Acme d.o.o.",
  logo: null,
  color: "#3056d3",
  webUrl: "https://acme.example",
  industry: "InformationTechnology",
  features: ["inventory", "monitoring", "learning", "phishing", "leaks"],
  roles: ["Admin"],
  requireTwoFactor: false,
  createdAt: "2026-01-10T09:00:00.000Z",
  deletedAt: null,
};

export const sampleUser: User = {
  id: "9b1e2c3d-4f5a-4b6c-8d7e-0f1a2b3c4d5e",
  email: "ana@acme.example",
  firstName: "Ana",
  lastName: "Petrović",
  isVerified: true,
  isTwoFactorAuthEnabled: false,
  tenants: [sampleTenant],
  superAdminPermissions: [],
  language: "en",
  createdAt: "2026-01-10T09:00:00.000Z",
};

export const adminPermissions = {
  tenantId: sampleTenant.id,
  roles: ["Admin"],
  permissions: [
    "CrudLearning",
    "CrudPhishing",
    "ManageOrganization",
    "ReadInventory",
    "ReadLeaks",
    "ReadLearning",
    "ReadPhishing",
    "ReadVulnerability",
    "ReadWaf",
  ],
  superAdminPermissions: [],
};

/** Routes every signed-in story needs: the user and their permissions. */
export function sessionRoutes(user: User = sampleUser, permissions: unknown = adminPermissions): FakeRoutes {
  return {
    "GET /api/v1/users/users/me": user,
    "GET /api/v1/users/acl/permissions/my-permissions": permissions,
  };
}

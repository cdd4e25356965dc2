import type { User } from "@bulwark/client";
import { configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { BulwarkProvider } from "../components/BulwarkProvider/BulwarkProvider";
import { ToastProvider } from "../components/Toast/Toaster";
import { createBulwarkRuntime } from "../data/runtime";
import type { Language } from "../i18n/createI18n";
import { adminPermissions, type FakeRoutes, fakeFetch, sampleTenant, sampleUser } from "../storybook/fakeApi";

// A screen waits for the session (user, then permissions) before its own calls: under a full,
// parallel test run that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

/** A call the fake API received. */
export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  tenant: string | null;
}

/**
 * Test-only: renders `ui` the way the shell's screens are used — inside a `BulwarkProvider`
 * whose runtime answers from `routes` (see `storybook/fakeApi.ts`) and a `ToastProvider` — and
 * records every call. `routes` is read on every call, so a test may change it between steps.
 */
export function renderScreen(
  ui: ReactElement,
  options: { routes?: FakeRoutes; tenantId?: string | null; lang?: Language; signedIn?: boolean } = {},
) {
  // The session remembers the chosen organisation per user in localStorage; start every render afresh.
  globalThis.localStorage?.clear();
  const routes = options.routes ?? sessionRoutesFor();
  const calls: RecordedCall[] = [];
  const runtime = createBulwarkRuntime({
    apiUrl: "http://fake.bulwark",
    tokenStore: "memory",
    tenantId: options.tenantId ?? null,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        path: url.pathname,
        query: url.search,
        tenant: request.headers.get("x-tenant-id"),
      });
      return fakeFetch(routes)(request);
    },
  });
  if (options.signedIn !== false) void runtime.client.tokenStore.set({ accessToken: "t", refreshToken: "r" });
  const navigate = vi.fn();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <BulwarkProvider
        runtime={runtime}
        navigate={navigate}
        tenantId={options.tenantId ?? null}
        lang={options.lang ?? "en"}
      >
        <ToastProvider>{children}</ToastProvider>
      </BulwarkProvider>
    ),
  });
  return { ...result, runtime, navigate, routes, calls };
}

/** The routes of a signed-in session: the user and their permissions in the active organisation. */
export function sessionRoutesFor(
  user: User = sampleUser,
  permissions: readonly string[] = adminPermissions.permissions,
  superAdminPermissions: readonly string[] = user.superAdminPermissions,
): FakeRoutes {
  return {
    "GET /api/v1/users/users/me": user,
    "GET /api/v1/users/acl/permissions/my-permissions": {
      tenantId: user.tenants[0]?.id ?? null,
      roles: user.tenants[0]?.roles ?? [],
      permissions: user.tenants.length > 0 ? permissions : [],
      superAdminPermissions,
    },
  };
}

export { sampleTenant, sampleUser };

import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { BulwarkProvider } from "../components/BulwarkProvider/BulwarkProvider";
import { createBulwarkRuntime } from "../data/runtime";
import type { Language } from "../i18n/createI18n";
import { type FakeRoutes, fakeFetch } from "../storybook/fakeApi";

/** A request the fake API received. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, the FormData of a multipart upload, or the text of a text body (CSV uploads). */
  body: unknown;
}

/**
 * Renders a screen against canned API answers (the stories' `fakeFetch`, see `storybook/`),
 * recording every call with its query, headers and body, inside a `BulwarkProvider` with a
 * navigate spy. Signed in unless `signedIn` is false. Test-only helper of the organisation and
 * inventory screens.
 */
export function renderScreen(
  ui: ReactElement,
  routes: FakeRoutes,
  options: { signedIn?: boolean; tenantId?: string | null; lang?: Language } = {},
) {
  const calls: RecordedCall[] = [];
  const answer = fakeFetch(routes);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get("content-type") ?? "";
    let body: unknown;
    if (type.includes("multipart/form-data")) body = await request.clone().formData();
    else if (type.includes("json")) body = await request.clone().json();
    else if (type.startsWith("text/")) body = await request.clone().text();
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body });
    return answer(request);
  };
  const runtime = createBulwarkRuntime({
    apiUrl: "http://fake.bulwark",
    tokenStore: "memory",
    fetch,
    tenantId: options.tenantId ?? null,
  });
  if (options.signedIn !== false) void runtime.client.tokenStore.set({ accessToken: "test", refreshToken: "test" });
  const navigate = vi.fn();
  const errors: unknown[] = [];
  runtime.on("error", (detail) => errors.push(detail));
  const utils = render(
    <BulwarkProvider runtime={runtime} navigate={navigate} lang={options.lang ?? "en"} tenantId={options.tenantId}>
      {ui}
    </BulwarkProvider>,
  );
  const callsTo = (method: string, path: RegExp | string) =>
    calls.filter((c) => c.method === method && (typeof path === "string" ? c.path === path : path.test(c.path)));
  return { ...utils, runtime, calls, callsTo, navigate, errors };
}

/** Waits for every "Loading…" status inside the screen to go away. */
export async function settled() {
  await vi.waitFor(() => {
    if (screen.queryAllByRole("status").some((s) => /Loading|Učitavanje/.test(s.textContent ?? ""))) {
      throw new Error("still loading");
    }
  });
}

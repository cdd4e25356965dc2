import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createOrganizationOwner, startTestApi, type TestApi } from "@bulwark/api/testing";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { seriousViolations } from "./axe.js";
import { launchBrowser, signedInContext } from "./browser.js";
import { webAppDist } from "./paths.js";

/** The real API with its own empty database, serving the built web app at "/" from the same origin. */
export function startWebApp(env: Record<string, string> = {}): Promise<TestApi> {
  return startTestApi(env, { staticSites: [{ mount: "/", dir: webAppDist, spaFallback: true }] });
}

/** How {@link startStack} starts the browser. */
export interface StackOptions {
  /**
   * The browser resolves the host of the API's `PUBLIC_URL` (`bulwark.test`, which every emailed
   * link names) to the test server, so a test follows links exactly as they stand in an email.
   * The browser then starts once the API listens (its port is in the mapping).
   */
  mapPublicHost?: boolean;
}

/** The API, serving the web app, and a browser: what every browser test file starts with. */
export async function startStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<{
  api: TestApi;
  browser: Browser;
  close: () => Promise<void>;
}> {
  const [api, browser] = options.mapPublicHost
    ? await startWebApp(env).then(async (api) => {
        const publicHost = new URL(api.platform.config.publicUrl).host;
        const { port } = new URL(api.baseUrl);
        return [api, await launchBrowser([`--host-resolver-rules=MAP ${publicHost} 127.0.0.1:${port}`])] as const;
      })
    : await Promise.all([startWebApp(env), launchBrowser()]);
  return {
    api,
    browser,
    async close() {
      await browser.close();
      await api.close();
    },
  };
}

/**
 * The stack of {@link startStack} for one organisation's journey: due jobs (discoveries, exports,
 * ...) run every half second as a worker would (the test API has no job poller), and a browser
 * context is signed in as the owner of a new organisation named `organisation`.
 */
export async function startSignedInStack(
  organisation: string,
  env: Record<string, string> = {},
  /** Called once the API runs, before the owner signs up (e.g. to file a mail sink's messages in its outbox). */
  onStarted?: (api: TestApi) => void,
  options: StackOptions = {},
) {
  const stack = await startStack(env, options);
  onStarted?.(stack.api);
  const timer = setInterval(() => void stack.api.drainJobs().catch(() => {}), 500);
  const owner = await createOrganizationOwner(stack.api, organisation);
  const session = await signedInContext(stack.browser, stack.api.baseUrl, owner);
  return {
    ...stack,
    owner,
    session,
    async close() {
      clearInterval(timer);
      await stack.close();
    },
  };
}

/**
 * Fails the test with the list of serious or critical axe-core violations on the page as it is
 * now. The failure is soft: the journey goes on, so one violation does not hide what follows.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect.soft(violations, `accessibility of ${what}`).toEqual([]);
}

/** The path and query of the page, e.g. `/auth?from=%2F`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Makes `member` join a new organisation named `name` (owned by someone else), the way a second
 * organisation reaches a user who may not create one: an invitation, accepted.
 */
export async function joinNewOrganization(
  api: TestApi,
  member: { email: string; accessToken: string },
  name: string,
): Promise<string> {
  const owner = await createOrganizationOwner(api, name);
  const invited = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
    token: owner.accessToken,
    body: { emails: [member.email], roles: ["Admin"] },
  });
  if (invited.status >= 300) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const token = await api.emailedToken(member.email, "/organizations/invitation/accept");
  const accepted = await api.request("POST", "/api/v1/users/tenants/invitations/accept", {
    token: member.accessToken,
    body: { token },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return owner.tenantId;
}

/**
 * The directory (made if missing) for the screenshots of the test named `name`: under
 * `E2E_ARTIFACTS_DIR` when set (CI keeps it), else under the system's temporary directory.
 */
export async function artifactsDir(name: string): Promise<string> {
  const dir = path.join(process.env.E2E_ARTIFACTS_DIR ?? path.join(tmpdir(), "bulwark-e2e-artifacts"), name);
  await mkdir(dir, { recursive: true });
  return dir;
}

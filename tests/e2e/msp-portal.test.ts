import type { AddressInfo } from "node:net";
import path from "node:path";
import { notify } from "@bulwark/api";
import { createOrganizationOwner, PASSWORD, type TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPortalServer, type PortalConfig } from "../../examples/msp-portal/server.mjs";
import { expectAccessible, startStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";

/** Starts the MSP portal's server against the test API, on a free loopback port. */
async function startPortal(config: Partial<PortalConfig> & Pick<PortalConfig, "apiUrl">) {
  const server = createPortalServer({
    port: 0,
    host: "127.0.0.1",
    bundle: path.join(inject("elementsDir"), "bulwark-elements.js"),
    lang: "en",
    ...config,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(skipBrowserTests)("the MSP portal: a plain page embedding <bulwark-*> elements on embed tokens", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
  let apiKey: string;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
    owner = await createOrganizationOwner(api, "Acme d.o.o.");
    const created = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/api-keys`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: { name: "MSP portal" },
    });
    expect(created.status).toBe(201);
    apiKey = created.body.key;
    await notify(api.platform.db, owner.tenantId, [owner.id], {
      type: "CredentialLeaked",
      meta: { credentials: [{ username: "ana", domain: "acme.example" }] },
    });
  });
  afterAll(async () => {
    await close?.();
  });

  it("shows the organisation, notifications, members and activity with a token minted from an API key", async () => {
    const portal = await startPortal({ apiUrl: api.baseUrl, apiKey, tenantId: owner.tenantId });
    const { context, page, errors } = await newContext(browser, portal.url);
    try {
      const tokenRequests: string[] = [];
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/embed-token") tokenRequests.push(request.method());
        if (url.pathname.startsWith("/api/")) apiCalls.push(url.origin);
      });
      // Collects the elements' ready events from the very start of the page.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { readyWidgets: string[] }).readyWidgets = seen;
        document.addEventListener("bulwark-ready", (event) => {
          seen.push((event as CustomEvent<{ widget: string }>).detail.widget);
        });
      });
      await page.goto("/");
      await expect
        .poll(() => page.evaluate(() => [...(window as unknown as { readyWidgets: string[] }).readyWidgets].sort()))
        .toEqual([
          "bulwark-activity-logs",
          "bulwark-members",
          "bulwark-notifications",
          "bulwark-organization-settings",
        ]);

      // Playwright's locators reach into the elements' open shadow roots.
      await page.locator("bulwark-organization-settings").getByRole("textbox").first().waitFor();
      expect(await page.locator("bulwark-organization-settings").getByRole("textbox").first().inputValue()).toBe(
        "Acme d.o.o.",
      );
      await page.locator("bulwark-members").getByText(owner.email).waitFor();
      await page
        .locator("bulwark-notifications")
        .getByText(/acme\.example|leak/i)
        .first()
        .waitFor();
      await page.locator("bulwark-activity-logs").getByRole("table").waitFor();

      // One token for the whole page, fetched from the portal's server; every call stays on the portal's origin.
      expect(tokenRequests).toEqual(["POST"]);
      expect(new Set(apiCalls)).toEqual(new Set([portal.url]));
      expect(await page.locator("#portal-status").textContent()).toBe("");
      await expectAccessible(page, "the MSP portal");
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
      await portal.close();
    }
  });

  it("the embed token it hands out is read-only and scoped to the listed widgets", async () => {
    const portal = await startPortal({ apiUrl: api.baseUrl, apiKey, tenantId: owner.tenantId });
    try {
      const minted = await (await fetch(`${portal.url}/embed-token`, { method: "POST" })).json();
      expect(typeof minted.token).toBe("string");
      const headers = { authorization: `Bearer ${minted.token}`, "x-tenant-id": owner.tenantId };
      const members = await fetch(`${portal.url}/api/v1/users/tenants/${owner.tenantId}/members`, { headers });
      expect(members.status).toBe(200);
      const apiKeys = await fetch(`${portal.url}/api/v1/users/tenants/${owner.tenantId}/api-keys`, { headers });
      expect(apiKeys.status).toBe(403);
      const rename = await fetch(`${portal.url}/api/v1/users/tenants/${owner.tenantId}`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ name: "Hijacked" }),
      });
      expect(rename.status).toBe(403);
    } finally {
      await portal.close();
    }
  });

  it("mints tokens as an organisation admin too, and serves the page in Serbian", async () => {
    const portal = await startPortal({ apiUrl: api.baseUrl, email: owner.email, password: PASSWORD });
    const { context, page } = await newContext(browser, portal.url);
    try {
      await page.goto("/?lang=sr");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("sr");
      await page.locator("bulwark-members").getByText(owner.email).waitFor();
      expect(await page.locator("bulwark-members").evaluate((element) => element.getAttribute("lang"))).toBe("sr");
      await expectAccessible(page, "the MSP portal in Serbian");
    } finally {
      await context.close();
      await portal.close();
    }
  });
});

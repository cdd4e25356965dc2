import { existsSync } from "node:fs";
import {
  createOrganizationOwner,
  type Receiver,
  startReceiver,
  startTestApi,
  type TestApi,
} from "@bulwark/api/testing";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainPage, startPageServer } from "./page-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// <bulwark-webhooks> in Chromium against the real API: an organisation admin sees the endpoints,
// sends a test message that a real receiver gets, and reads it back in the delivery log.
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("<bulwark-webhooks> in Chromium", () => {
  let api: TestApi;
  let receiver: Receiver;
  let server: Awaited<ReturnType<typeof startPageServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startTestApi();
    receiver = await startReceiver();
    const owner = await createOrganizationOwner(api, "Hooks Org");
    const created = await api.request("POST", "/api/v1/webhooks/endpoints", {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: { url: receiver.url("/element"), description: "From the element test", eventTypes: ["PeopleImported"] },
    });
    expect(created.status).toBe(201);
    server = await startPageServer({
      apiBaseUrl: api.baseUrl,
      bundleDir: inject("bundleDir"),
      token: owner.accessToken,
      pages: {
        "/webhooks": plainPage(
          "Bulwark elements: webhooks",
          `<bulwark-webhooks id="hooks" tenant-id="${owner.tenantId}" token="${owner.accessToken}"></bulwark-webhooks>`,
        ),
      },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
    });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.close();
    await receiver?.close();
  });

  /** Waits until the element's shadow root shows `text`. */
  const shows = (text: string) =>
    page.waitForFunction(
      (wanted) => document.getElementById("hooks")?.shadowRoot?.textContent?.includes(wanted) ?? false,
      text,
    );

  it("lists the endpoint, sends a test message the receiver gets, and shows it in the delivery log", async () => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(new URL("/webhooks", server.url).href);
    await shows(receiver.url("/element"));

    // Each endpoint's actions are in its row's menu.
    await page
      .locator("#hooks")
      .getByRole("button", { name: `Actions for ${receiver.url("/element")}` })
      .click();
    await page.locator("#hooks").getByRole("menuitem", { name: "Send test" }).click();
    await shows("Test message queued");
    await api.drainJobs();
    expect(receiver.at("/element")).toHaveLength(1);
    expect(JSON.parse(receiver.at("/element")[0]?.body ?? "{}").type).toBe("WebhookTest");

    // Loaded again, the page reads the settled delivery from the log.
    await page.reload();
    await shows(receiver.url("/element"));
    await page
      .locator("#hooks")
      .getByRole("button", { name: `Actions for ${receiver.url("/element")}` })
      .click();
    await page.locator("#hooks").getByRole("menuitem", { name: "Deliveries" }).click();
    await shows("Succeeded");
    await shows("Test message");
    expect(errors).toEqual([]);
  });
});

import { startTestApi, type TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, skipBrowserTests } from "./support/browser.js";

// The API reference is served with a strict Content-Security-Policy (no inline script): it must
// still render the whole contract in a real browser, with nothing blocked.
describe.skipIf(skipBrowserTests)("the API reference under its Content-Security-Policy", () => {
  let api: TestApi;
  let browser: Browser;
  beforeAll(async () => {
    [api, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it("renders the operations of the contract with no policy violation or page error", async () => {
    const { context, page, errors } = await newContext(browser, api.baseUrl);
    const response = await page.goto("/api/docs");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByText("/api/v1/users/auth/login", { exact: true }).first().waitFor();
    expect(await page.locator(".opblock").count()).toBeGreaterThan(80);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

import type { TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";

// The API reference at /api/docs (issue 9, bug 11): served from our own origin, working under the
// strict Content-Security-Policy the server sends (no inline script, never framed), with the
// getting-started guide, search and code samples.
describe.skipIf(skipBrowserTests)("the API reference", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
  });
  afterAll(async () => {
    await close?.();
  });

  it("renders offline under a strict CSP, with getting started, search, code samples and real error examples", async () => {
    const { context, page, errors } = await newContext(browser, api.baseUrl);
    const origin = new URL(api.baseUrl).origin;
    const elsewhere: string[] = [];
    const refused: string[] = [];
    try {
      // Nothing may come from another origin (fonts, scripts, telemetry): the reference works offline.
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort();
        },
      );
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const response = await page.goto("/api/docs");
      // The server's own policy, not a laxer one: scripts only as files of this origin, no framing.
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      await page.getByRole("heading", { name: "Getting started" }).first().waitFor({ timeout: 30_000 });
      await page.getByRole("heading", { name: "Embed tokens" }).first().waitFor();

      // Search finds an operation by its words.
      await page.keyboard.press("Control+k");
      const search = page
        .getByRole("combobox")
        .or(page.getByPlaceholder(/search/i))
        .first();
      await search.waitFor();
      await search.fill("members of an organisation");
      await page.getByText("Members of an organisation with their roles").first().waitFor();
      await page.keyboard.press("Escape");

      // Each operation shows the generated samples: curl and the typed client.
      const body = () =>
        page
          .locator("body")
          .textContent()
          .then((text) => text ?? "");
      await expect.poll(async () => /BULWARK_TOKEN/.test(await body())).toBe(true);
      expect(await page.getByText("@bulwark/client").count()).toBeGreaterThan(0);
      // Nothing that talks to a third party (the renderer's AI chat) is offered.
      expect(await page.getByRole("button", { name: "Ask AI" }).count()).toBe(0);

      // A 401 example says 401 (it used to read `statusCode: 400, code: BadRequest`).
      await page.getByRole("button", { name: "organizations" }).first().click();
      await page.getByText("Members of an organisation with their roles").first().click();
      await page.getByRole("tab", { name: "401" }).first().click();
      await page.getByText('"statusCode": 401').first().waitFor();
      await page.screenshot({ path: "/tmp/shots/api-docs-401.png" });

      expect(refused).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(errors()).toEqual([]);
      await page.screenshot({ path: "/tmp/shots/api-docs.png" });
    } finally {
      await context.close();
    }
  });
});

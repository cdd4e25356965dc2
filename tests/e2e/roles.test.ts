import { addMember, createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "./support/app.js";
import { newContext, signedInContext, skipBrowserTests } from "./support/browser.js";

// Every organisation role of `api/src/platform/permissions.ts`: a member's first screens ask for
// nothing their role may not read, and show no "Error happened" for it (issue 9, bug 1).
const roles = ["Admin", "SecurityAnalyst", "AwarenessManager", "GroupAdmin", "Viewer"] as const;

describe.skipIf(skipBrowserTests)("what each role is shown and what it asks the API for", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
    owner = await createOrganizationOwner(api, "Roles d.o.o.");
  });
  afterAll(async () => {
    await close?.();
  });

  /** Every API answer of 401 or 403 the page receives, as "METHOD path status". */
  const refusals = (page: Page) => {
    const seen: string[] = [];
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/") && (response.status() === 403 || response.status() === 401)) {
        seen.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
      }
    });
    return seen;
  };

  for (const role of roles) {
    it(`a new ${role} sees the dashboard, the organization menu and settings with no refused call`, async () => {
      const member = await addMember(api, owner, [role], role);
      const { context, page, errors } = await signedInContext(browser, api.baseUrl, member);
      const refused = refusals(page);
      try {
        await page.goto("/");
        await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
        await page.getByText("Roles d.o.o.").first().waitFor();
        // Let the dashboard's calls answer before looking.
        await page.waitForLoadState("networkidle");
        expect(await page.getByText("Error happened").count()).toBe(0);
        // Members and invitations are read only by those who manage the organisation: only they are
        // offered the checklist's "Invite a colleague" step.
        expect(await page.getByText(/^Invite a colleague/).count()).toBe(role === "Admin" ? 1 : 0);

        await page.getByRole("button", { name: /organization menu/i }).click();
        const menu = page.getByRole("menu");
        await menu.waitFor();
        await menu.getByRole("menuitem", { name: "Organization settings" }).click();
        await page.waitForURL((url) => url.pathname === "/organizations/active");
        await page.getByRole("heading", { level: 1, name: "Organization settings" }).waitFor();
        await page.waitForLoadState("networkidle");
        // The sections are link tabs under the title; with Settings alone there are none to offer.
        const sections = page.getByRole("navigation", { name: "Organization sections" });
        const tabs = role === "Admin" ? await sections.getByRole("link").allTextContents() : [];
        // Sending profiles: the organisation has the phishing feature.
        expect(tabs).toEqual(
          role === "Admin" ? ["Settings", "Members", "Invitations", "API keys", "Webhooks", "Sending profiles"] : [],
        );
        expect(await sections.count()).toBe(role === "Admin" ? 1 : 0);
        expect(await page.getByRole("link", { name: /activity log/i }).count()).toBe(role === "Admin" ? 1 : 0);

        // Every page the sidebar offers that exists so far, and the reporting extension of the menu.
        const offered = await page
          .getByRole("navigation", { name: "Main navigation" })
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        for (const path of [
          ...offered.filter((href) => href.startsWith("/inventory")),
          "/organizations/whitelisted-domains",
        ]) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          expect(await page.getByText("Error happened").count(), path).toBe(0);
        }
        expect(refused).toEqual([]);
        expect(errors()).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("starts the sign-in page's tab order at Email", async () => {
    const { context, page } = await newContext(browser, api.baseUrl);
    try {
      await page.goto("/auth");
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
      await page.keyboard.press("Tab");
      // A skip link may come first; the first field of the form comes before any other link.
      if (await page.evaluate(() => document.activeElement?.textContent?.includes("Skip"))) {
        await page.keyboard.press("Tab");
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe("username");
    } finally {
      await context.close();
    }
  });
});

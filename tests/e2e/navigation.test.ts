import { notify } from "@bulwark/api";
import { createOrganizationOwner, createUser, PASSWORD, type TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, joinNewOrganization, pathOf, startStack } from "./support/app.js";
import { newContext, signedInContext, skipBrowserTests } from "./support/browser.js";

describe.skipIf(skipBrowserTests)("routing, guards, language and the session in the web app", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
  });
  afterAll(async () => {
    await close?.();
  });

  /** A browser context already signed in as `tokens` (as if it had signed in before). */
  const signedInAs = (tokens: { accessToken: string; refreshToken: string }) =>
    signedInContext(browser, api.baseUrl, tokens);

  it("sends a signed-out visitor to /auth with `from`, and back there after signing in", async () => {
    const user = await createUser(api);
    const { context, page, errors } = await newContext(browser, api.baseUrl);
    try {
      await page.goto("/notifications?page=2");
      await page.waitForURL((url) => url.pathname === "/auth");
      expect(new URL(page.url()).searchParams.get("from")).toBe("/notifications?page=2");
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
      await expectAccessible(page, "the sign-in form");

      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/notifications");
      expect(pathOf(page)).toBe("/notifications?page=2");
      await expectAccessible(page, "the notifications page");

      // Signed in, the guest-only sign-in page sends on to `from`, or to the dashboard.
      await page.goto("/auth?from=%2Faccount-settings");
      await page.waitForURL((url) => url.pathname === "/account-settings");
      await expectAccessible(page, "account settings");
      await page.goto("/auth");
      await page.waitForURL((url) => url.pathname === "/");
      // `from` never leads off the site.
      await page.goto("/auth?from=%2F%2Fevil.example%2F");
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).host).toBe(new URL(api.baseUrl).host);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the 404 for unknown paths and for areas not built yet, with the shell only when signed in", async () => {
    const { context, page } = await newContext(browser, api.baseUrl);
    try {
      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.getByRole("navigation", { name: "Main navigation" }).count()).toBe(0);
      await expectAccessible(page, "the 404 page, signed out");
    } finally {
      await context.close();
    }
    const user = await createUser(api);
    const signedIn = await signedInAs(user);
    try {
      await signedIn.page.goto("/continues-monitoring/vulnerabilities");
      await signedIn.page.getByRole("heading", { name: "Page not found" }).waitFor();
      await signedIn.page.getByRole("navigation", { name: "Main navigation" }).waitFor();
      await expectAccessible(signedIn.page, "the 404 page inside the shell");
    } finally {
      await signedIn.context.close();
    }
  });

  it("takes the language from the `lang` query or the En/Sr switch, and remembers it", async () => {
    const owner = await createOrganizationOwner(api, "Jezik d.o.o.");
    const { context, page } = await signedInAs(owner);
    try {
      await page.goto("/?lang=sr");
      await page.getByRole("heading", { name: "Pregled" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("sr");
      await expectAccessible(page, "the dashboard in Serbian");

      // Remembered without the query.
      await page.goto("/account-settings");
      await page.getByRole("heading", { name: "Podešavanja naloga" }).waitFor();

      // The top bar's switch changes every string at once, and is remembered too.
      await page.getByRole("button", { name: "English" }).click();
      await page.getByRole("heading", { name: "Account settings" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Account settings" }).waitFor();
      await page.getByRole("button", { name: "Srpski" }).click();
      await page.getByRole("heading", { name: "Podešavanja naloga" }).waitFor();
      await page.goto("/no-such-page");
      await page.getByRole("heading", { name: "Stranica nije pronađena" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("opens the organisation named by `organizationId`, over the saved choice", async () => {
    const owner = await createOrganizationOwner(api, "Alfa d.o.o.");
    const second = await joinNewOrganization(api, owner, "Omega d.o.o.");
    const { context, page } = await signedInAs(owner);
    try {
      await page.goto("/");
      await page.getByRole("main").getByText("Alfa d.o.o.").first().waitFor();
      await page.goto(`/?organizationId=${second}`);
      await page.getByRole("main").getByText("Omega d.o.o.").first().waitFor();
      // Links inside the app drop the query; the requested organisation stays active.
      await page.getByRole("navigation").getByRole("link", { name: "People" }).click();
      await page.waitForURL((url) => url.pathname === "/inventory/people");
      await page.getByRole("link", { name: "Overview" }).first().click();
      await page.getByRole("main").getByText("Omega d.o.o.").first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("refreshes an expired access token once and carries on; a refused refresh signs out to /auth?from=", async () => {
    const user = await createUser(api);
    // A dead access token with a live refresh token: the client refreshes and retries.
    const refreshed = await signedInAs({ accessToken: "expired.token.value", refreshToken: user.refreshToken });
    try {
      await refreshed.page.goto("/account-settings");
      await refreshed.page.getByRole("heading", { name: "Account settings" }).waitFor();
      const stored = await refreshed.page.evaluate(() => JSON.parse(localStorage.getItem("bulwark.tokens") ?? "{}"));
      expect(stored.accessToken).not.toBe("expired.token.value");
      expect(stored.refreshToken).not.toBe(user.refreshToken);
    } finally {
      await refreshed.context.close();
    }
    // Both dead: the session ends and the user is sent to sign in, coming back here afterwards.
    const expired = await signedInAs({ accessToken: "expired.token.value", refreshToken: "revoked" });
    try {
      await expired.page.goto("/account-settings?section=sessions");
      await expired.page.waitForURL((url) => url.pathname === "/auth");
      expect(new URL(expired.page.url()).searchParams.get("from")).toBe("/account-settings?section=sessions");
      expect(await expired.page.evaluate(() => localStorage.getItem("bulwark.tokens"))).toBeNull();
    } finally {
      await expired.context.close();
    }
  });

  it("recovers a forgotten password from the emailed link and is signed in", async () => {
    const user = await createUser(api);
    const { context, page, errors } = await newContext(browser, api.baseUrl);
    try {
      await page.goto("/auth");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.waitForURL((url) => url.searchParams.get("authType") === "passwordRecover");
      await expectAccessible(page, "password recovery");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText("Email sent").first().waitFor();

      const token = await api.emailedToken(user.email, "/auth/reset-password");
      await page.goto(`/auth/reset-password?token=${encodeURIComponent(token)}`);
      await page.getByRole("heading", { name: "Set a new password" }).waitFor();
      await expectAccessible(page, "the reset-password page");
      await page.getByLabel(/^New password/).fill("brand new 2");
      await page.getByRole("button", { name: "Save password" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("every other page of the app passes axe in the light and the dark theme, and the theme is remembered", async () => {
    const owner = await createOrganizationOwner(api, "Pristup d.o.o.");
    await notify(api.platform.db, owner.tenantId, [owner.id], {
      type: "VulnerabilityCreated",
      meta: { vulnerabilitySeverity: "critical" },
    });
    const listed = await api.request("GET", "/api/v1/notifications/notifications", {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    const notificationId = listed.body.items[0].id as string;
    const pages: Array<[string, string]> = [
      ["/account-settings?section=password", "Change password"],
      ["/account-settings?section=sessions", "Sessions"],
      ["/account-settings/new-recovery-key/create", "New recovery key"],
      [`/organizations/activity-logs/${owner.tenantId}`, "Activity log"],
      ["/organizations/whitelisted-domains", "Reporting extension"],
      [`/notifications/${notificationId}`, "Notifications"],
      ["/organizations", "Manage organizations"],
      ["/auth/verify-email?token=not-a-real-token", "Email verification"],
    ];
    const { context, page } = await signedInAs(owner);
    try {
      await page.goto("/account-settings");
      await page.getByRole("button", { name: "Dark" }).click();
      await page.reload();
      expect(await page.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).toBe("true");
      expect(await page.evaluate(() => document.body.className)).toContain("bulwark-theme-dark");
      await expectAccessible(page, "account settings, dark");
      for (const theme of ["dark", "light"]) {
        await page.evaluate((value) => localStorage.setItem("bulwark:theme", value), theme);
        for (const [path, text] of pages) {
          await page.goto(path);
          await page.getByText(text).first().waitFor();
          await expectAccessible(page, `${path} (${theme})`);
        }
      }
    } finally {
      await context.close();
    }
  });
});

import { timeStep, totpAt } from "@bulwark/api";
import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";

// A new user's first day, in the real web app on the real API: each step builds on the one before.
describe.skipIf(skipBrowserTests)("a new user's journey through the web app", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;
  let owner: { context: BrowserContext; page: Page; errors: () => string[] };
  let page: Page;

  const stamp = Date.now().toString(36);
  const email = `ana.${stamp}@example.com`;
  const colleague = `marko.${stamp}@example.com`;
  const password = "first day 1";
  let totpSecret = "";
  let recoveryKey = "";

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
    owner = await newContext(browser, api.baseUrl);
    page = owner.page;
  });
  afterAll(async () => {
    await close?.();
  });

  const organizationMenu = () => page.getByRole("button", { name: /organization menu/i });
  // The active organisation, as the top bar's organization menu names it (the dashboard shows its
  // checklist and figures, not its name).
  const waitForActive = (target: Page, name: string) =>
    target
      .getByRole("button", {
        name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*–\\s*organization menu`),
      })
      .waitFor();
  const signOut = async (target: Page = page) => {
    await target.getByRole("button", { name: /organization menu/i }).click();
    await target.getByRole("menuitem", { name: "Sign out" }).click();
    await target.waitForURL((url) => url.pathname === "/auth");
  };
  const signIn = async (target: Page, who: string) => {
    await target.getByLabel("Email").fill(who);
    await target.getByLabel(/^Password/).fill(password);
    await target.getByRole("button", { name: "Sign in", exact: true }).click();
  };

  it("registers and is asked to check their email, without being signed in", async () => {
    await page.goto("/auth?authType=register");
    await expect.poll(() => page.getByRole("heading", { name: "Create an account" }).isVisible()).toBe(true);
    await expectAccessible(page, "the registration form");
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Last name").fill("Admin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    // The strength meter loads its dictionaries on demand and says the verdict in words.
    await page.getByText(/^Password strength: /).waitFor();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();

    // Registration answers the same for a taken address, so it cannot sign anyone in.
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(pathOf(page)).toMatch(/^\/auth/);
    await expectAccessible(page, "check your email after registration");
  });

  it("opens the verification link from the email, signs in and lands on the dashboard's demo data", async () => {
    const token = await api.emailedToken(email, "/auth/verify-email");
    await page.goto(`/auth/verify-email?token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => url.pathname === "/auth");
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    await expect.poll(() => page.getByText("DEMO", { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("button", { name: "Verify Email" }).count()).toBe(0);
    await expectAccessible(page, "the dashboard with demo data");
  });

  it("sets up an organisation from Get Started; the dashboard shows it instead of demo data", async () => {
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL((url) => url.pathname === "/organizations/setup");
    await page.getByLabel("Organization name").waitFor();
    await expectAccessible(page, "organisation set-up");
    await page.getByLabel("Organization name").fill("Acme d.o.o.");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await waitForActive(page, "Acme d.o.o.");
    await expect.poll(() => page.getByText("DEMO", { exact: true }).count()).toBe(0);
    await expectAccessible(page, "the dashboard of an organisation");
  });

  it("shows the organisation's settings, members, invitations, API keys and webhooks, each accessible", async () => {
    await page.goto("/organizations/active");
    // The sections are link tabs under each page's title (the Page template), the current one marked.
    const sections = page.getByRole("navigation", { name: "Organization sections" });
    const titles: Record<string, string> = {
      Settings: "Organization settings",
      Members: "Members and roles",
      Invitations: "Invitations",
      "API keys": "API keys",
      Webhooks: "Webhooks",
    };
    for (const [tab, title] of Object.entries(titles)) {
      await sections.getByRole("link", { name: tab }).click();
      await expect.poll(() => pathOf(page)).toContain(tab === "Settings" ? "/organizations/active" : "tab=");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await sections.getByRole("link", { name: tab }).getAttribute("aria-current")).toBe("page");
      await expectAccessible(page, `the organisation's ${tab} tab`);
    }
  });

  it("adds a webhook endpoint in the Webhooks tab and is shown its signing secret once", async () => {
    await page.goto("/organizations/active?tab=webhooks");
    // The page's primary action opens the form; its own button adds the endpoint.
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const form = page.getByRole("dialog", { name: "Add an endpoint" });
    await form.getByLabel(/Endpoint URL/).fill("https://hooks.example.com/acme");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Signing secret" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("textbox").inputValue()).toMatch(/^whsec_/);
    await expectAccessible(page, "the webhook secret dialog");
    await dialog.getByRole("button", { name: "I have copied the secret" }).click();
    await page.getByRole("row", { name: /hooks\.example\.com\/acme/ }).waitFor();
    await expectAccessible(page, "the webhooks tab with an endpoint");
    await page.getByRole("button", { name: "Actions for https://hooks.example.com/acme" }).click();
    await page.getByRole("menuitem", { name: "Send test" }).click();
    await page.getByRole("table", { name: "Deliveries, newest first" }).getByRole("row").nth(1).waitFor();
    await expectAccessible(page, "the delivery log of an endpoint");
  });

  it("invites a colleague, who registers from the emailed link in another browser and joins", async () => {
    await page.goto("/organizations/active?tab=invitations");
    await page.getByRole("button", { name: "Invite people" }).first().click();
    await page.getByLabel("Email addresses").fill(colleague);
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitation sent").first().waitFor();

    const token = await api.emailedToken(colleague, "/organizations/invitation/accept");
    const other = await newContext(browser, api.baseUrl);
    try {
      const marko = other.page;
      await marko.goto(`/organizations/invitation/accept?token=${encodeURIComponent(token)}`);
      await marko.getByText("You are invited to join Acme d.o.o.").waitFor();
      await expectAccessible(marko, "the invitation for a signed-out visitor");
      await marko.getByRole("link", { name: "Create an account" }).click();
      await marko.waitForURL((url) => url.pathname === "/auth" && url.searchParams.has("organizationToken"));
      await marko.getByLabel("First name").fill("Marko");
      await marko.getByLabel("Last name").fill("Member");
      await marko.getByLabel("Email").fill(colleague);
      await marko.getByLabel(/^Password/).fill(password);
      await marko.getByRole("checkbox").check();
      await marko.getByRole("button", { name: "Create account" }).click();
      await marko.waitForURL((url) => url.pathname === "/");
      // Registering with the invitation joined the organisation: no demo data, Acme is active.
      await waitForActive(marko, "Acme d.o.o.");
      expect(other.errors()).toEqual([]);
    } finally {
      await other.context.close();
    }

    await page.goto("/organizations/active?tab=members");
    await page.getByRole("cell", { name: colleague }).waitFor();
  });

  it("accepts an invitation to a second organisation while signed in, then switches between them", async () => {
    const betaOwner = await createOrganizationOwner(api, "Beta Labs");
    await api.request("POST", `/api/v1/users/tenants/${betaOwner.tenantId}/invitations`, {
      token: betaOwner.accessToken,
      body: { emails: [email], roles: ["Admin"] },
    });
    const token = await api.emailedToken(email, "/organizations/invitation/accept");
    await page.goto(`/organizations/invitation/accept?token=${encodeURIComponent(token)}`);
    await page.getByText("You are invited to join Beta Labs").waitFor();
    await expectAccessible(page, "the invitation for a signed-in user");
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await waitForActive(page, "Beta Labs");
    // The joined organisation is the saved choice: a new page load keeps it over the first by name (Acme).
    await page.reload();
    await waitForActive(page, "Beta Labs");

    await organizationMenu().click();
    await page.getByRole("menuitem", { name: "Manage organizations" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expectAccessible(page, "the manage-organisations dialog");
    await dialog.getByRole("button", { name: /Acme d\.o\.o\./ }).click();
    await waitForActive(page, "Acme d.o.o.");
  });

  it("turns two-factor on with a code computed from the shown secret, and saves the recovery key", async () => {
    await page.goto("/account-settings/two-factor-authentication");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByLabel("Confirm with your password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = page.locator("[data-secret]");
    await secret.waitFor();
    await expectAccessible(page, "two-factor set-up (QR code)");
    totpSecret = ((await secret.textContent()) ?? "").replace(/\s+/g, "");
    expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    // The previous time step's code (accepted for clock drift), so the sign-in below may use the current one.
    await page.getByLabel("Authentication code").fill(totpAt(totpSecret, timeStep(Date.now()) - 1));
    const key = page.locator("[data-recovery-key]");
    await key.waitFor();
    recoveryKey = ((await key.textContent()) ?? "").replace(/\s+/g, "");
    expect(recoveryKey).toHaveLength(24);
    await page.getByLabel("I saved my recovery key somewhere safe").check();
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("Two-factor authentication is on.").waitFor();
  });

  it("signs out to /auth, and signs in again with a six-digit code", async () => {
    await signOut();
    expect(pathOf(page)).toBe("/auth");
    await signIn(page, email);
    await page.getByLabel("Authentication code").waitFor();
    await expectAccessible(page, "the two-factor step of sign-in");
    await page.getByLabel("Authentication code").fill(totpAt(totpSecret, timeStep(Date.now())));
    await page.waitForURL((url) => url.pathname === "/");
    await waitForActive(page, "Acme d.o.o.");
  });

  it("signs in with the recovery key and is shown the new key that replaces it", async () => {
    await signOut();
    await signIn(page, email);
    await page.getByRole("button", { name: "Use a recovery key instead" }).click();
    await page.getByLabel("Recovery key").fill(recoveryKey);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account-settings/new-recovery-key");
    const key = page.locator("[data-recovery-key]");
    await key.waitFor();
    const replacement = ((await key.textContent()) ?? "").replace(/\s+/g, "");
    expect(replacement).toHaveLength(24);
    expect(replacement).not.toBe(recoveryKey);
    await expectAccessible(page, "the new recovery key");
    await page.getByLabel("I saved my recovery key somewhere safe").check();
    await page.getByRole("button", { name: "Done" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(owner.errors()).toEqual([]);
  });

  it("requires two-factor of Acme's members; the colleague without it is led to set it up", async () => {
    await page.goto("/organizations/active");
    await page.getByRole("checkbox", { name: "Require two-factor authentication for members" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved.").waitFor();

    const other = await newContext(browser, api.baseUrl);
    try {
      const marko = other.page;
      await marko.goto("/auth");
      await signIn(marko, colleague);
      await marko.waitForURL((url) => url.pathname === "/");
      const main = marko.getByRole("main");
      await main.getByRole("heading", { name: "Two-factor authentication required" }).waitFor();
      await main.getByText(/Acme d\.o\.o\. requires two-factor authentication/).waitFor();
      await expectAccessible(marko, "the two-factor requirement of an organisation");
      await main.getByRole("link", { name: "Set up two-factor authentication" }).click();
      await marko.waitForURL((url) => url.pathname === "/account-settings/two-factor-authentication");
      await marko.getByRole("button", { name: "Turn on" }).waitFor();
    } finally {
      await other.context.close();
    }
  });
});

import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startStack } from "./support/app.js";
import { newContext, signedInContext, skipBrowserTests } from "./support/browser.js";

// Issue 11, the library's missing screens against the real API: a super-admin writes a common
// nano page and a predefined course in Administration → Awareness (calls without x-tenant-id,
// though nothing else tells the API it is common content); an organisation then finds the page in
// its library, read-only, and copies it into its own.

const ROOT = { email: "root.library@bulwark.example", password: "Root-library-pass-1" };

describe.skipIf(skipBrowserTests)("the learning library, common content to an organisation's copy", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack({
      BULWARK_ADMIN_EMAIL: ROOT.email,
      BULWARK_ADMIN_PASSWORD: ROOT.password,
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it("a super-admin creates a common nano page and course; an organisation copies the page", async () => {
    const admin = await newContext(browser, api.baseUrl);
    let nanoPageId = "";
    try {
      const { page } = admin;
      await page.goto("/auth");
      await page.getByLabel("Email").fill(ROOT.email);
      await page.getByLabel(/^Password/).fill(ROOT.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByRole("group", { name: /view/i }).waitFor();

      await page.goto("/administration/awareness/nano-pages/create?type=SimpleQuiz");
      await page.getByRole("heading", { level: 1, name: "New nano page" }).waitFor();
      const name = page.getByRole("textbox", { name: /^Name/ });
      await expect.poll(() => name.isEnabled()).toBe(true);
      await page.getByRole("button", { name: "Save nano page" }).click();
      await page.getByText("Name is required").waitFor();
      await name.fill("Badge at the door");
      await page.getByRole("textbox", { name: /^Email subject/ }).fill("One question: the door");
      await page.getByRole("textbox", { name: /^Question/ }).fill("Someone follows you in. What do you do?");
      await page.getByRole("textbox", { name: "Answer 1" }).fill("Ask for their badge");
      await page.getByRole("textbox", { name: "Answer 2" }).fill("Hold the door");
      await page.getByRole("button", { name: "Save nano page" }).click();
      await page.waitForURL(/\/administration\/awareness\/nano-pages\/[0-9a-f-]{36}$/);
      nanoPageId = pathOf(page).split("/").at(-1) ?? "";
      await expectAccessible(page, "the common nano page editor");

      await page.goto("/administration/awareness/predefined-courses/create");
      await page.getByRole("heading", { level: 1, name: "New predefined course" }).waitFor();
      const courseName = page.getByRole("textbox", { name: "Name (English)" });
      await expect.poll(() => courseName.isEnabled()).toBe(true);
      await courseName.fill("Door and desk basics");
      await page.getByRole("textbox", { name: "Name (German)" }).fill("Tür und Schreibtisch");
      const picker = page.getByRole("combobox", { name: "Lesson to add" });
      await expect.poll(() => picker.locator("option").count()).toBeGreaterThan(1);
      await picker.selectOption({ index: 1 });
      await page.getByRole("button", { name: "Add lesson" }).click();
      // The shipped lessons are in English and Serbian: the course's German has no lesson version.
      await page.getByRole("alert", { name: "Some lessons lack a language of the course" }).waitFor();
      await page.getByRole("button", { name: "Save course" }).click();
      await page.waitForURL(/\/administration\/awareness\/predefined-courses\/[0-9a-f-]{36}$/);
      expect(admin.errors()).toEqual([]);
    } finally {
      await admin.context.close();
    }

    const common = await api.request("GET", `/api/v1/learning/nano-pages/${nanoPageId}`, {});
    expect(common.status).toBe(401);

    const owner = await createOrganizationOwner(api, "Library Copy d.o.o.");
    const session = await signedInContext(browser, api.baseUrl, owner);
    try {
      const { page } = session;
      await page.goto(`/library/organization-nano-pages?type=SimpleQuiz&search=Badge`);
      // A click on the row opens it (inside the shell's focusable <main>, too).
      await page
        .getByRole("table", { name: "Nano pages" })
        .getByRole("cell", { name: "Badge at the door", exact: true })
        .click();
      await page.waitForURL(`**/library/organization-nano-pages/common/${nanoPageId}`);
      await page.getByText("This is a common nano page: copy it to your organization to change it.").waitFor();
      await page.getByRole("button", { name: "Copy to organization" }).click();
      await page.getByText("“Badge at the door” was copied to your organization.").waitFor();
      await page.waitForURL(/\/library\/organization-nano-pages\/[0-9a-f-]{36}$/);
      const copyId = pathOf(page).split("/").at(-1) ?? "";
      expect(copyId).not.toBe(nanoPageId);
      const copy = await api.request("GET", `/api/v1/learning/nano-pages/${copyId}`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
      });
      expect(copy.status).toBe(200);
      expect((copy.body as { tenantId: string | null }).tenantId).toBe(owner.tenantId);
      await expect.poll(() => page.getByRole("textbox", { name: /^Name/ }).isEnabled()).toBe(true);
      expect(session.errors()).toEqual([]);
    } finally {
      await session.context.close();
    }
  });
});

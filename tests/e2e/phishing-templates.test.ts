import { createOrganizationOwner } from "@bulwark/api/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack, startStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";

// Issue 12, the phishing content screens against the real API and the web app's own
// Content-Security-Policy: an organisation finds a shipped template through the library, copies
// it, sees the live preview (styled, placeholders marked, nothing able to run), is refused a
// script with what was found, saves; adds a sending profile whose password is never shown back.

type Stack = Awaited<ReturnType<typeof startSignedInStack>>;

/** The preview frame's computed colour of its first link and the marks it holds. */
async function previewState(page: Page) {
  const frame = page.frameLocator('iframe[title="Preview of the email"]');
  await frame.locator('a[href="#phishing-link"]').first().waitFor();
  return {
    marks: await frame
      .locator("[data-placeholder]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-placeholder"))),
    outline: await frame
      .locator('a[href="#phishing-link"]')
      .first()
      .evaluate((el) => getComputedStyle(el).outlineStyle),
    styled: await frame.locator("[style]").count(),
    inlineStyled: await frame
      .locator("body *")
      .evaluateAll((els) => els.filter((el) => (el as HTMLElement).style.cssText !== "").length),
  };
}

describe.skipIf(skipBrowserTests)("phishing templates, landing pages and sending profiles in the web app", () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startSignedInStack("Phish Content d.o.o.");
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("copies a shipped template, previews it sandboxed and styled, is refused a script, saves", async () => {
    const { page, errors } = stack.session;
    await page.goto("/library");
    await page.getByRole("link", { name: "Open phishing templates" }).click();
    await page.waitForURL("**/library/organization-templates");
    const table = page.getByRole("table", { name: "Phishing templates" });
    // The shipped library: 14 scenarios in English and Serbian, newest first, 20 a page.
    await page.getByText(/of 28/).first().waitFor();
    await expectAccessible(page, "the template library");

    // The filters live in the URL.
    await page.goto("/library/organization-templates?language=En&search=Shared");
    await table.getByRole("cell", { name: "Shared document", exact: true }).click();
    await page.waitForURL(/\/library\/organization-templates\/[0-9a-f-]{36}$/);
    const commonId = pathOf(page).split("/").at(-1) ?? "";
    await page.getByText("A common template of the library: copy it to your organization to change it.").waitFor();

    const preview = await previewState(page);
    expect(preview.marks).toContain("{{.FirstName}}");
    // The highlight and the email's own inline styles apply despite the app's style-src 'self'.
    expect(preview.outline).toBe("dashed");
    expect(preview.inlineStyled).toBeGreaterThan(0);
    // Styles went in through the object model: no style attribute as markup.
    expect(preview.styled).toBe(preview.inlineStyled);

    await page.getByRole("button", { name: "Copy to organization" }).click();
    await page.getByText("“Shared document” was copied to your organization.").waitFor();
    await page.waitForURL(/\/library\/organization-templates\/[0-9a-f-]{36}$/);
    const copyId = pathOf(page).split("/").at(-1) ?? "";
    expect(copyId).not.toBe(commonId);
    const name = page.getByRole("textbox", { name: /^Name/ });
    await expect.poll(() => name.isEnabled()).toBe(true);

    const body = page.getByRole("textbox", { name: /^HTML body/ });
    const original = await body.inputValue();
    await body.fill(`${original}<script>alert(1)</script><img src="x" onerror="alert(2)">`);
    const refused = page.getByRole("alert", { name: "This template would be refused" });
    await refused.getByText("Scripts and embedded content are not allowed (<script>)").waitFor();
    await refused.getByText("Event handlers are not allowed (onerror=)").waitFor();
    await page.getByRole("button", { name: "Save template" }).click();
    await page.getByText("Scripts and embedded content are not allowed (<script>)").nth(1).waitFor();

    await body.fill(original);
    await page
      .frameLocator('iframe[title="Preview of the email"]')
      .locator('a[href="#phishing-link"]')
      .first()
      .waitFor();
    await name.fill("Shared document (Acme)");
    await page.getByRole("button", { name: "Save template" }).click();
    await page.getByText("Template updated").waitFor();
    await expectAccessible(page, "the template editor");

    // The copy is the organisation's own, under its new name.
    await page.goto("/library/organization-templates?scope=organization");
    await table.getByRole("cell", { name: "Shared document (Acme)", exact: true }).waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    expect(errors()).toEqual([]);
  });

  it("adds a sending profile whose password is sealed and never shown back", async () => {
    const { page, errors } = stack.session;
    await page.goto("/organizations/active?tab=sendingProfiles");
    await page.getByRole("heading", { level: 1, name: "Sending profiles" }).waitFor();
    await page.getByRole("button", { name: "Add sending profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Add sending profile" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Acme relay");
    await dialog.getByRole("textbox", { name: /^SMTP host/ }).fill("smtp.acme.example");
    await dialog.getByRole("textbox", { name: /^From address/ }).fill("phishing@acme.example");
    await dialog.getByRole("textbox", { name: /^Username/ }).fill("phishing@acme.example");
    await dialog.getByLabel(/^Password/).fill("s3cret-relay-pass");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Sending profile “Acme relay” added").waitFor();
    const row = page.getByRole("row", { name: /Acme relay/ });
    await row.getByText("Saved").waitFor();
    await expectAccessible(page, "the sending profiles");

    await row.getByRole("cell", { name: "Acme relay", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit sending profile" });
    await expect.poll(() => edit.getByLabel(/^Password/).inputValue()).toBe("");
    expect(await page.content()).not.toContain("s3cret-relay-pass");
    await edit.getByRole("button", { name: "Cancel" }).click();
    expect(errors()).toEqual([]);
  });

  it("previews a shipped credential page in its sandbox and creates an Other feedback page", async () => {
    const { page, errors } = stack.session;
    await page.goto("/library/landing-pages?type=CredentialHarvest&language=En");
    const table = page.getByRole("table", { name: "Landing pages" });
    await table.getByRole("cell", { name: "Work account sign-in", exact: true }).click();
    await page.waitForURL(/\/library\/landing-pages\/[0-9a-f-]{36}$/);
    const frame = page.frameLocator('iframe[title="Preview of the landing page"]');
    await frame.locator('input[type="password"]').waitFor();
    // The form cannot go anywhere: a click on its button leaves the page where it is.
    await frame.locator('button, input[type="submit"]').first().click();
    await frame.locator('input[type="password"]').waitFor();
    expect(await page.getByRole("textbox", { name: /^Name/ }).isDisabled()).toBe(true);

    await page.goto("/library/landing-pages/create");
    const name = page.getByRole("textbox", { name: /^Name/ });
    await expect.poll(() => name.isEnabled()).toBe(true);
    await name.fill("Security team note");
    await page.getByRole("combobox", { name: /^Type/ }).selectOption("Other");
    await page.getByRole("combobox", { name: /^Language/ }).selectOption("En");
    await page.getByRole("button", { name: "Save landing page" }).click();
    await page.getByText("Custom message is required").waitFor();
    await page.getByRole("textbox", { name: /^Custom message/ }).fill("A drill by the Acme security team.");
    await page
      .frameLocator('iframe[title="Preview of the landing page"]')
      .getByText("A drill by the Acme security team.")
      .waitFor();
    await page.getByRole("button", { name: "Save landing page" }).click();
    await page.getByText("Landing page created").waitFor();
    await page.waitForURL(/\/library\/landing-pages\/[0-9a-f-]{36}$/);
    await expectAccessible(page, "the landing page editor");
    expect(errors()).toEqual([]);
  });
});

const ROOT = { email: "root.templates@bulwark.example", password: "Root-templates-pass-1" };

describe.skipIf(skipBrowserTests)("Administration → Templates, the common library", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    stack = await startStack({ BULWARK_ADMIN_EMAIL: ROOT.email, BULWARK_ADMIN_PASSWORD: ROOT.password });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("a super-admin edits a common template, which every organisation's library then shows", async () => {
    const admin = await newContext(stack.browser, stack.api.baseUrl);
    try {
      const { page } = admin;
      await page.goto("/auth");
      await page.getByLabel("Email").fill(ROOT.email);
      await page.getByLabel(/^Password/).fill(ROOT.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByRole("group", { name: /view/i }).waitFor();

      await page.goto("/administration/templates?search=MFA&language=En");
      await page.getByRole("heading", { level: 1, name: "Templates" }).waitFor();
      await page
        .getByRole("table", { name: "Phishing templates" })
        .getByRole("cell", { name: "MFA reset", exact: true })
        .click();
      await page.waitForURL(/\/administration\/edit-template\/[0-9a-f-]{36}$/);
      const id = pathOf(page).split("/").at(-1) ?? "";
      await expect
        .poll(() => page.getByRole("textbox", { name: "Organization" }).inputValue())
        .toBe("All organizations");
      const name = page.getByRole("textbox", { name: /^Name/ });
      await expect.poll(() => name.isEnabled()).toBe(true);
      await name.fill("MFA reset (2026)");
      await page.frameLocator('iframe[title="Preview of the email"]').locator("body *").first().waitFor();
      await page.getByRole("button", { name: "Save template" }).click();
      await page.getByText("Template updated").waitFor();
      await expectAccessible(page, "the administration's template editor");
      expect(admin.errors()).toEqual([]);

      // Common content: an organisation's library lists it under the new name, not as its own.
      const owner = await createOrganizationOwner(stack.api, "Any Org d.o.o.");
      const listed = await stack.api.request("GET", "/api/v1/phishing/templates?search=MFA%20reset%20(2026)", {
        token: owner.accessToken,
        tenant: owner.tenantId,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.items).toEqual([expect.objectContaining({ id, tenantId: null, name: "MFA reset (2026)" })]);
    } finally {
      await admin.context.close();
    }
  });
});

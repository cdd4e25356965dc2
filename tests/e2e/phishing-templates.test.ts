import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { skipBrowserTests } from "./support/browser.js";

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
    // The shipped library: 12 scenarios in English and Serbian, newest first, 20 a page.
    await page.getByText(/of 24/).first().waitFor();
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

import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { skipBrowserTests } from "./support/browser.js";

// The people inventory in the real web app on the real API: an organisation admin imports a messy
// CSV file through the preview (its problems shown row by row), confirms, finds people with the
// search and filters, edits one, and exports the list as CSV, checking the downloaded file.
describe.skipIf(skipBrowserTests)("the people inventory", () => {
  let close: () => Promise<void>;
  let session: { context: BrowserContext; page: Page; errors: () => string[] };
  let page: Page;

  const stamp = Date.now().toString(36);
  const at = (name: string) => `${name}.${stamp}@acme.example`;

  // What people really upload: a BOM, semicolons (a European Excel), headers as an HR system
  // writes them, a column nobody imports, tags separated by "|", a quoted value with the
  // delimiter inside, a blank line, an address without a domain and an address given twice.
  const csv = [
    "\uFEFFFirst Name;Last Name;E-mail;Department;Tags;Phone",
    `Ana;Petrović;${at("ana")};Engineering;vip|remote;+381 11 123`,
    `Marko;Jovanović;${at("marko")};Sales;;+381 11 124`,
    `Jelena;Nikolić;${at("jelena")};"Finance; Controlling";remote;`,
    "",
    "Nikola;Marković;nikola.markovic@acme;Sales;;",
    `Milica;Ilić;${at("ANA")};Support;;`,
    `Stefan;Stojanović;${at("stefan")};Engineering;new-hire;`,
  ].join("\r\n");

  beforeAll(async () => {
    ({ close, session } = await startSignedInStack("Acme People d.o.o."));
    page = session.page;
  });
  afterAll(async () => {
    await close?.();
  });

  const table = () => page.getByRole("table", { name: "People" });
  /** Picks a filter from "Add filter"; its editor opens. */
  const addFilter = async (name: string) => {
    await page.getByRole("button", { name: "Add filter" }).click();
    await page.getByRole("dialog", { name: "Add filter" }).getByRole("button", { name }).click();
  };
  const rows = () => table().locator("tbody tr");
  /** The number of rows once the table has its answer (-1 while it is busy loading). */
  const settledRows = async () => ((await table().getAttribute("aria-busy")) ? -1 : rows().count());

  it("starts empty and tells the admin how to get people in", async () => {
    await page.goto("/inventory/people");
    await page.getByRole("heading", { name: "No people yet" }).waitFor();
    await page.getByRole("link", { name: "Download a CSV template" }).waitFor();
    await expectAccessible(page, "the empty people page");
  });

  it("imports a messy CSV file: previews it with each row's problem, then saves the good rows", async () => {
    await page.getByRole("main").getByRole("button", { name: "Import CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import people from CSV" });
    await dialog.waitFor();
    await expectAccessible(page, "the import dialog");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "hr-export.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await dialog.getByRole("button", { name: "Check file" }).click();

    const preview = dialog.getByRole("table", { name: "Rows of the file" });
    await preview.waitFor();
    await expect.poll(() => preview.locator("tbody tr").count()).toBe(6);
    const invalid = preview.locator("tbody tr", { hasText: "nikola.markovic@acme" });
    await expect.poll(() => invalid.textContent()).toContain("Rejected");
    expect(await invalid.textContent()).toContain("Invalid email");
    // The second "ana" address (in other letter case) is refused, naming the first line.
    const duplicate = preview.locator("tbody tr", { hasText: "Duplicate email addresses are not allowed" });
    expect(await duplicate.textContent()).toContain(at("ANA"));
    expect(await duplicate.textContent()).toContain("Rejected");
    expect(await preview.locator("tbody tr", { hasText: "Jelena" }).textContent()).toContain("Finance; Controlling");
    expect(await dialog.textContent()).toContain("Columns not imported: Phone");
    await expectAccessible(page, "the import preview");

    await dialog.getByRole("button", { name: "Confirm import" }).click();
    await dialog.getByRole("heading", { name: "Import finished" }).waitFor();
    const summary = (await dialog.textContent()) ?? "";
    expect(summary).toMatch(/Added\s*4/);
    expect(summary).toMatch(/Rejected\s*2/);
    // The rejected rows, one table row each: line, email, reason.
    const rejected = dialog.getByRole("table", { name: "Rejected rows" });
    expect(await rejected.locator("tbody tr", { hasText: "nikola.markovic@acme" }).textContent()).toContain(
      "Invalid email",
    );
    await expectAccessible(page, "the import summary");
    await dialog.getByRole("button", { name: "Done" }).click();

    await table().waitFor();
    await expect.poll(settledRows).toBe(4);
    expect(await table().textContent()).toContain("CSV import");
    expect(session.errors()).toEqual([]);
  });

  it("finds people by search, group and tag, with the filters kept in the address", async () => {
    await page.getByRole("searchbox", { name: "Search" }).fill("petrov");
    await expect.poll(settledRows).toBe(1);
    expect(await rows().first().textContent()).toContain(at("ana"));
    await expect.poll(() => pathOf(page)).toContain("search=petrov");
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect.poll(settledRows).toBe(4);

    await addFilter("Groups");
    await page.getByRole("checkbox", { name: "Engineering" }).check();
    await expect.poll(settledRows).toBe(2);
    await page.keyboard.press("Escape");
    await addFilter("Tags");
    await page.getByRole("checkbox", { name: "remote" }).check();
    await expect.poll(settledRows).toBe(1);
    await expect.poll(() => pathOf(page)).toContain("tags=remote");
    await expectAccessible(page, "the filtered people list");

    // The address brings the same list back.
    await page.reload();
    await expect.poll(settledRows).toBe(1);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect.poll(settledRows).toBe(4);
  });

  it("edits a person, and refuses an email another person already has", async () => {
    await page.getByRole("button", { name: "Actions for Stefan Stojanović" }).click();
    await page.getByRole("menuitem", { name: "Edit Stefan Stojanović" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Stefan Stojanović" });
    await dialog.waitFor();
    await expectAccessible(page, "the edit dialog");
    const email = dialog.getByRole("textbox", { name: /Email/ });
    await email.fill(at("marko"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Duplicate email addresses are not allowed").waitFor();

    await email.fill(at("stefan.s"));
    await dialog.getByRole("textbox", { name: "First name" }).fill("Stevan");
    await dialog.getByRole("combobox", { name: "Tags" }).fill("trainer");
    await dialog.getByRole("combobox", { name: "Tags" }).press("Enter");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Stevan Stojanović was saved").waitFor();
    const row = rows().filter({ hasText: "Stevan Stojanović" });
    await expect.poll(() => row.textContent()).toContain(at("stefan.s"));
    expect(await row.textContent()).toContain("trainer");
    expect(await row.textContent()).toContain("Edited by hand");
  });

  it("exports the list as CSV: the file is made in the background, then downloads by itself", async () => {
    await page.getByRole("button", { name: /^Export/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("menuitem", { name: "Export as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await readFile((await download.path()) as string, "utf8");
    const lines = file
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    // A header and one line per person.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/email/i);
    for (const address of [at("ana"), at("marko"), at("jelena"), at("stefan.s")]) {
      expect(file).toContain(address);
    }
    expect(file).not.toContain("nikola.markovic@acme");
    await page.getByRole("status").filter({ hasText: "downloaded" }).waitFor({ state: "attached" });
    expect(session.errors()).toEqual([]);
  });

  it("shows the overview with the people count", async () => {
    await page.goto("/inventory");
    const people = page.getByRole("region", { name: "People", exact: true });
    await people.waitFor();
    await expect.poll(() => people.textContent()).toMatch(/People\s*4/);
    // Beside it the assets card, counted from the assets list: this organisation has none yet.
    const assets = page.getByRole("region", { name: "Assets", exact: true });
    await assets.getByRole("heading", { name: "No assets yet" }).waitFor();
    await expectAccessible(page, "the inventory overview");
  });

  it("tags and deletes several people at once from the selection, saying how many", async () => {
    await page.goto("/inventory/people");
    await expect.poll(settledRows).toBe(4);
    await page.getByRole("checkbox", { name: "Select Ana Petrović" }).check();
    await page.getByRole("checkbox", { name: "Select Marko Jovanović" }).check();
    const bar = page.getByRole("toolbar", { name: "2 selected" });
    await bar.getByRole("button", { name: "Add tag" }).click();
    const tagDialog = page.getByRole("dialog", { name: "Add tags to 2 people" });
    await tagDialog.waitFor();
    await expectAccessible(page, "the bulk tag dialog");
    await tagDialog.getByRole("combobox", { name: "Tags" }).fill("phished");
    await tagDialog.getByRole("combobox", { name: "Tags" }).press("Enter");
    await tagDialog.getByRole("button", { name: "Add tags" }).click();
    await page.getByText("2 people tagged phished").waitFor();
    await expect.poll(() => rows().filter({ hasText: "phished" }).count()).toBe(2);

    await page.getByRole("checkbox", { name: "Select Jelena Nikolić" }).check();
    await page.getByRole("toolbar", { name: "1 selected" }).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 1 person?" });
    await confirm.waitFor();
    await expectAccessible(page, "the bulk delete confirmation");
    await confirm.getByRole("button", { name: "Delete 1 person" }).click();
    await page.getByText("1 person deleted").waitFor();
    await expect.poll(settledRows).toBe(3);
    expect(await table().textContent()).not.toContain(at("jelena"));
    expect(session.errors()).toEqual([]);
  });

  it("shows the directory sync settings as a tab, without any secret", async () => {
    await page.goto("/inventory/people?tab=directory");
    await page.getByRole("region", { name: "Google Workspace" }).waitFor();
    await page.getByRole("region", { name: "Microsoft 365" }).waitFor();
    await expectAccessible(page, "the directory sync settings");
    expect(session.errors()).toEqual([]);
  });
});

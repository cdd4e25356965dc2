import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { skipBrowserTests } from "./support/browser.js";

/** The link of the asset named `name` in the assets table (each row's name links to the asset). */
const assetLink = (page: Page, name: string) =>
  page.getByRole("table", { name: "Assets of the organization" }).getByRole("link", { name, exact: true });

// The inventory overview's assets card in the real web app on the real API: an organisation admin
// adds addresses, reads their figures on /inventory, follows one to the assets page filtered by it,
// and the page keeps its filters in the address as they change.
describe.skipIf(skipBrowserTests)("the inventory overview's assets", () => {
  let close: () => Promise<void>;
  let session: { context: BrowserContext; page: Page; errors: () => string[] };
  let page: Page;

  beforeAll(async () => {
    ({ close, session } = await startSignedInStack("Acme Overview d.o.o."));
    page = session.page;
  });
  afterAll(async () => {
    await close?.();
  });

  it("counts the assets and links each figure to the assets page with that filter", async () => {
    // Addresses only: adding them needs no DNS (domains would start a discovery).
    await page.goto("/inventory/assets");
    await page.getByText("No assets yet").waitFor();
    await page.getByRole("button", { name: "Add assets" }).click();
    const dialog = page.getByRole("dialog", { name: "Add assets" });
    await dialog.getByRole("textbox").fill("203.0.113.10\n203.0.113.11\n2001:db8::10");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await assetLink(page, "2001:db8::10").waitFor();

    await page.goto("/inventory");
    const card = page.getByRole("region", { name: "Assets", exact: true });
    await card.getByRole("link", { name: "Total assets: 3" }).waitFor();
    expect(await card.getByRole("link", { name: "Verified: 0" }).getAttribute("href")).toBe(
      "/inventory/assets?verified=true",
    );
    const ipv4 = card.getByRole("listitem").filter({ has: page.getByRole("link", { name: "IPv4 addresses" }) });
    expect(await ipv4.textContent()).toMatch(/IPv4 addresses\s*2/);
    await expectAccessible(page, "the inventory overview with assets");

    await card.getByRole("link", { name: "IPv4 addresses" }).click();
    await page.getByRole("heading", { name: "Assets", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/inventory/assets?assetType=ipv4");
    // The filter it was given is an active chip.
    expect(await page.getByRole("button", { name: /^Type:/ }).textContent()).toContain("IPv4 address");
    await assetLink(page, "203.0.113.10").waitFor();
    const table = page.getByRole("table", { name: "Assets of the organization" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);

    // The page writes its filters back, so the filtered list can be bookmarked.
    await page.getByRole("button", { name: "Add filter" }).click();
    await page.getByRole("dialog", { name: "Add filter" }).getByRole("button", { name: "Verification" }).click();
    await page.getByRole("dialog", { name: "Verification" }).getByRole("radio", { name: "Not verified" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => pathOf(page)).toBe("/inventory/assets?assetType=ipv4&verified=false");
    await page.getByRole("button", { name: "Remove filter Type" }).click();
    await expect.poll(() => pathOf(page)).toBe("/inventory/assets?verified=false");
    await assetLink(page, "2001:db8::10").waitFor();

    // Several at once: two rows selected, one confirmation, one request; the figures follow.
    await table.getByRole("checkbox", { name: "Select 203.0.113.10" }).check();
    await table.getByRole("checkbox", { name: "Select 203.0.113.11" }).check();
    await page.getByRole("toolbar", { name: "2 selected" }).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 2 assets?" });
    await expectAccessible(page, "the bulk delete confirmation");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("2 assets deleted").waitFor();
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    await page.goto("/inventory");
    await page
      .getByRole("region", { name: "Assets", exact: true })
      .getByRole("link", { name: "Total assets: 1" })
      .waitFor();
    expect(session.errors()).toEqual([]);
  });
});

import { existsSync } from "node:fs";
import { createOrganizationOwner, startTestApi, type TestApi } from "@bulwark/api/testing";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainPage, startPageServer } from "./page-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// <bulwark-report-phish> in Chromium against the real API, as an intranet page embeds it for a
// signed-in person: the sender and subject typed, the report sent, the confirmation shown, the
// `bulwark-reported` event heard by the host page, and the report stored for the organisation
// with the reporter's own address (and nothing of a second organisation touched).
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("<bulwark-report-phish> in Chromium", () => {
  let api: TestApi;
  let server: Awaited<ReturnType<typeof startPageServer>>;
  let browser: Browser;
  let page: Page;
  let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
  let other: Awaited<ReturnType<typeof createOrganizationOwner>>;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await createOrganizationOwner(api, "Intranet Org");
    other = await createOrganizationOwner(api, "Other Org");
    server = await startPageServer({
      apiBaseUrl: api.baseUrl,
      bundleDir: inject("bundleDir"),
      token: owner.accessToken,
      pages: {
        "/report": plainPage(
          "Bulwark elements: report a suspicious email",
          `<bulwark-report-phish id="report" tenant-id="${owner.tenantId}" token="${owner.accessToken}"></bulwark-report-phish>`,
        ),
      },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
    });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.close();
  });

  it("reports an email and confirms it clearly", async () => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(new URL("/report", server.url).href);
    // The host page listens as an intranet's script would.
    await page.evaluate(() =>
      document.getElementById("report")?.addEventListener("bulwark-reported", (event) => {
        (window as unknown as { reported: unknown }).reported = (event as CustomEvent).detail;
      }),
    );
    const element = page.locator("#report");
    await element.getByRole("textbox", { name: "Sender" }).fill("billing@evil-invoices.example");
    await element.getByRole("textbox", { name: "Subject" }).fill("Overdue invoice 4471");
    await element.getByRole("button", { name: "Report email" }).click();
    await element.getByRole("heading", { name: "Thank you for reporting" }).waitFor();

    const detail = await page.waitForFunction(() => (window as unknown as { reported?: unknown }).reported);
    expect(await detail.jsonValue()).toMatchObject({ kind: "Suspicious", reportId: expect.any(String) });
    const rows = await api.platform.db.selectFrom("phishing_extension_reports").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant_id: owner.tenantId,
      reporter_email: owner.email.toLowerCase(),
      source: "Web",
      sender: "billing@evil-invoices.example",
      subject: "Overdue invoice 4471",
    });
    expect(rows.some((row) => row.tenant_id === other.tenantId)).toBe(false);
    expect(errors).toEqual([]);
  });
});

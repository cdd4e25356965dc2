import { readFile } from "node:fs/promises";
import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startStack } from "./support/app.js";
import { signedInContext, skipBrowserTests } from "./support/browser.js";

// Issue 12, the simulation screens in the real web app on the real API: an organisation launches a
// simulation through the three-step wizard (the empty Templates step refused with "Please populate
// current data"), lands on the created screen, opens the view, reads a target's empty timeline
// ("No events exist for this target") and exports the targets as CSV, the file made in the
// background by the export protocol.
describe.skipIf(skipBrowserTests)("phishing simulations in the web app", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;
  let timer: ReturnType<typeof setInterval>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
    // The test API has no job poller: run due jobs (the export) as a worker would.
    timer = setInterval(() => void api.drainJobs().catch(() => {}), 500);
  });
  afterAll(async () => {
    clearInterval(timer);
    await close?.();
  });

  it("launches a simulation through the wizard, opens it and exports its targets", async () => {
    const owner = await createOrganizationOwner(api, "Phish Launch d.o.o.");
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    const people = await api.request("POST", "/api/v1/inventory/people/batch", {
      ...as,
      body: {
        people: [
          { email: "ana.sim@launch.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
          { email: "bora.sim@launch.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
        ],
      },
    });
    expect(people.status).toBeLessThan(300);
    const template = await api.request("POST", "/api/v1/phishing/templates", {
      ...as,
      body: {
        name: "Quarterly numbers (browser test)",
        description: "",
        type: "DriveByUrl",
        language: "En",
        emailBody: '<p>Hi {{.FirstName}}, <a href="{{.URL}}">open the document</a></p>',
        sendingEmail: "docs@share.example",
        emailTitle: "A document for you",
        emailFromName: "Docs",
        tags: [],
        redFlags: [],
      },
    });
    expect(template.status).toBe(201);

    const session = await signedInContext(browser, api.baseUrl, owner);
    try {
      const { page } = session;
      await page.goto("/simulations");
      await page.getByRole("heading", { level: 1, name: "Phishing simulations" }).waitFor();
      await page.getByText("No simulation is running.").waitFor();
      await expectAccessible(page, "the empty simulations list");
      await page.getByRole("main").getByRole("link", { name: "Launch simulation" }).first().click();
      await page.waitForURL("**/simulations/create");

      await page.getByRole("button", { name: "Add: Quarterly numbers (browser test)" }).waitFor();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Please populate current data").waitFor();
      await page.getByRole("button", { name: "Add: Quarterly numbers (browser test)" }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("checkbox", { name: /Ana Anić/ }).check();
      await page.getByRole("checkbox", { name: /Bora Borić/ }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("textbox", { name: /^Name/ }).fill("Browser launch");
      await expectAccessible(page, "the wizard's settings");
      await page.getByRole("button", { name: "Launch simulation" }).click();
      await page.getByRole("heading", { level: 1, name: "Simulation launched" }).waitFor();
      await page.getByRole("link", { name: "View simulation" }).click();
      await page.waitForURL(/\/simulations\/[0-9a-f-]{36}$/);
      const id = pathOf(page).split("/").at(-1) ?? "";
      await page.getByRole("heading", { level: 1, name: "Browser launch" }).waitFor();

      await page.getByRole("tab", { name: "Targets" }).click();
      await page.waitForURL(`**/simulations/${id}?tab=targets`);
      const table = page.getByRole("table", { name: "Targets" });
      await table.getByRole("cell", { name: "Ana Anić", exact: true }).first().waitFor();
      await page.getByRole("button", { name: "Actions for Ana Anić" }).click();
      await page.getByRole("menuitem", { name: "Event details of Ana Anić" }).click();
      const dialog = page.getByRole("dialog", { name: "Ana Anić: event details" });
      await dialog.getByText("No events exist for this target").waitFor();
      await expectAccessible(page, "a target's event details");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /^Export/ }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 30_000 }),
        page.getByRole("menuitem", { name: "Export as CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^simulation-targets-.*\.csv$/);
      const file = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
      const lines = file.trim().split(/\r?\n/);
      expect(lines[0]).toContain("First name,Last name,Email");
      expect(lines).toHaveLength(3);
      expect(file).toContain("ana.sim@launch.test");
      expect(session.errors()).toEqual([]);
    } finally {
      await session.context.close();
    }
  });
});

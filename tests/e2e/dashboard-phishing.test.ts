import { addMember } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, startSignedInStack } from "./support/app.js";
import { signedInContext, skipBrowserTests } from "./support/browser.js";

// The dashboard's phishing section in the real web app: it stands in its place from the first
// frame, reads the organisation's simulations and how its people reacted from the API
// (allSimulationsCount, peoplePhishingOverview), is accessible, in Serbian too, and is neither
// shown nor asked for by a role without the phishing permissions.

describe.skipIf(skipBrowserTests)("the dashboard's phishing section", () => {
  let stack: Awaited<ReturnType<typeof startSignedInStack>>;

  beforeAll(async () => {
    stack = await startSignedInStack("Phish Dash d.o.o.");
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("shows the organisation's simulations and people's reactions, accessibly, in English and Serbian", async () => {
    const { api } = stack;
    const { page } = stack.session;
    await page.goto("/");
    const section = page.getByRole("region", { name: "Phishing simulations" });
    await section.waitFor();
    await page.waitForLoadState("networkidle");
    // No simulation yet: zeros, not dashes (the figures arrived).
    await expect.poll(() => section.locator("dd").first().textContent()).toBe("0");

    // A simulation launched through the API shows on the next visit.
    const owner = await theOwner(stack);
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    await api.request("POST", "/api/v1/inventory/people/batch", {
      ...as,
      body: { people: [{ email: "ana@dash.test", firstName: "Ana", lastName: "A", groups: ["Sales"] }] },
    });
    const template = await api.request("POST", "/api/v1/phishing/templates", {
      ...as,
      body: {
        name: "Dashboard template",
        description: "",
        type: "DriveByUrl",
        language: "En",
        emailBody: '<p>Hi {{.FirstName}}, <a href="{{.URL}}">see the document</a></p>',
        sendingEmail: "docs@share.example",
        emailTitle: "A document for you",
        emailFromName: "Docs",
        tags: [],
        redFlags: [],
      },
    });
    const launched = await api.request("POST", "/api/v1/phishing/simulations", {
      ...as,
      body: {
        name: "Dashboard run",
        startDate: new Date().toISOString(),
        timeZone: "Europe/Belgrade",
        durationWeeks: 1,
        businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        businessHoursStart: "00:00",
        businessHoursEnd: "23:59",
        maxAttacksPerTarget: 1,
        templateIds: [template.body.id],
        targets: { groups: ["Sales"] },
      },
    });
    expect(launched.status).toBe(201);
    await page.reload();
    await section.waitFor();
    await expect.poll(() => section.locator("dd").first().textContent()).toBe("1");
    await expect.poll(() => section.locator("dd").nth(1).textContent()).toBe("1");
    expect(await section.getByRole("link", { name: "Open simulations" }).getAttribute("href")).toBe("/simulations");
    await expectAccessible(page, "the dashboard with its phishing section");

    await page.goto("/?lang=sr");
    await page.getByRole("region", { name: "Simulacije fišinga" }).waitFor();
    expect(await page.getByText("Kako su ljudi reagovali").count()).toBeGreaterThan(0);
  });

  it("is neither shown nor asked for by a role without ReadPhishing (a Viewer)", async () => {
    const { api, browser } = stack;
    const member = await addMember(api, await theOwner(stack), ["Viewer"], "Vera");
    const { context, page } = await signedInContext(browser, api.baseUrl, member);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v1/phishing/")) asked.push(request.url());
    });
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("region", { name: "Phishing simulations" }).count()).toBe(0);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The signed-in owner: the organisation's id and the tokens the stack's browser holds. */
async function theOwner(stack: Awaited<ReturnType<typeof startSignedInStack>>) {
  const tokens = await stack.session.page.evaluate(() => JSON.parse(localStorage.getItem("bulwark.tokens") ?? "{}"));
  const tenant = await stack.api.platform.db
    .selectFrom("tenants")
    .select("id")
    .where("name", "=", "Phish Dash d.o.o.")
    .executeTakeFirstOrThrow();
  return {
    accessToken: tokens.accessToken as string,
    refreshToken: tokens.refreshToken as string,
    tenantId: tenant.id,
  };
}

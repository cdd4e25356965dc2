import { existsSync } from "node:fs";
import { createOrganizationOwner, startTestApi, type TestApi } from "@bulwark/api/testing";
import { addPeople, COURSES, courseInput, createCourse, lessonWithQuizzes } from "@bulwark/api/testing/courses";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainPage, startPageServer } from "./page-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// <bulwark-course-join> on an intranet page, signed out, on the real API: it shows whose course
// the invitation link opens and sends an invitation request; a link that is off says "not valid".
describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("<bulwark-course-join> in Chromium", () => {
  let api: TestApi;
  let server: Awaited<ReturnType<typeof startPageServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startTestApi();
    const owner = await createOrganizationOwner(api, "Join Element Org");
    const who = { accessToken: owner.accessToken, tenantId: owner.tenantId };
    const people = await addPeople(api, who, [{ email: "ivo@join.test", firstName: "Ivo", lastName: "Ivić" }]);
    const { lesson } = await lessonWithQuizzes(api, who, "Join element lesson");
    const course = await createCourse(
      api,
      who,
      courseInput("Join element course", [lesson.id], { personIds: [people["ivo@join.test"]?.id ?? ""] }),
    );
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    await api.request("PATCH", `${COURSES}/${course.id}`, { ...as, body: { linkInvitationsEnabled: true } });
    const link = await api.request("POST", `${COURSES}/${course.id}/request-invitations`, as);
    expect(link.status).toBe(201);
    server = await startPageServer({
      apiBaseUrl: api.baseUrl,
      bundleDir: inject("bundleDir"),
      token: "",
      pages: {
        "/join": plainPage(
          "Join",
          `<bulwark-course-join id="join" join-token="${link.body.token}"></bulwark-course-join>`,
        ),
        "/join-off": plainPage(
          "Join",
          `<bulwark-course-join id="join" join-token="${"A".repeat(43)}"></bulwark-course-join>`,
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

  /** The text of the element's shadow root. */
  const shown = () => page.evaluate(() => document.getElementById("join")?.shadowRoot?.textContent ?? "");

  it("names the organisation and the course, and sends the request with the address given", async () => {
    await page.goto(`${server.url}join`);
    await expect.poll(shown, { timeout: 15_000 }).toContain("Join element course");
    expect(await shown()).toContain("Join Element Org");
    expect(await shown()).toContain("Expected time");
    // Playwright's locators pierce open shadow roots.
    await page.getByLabel("Work email").fill("ivo@join.test");
    await page.getByRole("button", { name: "Send me an invitation" }).click();
    await expect.poll(shown).toContain("Check your email");
  });

  it("says at once that a link nobody issued is not valid", async () => {
    await page.goto(`${server.url}join-off`);
    await expect.poll(shown, { timeout: 15_000 }).toContain("This link is not valid");
  });
});

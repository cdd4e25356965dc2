import { addMember, createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import {
  addPeople,
  courseInput,
  createCourse,
  lessonWithQuizzes,
  PLAYER,
  playerTokenOf,
} from "@bulwark/api/testing/courses";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, startStack } from "./support/app.js";
import { signedInContext, skipBrowserTests } from "./support/browser.js";

// The dashboard's awareness section on the organisation's real figures (courses-overview and the
// nano statistics), laid out in its final place from the first frame: it stands there with
// placeholders while its figures load, and neither moves nor changes size when they arrive (the
// web app's Lighthouse layout shift was 0.000 before the section came). The section sits below
// the fold of a laptop screen, where a layout-shift observer sees nothing, so the test compares
// its boxes before and after instead.

/** The value beside a figure's label in the awareness section. */
const stat = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Awareness" })
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

describe.skipIf(skipBrowserTests)("the dashboard's awareness section", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
  });
  afterAll(async () => {
    await close?.();
  });

  it("shows the organisation's course figures, not demo ones, without moving the page as they arrive", async () => {
    const owner = await createOrganizationOwner(api, "Awareness Dash d.o.o.");
    const who = { accessToken: owner.accessToken, tenantId: owner.tenantId };
    const people = await addPeople(api, who, [
      { email: "ana@dash.test", firstName: "Ana", lastName: "Anić" },
      { email: "bob@dash.test", firstName: "Bob", lastName: "Babić" },
    ]);
    const { lesson } = await lessonWithQuizzes(api, who, "Dashboard lesson");
    const course = await createCourse(
      api,
      who,
      courseInput("Dashboard course", [lesson.id], {
        personIds: [people["ana@dash.test"]?.id ?? "", people["bob@dash.test"]?.id ?? ""],
      }),
    );
    // Ana finishes with every answer right: one of two learners completed and passed.
    const token = await playerTokenOf(api, "ana@dash.test", course.name);
    const taken = (await api.request("GET", `${PLAYER}/${token}`)).body;
    for (const page of taken.lessons.flatMap((l: { pages: { id: string; type: string }[] }) => l.pages)) {
      await api.request("POST", `${PLAYER}/${token}/activity`, { body: { pageId: page.id, visibleSeconds: 1 } });
      if (page.type === "Quiz") {
        // Both questions of the fixtures' lesson have their right answer first.
        await api.request("POST", `${PLAYER}/${token}/answers`, { body: { pageId: page.id, answerIndex: 0 } });
      }
    }
    const finished = await api.request("POST", `${PLAYER}/${token}/finish`);
    expect(finished.body).toMatchObject({ result: "Passed" });

    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      // The course figures are held back until the section has been looked at without them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/v1/learning/courses-overview", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/");
      const heading = page.getByRole("heading", { level: 2, name: "Awareness" });
      await heading.waitFor();
      // Already in place while its figures load: placeholders, the chart's skeleton.
      expect(await stat(page, "Active courses").textContent()).toBe("—");
      expect(await stat(page, "Completion rate").textContent()).toBe("—");
      // Everything else has loaded: the course learners chart is the one thing still busy.
      await expect.poll(() => stat(page, "Nano engagement").textContent()).toBe("0%");
      await page.waitForFunction(() => {
        const busy = [...document.querySelectorAll('[aria-busy="true"]')];
        return busy.length === 1 && busy[0]?.textContent?.includes("Course learners");
      });
      const before = await heading.boundingBox();
      const chartBefore = await page.getByRole("figure", { name: "Course learners" }).boundingBox();
      release();
      await expect.poll(() => stat(page, "Active courses").textContent()).toBe("1");
      expect(await stat(page, "People learning").textContent()).toBe("1");
      expect(await stat(page, "Completion rate").textContent()).toBe("50%");
      expect(await stat(page, "Passing rate").textContent()).toBe("50%");
      expect(await stat(page, "Nano engagement").textContent()).toBe("0%");
      expect(await stat(page, "Launched courses").textContent()).toBe("1");
      expect(await page.getByText("DEMO", { exact: true }).count()).toBe(0);
      await page.waitForLoadState("networkidle");
      // Charts draw once their lazily loaded plots arrive: let them, then compare.
      await page.getByRole("figure", { name: "Course learners" }).getByRole("img").waitFor();
      // Nothing of the section moved, nor changed size, when its figures arrived (nor while the page loaded).
      expect(await heading.boundingBox()).toEqual(before);
      expect(await page.getByRole("figure", { name: "Course learners" }).boundingBox()).toEqual(chartBefore);
      await expectAccessible(page, "the dashboard with awareness figures");
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("asks a role without learning permissions for no awareness figures, and shows none", async () => {
    const owner = await createOrganizationOwner(api, "Awareness Roles d.o.o.");
    // A Viewer reads the inventory only (api/src/platform/permissions.ts).
    const member = await addMember(api, owner, ["Viewer"], "Viewer");
    const { context, page } = await signedInContext(browser, api.baseUrl, member);
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/v1/learning/")) asked.push(url.pathname);
    });
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
      expect(await page.getByRole("heading", { level: 2, name: "Awareness" }).count()).toBe(0);
      // What it may read is still there.
      await page.getByRole("heading", { level: 2, name: "Inventory" }).waitFor();
    } finally {
      await context.close();
    }
  });
});

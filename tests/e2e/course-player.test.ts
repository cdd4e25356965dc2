import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
// Not re-exported by the harness: the course fixtures import the learning fixtures, which import
// the harness, and a re-export there made that a cycle (the API's own course tests then ran with
// the fixtures' constants still undefined).
import { addPeople, courseInput, createCourse, lessonWithQuizzes, playerTokenOf } from "@bulwark/api/testing/courses";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, startStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";

describe.skipIf(skipBrowserTests)("a learner takes a course in the player", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack());
  });
  afterAll(async () => {
    await close?.();
  });

  it("opens the invitation's link signed out, answers, resumes after closing the browser, finishes and sees the result", async () => {
    const owner = await createOrganizationOwner(api, "Player Org");
    const who = { accessToken: owner.accessToken, tenantId: owner.tenantId };
    const people = await addPeople(api, who, [{ email: "lena@player.test", firstName: "Lena", lastName: "Lukić" }]);
    const { lesson } = await lessonWithQuizzes(api, who, "Phishing in practice");
    const course = await createCourse(
      api,
      who,
      courseInput("Phishing in practice", [lesson.id], { personIds: [people["lena@player.test"]?.id ?? ""] }),
    );
    // The invitation really went out: the token comes from the link in the email.
    const token = await playerTokenOf(api, "lena@player.test", course.name);

    const first = await newContext(browser, api.baseUrl);
    try {
      const { page } = first;
      await page.goto(`/learn/${token}`);
      await page.getByRole("heading", { level: 1, name: course.name }).waitFor();
      // Whose course it is, before anything else: the organisation that sent the email.
      expect(await page.getByText("Player Org", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText("Expected time").isVisible()).toBe(true);
      await expectAccessible(page, "the player's start screen");
      await page.getByRole("button", { name: "Start the course" }).click();
      await page.getByRole("heading", { level: 1, name: "What is phishing?" }).waitFor();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio", { name: "Urgent request to sign in through a link" }).check();
      await page.getByRole("button", { name: "Submit answer" }).click();
      await expect.poll(() => page.getByRole("status").last().textContent()).toContain("Correct");
      await expectAccessible(page, "a judged question");
      expect(first.errors()).toEqual([]);
    } finally {
      await first.context.close();
    }

    // A new browser (nothing stored locally): the progress is the server's.
    const second = await newContext(browser, api.baseUrl);
    try {
      const { page } = second;
      await page.goto(`/learn/${token}`);
      await page.getByRole("button", { name: "Continue where you left off" }).click();
      await page.getByRole("heading", { level: 1, name: "Quiz" }).waitFor();
      await expect.poll(() => page.getByRole("radio").first().isEnabled()).toBe(true);
      expect(await page.getByText("Where do you report a suspicious email?").isVisible()).toBe(true);
      await page.getByRole("radio", { name: "Nowhere" }).check();
      await page.getByRole("button", { name: "Submit answer" }).click();
      await expect.poll(() => page.getByRole("status").last().textContent()).toContain("Incorrect");
      await page.getByRole("button", { name: "Finish the course" }).click();
      await page.getByRole("heading", { level: 1, name: "Your result" }).waitFor();
      // One of two right: 50 %, under the passing score of 60.
      expect(await page.getByText("Failed", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText("50%", { exact: true }).isVisible()).toBe(true);
      await expectAccessible(page, "the result");

      // Coming back shows the result, and the API has it.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Your result" }).waitFor();
      const learners = await api.request("GET", `/api/v1/learning/courses/${course.id}/learners`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
      });
      expect(learners.body.items[0]).toMatchObject({ status: "LearningCompleted", result: "Failed", score: 50 });
      expect(second.errors()).toEqual([]);
    } finally {
      await second.context.close();
    }
  });

  it("fits a phone: nothing scrolls sideways on the start screen, a question, the join page", async () => {
    const owner = await createOrganizationOwner(api, "Phone Player Org");
    const who = { accessToken: owner.accessToken, tenantId: owner.tenantId };
    const people = await addPeople(api, who, [{ email: "pia@player.test", firstName: "Pia", lastName: "Perić" }]);
    const { lesson } = await lessonWithQuizzes(api, who, "Phishing on the go");
    const course = await createCourse(
      api,
      who,
      courseInput("Phishing on the go", [lesson.id], { personIds: [people["pia@player.test"]?.id ?? ""] }),
    );
    const token = await playerTokenOf(api, "pia@player.test", course.name);
    const { context, page } = await newContext(browser, api.baseUrl);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/learn/${token}`);
      await page.getByRole("heading", { level: 1, name: course.name }).waitFor();
      expect(await wide()).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Start the course" }).click();
      await page.getByRole("heading", { level: 1, name: "What is phishing?" }).waitFor();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio").first().waitFor();
      expect(await wide()).toBeLessThanOrEqual(0);
      await api.request("PATCH", `/api/v1/learning/courses/${course.id}`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
        body: { linkInvitationsEnabled: true },
      });
      const link = await api.request("POST", `/api/v1/learning/courses/${course.id}/request-invitations`, {
        token: owner.accessToken,
        tenant: owner.tenantId,
      });
      expect(link.status).toBe(201);
      await page.goto(`/learn/join/${link.body.token}`);
      await page.getByRole("heading", { level: 1, name: "Join the course" }).waitFor();
      expect(await page.getByText("Phone Player Org", { exact: true }).isVisible()).toBe(true);
      expect(await wide()).toBeLessThanOrEqual(0);
      await expectAccessible(page, "the join page");
    } finally {
      await context.close();
    }
  });

  it("shows a calm page for a link that is not valid, in the player and on the join page", async () => {
    const { context, page } = await newContext(browser, api.baseUrl);
    try {
      await page.goto("/learn/not-a-token-anyone-issued");
      await page.getByRole("heading", { level: 1, name: "This link is not valid" }).waitFor();
      await expectAccessible(page, "the invalid-link page");
      await page.goto("/learn/join/some-link-token-0123456789");
      await page.getByRole("heading", { level: 1, name: "This link is not valid" }).waitFor();
    } finally {
      await context.close();
    }
  });
});

import type { SinkMessage } from "@bulwark/api/testing";
import { addPeople } from "@bulwark/api/testing/courses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";
import { type OutboxSink, startOutboxSink } from "./support/mail.js";

// Issue 11's course journey, every step through the real web app against the real API: an admin
// opens the library, picks a shipped predefined course, launches it to a group through the
// four-step wizard; the invitation reaches a real SMTP server on loopback; the learner takes the
// course in the player; the course's view shows the learner's result.

/** The learner's player token from the invitation the sink received (quoted-printable undone). */
function playerToken(messages: readonly SinkMessage[], to: string): string | undefined {
  for (const message of messages.filter((m) => m.to.includes(to))) {
    const body = message.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
    const token = /\/learn\/(?!join\/)([A-Za-z0-9._~-]{16,})/.exec(body)?.[1];
    if (token) return token;
  }
  return undefined;
}

describe.skipIf(skipBrowserTests)("an admin launches a predefined course to a group; a learner takes it", () => {
  let smtp: OutboxSink;
  let stack: Awaited<ReturnType<typeof startSignedInStack>>;

  beforeAll(async () => {
    smtp = await startOutboxSink();
    // The sink files each message in the harness's outbox too (the admin's sign-up verification is read there).
    stack = await startSignedInStack("Launch Org", { SMTP_URL: smtp.url }, (api) => smtp.fileInto(api));
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it("library → wizard → invitation by SMTP → player → result in the course view", async () => {
    const { api, browser, session, owner } = stack;
    const { page } = session;
    const { tenantId } = owner;
    await addPeople(api, { accessToken: owner.accessToken, tenantId }, [
      { email: "fiona@launch.test", firstName: "Fiona", lastName: "Finch", groups: ["Finance"] },
      { email: "sam@launch.test", firstName: "Sam", lastName: "Sales", groups: ["Sales"] },
    ]);

    // The library's predefined courses: launch a shipped one.
    await page.goto("/library/predefined-courses");
    await page.getByRole("heading", { level: 1, name: "Predefined courses" }).waitFor();
    await page.getByRole("button", { name: "Actions for Security essentials" }).click();
    await page.getByRole("menuitem", { name: "Launch Security essentials" }).click();
    await page.waitForURL(/\/awareness\/assignments\/create\?predefinedCourseId=/);
    await page.getByRole("heading", { level: 1, name: "Create course" }).waitFor();
    await expect.poll(() => page.getByRole("radio", { name: /^Security essentials/ }).isChecked()).toBe(true);
    await expectAccessible(page, "the wizard's Content step");

    // Learners: nobody is refused first, then the Finance group.
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Learners" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("alert").filter({ hasText: "No people to be saved" }).waitFor();
    await page.getByRole("button", { name: /^Groups:/ }).click();
    await page.getByRole("checkbox", { name: "Finance" }).check();
    // Closed first: the open list pushes the buttons down, and a click outside only closes it.
    await page.getByRole("button", { name: /^Groups:/ }).click();
    await page.getByRole("button", { name: "Next" }).click();

    // Settings: named after the course; an invalid email is refused before the API.
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    expect(await page.getByRole("textbox", { name: /^Course name/ }).inputValue()).toBe("Security essentials");
    await page.getByRole("textbox", { name: "Email" }).fill("security@");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Invalid email").waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill("security@launch.test");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Messages" }).waitFor();
    await page.getByRole("button", { name: "Launch course" }).click();
    await page.getByRole("heading", { level: 1, name: "Course created" }).waitFor();
    await expectAccessible(page, "the course-created screen");
    await page.getByRole("link", { name: "View course" }).click();
    await page.waitForURL(/\/awareness\/assignments\/[0-9a-f-]{36}/);
    const courseId = pathOf(page).split("/").at(-1)?.split("?")[0] ?? "";

    // The invitation reaches the SMTP server (the queue sends it), only to the Finance person.
    await expect.poll(() => playerToken(smtp.received, "fiona@launch.test"), { timeout: 20_000 }).toBeTruthy();
    expect(smtp.received.some((m) => m.to.includes("sam@launch.test"))).toBe(false);
    const token = playerToken(smtp.received, "fiona@launch.test") ?? "";

    // The learner takes the course in the player: each question answered with its first choice.
    const learner = await newContext(browser, api.baseUrl);
    try {
      const player = learner.page;
      await player.goto(`/learn/${token}`);
      await player.getByRole("button", { name: "Start the course" }).click();
      for (let step = 0; step < 80; step += 1) {
        if (await player.getByRole("heading", { level: 1, name: "Your result" }).isVisible()) break;
        const submit = player.getByRole("button", { name: "Submit answer" });
        if ((await submit.isVisible()) && (await submit.isEnabled())) {
          await player.getByRole("radio").first().check();
          await submit.click();
          await player
            .getByRole("status")
            .filter({ hasText: /Correct|Incorrect/ })
            .last()
            .waitFor();
        }
        // The last page has Finish and no Next; finishing waits for the API, during which the
        // button is busy, so the result is awaited here rather than looked for on the next turn.
        const finish = player.getByRole("button", { name: "Finish the course" });
        if (await finish.isVisible()) {
          await expect.poll(() => finish.isEnabled()).toBe(true);
          await finish.click();
          await player.getByRole("heading", { level: 1, name: "Your result" }).waitFor();
          break;
        }
        await player.getByRole("button", { name: "Next" }).click();
        await player.waitForTimeout(100);
      }
      await player.getByRole("heading", { level: 1, name: "Your result" }).waitFor();
      expect(learner.errors()).toEqual([]);
    } finally {
      await learner.context.close();
    }

    // The course's view shows the learner's result as the API has it.
    const learners = await api.request("GET", `/api/v1/learning/courses/${courseId}/learners`, {
      token: owner.accessToken,
      tenant: tenantId,
    });
    const fiona = learners.body.items[0];
    expect(learners.body.total).toBe(1);
    expect(fiona).toMatchObject({ email: "fiona@launch.test", status: "LearningCompleted" });
    await page.goto(`/awareness/assignments/${courseId}?tab=learners`);
    const row = page.getByRole("row").filter({ hasText: "Fiona Finch" });
    await row.waitFor();
    expect(await row.getByText("Completed").isVisible()).toBe(true);
    expect(await row.getByText(fiona.result === "Passed" ? "Passed" : "Failed", { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await row.getByText(`${fiona.score}%`, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, "the course's learners");
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByText("1 of 1 completed").waitFor();
    expect(await page.getByText(`${fiona.result === "Passed" ? 1 : 0}/1`, { exact: true }).isVisible()).toBe(true);
    expect(session.errors()).toEqual([]);
  });
});

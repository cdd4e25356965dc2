import { setTimeout as sleep } from "node:timers/promises";
import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import { addPeople } from "@bulwark/api/testing/courses";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, startStack } from "./support/app.js";
import { newContext, signedInContext, skipBrowserTests } from "./support/browser.js";
import { type OutboxSink, startOutboxSink } from "./support/mail.js";

// A nano campaign from end to end, every part real: a manager creates it in the web app, the
// SimpleQuiz email goes over SMTP to a server on loopback, the learner's browser follows the
// answer link exactly as it stands in the email (the email's host, which the API's PUBLIC_URL
// names, is mapped to the test server), the learner page says whether it was right, and the
// campaign's view counts the answer.

/** A person's browser: headless Chromium's own user agent names it a bot, whose clicks never count. */
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The shipped SimpleQuiz nano page the campaign sends, and its right answer (the second of three). */
const NANO_PAGE = "Unexpected invoice";
const RIGHT_ANSWER = 1;
/** The type of the queued nano email job (api/src/modules/learning/nano-campaigns/nano-delivery.ts). */
const NANO_SEND = "nano.send";

/** The tracked answer links of an email, in the email's order (one per answer), from its raw source. */
function answerLinks(raw: string): string[] {
  // Quoted-printable: soft line breaks and escaped "=" undone, as a mail client would.
  const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const links = [...decoded.matchAll(/http:\/\/bulwark\.test\/api\/v1\/t\/c\/[A-Za-z0-9_-]+/g)].map((m) => m[0]);
  // The text part lists them first, the HTML part again in the same order.
  return [...new Set(links)];
}

/** A figure of the campaign's Overview by its label. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

describe.skipIf(skipBrowserTests)("a nano campaign answered from the email", () => {
  let api: TestApi;
  let smtp: OutboxSink;
  let browser: Browser;
  let close: () => Promise<void>;
  let drain: ReturnType<typeof setInterval>;

  beforeAll(async () => {
    smtp = await startOutboxSink();
    // A click right after delivery is a scanner's by default (10 s): the learner here clicks at once.
    // The emailed links name http://bulwark.test (the API's PUBLIC_URL): the browser resolves it to the test server.
    ({ api, browser, close } = await startStack(
      { SMTP_URL: smtp.url, TRACKING_MIN_CLICK_SECONDS: "0" },
      { mapPublicHost: true },
    ));
    // Also where the harness reads its outbox, so the sign-up emails of the test's owner are found.
    smtp.fileInto(api);
    // Due jobs run as a worker would (the test API has no job poller).
    drain = setInterval(() => void api.drainJobs().catch(() => {}), 500);
  });
  afterAll(async () => {
    clearInterval(drain);
    await close?.();
    await smtp?.close();
  });

  it("a manager creates it in the web app, the learner answers from the email, the view counts the answer", async () => {
    const owner = await createOrganizationOwner(api, "Nano Journey d.o.o.");
    const who = { accessToken: owner.accessToken, tenantId: owner.tenantId };
    await addPeople(api, who, [{ email: "nina@nano.test", firstName: "Nina", lastName: "Nikolić" }]);

    // ---- the manager, in the web app
    const manager = await signedInContext(browser, api.baseUrl, owner);
    const { page } = manager;
    let campaignPath = "";
    try {
      await page.goto("/nano-learning/create-campaign");
      await page.getByRole("heading", { level: 1, name: "Create nano campaign" }).waitFor();
      await page.getByRole("button", { name: `Add: ${NANO_PAGE}` }).click();
      // From a few minutes ago to an hour from now, as the browser's clock and zone read them.
      const [start, end] = await page.evaluate(() => {
        const local = (offsetMinutes: number) => {
          const d = new Date(Date.now() + offsetMinutes * 60_000);
          const pad = (n: number) => String(n).padStart(2, "0");
          return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
        };
        return [local(-5), local(60)];
      });
      await page.getByLabel(/^Start date/).fill(start);
      await page.getByLabel(/^End date/).fill(end);
      await page.getByRole("button", { name: "Next" }).click();

      await page.getByRole("heading", { name: "Learners" }).waitFor();
      await page.getByRole("checkbox", { name: /Nina Nikolić/ }).check();
      await page.getByRole("button", { name: "Next" }).click();

      await page.getByRole("heading", { name: "Settings" }).waitFor();
      await page.getByLabel(/^Name/).fill("Invoice week");
      // Any hour of any day, so the send falls inside working hours whenever the test runs.
      await page.getByLabel(/^Working hours start/).fill("00:00");
      await page.getByLabel(/^Working hours end/).fill("23:59");
      for (const day of ["Saturday", "Sunday"]) await page.getByRole("checkbox", { name: day }).check();
      await expectAccessible(page, "the wizard's Settings step");
      await page.getByRole("button", { name: "Create campaign" }).click();
      await page.getByRole("link", { name: "View campaign" }).click();
      await page.waitForURL((url) => /^\/nano-learning\/campaigns\/[^/]+$/.test(url.pathname));
      campaignPath = new URL(page.url()).pathname;
      await page.getByRole("heading", { level: 1, name: "Invoice week" }).waitFor();
      expect(manager.errors()).toEqual([]);
    } finally {
      await manager.context.close();
    }

    // ---- the email: queued for a moment inside the range; the clock is moved to it, not waited for
    await api.platform.db
      .updateTable("jobs")
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where("type", "=", NANO_SEND)
      .where("status", "=", "pending")
      .execute();
    await expect.poll(() => smtp.received.filter((m) => m.to === "nina@nano.test").length, { timeout: 15_000 }).toBe(1);
    const email = smtp.received.find((m) => m.to === "nina@nano.test")?.raw ?? "";
    expect(email).toMatch(/^Subject: .*invoice/im);
    const links = answerLinks(email);
    expect(links).toHaveLength(3);

    // ---- the learner, signed out, in their own browser, clicks the right answer in the email
    const learner = await newContext(browser, api.baseUrl, { userAgent: PERSON_AGENT });
    try {
      await learner.page.goto(links[RIGHT_ANSWER] as string);
      // The redirect lands on the learner page at the email's host, which records the answer and says so.
      expect(new URL(learner.page.url()).host).toBe("bulwark.test");
      expect(learner.page.url()).toContain(`/api/v1/learning/nano-learner/`);
      await learner.page.getByText("Correct!").waitFor();
      await learner.page.getByText("Report the email without opening the attachment").first().waitFor();
      await expectAccessible(learner.page, "the nano learner page");
    } finally {
      await learner.context.close();
    }
    // The tracking judges clicks after its burst window (a scanner follows every link at once).
    await api.platform.tracking.flush();
    await sleep(1500);
    await api.platform.tracking.flush();

    // ---- the manager sees the answer counted
    const back = await signedInContext(browser, api.baseUrl, owner);
    try {
      await expect
        .poll(
          async () => {
            await back.page.goto(campaignPath);
            await back.page.getByRole("heading", { level: 1, name: "Invoice week" }).waitFor();
            return (await figure(back.page, "Answered correctly").textContent())?.trim();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe("1");
      expect((await figure(back.page, "Answered incorrectly").textContent())?.trim()).toBe("0");
      await expectAccessible(back.page, "the campaign's Overview with an answer");
      expect(back.errors()).toEqual([]);
    } finally {
      await back.context.close();
    }
  });
});

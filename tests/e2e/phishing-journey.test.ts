import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { addPeople, courseInput, createCourse, lessonWithQuizzes, playerTokenOf } from "@bulwark/api/testing/courses";
import { CHROME, publicRequest, sendDue } from "@bulwark/api/testing/phishing";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactsDir, expectAccessible, pathOf, startSignedInStack } from "./support/app.js";
import { newContext, skipBrowserTests } from "./support/browser.js";
import { type OutboxSink, startOutboxSink } from "./support/mail.js";

// Issue 12's whole journey, as a new user lives it, every part real: an admin launches a
// simulation through the web app's wizard (templates, targets, settings with a remedial course);
// the emails reach an SMTP server on loopback; before any person, a mail gateway's link scanner
// (Safe Links from Microsoft's range) and a link checker's HEAD request hit the link and are kept
// on the timeline with their reason, out of the funnel; the target, in Chromium, opens the email,
// clicks, passes the landing page's human check and submits the form (its values stored nowhere);
// a second target reports the email through the report button's endpoint; the admin sees the
// funnel, the timeline, the Targets tab and the TargetFailed notification; the remedial course's
// invitation reaches the failed target and opens the course player.

/** The shipped credential-harvest template the admin picks, its sender, subject and button. */
const TEMPLATE = "Password expires today";
const FROM = /"IT Service Desk" <it-support@account-services-portal\.example>/;
const SUBJECT = "Action required: your password expires in 4 hours";
const BUTTON = "Keep current password";
/** What the failing target types into the landing page: it must be stored nowhere. */
const TYPED = { email: "ana.typed-7Qx@journey.test", password: "Tr0ub4dor&3-never-kept" };
/** Microsoft Safe Links' pre-fetch (gophish issue #973): a Chrome-looking agent from Microsoft's EOP range. */
const SAFE_LINKS = {
  ip: "40.107.218.12",
  userAgent: "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36",
};
const SIMULATION = "Password hygiene week";
const COURSE = "Spotting phishing";

const people = {
  ana: { email: "ana@journey.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
  bora: { email: "bora@journey.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
  ceca: { email: "ceca@journey.test", firstName: "Ceca", lastName: "Cvetić", groups: ["Sales"] },
  // The remedial course's first learner (a course is launched with somebody in it).
  vera: { email: "vera@journey.test", firstName: "Vera", lastName: "Verić", groups: ["Staff"] },
};

/** A simulation email as the mailbox has it: parsed, with the links of its HTML. */
interface Received {
  parsed: ParsedMail;
  html: string;
  links: string[];
  reportToken: string;
}

/** A figure of the simulation's Overview by its label. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

describe.skipIf(skipBrowserTests)("a phishing simulation's whole journey, launched from the web app", () => {
  let smtp: OutboxSink;
  let stack: Awaited<ReturnType<typeof startSignedInStack>>;
  let shots = "";

  beforeAll(async () => {
    smtp = await startOutboxSink();
    stack = await startSignedInStack(
      "Journey Phish d.o.o.",
      {
        SMTP_URL: smtp.url,
        // Scanners are told by their address: the test's requests name theirs in X-Forwarded-For.
        TRUST_PROXY: "true",
        // The person clicks within seconds of delivery here (the default takes that for a scanner).
        TRACKING_MIN_CLICK_SECONDS: "0",
        // Requests are judged once the burst window has passed: short, so the test need not wait.
        TRACKING_BURST_MS: "200",
      },
      (api) => smtp.fileInto(api),
      { mapPublicHost: true },
    );
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  /** The simulation email to `to`, once it arrived. */
  async function mailTo(to: string): Promise<Received> {
    await expect
      .poll(() => smtp.received.filter((m) => m.to === to && /^Subject: Action required/m.test(m.raw)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const raw = smtp.received.find((m) => m.to === to && /^Subject: Action required/m.test(m.raw))?.raw ?? "";
    const parsed = await simpleParser(raw);
    const html = typeof parsed.html === "string" ? parsed.html : "";
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    return { parsed, html, links, reportToken: String(parsed.headers.get("x-bulwark-report") ?? "") };
  }

  it("launch → emails → scanners left out → the target fails → another reports → the admin sees it → remedial course", async () => {
    const { api, browser, session, owner } = stack;
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    const { page } = session;
    shots = await artifactsDir("phishing-journey");
    await addPeople(api, { accessToken: owner.accessToken, tenantId: owner.tenantId }, Object.values(people));
    const { lesson } = await lessonWithQuizzes(api, owner, "Recognising phishing");
    await createCourse(api, owner, courseInput(COURSE, [lesson.id], { groups: ["Staff"] }));

    // ---- 1. the admin launches the simulation through the wizard
    await page.goto("/simulations/create");
    await page.getByRole("heading", { level: 1, name: "Launch simulation" }).waitFor();
    await page.getByRole("button", { name: `Add: ${TEMPLATE}` }).click();
    await page.getByRole("list", { name: "Chosen templates" }).getByText(TEMPLATE).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    for (const person of [people.ana, people.bora, people.ceca])
      await page.getByRole("checkbox", { name: new RegExp(`${person.firstName} ${person.lastName}`) }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill(SIMULATION);
    await page.getByLabel(/^Duration/).fill("1");
    await page.getByLabel(/^Business hours start/).fill("00:00");
    await page.getByLabel(/^Business hours end/).fill("23:59");
    for (const day of ["Saturday", "Sunday"]) await page.getByRole("checkbox", { name: day }).check();
    await page.getByLabel(/^Remedial course/).selectOption({ label: COURSE });
    await expectAccessible(page, "the wizard's settings");
    // From this minute, as the browser's clock and zone read it, filled just before the launch: the
    // wizard and the API allow a start up to a minute ago, and a minute's boundary is let pass first.
    const start = async () =>
      page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, "0");
        const minute = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
        return { minute, seconds: d.getSeconds() };
      });
    let now = await start();
    if (now.seconds >= 55) {
      await page.waitForTimeout((61 - now.seconds) * 1000);
      now = await start();
    }
    await page.getByLabel(/^Start/).fill(now.minute);
    await page.getByLabel(/^Remedial course/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "01-wizard-settings.png") });
    await page.getByRole("button", { name: "Launch simulation" }).click();
    await page.getByRole("heading", { level: 1, name: "Simulation launched" }).waitFor();
    await page.getByRole("link", { name: "View simulation" }).click();
    await page.waitForURL(/\/simulations\/[0-9a-f-]{36}$/);
    const simulationId = pathOf(page).split("/").at(-1) ?? "";
    const simulation = await api.request("GET", `/api/v1/phishing/simulations/${simulationId}`, as);
    expect(simulation.body).toMatchObject({ name: SIMULATION, targetsCount: 3, remedialCourse: { name: COURSE } });

    // ---- 2. the emails arrive (each planned at a random time ahead: the clock is moved, not waited for)
    await sendDue(api);
    const ana = await mailTo(people.ana.email);
    const bora = await mailTo(people.bora.email);
    await mailTo(people.ceca.email);
    for (const mail of [ana, bora]) {
      expect(mail.parsed.from?.text).toMatch(FROM);
      expect(mail.parsed.subject).toBe(SUBJECT);
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
      expect(mail.parsed.text ?? "").not.toMatch(/\{\{|\}\}/);
      expect(mail.links.filter((l) => l.startsWith("http://bulwark.test/api/v1/t/c/"))).toHaveLength(1);
      expect(mail.html).toMatch(/<img[^>]+src="http:\/\/bulwark\.test\/api\/v1\/t\/o\/[^"]+"/);
      expect(mail.reportToken).not.toBe("");
    }
    expect(ana.html).toContain("ana@journey.test");
    const anaLink = ana.links.find((l) => l.startsWith("http://bulwark.test/api/v1/t/c/")) as string;

    // ---- 3. before any person: the gateway's scanner follows the link, a link checker sends HEAD
    const scanned = await publicRequest(api, anaLink, SAFE_LINKS);
    expect(scanned.status).toBe(302);
    // The scanner follows the redirect too: it sees the human check, which it does not press.
    const confirmation = await publicRequest(api, String(scanned.headers.location), SAFE_LINKS);
    expect(confirmation.status).toBe(200);
    expect((await publicRequest(api, anaLink, { method: "HEAD", ip: "203.0.113.40" })).status).toBe(302);
    const anaTarget = async () => {
      const list = await api.request("GET", `/api/v1/phishing/simulations/${simulationId}/targets-overview`, as);
      const row = list.body.items.find((t: { email: string }) => t.email === people.ana.email);
      return (await api.request("GET", `/api/v1/phishing/simulations/${simulationId}/targets/${row.id}`, as)).body;
    };
    await api.platform.tracking.flush();
    await expect
      .poll(async () => (await anaTarget()).events.filter((e: { kind: string }) => e.kind === "Clicked").length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(2);
    const beforePerson = await anaTarget();
    expect(beforePerson.status).toBe("InProgress");
    expect(
      beforePerson.events
        .filter((e: { kind: string }) => e.kind === "Clicked")
        .map((e: { classification: string; reason: string }) => `${e.classification}:${e.reason}`)
        .sort(),
    ).toEqual(["bot:head-request", "bot:scanner-ip"]);
    const early = await api.request("GET", `/api/v1/phishing/simulations/${simulationId}/overview`, as);
    expect(early.body).toMatchObject({ clicked: { count: 0 }, opened: { count: 0 }, botEventsCount: 2 });

    // ---- 4. the target, in a real browser: opens the email, clicks, passes the check, submits
    const target = await newContext(browser, api.baseUrl, { userAgent: CHROME });
    try {
      const mailbox = target.page;
      const pixel = mailbox.waitForResponse((r) => r.url().includes("/api/v1/t/o/"));
      await mailbox.setContent(ana.html);
      expect((await pixel).status()).toBe(200);
      await mailbox.screenshot({ path: path.join(shots, "02-target-email.png"), fullPage: true });
      await mailbox.getByRole("link", { name: BUTTON }).click();
      await mailbox.getByRole("heading", { name: "Continue to the page" }).waitFor();
      expect(new URL(mailbox.url()).host).toBe("bulwark.test");
      await mailbox.screenshot({ path: path.join(shots, "03-human-check.png") });
      await mailbox.getByRole("button", { name: "Continue" }).click();
      await mailbox.getByLabel("Work email").fill(TYPED.email);
      await mailbox.getByLabel("Password").fill(TYPED.password);
      await mailbox.screenshot({ path: path.join(shots, "04-landing-form.png"), fullPage: true });
      await mailbox.getByRole("button", { name: "Sign in" }).click();
      // The teachable moment: practice said plainly, by the organisation's name, the remedial course announced.
      await mailbox.getByRole("heading", { level: 1, name: "This was a phishing simulation" }).waitFor();
      await mailbox.getByText("No harm done: Journey Phish d.o.o. sent you this email", { exact: false }).waitFor();
      await mailbox.getByText("A short training on spotting phishing is on its way to you by email.").waitFor();
      await mailbox.screenshot({ path: path.join(shots, "05-feedback.png"), fullPage: true });
      expect(target.errors()).toEqual([]);
    } finally {
      await target.context.close();
    }

    // ---- 5. the second target reports the email with the report button (the mail add-in's call)
    const key = await api.request("POST", "/api/v1/phishing/extension/key", as);
    expect(key.status).toBe(201);
    const reported = await api.request("POST", "/api/v1/phishing/extension/reports", {
      headers: { "x-extension-key": key.body.key },
      body: {
        reporterEmail: people.bora.email,
        reportToken: bora.reportToken,
        sender: bora.parsed.from?.text ?? "",
        subject: bora.parsed.subject ?? "",
        messageId: bora.parsed.messageId ?? "",
      },
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ kind: "Simulation", reportId: null });
    expect(reported.body.timeToReportMs).toBeGreaterThan(0);

    // The person's requests are judged after the burst window; the events reach their subscribers.
    await api.platform.tracking.flush();
    await expect
      .poll(
        async () => {
          const o = (await api.request("GET", `/api/v1/phishing/simulations/${simulationId}/overview`, as)).body;
          return [o.sent.count, o.opened.count, o.clicked.count, o.submitted.count, o.reported.count];
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual([3, 1, 1, 1, 1]);
    // The person's open and click reach the timeline once judged, after the human check's own
    // events (which already count the click through): wait for them.
    const kindsOf = (target: { events: { kind: string; classification: string }[] }) =>
      target.events.map((e) => `${e.kind}:${e.classification}`);
    await expect
      .poll(async () => kindsOf(await anaTarget()), { timeout: 10_000, interval: 250 })
      .toEqual(
        expect.arrayContaining([
          "Sent:human",
          "Opened:human",
          "Clicked:human",
          "HumanConfirmed:human",
          "Submitted:human",
        ]),
      );
    const failed = await anaTarget();
    expect(failed.status).toBe("Failed");
    expect(failed.timeToFailMs).toBeGreaterThan(0);
    expect(kindsOf(failed).filter((kind) => kind.endsWith(":bot"))).toEqual(["Clicked:bot", "Clicked:bot"]);
    expect(failed.events.find((e: { kind: string }) => e.kind === "Submitted").fieldNames).toEqual([
      "email",
      "password",
    ]);
    const targets = await api.request("GET", `/api/v1/phishing/simulations/${simulationId}/targets-overview`, as);
    const boraRow = targets.body.items.find((t: { email: string }) => t.email === people.bora.email);
    expect(boraRow).toMatchObject({ status: "Passed", timeToFailMs: null });
    expect(boraRow.timeToFailReactionMs).toBeGreaterThan(0);

    // The values typed are nowhere: not in the API's answers, not in the database's files.
    expect(JSON.stringify([failed, targets.body])).not.toContain(TYPED.password);
    if (api.platform.dialect === "sqlite") {
      const dir = api.platform.config.dataDir;
      const files = (await readdir(dir)).filter((f) => !f.endsWith(".eml"));
      expect(files.some((f) => /\.(db|sqlite)/.test(f))).toBe(true);
      const contents = await Promise.all(
        files.map((file) => readFile(path.join(dir, file)).catch(() => Buffer.alloc(0))),
      );
      // The scan reads what was stored (the database and its journal): the failing target's own address is there.
      expect(contents.some((bytes) => bytes.includes(Buffer.from(people.ana.email)))).toBe(true);
      for (const [index, bytes] of contents.entries())
        for (const value of [TYPED.password, TYPED.email])
          expect(bytes.includes(Buffer.from(value)), `${value} in ${files[index]}`).toBe(false);
    }

    // ---- 6. the admin sees it: funnel, timeline, Targets tab, the notification
    await expect
      .poll(
        async () => {
          const list = await api.request("GET", "/api/v1/notifications/notifications", as);
          return list.body.items.map((n: { type: string }) => n.type);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toContain("TargetFailed");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: SIMULATION }).waitFor();
    await expect.poll(() => figure(page, "Clicked").textContent(), { timeout: 10_000 }).toBe("33%");
    expect(await figure(page, "Sent").textContent()).toBe("100%");
    expect(await figure(page, "Opened").textContent()).toBe("33%");
    expect(await figure(page, "Submitted").textContent()).toBe("33%");
    expect(await figure(page, "Reported").textContent()).toBe("33%");
    await page.getByText("Requests left out of the funnel: 2").waitFor();
    await page.getByLabel("Timeline of").selectOption({ label: "Clicked" });
    const timeline = page.getByRole("figure", { name: "Clicked per day" });
    await timeline.getByRole("button", { name: "Show as table" }).click();
    // One day so far (UTC, as the chart says), with the person's click; the scanners' are left out.
    const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    expect(await timeline.getByRole("row").allTextContents()).toEqual(["DateClicked", `${today}1`]);
    await page.screenshot({ path: path.join(shots, "06-overview.png"), fullPage: true });

    await page.getByRole("tab", { name: "Targets" }).click();
    const table = page.getByRole("table", { name: "Targets" });
    const anaRow = table.getByRole("row").filter({ hasText: "Ana Anić" });
    await anaRow.getByText("Failed", { exact: true }).waitFor();
    await table.getByRole("row").filter({ hasText: "Bora Borić" }).getByText("Passed", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Actions for Ana Anić" }).click();
    await page.getByRole("menuitem", { name: "Event details of Ana Anić" }).click();
    const dialog = page.getByRole("dialog", { name: "Ana Anić: event details" });
    await dialog.getByText("Bot: Mail scanner's address (Safe Links, Proofpoint, Mimecast, …)").waitFor();
    await dialog.getByText("Bot: HEAD request (a link checker)").waitFor();
    await dialog.getByText("Form fields sent: email, password (the values are never stored)").waitFor();
    await dialog.getByText("Confirmed the link (a person)").waitFor();
    await expectAccessible(page, "the failed target's event details");
    await page.screenshot({ path: path.join(shots, "07-target-events.png"), fullPage: true });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Notifications \(\d+ unread\)/ }).click();
    await page.getByText(`Ana Anić failed the phishing simulation “${SIMULATION}”.`).first().waitFor();
    await page.screenshot({ path: path.join(shots, "08-notification.png") });
    expect(session.errors()).toEqual([]);

    // ---- 7. the remedial course's invitation reaches the failed target and opens the player
    await expect
      .poll(() => playerTokenOf(api, people.ana.email, COURSE).catch(() => ""), { timeout: 15_000 })
      .not.toBe("");
    const token = await playerTokenOf(api, people.ana.email, COURSE);
    await expect(playerTokenOf(api, people.bora.email, COURSE)).rejects.toThrow();
    const learner = await newContext(browser, api.baseUrl);
    try {
      await learner.page.goto(`http://bulwark.test/learn/${token}`);
      await learner.page.getByRole("button", { name: "Start the course" }).waitFor();
      await learner.page.getByText(COURSE).first().waitFor();
      await learner.page.screenshot({ path: path.join(shots, "09-remedial-player.png"), fullPage: true });
      expect(learner.errors()).toEqual([]);
    } finally {
      await learner.context.close();
    }
  });
});

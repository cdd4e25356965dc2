import { createOrganizationOwner, type TestApi } from "@bulwark/api/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "./support/app.js";
import { newContext, signedInContext, skipBrowserTests } from "./support/browser.js";

// Issue 9, Mobile: nothing scrolls sideways at 390 px, the width of a common phone. Checked on the
// organization, account, auth, learning and simulation screens, and on the top bar of a
// super-admin (the fullest bar: view switcher, Get Started, language, bell, organization menu).

const ROOT = { email: "root.phone@bulwark.example", password: "Root-phone-pass-1" };
const PHONE = { width: 390, height: 844 };

/** What sticks out to the right of the viewport: empty when nothing scrolls sideways. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out: string[] = [`page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) {
        out.push(`${element.tagName.toLowerCase()}.${element.className} → ${Math.round(box.right)}px`);
        if (out.length > 8) break;
      }
    }
    return out;
  });
}

describe.skipIf(skipBrowserTests)("nothing scrolls sideways at 390 px", () => {
  let api: TestApi;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ api, browser, close } = await startStack({
      BULWARK_ADMIN_EMAIL: ROOT.email,
      BULWARK_ADMIN_PASSWORD: ROOT.password,
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it("on a super-admin's top bar, with every control on the screen", async () => {
    const { context, page, errors } = await newContext(browser, api.baseUrl);
    try {
      await page.setViewportSize(PHONE);
      await page.goto("/auth");
      await page.getByLabel("Email").fill(ROOT.email);
      await page.getByLabel(/^Password/).fill(ROOT.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByRole("group", { name: /view/i }).waitFor();
      await page.getByRole("button", { name: /organization menu/i }).waitFor();
      expect(await sideways(page)).toEqual([]);
      for (const control of [
        page.getByRole("button", { name: /open navigation|menu/i }).first(),
        page.getByRole("group", { name: /view/i }),
        page.getByRole("group", { name: /language/i }),
        page.getByRole("button", { name: /organization menu/i }),
      ]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on the organization and account screens of an owner", async () => {
    const owner = await createOrganizationOwner(api, "Phone d.o.o.");
    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      await page.setViewportSize(PHONE);
      const screens: Array<[string, string]> = [
        ["/organizations/active", "Organization settings"],
        ["/organizations/active?tab=members", "Members and roles"],
        ["/organizations/active?tab=invitations", "Invitations"],
        ["/organizations/active?tab=apiKeys", "API keys"],
        ["/organizations/active?tab=webhooks", "Webhooks"],
        [`/organizations/activity-logs/${owner.tenantId}`, "Activity log"],
        ["/organizations/whitelisted-domains", "Reporting extension"],
        ["/account-settings", "Account settings"],
        ["/account-settings?section=sessions", "Account settings"],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        // The lists have arrived (cards below 768 px), not only their skeletons.
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(page), path).toEqual([]);
      }
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on the nano-learning screens of an owner", async () => {
    const owner = await createOrganizationOwner(api, "Phone Nano d.o.o.");
    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      await page.setViewportSize(PHONE);
      for (const [path, title] of [
        ["/nano-learning/campaigns", "Nano campaigns"],
        ["/nano-learning/campaigns?tab=finished", "Nano campaigns"],
        ["/nano-learning/create-campaign", "Create nano campaign"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(page), path).toEqual([]);
      }
      // A scheduled content's fields, as wide as the wizard gets.
      await page
        .getByRole("button", { name: /^Add: / })
        .first()
        .click();
      await page.getByLabel(/^End date/).waitFor();
      expect(await sideways(page), "wizard with a content").toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on the course screens of an owner", async () => {
    const owner = await createOrganizationOwner(api, "Phone Courses d.o.o.");
    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      await page.setViewportSize(PHONE);
      for (const [path, title] of [
        ["/awareness", "Awareness"],
        ["/awareness/assignments", "Courses"],
        ["/awareness/assignments?tab=finished", "Courses"],
        ["/awareness/assignments/create", "Create course"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(page), path).toEqual([]);
      }
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on the simulation screens of an owner: the list, the wizard, a simulation's tabs and the reported emails", async () => {
    const owner = await createOrganizationOwner(api, "Phone Phish d.o.o.");
    const auth = { headers: { authorization: `Bearer ${owner.accessToken}`, "x-tenant-id": owner.tenantId } };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${api.baseUrl}${path}`, {
        method: "POST",
        headers: { ...auth.headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return res.json();
    };
    await post("/api/v1/inventory/people/batch", {
      people: [
        { email: "ana@phone-phish.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
        { email: "bora@phone-phish.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
      ],
    });
    const template = await post("/api/v1/phishing/templates", {
      name: "Password expires today, a long name that has to wrap on a phone",
      description: "IT says the password expires today",
      type: "LinkForMalware",
      language: "En",
      emailBody: '<p>Hi {{.FirstName}},</p><p><a href="{{.URL}}">Keep it</a></p>{{.Tracker}}',
      sendingEmail: "it@account-portal.example",
      emailTitle: "Your password expires today",
      emailFromName: "IT Service Desk",
      tags: ["it"],
    });
    const simulation = await post("/api/v1/phishing/simulations", {
      name: "Phone-width simulation with a name long enough to wrap",
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      timeZone: "Europe/Belgrade",
      durationWeeks: 1,
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      businessHoursStart: "09:00",
      businessHoursEnd: "17:00",
      maxAttacksPerTarget: 1,
      templateIds: [template.id],
      targets: { groups: ["Sales"] },
    });
    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      await page.setViewportSize(PHONE);
      const view = `/simulations/${simulation.id}`;
      for (const [path, title] of [
        ["/simulations", "Phishing simulations"],
        ["/simulations?tab=upcoming", "Phishing simulations"],
        ["/simulations/create", "Launch simulation"],
        [view, simulation.name],
        [`${view}?tab=targets`, simulation.name],
        [`${view}?tab=templates`, simulation.name],
        [`${view}?tab=settings`, simulation.name],
        ["/simulations/reported-emails", "Reported emails"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(page), path).toEqual([]);
      }
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on the learning library's screens, the organisation's and the super-admin's", async () => {
    const owner = await createOrganizationOwner(api, "Phone Library d.o.o.");
    const { context, page, errors } = await signedInContext(browser, api.baseUrl, owner);
    try {
      await page.setViewportSize(PHONE);
      const screens: Array<[string, string]> = [
        ["/library", "Library"],
        ["/library/organization-lessons", "Lessons"],
        ["/library/organization-nano-pages", "Nano pages"],
        ["/library/organization-nano-pages/create?type=SimpleQuiz", "New nano page"],
        ["/library/organization-nano-pages/create?type=CustomHTML", "New nano page"],
        ["/library/predefined-courses", "Predefined courses"],
        ["/library/predefined-courses/create", "New predefined course"],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(page), path).toEqual([]);
        expect(errors(), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
    const admin = await newContext(browser, api.baseUrl);
    try {
      await admin.page.setViewportSize(PHONE);
      await admin.page.goto("/auth");
      await admin.page.getByLabel("Email").fill(ROOT.email);
      await admin.page.getByLabel(/^Password/).fill(ROOT.password);
      await admin.page.getByRole("button", { name: "Sign in", exact: true }).click();
      await admin.page.getByRole("group", { name: /view/i }).waitFor();
      for (const [path, title] of [
        ["/administration/awareness/lessons", "Common lessons"],
        ["/administration/awareness/nano-pages", "Common nano pages"],
        ["/administration/awareness/nano-pages/create", "New nano page"],
        ["/administration/awareness/predefined-courses", "Predefined courses"],
        ["/administration/awareness/predefined-courses/create", "New predefined course"],
      ] as const) {
        await admin.page.goto(path);
        await admin.page.getByRole("heading", { level: 1, name: title }).waitFor();
        await admin.page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await sideways(admin.page), path).toEqual([]);
      }
    } finally {
      await admin.context.close();
    }
  });

  it("on the auth screens", async () => {
    const { context, page } = await newContext(browser, api.baseUrl);
    try {
      await page.setViewportSize(PHONE);
      for (const [path, title] of [
        ["/auth", "Sign in"],
        ["/auth?authType=register", "Create an account"],
        ["/auth?authType=passwordRecover", /password/i],
        ["/auth/reset-password?token=not-a-real-token", "Set a new password"],
        ["/auth/verify-email", /verif/i],
        ["/organizations/invitation/accept?token=not-a-real-token", "Invitation not valid"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).first().waitFor();
        expect(await sideways(page), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

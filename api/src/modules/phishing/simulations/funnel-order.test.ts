import { setTimeout as sleep } from "node:timers/promises";
import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import type { SmtpSink } from "../../../test/smtp-sink.js";
import { as, createLandingPage, createTemplate, harvestPage, PHISHING, templateInput } from "../phishing.fixtures.js";
import {
  anytimeSimulation,
  publicRequest,
  sendDue,
  startSimulationSmtp,
  startTrackedPhishingApi,
  trackedLinkOf,
} from "./simulations.fixtures.js";

// The funnel never narrows upwards: a person whose email's link was fetched first by their mail
// gateway's scanner (that request a bot's, so neither an open nor a click of theirs), who then
// passes the landing page's human check and submits, counts as having opened the email too. On
// SQLite and PostgreSQL, with a real SMTP server on loopback. Its template has no red flags of its
// own, so the feedback page names the email's subject and what it asked instead.

const SIMULATIONS = `${PHISHING}/simulations`;
/** Microsoft's EOP range: a Safe Links pre-fetch. */
const SCANNER_IP = "40.107.218.12";

let api: TestApi;
let smtp: SmtpSink;
let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
const html = new Map<string, string>();

beforeAll(async () => {
  smtp = await startSimulationSmtp(
    () => api,
    async ({ to, raw }) => {
      const parsed = await simpleParser(raw);
      html.set(to, typeof parsed.html === "string" ? parsed.html : "");
    },
  );
  api = await startTrackedPhishingApi(smtp.url);
  owner = await createOrganizationOwner(api, "Alpha Funnel");
  const people = [{ email: "ana@funnel.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] }];
  expect((await api.request("POST", "/api/v1/inventory/people/batch", { ...as(owner), body: { people } })).status).toBe(
    200,
  );
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("the simulation's funnel", () => {
  it("counts an email as opened when its person confirmed the landing page, though the link's request was a scanner's", async () => {
    const page = await createLandingPage(api, owner, harvestPage());
    const template = await createTemplate(
      api,
      owner,
      // No red flags written for it: the feedback page falls back to its subject and what it asked.
      templateInput("Mailbox full", {
        type: "CredentialHarvest",
        landingPageId: page.id,
        emailTitle: "Your mailbox is full",
        redFlags: [],
      }),
    );
    const launched = await api.request<Schema<"PhishingSimulation">>("POST", SIMULATIONS, {
      ...as(owner),
      body: anytimeSimulation("Funnel order", [template.id], { groups: ["Sales"] }),
    });
    expect(launched.status).toBe(201);
    await sendDue(api);
    const link = trackedLinkOf(html.get("ana@funnel.test") ?? "");
    // The gateway follows the link (no pixel: the person's client blocks images) ...
    const scanned = await publicRequest(api, link, { ip: SCANNER_IP });
    expect(scanned.status).toBe(302);
    const landing = scanned.headers.location as string;
    // ... and the person, later, confirms and submits from the page the gateway let through.
    expect((await publicRequest(api, `${landing}/continue`, { method: "POST", body: "" })).status).toBe(200);
    const feedback = await publicRequest(api, `${landing}/submit`, { method: "POST", body: "email=a&password=b" });
    expect(feedback.status).toBe(200);
    expect(feedback.body).toContain("The subject, “Your mailbox is full”: pressure to act at once");
    expect(feedback.body).toContain("What it asked: an email that wants you to click");
    // Tracked requests are judged once the burst window (200 ms here) has passed.
    await api.platform.tracking.flush();
    await sleep(600);
    await api.drainJobs();

    const overview = await api.request<Schema<"PhishingSimulationOverview">>(
      "GET",
      `${SIMULATIONS}/${launched.body.id}/overview`,
      as(owner),
    );
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      sent: { count: 1 },
      opened: { count: 1, percentage: 100 },
      clicked: { count: 1, percentage: 100 },
      submitted: { count: 1, percentage: 100 },
      botEventsCount: 1,
      botReasons: [{ reason: "scanner-ip", count: 1 }],
    });
    const listed = await api.request("GET", `${SIMULATIONS}?state=ongoing`, as(owner));
    expect(listed.body.items[0].funnel).toEqual({ sent: 1, opened: 1, clicked: 1, submitted: 1, reported: 0 });
  });
});

import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import type { SmtpSink } from "../../../test/smtp-sink.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "../phishing.fixtures.js";
import { ALL_DAYS, publicRequest, sendDue, startSimulationSmtp } from "./simulations.fixtures.js";

// The overview's funnel per template (the A/B comparison), on SQLite and PostgreSQL with a real
// SMTP server on loopback: two templates sent to the same three people, each person reacting to
// one template only, as a person would (the open pixel, the report link); a scanner's request is
// kept out. Each template's figures count its own emails only, in the simulation's order, and the
// second organisation's overview of it is a 404.

const SIMULATIONS = `${PHISHING}/simulations`;
type Overview = Schema<"PhishingSimulationOverview">;
interface Mail {
  to: string;
  subject: string;
  html: string;
  report: string;
}

const received: Mail[] = [];
let api: TestApi;
let smtp: SmtpSink;
let owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
let other: Awaited<ReturnType<typeof createOrganizationOwner>>;
let invoice: Schema<"PhishingTemplate">;
let parcel: Schema<"PhishingTemplate">;
let simulationId: string;

const mail = (to: string, subject: string) => received.find((m) => m.to === to && m.subject.includes(subject)) as Mail;
const pixelOf = (m: Mail) => /http:\/\/bulwark\.test\/api\/v1\/t\/o\/[A-Za-z0-9_-]+/.exec(m.html)?.[0] as string;

beforeAll(async () => {
  smtp = await startSimulationSmtp(
    () => api,
    async ({ to, raw: source }) => {
      if (!/^Message-ID: <phishing-/im.test(source)) return;
      const parsed = await simpleParser(source);
      received.push({
        to,
        subject: parsed.subject ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        report: String(parsed.headers.get("x-bulwark-report") ?? ""),
      });
    },
  );
  api = await startPhishingApi({ SMTP_URL: smtp.url, TRUST_PROXY: "true", TRACKING_BURST_MS: "200" });
  owner = await createOrganizationOwner(api, "Alpha A/B");
  other = await createOrganizationOwner(api, "Beta A/B");
  const people = ["ana", "bora", "ceca"].map((name) => ({
    email: `${name}@alpha.test`,
    firstName: name,
    lastName: "Test",
    groups: ["Staff"],
  }));
  expect((await api.request("POST", "/api/v1/inventory/people/batch", { ...as(owner), body: { people } })).status).toBe(
    200,
  );
  invoice = await createTemplate(api, owner, templateInput("Invoice", { emailTitle: "Invoice for {{.FirstName}}" }));
  parcel = await createTemplate(api, owner, templateInput("Parcel", { emailTitle: "Parcel for {{.FirstName}}" }));
  const launched = await api.request("POST", SIMULATIONS, {
    ...as(owner),
    body: {
      name: "Invoice vs parcel",
      startDate: new Date().toISOString(),
      timeZone: "UTC",
      durationWeeks: 1,
      businessDays: ALL_DAYS,
      businessHoursStart: "00:00",
      businessHoursEnd: "23:59",
      maxAttacksPerTarget: 2,
      templateIds: [invoice.id, parcel.id],
      targets: { groups: ["Staff"] },
    },
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(201);
  simulationId = launched.body.id;
  await sendDue(api);
  expect(received).toHaveLength(6);
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("the overview's funnel per template", () => {
  it("answers every template with nothing counted before anybody reacts", async () => {
    const res = await api.request<Overview>("GET", `${SIMULATIONS}/${simulationId}/overview`, as(owner));
    expect(res.status).toBe(200);
    const none = { count: 0, percentage: 0 };
    expect(res.body.templates).toEqual([
      {
        id: invoice.id,
        name: "Invoice",
        type: "LinkForMalware",
        sent: { count: 3, percentage: 100 },
        opened: none,
        clicked: none,
        submitted: none,
        reported: none,
      },
      {
        id: parcel.id,
        name: "Parcel",
        type: "LinkForMalware",
        sent: { count: 3, percentage: 100 },
        opened: none,
        clicked: none,
        submitted: none,
        reported: none,
      },
    ]);
  });

  it("counts each template's own emails: two people open the invoice, one reports the parcel, a scanner counts nowhere", async () => {
    for (const who of ["ana", "bora"]) {
      expect((await publicRequest(api, pixelOf(mail(`${who}@alpha.test`, "Invoice")))).status).toBe(200);
    }
    // A mail gateway's scanner (a Microsoft range) loads Ceca's parcel pixel: a bot, not an open.
    await publicRequest(api, pixelOf(mail("ceca@alpha.test", "Parcel")), { ip: "40.107.218.12" });
    const report = mail("ceca@alpha.test", "Parcel").report;
    expect(
      (await publicRequest(api, `http://bulwark.test/api/v1/phishing/report/${report}`, { method: "POST" })).status,
    ).toBe(204);
    await api.platform.tracking.flush();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await api.drainJobs();

    const res = await api.request<Overview>("GET", `${SIMULATIONS}/${simulationId}/overview`, as(owner));
    const [first, second] = res.body.templates;
    expect(first).toMatchObject({
      id: invoice.id,
      opened: { count: 2, percentage: 67 },
      reported: { count: 0, percentage: 0 },
    });
    expect(second).toMatchObject({
      id: parcel.id,
      opened: { count: 0, percentage: 0 },
      reported: { count: 1, percentage: 33 },
    });
    // The whole funnel is the two templates together.
    expect(res.body.opened).toEqual({ count: 2, percentage: 33 });
    expect(res.body.reported).toEqual({ count: 1, percentage: 17 });
  });

  it("is another organisation's 404", async () => {
    expect((await api.request("GET", `${SIMULATIONS}/${simulationId}/overview`, as(other))).status).toBe(404);
  });
});

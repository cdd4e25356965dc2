import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventDispatcher } from "../../../platform/events/events.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import type { SmtpSink } from "../../../test/smtp-sink.js";
import { publish } from "../../domain-events.js";
import { LEARNING, nanoInput } from "../../learning/learning.fixtures.js";
import {
  as,
  createLandingPage,
  createTemplate,
  harvestPage,
  PHISHING,
  setFeatures,
  templateInput,
} from "../phishing.fixtures.js";
import { remedialTrainingSubscriber } from "./remedial.subscriber.js";
import {
  anytimeSimulation,
  failAsTarget,
  sendDue,
  startSimulationSmtp,
  startTrackedPhishingApi,
} from "./simulations.fixtures.js";

// Remedial training as a nano-learning page, on SQLite and PostgreSQL, with a real SMTP server on
// loopback: a simulation names the organisation's nano quiz; a target fails as a person would
// (the email's link, the landing page's human check) and the quiz arrives by email, once, from
// the simulation's remedial nano campaign (listed with the nano campaigns, the target its one
// learner). Repeated failure events handled by two dispatchers at once send it once. Another
// organisation's page or an unknown one is refused at launch with nothing saved; the second
// organisation's campaigns and people are never touched.

const SIMULATIONS = `${PHISHING}/simulations`;

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;
interface Mail {
  to: string;
  subject: string;
  html: string;
}

const received: Mail[] = [];
let api: TestApi;
let smtp: SmtpSink;
let owner: Owner;
let other: Owner;
let template: Schema<"PhishingTemplate">;
let page: Schema<"NanoPage">;
let betaPage: Schema<"NanoPage">;

const input = (extra: Partial<Schema<"PhishingSimulationInput">> = {}) =>
  anytimeSimulation("Nano remedial run", [template.id], { groups: ["Sales"] }, extra);

const countRows = async (table: "phishing_simulations" | "nano_campaigns", tenantId: string) =>
  (await api.platform.db.selectFrom(table).select("id").where("tenant_id", "=", tenantId).execute()).length;

const quizMails = (to: string) => received.filter((m) => m.to === to && m.subject === "One question about invoices");

beforeAll(async () => {
  smtp = await startSimulationSmtp(
    () => api,
    async ({ to, raw: source }) => {
      const parsed = await simpleParser(source);
      received.push({ to, subject: parsed.subject ?? "", html: typeof parsed.html === "string" ? parsed.html : "" });
    },
  );
  api = await startTrackedPhishingApi(smtp.url);
  owner = await createOrganizationOwner(api, "Alpha Nano Remedial");
  other = await createOrganizationOwner(api, "Beta Nano Remedial");
  for (const [who, people] of [
    [
      owner,
      [
        { email: "ana@alpha.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
        { email: "bora@alpha.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
      ],
    ],
    [other, [{ email: "dule@beta.test", firstName: "Dule", lastName: "Dulić", groups: ["Sales"] }]],
  ] as const) {
    const saved = await api.request("POST", "/api/v1/inventory/people/batch", { ...as(who), body: { people } });
    expect(saved.status).toBe(200);
  }
  const landing = await createLandingPage(api, owner, harvestPage());
  template = await createTemplate(
    api,
    owner,
    templateInput("Mailbox full", { type: "CredentialHarvest", landingPageId: landing.id }),
  );
  const made = await api.request("POST", `${LEARNING}/nano-pages`, { ...as(owner), body: nanoInput() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  page = made.body;
  betaPage = (await api.request("POST", `${LEARNING}/nano-pages`, { ...as(other), body: nanoInput("Beta quiz") })).body;
  await api.drainJobs();
  received.length = 0;
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("naming a remedial nano page at launch", () => {
  it.each([
    ["another organisation's page", () => betaPage.id],
    ["an unknown page", () => "0190a0b0-0000-7000-8000-000000000000"],
  ])("refuses %s with 422 'Nano page not found' and saves nothing", async (_name, id) => {
    const res = await api.request("POST", SIMULATIONS, { ...as(owner), body: input({ remedialNanoPageId: id() }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "body.remedialNanoPageId", message: "Nano page not found" }]);
    expect(await countRows("phishing_simulations", owner.tenantId)).toBe(0);
    expect(await countRows("nano_campaigns", owner.tenantId)).toBe(0);
  });

  it("is refused (403) in an organisation without learning, nothing saved", async () => {
    const gamma = await createOrganizationOwner(api, "Gamma Nano Remedial");
    await setFeatures(api, gamma.tenantId, ["inventory", "phishing"]);
    const res = await api.request("POST", SIMULATIONS, {
      ...as(gamma),
      body: input({ remedialNanoPageId: page.id, templateIds: [] }),
    });
    expect(res.status).toBe(403);
    expect(await countRows("phishing_simulations", gamma.tenantId)).toBe(0);
  });
});

describe("a target who fails gets the nano page by email, once", () => {
  let simulation: Schema<"PhishingSimulation">;

  beforeAll(async () => {
    const res = await api.request<Schema<"PhishingSimulation">>("POST", SIMULATIONS, {
      ...as(owner),
      body: input({ remedialNanoPageId: page.id }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    simulation = res.body;
  });

  it("shows the page on the simulation, sent to nobody yet, and its campaign among the nano campaigns", async () => {
    expect(simulation.remedialNanoPage).toMatchObject({
      id: page.id,
      name: "Spot the fake invoice",
      type: "SimpleQuiz",
      language: "En",
      sentCount: 0,
    });
    expect(simulation.remedialCourse ?? null).toBeNull();
    const campaign = await api.request(
      "GET",
      `${LEARNING}/nano-campaigns/${simulation.remedialNanoPage?.campaignId}`,
      as(owner),
    );
    expect(campaign.status).toBe(200);
    expect(campaign.body).toMatchObject({ name: "Nano remedial run", learnersCount: 0 });
  });

  it("fails as the target through the public pages: the quiz arrives, with its answer links", async () => {
    await sendDue(api);
    const mail = received.find((m) => m.to === "ana@alpha.test" && m.subject.includes("password")) as Mail;
    expect(mail).toBeDefined();
    await failAsTarget(api, mail.html);

    const quiz = quizMails("ana@alpha.test");
    expect(quiz).toHaveLength(1);
    expect(quiz[0]?.html).toContain("An unexpected invoice asks you to enable macros.");
    expect(quiz[0]?.html).toContain("Report it and do not open it");
    // Bora did nothing: sent nothing.
    expect(quizMails("bora@alpha.test")).toEqual([]);

    const view = await api.request<Schema<"PhishingSimulation">>("GET", `${SIMULATIONS}/${simulation.id}`, as(owner));
    expect(view.body.remedialNanoPage?.sentCount).toBe(1);
    const learners = await api.request(
      "GET",
      `${LEARNING}/nano-campaigns/${simulation.remedialNanoPage?.campaignId}/learners`,
      as(owner),
    );
    expect(learners.status).toBe(200);
    expect(learners.body.items.map((l: { email: string }) => l.email)).toEqual(["ana@alpha.test"]);
  });

  it("repeated failure events, handled by two dispatchers at once, send nothing twice", async () => {
    const target = await api.platform.db
      .selectFrom("phishing_targets")
      .selectAll()
      .where("simulation_id", "=", simulation.id)
      .where("email", "=", "ana@alpha.test")
      .executeTakeFirstOrThrow();
    await api.platform.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) {
        await publish(api.platform, trx, owner.tenantId, null, {
          type: "TargetFailed",
          data: {
            targetFullName: "Ana Anić",
            simulationName: simulation.name,
            simulationId: simulation.id,
            targetId: target.id,
            personId: target.person_id,
            email: target.email,
          },
        });
      }
    });
    const dispatcher = () =>
      new EventDispatcher(
        api.platform.db,
        api.platform.dialect,
        [remedialTrainingSubscriber(api.platform)],
        api.platform.logger,
      );
    await Promise.all([dispatcher().dispatch(owner.tenantId), dispatcher().dispatch(owner.tenantId)]);
    await api.drainJobs();
    expect(quizMails("ana@alpha.test")).toHaveLength(1);
    const rows = await api.platform.db
      .selectFrom("phishing_remedial_nano_sends")
      .selectAll()
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    expect(rows.map((r) => r.outcome)).toEqual(["Sent"]);
  });

  it("the other organisation's campaigns and people are untouched, and it cannot read the simulation", async () => {
    expect(await countRows("nano_campaigns", other.tenantId)).toBe(0);
    expect(quizMails("dule@beta.test")).toEqual([]);
    expect((await api.request("GET", `${SIMULATIONS}/${simulation.id}`, as(other))).status).toBe(404);
    const campaign = await api.request(
      "GET",
      `${LEARNING}/nano-campaigns/${simulation.remedialNanoPage?.campaignId}`,
      as(other),
    );
    expect(campaign.status).toBe(404);
  });
});

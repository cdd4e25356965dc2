import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventDispatcher } from "../../../platform/events/events.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import type { SmtpSink } from "../../../test/smtp-sink.js";
import { publish } from "../../domain-events.js";
import { COURSES, courseInput, createCourse } from "../../learning/courses/courses.fixtures.js";
import { addPage, createLesson, lessonInput, textPage } from "../../learning/learning.fixtures.js";
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

// Remedial training end to end, on SQLite and PostgreSQL, with a real SMTP server on loopback: a
// simulation names a Serbian course; the target fails as a person would (the email's link, the
// landing page's human check), is enrolled in the course through the courses area and receives its
// invitation in Serbian. Repeated failure events, handled by two dispatchers at once, enrol once.
// Another organisation's course is refused at launch with nothing saved, and the second
// organisation's people and courses are never touched. The dashboard's phishing figures are read off the
// same simulation.

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
let course: Schema<"Course">;
let betaCourse: Schema<"Course">;

const input = (extra: Partial<Schema<"PhishingSimulationInput">> = {}) =>
  anytimeSimulation("Remedial run", [template.id], { groups: ["Sales"] }, extra);

const learnersOf = async (courseId: string, who: Owner) => {
  const res = await api.request<Schema<"LearnerList">>("GET", `${COURSES}/${courseId}/learners?limit=100`, as(who));
  expect(res.status).toBe(200);
  return res.body.items;
};

beforeAll(async () => {
  smtp = await startSimulationSmtp(
    () => api,
    async ({ to, raw: source }) => {
      const parsed = await simpleParser(source);
      received.push({ to, subject: parsed.subject ?? "", html: typeof parsed.html === "string" ? parsed.html : "" });
    },
  );
  api = await startTrackedPhishingApi(smtp.url);
  owner = await createOrganizationOwner(api, "Alpha Remedial");
  other = await createOrganizationOwner(api, "Beta Remedial");
  for (const [who, people] of [
    [
      owner,
      [
        { email: "ana@alpha.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
        { email: "bora@alpha.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
        { email: "vera@alpha.test", firstName: "Vera", lastName: "Verić", groups: ["Staff"] },
      ],
    ],
    [other, [{ email: "dule@beta.test", firstName: "Dule", lastName: "Dulić", groups: ["Sales"] }]],
  ] as const) {
    const saved = await api.request("POST", "/api/v1/inventory/people/batch", { ...as(who), body: { people } });
    expect(saved.status).toBe(200);
  }
  const page = await createLandingPage(api, owner, harvestPage());
  template = await createTemplate(
    api,
    owner,
    templateInput("Mailbox full", { type: "CredentialHarvest", landingPageId: page.id }),
  );
  // A Serbian course with one learner already (a course is launched with somebody in it).
  const lesson = await createLesson(api, owner, lessonInput("Prepoznaj phishing", { languages: ["Sr"] }));
  await addPage(api, owner, lesson.id, textPage("Sr"));
  course = await createCourse(
    api,
    owner,
    courseInput("Obuka posle simulacije", [lesson.id], { groups: ["Staff"] }, { language: "Sr" }),
  );
  const betaLesson = await createLesson(api, other, lessonInput("Beta lesson", { languages: ["En"] }));
  await addPage(api, other, betaLesson.id, textPage("En"));
  betaCourse = await createCourse(api, other, courseInput("Beta course", [betaLesson.id], { groups: ["Sales"] }));
  await api.drainJobs();
  received.length = 0;
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("naming a remedial course at launch", () => {
  it.each([
    ["another organisation's course", () => betaCourse.id],
    ["an unknown course", () => "0190a0b0-0000-7000-8000-000000000000"],
  ])("refuses %s with 422 'Course not found' and saves nothing", async (_name, id) => {
    const res = await api.request("POST", SIMULATIONS, { ...as(owner), body: input({ remedialCourseId: id() }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "body.remedialCourseId", message: "Course not found" }]);
    const saved = await api.platform.db
      .selectFrom("phishing_simulations")
      .select("id")
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    expect(saved).toEqual([]);
  });

  it("is refused (403) in an organisation without courses, nothing saved", async () => {
    const gamma = await createOrganizationOwner(api, "Gamma Remedial");
    await setFeatures(api, gamma.tenantId, ["inventory", "phishing"]);
    const res = await api.request("POST", SIMULATIONS, {
      ...as(gamma),
      body: input({ remedialCourseId: course.id, templateIds: [] }),
    });
    expect(res.status).toBe(403);
    const saved = await api.platform.db
      .selectFrom("phishing_simulations")
      .select("id")
      .where("tenant_id", "=", gamma.tenantId)
      .execute();
    expect(saved).toEqual([]);
  });
});

describe("a target who fails is enrolled once and gets the invitation in the course's language", () => {
  let simulation: Schema<"PhishingSimulation">;

  beforeAll(async () => {
    const res = await api.request<Schema<"PhishingSimulation">>("POST", SIMULATIONS, {
      ...as(owner),
      body: input({ remedialCourseId: course.id }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    simulation = res.body;
  });

  it("shows the course on the simulation, nobody enrolled yet", () => {
    expect(simulation.remedialCourse).toEqual({
      id: course.id,
      name: "Obuka posle simulacije",
      language: "Sr",
      enrolledCount: 0,
    });
  });

  it("fails as the target through the public pages: the learner exists and the Serbian invitation arrives", async () => {
    await sendDue(api);
    const mail = received.find((m) => m.to === "ana@alpha.test" && m.subject.includes("password")) as Mail;
    expect(mail).toBeDefined();
    // The link, the landing page's human check (the failure), then a submission (a second failure event).
    const feedback = await failAsTarget(api, mail.html);
    // The page after the submission tells the person the training is coming.
    expect(feedback).toContain("A short training on spotting phishing is on its way to you by email.");

    const learners = await learnersOf(course.id, owner);
    expect(learners.map((l) => l.email).sort()).toEqual(["ana@alpha.test", "vera@alpha.test"]);
    const invitations = received.filter((m) => m.to === "ana@alpha.test" && m.subject.includes("Obuka"));
    expect(invitations.map((m) => m.subject)).toEqual(["Upisani ste na kurs Obuka posle simulacije"]);
    expect(invitations[0]?.html).toContain("?lang=sr");
    // Bora did nothing: not enrolled.
    expect(learners.some((l) => l.email === "bora@alpha.test")).toBe(false);

    const view = await api.request<Schema<"PhishingSimulation">>("GET", `${SIMULATIONS}/${simulation.id}`, as(owner));
    expect(view.body.remedialCourse?.enrolledCount).toBe(1);
  });

  it("repeated failure events, handled by two dispatchers at once, enrol nobody twice nor email twice", async () => {
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

    const learners = await learnersOf(course.id, owner);
    expect(learners.filter((l) => l.email === "ana@alpha.test")).toHaveLength(1);
    expect(received.filter((m) => m.to === "ana@alpha.test" && m.subject.includes("Obuka"))).toHaveLength(1);
    const rows = await api.platform.db
      .selectFrom("phishing_remedial_enrolments")
      .selectAll()
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    expect(rows.map((r) => r.outcome)).toEqual(["Enrolled"]);
  });

  it("the other organisation's course, people and figures are untouched", async () => {
    const learners = await learnersOf(betaCourse.id, other);
    expect(learners.map((l) => l.email)).toEqual(["dule@beta.test"]);
    const rows = await api.platform.db
      .selectFrom("phishing_remedial_enrolments")
      .select("target_id")
      .where("tenant_id", "=", other.tenantId)
      .execute();
    expect(rows).toEqual([]);
    // The other organisation cannot read this simulation (nor its remedial course).
    const res = await api.request("GET", `${SIMULATIONS}/${simulation.id}`, as(other));
    expect(res.status).toBe(404);
  });
});

describe("the dashboard's phishing figures (allSimulationsCount, peoplePhishingOverview)", () => {
  it("count this organisation's simulation and its people's reactions, in the database", async () => {
    const overview = await api.request("GET", `${PHISHING}/simulations-overview`, as(owner));
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({ allSimulationsCount: 1, launchedSimulationsCount: 1, activeSimulationsCount: 1 });
    const people = await api.request("GET", `${PHISHING}/people-overview`, as(owner));
    expect(people.status).toBe(200);
    // Two emails sent (Ana, Bora); Ana's click counts as her open; she passed the human check and failed.
    expect(people.body).toEqual({
      allSimulationsTemplatesCount: 2,
      openedByTargetsSimulationsCount: 1,
      clickedByTargetsSimulationsCount: 1,
      failedByTargetsCount: 1,
    });
  });

  it("show the second organisation none of it", async () => {
    expect((await api.request("GET", `${PHISHING}/simulations-overview`, as(other))).body).toEqual({
      allSimulationsCount: 0,
      launchedSimulationsCount: 0,
      activeSimulationsCount: 0,
    });
    expect((await api.request("GET", `${PHISHING}/people-overview`, as(other))).body).toEqual({
      allSimulationsTemplatesCount: 0,
      openedByTargetsSimulationsCount: 0,
      clickedByTargetsSimulationsCount: 0,
      failedByTargetsCount: 0,
    });
  });

  it("need the phishing feature", async () => {
    const gamma = await createOrganizationOwner(api, "Delta Remedial");
    await setFeatures(api, gamma.tenantId, ["inventory"]);
    expect((await api.request("GET", `${PHISHING}/simulations-overview`, as(gamma))).status).toBe(403);
  });
});

import type { Schema, Tenant } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { makePeople, peopleApi } from "../../../storybook/fakeInventoryPeople";
import { courseRoutes } from "../../Courses/samples";
import { nanoRoutes } from "../../NanoLearning/samples";
import type { PhishingSimulation, SimulationOverview, SimulationTarget, SimulationTargetDetails } from "./queries";

// Sample simulations, their funnels, targets and timelines, templates and sending profiles for the
// simulation stories and tests, and fake routes that keep them as state (a stop, a target marked
// passed or a launched simulation shows on the next read), with the API's rules and messages where
// the screens show them.

const at = "2026-03-02T08:00:00.000Z";
const id = (prefix: string, n: number) => `${prefix.padEnd(8, "0")}-0000-4000-8000-${String(n).padStart(12, "0")}`;
const minutes = (n: number) => n * 60_000;

type Template = Schema<"PhishingTemplate">;

const template = (n: number, fields: Partial<Template>): Template => ({
  id: id("b7", n),
  tenantId: null,
  name: "",
  description: "",
  type: "CredentialHarvest",
  language: "En",
  emailBody: "<!-- Bulwark phishing simulation --><p>Hello {{.FirstName}}</p>",
  sendingEmail: "it@acme-support.example",
  emailTitle: "",
  emailFromName: "IT",
  tags: [],
  landingPageId: null,
  redFlags: [],
  placeholders: ["{{.FirstName}}", "{{.URL}}"],
  copiedFromId: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Templates the organisation can send: the library's and one of its own. */
export const sampleTemplates: Template[] = [
  template(1, { name: "Password expires today", emailTitle: "Your password expires today" }),
  template(2, { name: "Parcel could not be delivered", type: "DriveByUrl", emailTitle: "Delivery failed" }),
  template(3, { name: "Unpaid invoice", type: "MalwareAttachment", language: "Sr", emailTitle: "Neplaćena faktura" }),
  template(4, { name: "Shared document from HR", type: "LinkInAttachment", tenantId: sampleTenant.id }),
];

const simulation = (n: number, fields: Partial<PhishingSimulation>): PhishingSimulation => ({
  id: id("c5", n),
  name: "",
  description: "",
  status: "InProgress",
  startDate: "2026-03-02T08:00:00.000Z",
  endDate: "2026-03-16T16:00:00.000Z",
  stoppedAt: null,
  timeZone: "Europe/Belgrade",
  durationWeeks: 2,
  businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  businessHoursStart: "09:00",
  businessHoursEnd: "17:00",
  maxAttacksPerTarget: 1,
  feedbackType: "PhishedDisplay",
  feedbackMessage: null,
  sendingProfileId: null,
  targetsCount: 0,
  emailsCount: 0,
  funnel: { sent: 0, opened: 0, clicked: 0, submitted: 0, reported: 0 },
  templates: [],
  createdAt: at,
  updatedAt: at,
  ...fields,
});

const used = (n: number, sentCount: number) => {
  const t = sampleTemplates[n - 1] as Template;
  return { id: t.id, name: t.name, type: t.type, sentCount };
};

/** Two active simulations (one an A/B test), one upcoming and one stopped. */
export const sampleSimulations: PhishingSimulation[] = [
  simulation(1, {
    name: "Q1 password expiry",
    description: "Everyone, one credential-harvest email each.",
    targetsCount: 6,
    emailsCount: 6,
    funnel: { sent: 6, opened: 4, clicked: 2, submitted: 1, reported: 2 },
    templates: [used(1, 6)],
  }),
  simulation(2, {
    name: "Finance: invoice vs. parcel (A/B)",
    timeZone: "America/New_York",
    maxAttacksPerTarget: 2,
    targetsCount: 4,
    emailsCount: 8,
    funnel: { sent: 5, opened: 3, clicked: 1, submitted: 0, reported: 1 },
    templates: [used(3, 3), used(2, 2)],
    // The organisation's own sending profile, and both kinds of remedial training.
    sendingProfileId: id("e5", 1),
    remedialCourse: { id: id("c6", 1), name: "Spotting phishing", language: "En", enrolledCount: 1 },
    remedialNanoPage: {
      id: id("c7", 1),
      name: "Spot the fake invoice",
      type: "SimpleQuiz",
      language: "En",
      campaignId: id("c8", 1),
      sentCount: 1,
    },
  }),
  simulation(3, {
    name: "New hires, April",
    status: "Upcoming",
    startDate: "2026-04-06T07:00:00.000Z",
    endDate: "2026-04-20T15:00:00.000Z",
    targetsCount: 5,
    emailsCount: 5,
    feedbackType: "Other",
    feedbackMessage: "This was a test by the security team. Report suspicious emails with the button.",
    templates: [used(2, 0)],
  }),
  simulation(4, {
    name: "Winter HR document",
    status: "Stopped",
    startDate: "2026-01-12T08:00:00.000Z",
    endDate: "2026-01-26T16:00:00.000Z",
    stoppedAt: "2026-01-15T10:30:00.000Z",
    targetsCount: 40,
    emailsCount: 40,
    funnel: { sent: 22, opened: 15, clicked: 9, submitted: 4, reported: 3 },
    templates: [used(4, 22)],
  }),
];

const step = (count: number, of: number) => ({ count, percentage: of === 0 ? 0 : Math.round((count / of) * 100) });

/** Template `n`'s funnel in a simulation: emails sent, opened, clicked, submitted, reported. */
const templateFunnel = (n: number, [sent, opened, clicked, submitted, reported]: number[]) => {
  const { sentCount: _, ...template } = used(n, 0);
  const of = sent ?? 0;
  return {
    ...template,
    sent: step(of, of),
    opened: step(opened ?? 0, of),
    clicked: step(clicked ?? 0, of),
    submitted: step(submitted ?? 0, of),
    reported: step(reported ?? 0, of),
  };
};

/** The first simulation's funnel: six sent, a failure, a report and two scanner requests left out. */
export const sampleOverview: SimulationOverview = {
  targetsCount: 6,
  scheduled: 0,
  sent: step(6, 6),
  opened: step(4, 6),
  clicked: step(2, 6),
  submitted: step(1, 6),
  reported: step(2, 6),
  failed: step(2, 6),
  botEventsCount: 3,
  botReasons: [
    { reason: "scanner-ip", count: 2 },
    { reason: "head-request", count: 1 },
  ],
  timeline: [
    { date: "2026-03-02", sent: 3, opened: 2, clicked: 1, submitted: 0, reported: 1 },
    { date: "2026-03-03", sent: 2, opened: 1, clicked: 1, submitted: 1, reported: 0 },
    { date: "2026-03-04", sent: 1, opened: 1, clicked: 0, submitted: 0, reported: 1 },
  ],
  averageTimeToFailMs: minutes(14),
  averageReactionMs: minutes(95),
  templates: [templateFunnel(1, [6, 4, 2, 1, 2])],
};

/** The A/B simulation's funnel: each template's own figures side by side. */
export const abOverview: SimulationOverview = {
  ...sampleOverview,
  targetsCount: 4,
  sent: step(5, 5),
  opened: step(3, 5),
  clicked: step(1, 5),
  submitted: step(0, 5),
  reported: step(1, 5),
  failed: step(1, 4),
  templates: [templateFunnel(3, [3, 2, 1, 0, 0]), templateFunnel(2, [2, 1, 0, 0, 1])],
};

/** An overview with nothing sent yet (an upcoming simulation). */
export const emptyOverview: SimulationOverview = {
  targetsCount: 5,
  scheduled: 5,
  sent: step(0, 0),
  opened: step(0, 0),
  clicked: step(0, 0),
  submitted: step(0, 0),
  reported: step(0, 0),
  failed: step(0, 5),
  botEventsCount: 0,
  botReasons: [],
  timeline: [],
  averageTimeToFailMs: null,
  averageReactionMs: null,
  templates: [],
};

const target = (n: number, fields: Partial<SimulationTarget>): SimulationTarget => ({
  id: id("d4", n),
  personId: id("a2", n),
  email: "",
  firstName: "",
  lastName: "",
  fullName: "",
  groups: ["Sales"],
  status: "InProgress",
  timeToFailMs: null,
  timeToFailReactionMs: null,
  emailsSent: 1,
  ...fields,
});

const person = (n: number, first: string, last: string, fields: Partial<SimulationTarget> = {}) =>
  target(n, {
    email: `${first.toLowerCase()}@acme.example`,
    firstName: first,
    lastName: last,
    fullName: `${first} ${last}`,
    ...fields,
  });

/** The first simulation's targets: failed, reported, opened only, not yet reacted, scanner-only. */
export const sampleTargets: SimulationTarget[] = [
  person(1, "Ana", "Anić", { status: "Failed", timeToFailMs: minutes(9), groups: ["Finance"] }),
  person(2, "Boris", "Babić", { status: "Passed", timeToFailReactionMs: minutes(40) }),
  person(3, "Chiara", "Conti", { status: "InProgress", groups: ["IT"] }),
  person(4, "Dejan", "Dimić", { status: "Failed", timeToFailMs: minutes(19) }),
  person(5, "Ema", "Erić", { status: "ReportedSome", timeToFailReactionMs: minutes(150) }),
  person(6, "Filip", "Filipović", { status: "InProgress", emailsSent: 1 }),
];

const sentAt = "2026-03-02T09:12:00.000Z";
const later = (ms: number) => new Date(Date.parse(sentAt) + ms).toISOString();

/** A target's emails and timeline: Ana fails (with a scanner's pre-fetch first), Filip has no event. */
export function sampleDetails(t: SimulationTarget): SimulationTargetDetails {
  const emailId = id("e3", Number(t.id.slice(-2)));
  const email = {
    id: emailId,
    templateId: sampleTemplates[0]?.id as string,
    templateName: sampleTemplates[0]?.name as string,
    dueAt: sentAt,
    status: "Sent" as const,
    sentAt,
  };
  const event = (n: number, fields: Partial<SimulationTargetDetails["events"][number]>) => ({
    id: id("f2", Number(t.id.slice(-2)) * 10 + n),
    emailId,
    kind: "Sent" as const,
    classification: "human" as const,
    reason: null,
    fieldNames: [],
    at: sentAt,
    ...fields,
  });
  const events: SimulationTargetDetails["events"] =
    t.firstName === "Filip"
      ? []
      : t.status === "Failed"
        ? [
            event(1, {}),
            event(2, { kind: "Clicked", classification: "bot", reason: "scanner-ip", at: later(2000) }),
            event(3, { kind: "Opened", reason: "no-bot-signal", at: later(minutes(6)) }),
            event(4, { kind: "Clicked", reason: "no-bot-signal", at: later(minutes(8)) }),
            event(5, { kind: "HumanConfirmed", reason: "confirmed", at: later(minutes(9)) }),
            event(6, {
              kind: "Submitted",
              reason: "form-post",
              fieldNames: ["email", "password"],
              at: later(minutes(10)),
            }),
          ]
        : t.status === "Passed" || t.status === "ReportedSome"
          ? [event(1, {}), event(2, { kind: "Reported", at: later(minutes(40)) })]
          : [event(1, {}), event(2, { kind: "Opened", reason: "no-bot-signal", at: later(minutes(30)) })];
  return { ...t, emails: [email], events: t.firstName === "Filip" ? [] : events };
}

const sendingProfiles = {
  items: [
    {
      id: id("a9", 1),
      name: "Acme relay",
      host: "smtp.acme.example",
      port: 587,
      security: "starttls",
      username: "phish",
      hasPassword: true,
      fromAddress: "it-support@acme-notify.example",
      createdAt: at,
      updatedAt: at,
    },
  ],
  total: 1,
  platformDefault: { fromAddress: "noreply@bulwark.example", transport: "smtp" },
};

const notFound = { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, message, code: "Conflict" } });
const invalid = (errors: { path: string; message: string }[]) => ({
  status: 422,
  body: { statusCode: 422, message: "Validation failed", code: "ValidationFailed", errors },
});

const stateOf = (s: PhishingSimulation) =>
  s.status === "InProgress" ? "ongoing" : s.status === "Upcoming" ? "upcoming" : "finished";

/** Options of {@link simulationRoutes}. */
export interface SimulationRoutesOptions {
  simulations?: PhishingSimulation[];
  targets?: SimulationTarget[];
  overview?: SimulationOverview;
  templates?: Template[];
  /** How many people the organisation has (the wizard's Targets step). */
  people?: number;
}

/**
 * Fake simulation routes over copies of the samples: the list by tab and search, a simulation, its
 * overview, targets (by status) and a target's timeline, stop (409 when already stopped), mark
 * passed (409 "Update not allowed!" for a target already passed), resend (409 unless running),
 * launch (422 with the API's field errors: no template, nobody targeted), plus the templates, the
 * sending profiles and the organisation's people, groups and tags (and the export protocol).
 */
export function simulationRoutes(options: SimulationRoutesOptions = {}): FakeRoutes {
  const simulations = (options.simulations ?? sampleSimulations).map((s) => structuredClone(s));
  const targets = (options.targets ?? sampleTargets).map((t) => structuredClone(t));
  const templates = options.templates ?? sampleTemplates;
  let launched = 0;
  const find = (url: URL) => simulations.find((s) => s.id === url.pathname.split("/")[5]);
  const targetsOf = (s: PhishingSimulation) => (s.id === sampleSimulations[0]?.id ? targets : []);
  // The courses and nano pages the wizard offers as remedial training.
  const learning = { ...courseRoutes(), ...nanoRoutes() };
  return {
    ...peopleApi({ session: {}, people: makePeople(options.people ?? 12) }),
    "GET /api/v1/learning/courses": learning["GET /api/v1/learning/courses"],
    "GET /api/v1/learning/nano-pages/all": learning["GET /api/v1/learning/nano-pages/all"],
    "GET /api/v1/phishing/templates": (_r: Request, url: URL) => {
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const items = templates.filter((t) => t.name.toLowerCase().includes(search));
      return { items, total: items.length };
    },
    "GET /api/v1/phishing/sending-profiles": sendingProfiles,
    "GET /api/v1/phishing/simulations": (_r: Request, url: URL) => {
      const state = url.searchParams.get("state");
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const items = simulations.filter(
        (s) => (!state || stateOf(s) === state) && s.name.toLowerCase().includes(search),
      );
      return { items: items.slice(skip, skip + limit), total: items.length };
    },
    "GET /api/v1/phishing/simulations/*": (_r: Request, url: URL) => find(url) ?? notFound,
    "GET /api/v1/phishing/simulations/*/overview": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.id === sampleSimulations[0]?.id) return options.overview ?? sampleOverview;
      if (found.id === sampleSimulations[1]?.id) return abOverview;
      return { ...emptyOverview, targetsCount: found.targetsCount };
    },
    "GET /api/v1/phishing/simulations/*/targets-overview": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const status = url.searchParams.get("status");
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const items = targetsOf(found).filter((t) => !status || t.status === status);
      return { items: items.slice(skip, skip + limit), total: items.length };
    },
    "GET /api/v1/phishing/simulations/*/targets/*": (_r: Request, url: URL) => {
      const found = find(url);
      const t = found && targetsOf(found).find((x) => x.id === url.pathname.split("/")[7]);
      return t ? sampleDetails(t) : notFound;
    },
    "PUT /api/v1/phishing/simulations/*/update-status": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status === "Stopped" || found.status === "Ended")
        return conflict("The simulation is already stopped or ended");
      found.status = "Stopped";
      found.stoppedAt = new Date().toISOString();
      return found;
    },
    "PUT /api/v1/phishing/simulations/*/targets/*/update-status": (_r: Request, url: URL) => {
      const found = find(url);
      const t = found && targetsOf(found).find((x) => x.id === url.pathname.split("/")[7]);
      if (!t) return notFound;
      if (t.status === "Passed") return conflict("Update not allowed!");
      t.status = "Passed";
      const details = sampleDetails(t);
      return { ...details, events: [...details.events, { ...details.events[0], kind: "MarkedPassed", at }] };
    },
    "POST /api/v1/phishing/target-simulation/*/send-target-template/*": (_r: Request, url: URL) => {
      const found = find(url);
      const t = found && targetsOf(found).find((x) => x.id === url.pathname.split("/")[7]);
      if (!found || !t) return notFound;
      if (found.status !== "InProgress") return conflict("The simulation is not in progress");
      t.emailsSent += 1;
      return sampleDetails(t);
    },
    "POST /api/v1/phishing/simulations": async (request: Request) => {
      const input = (await request.json()) as Schema<"PhishingSimulationInput">;
      const errors: { path: string; message: string }[] = [];
      if (input.templateIds.length === 0)
        errors.push({ path: "body.templateIds", message: "At least one template must be selected" });
      const count =
        (input.targets.personIds?.length ?? 0) +
        (input.targets.groups?.length ?? 0) * 2 +
        (input.targets.tags?.length ?? 0) * 2;
      if (count === 0) errors.push({ path: "body.targets", message: "Please populate current data" });
      if (!Intl.supportedValuesOf("timeZone").includes(input.timeZone) && input.timeZone !== "UTC")
        errors.push({ path: "body.timeZone", message: "Unknown time zone" });
      if (errors.length) return invalid(errors);
      launched += 1;
      const made = simulation(100 + launched, {
        name: input.name,
        description: input.description ?? "",
        status: "Upcoming",
        startDate: input.startDate,
        timeZone: input.timeZone,
        durationWeeks: input.durationWeeks,
        businessDays: input.businessDays,
        businessHoursStart: input.businessHoursStart,
        businessHoursEnd: input.businessHoursEnd,
        maxAttacksPerTarget: input.maxAttacksPerTarget,
        feedbackType: input.feedbackType ?? "PhishedDisplay",
        feedbackMessage: input.feedbackMessage ?? null,
        sendingProfileId: input.sendingProfileId ?? null,
        targetsCount: count,
        emailsCount: count * Math.min(input.maxAttacksPerTarget, input.templateIds.length),
        templates: input.templateIds.map((templateId) => {
          const t = templates.find((x) => x.id === templateId) as Template;
          return { id: t.id, name: t.name, type: t.type, sentCount: 0 };
        }),
      });
      simulations.unshift(made);
      return { status: 201, body: made };
    },
  };
}

/** The admin (CrudPhishing) over the sample simulations. */
export const simulationEditorRoutes = (options: SimulationRoutesOptions = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(),
  ...simulationRoutes(options),
  ...extra,
});

/** Someone who may read simulations (ReadPhishing) but not change them. */
export const simulationReaderRoutes = (): FakeRoutes => ({
  ...sessionRoutes(sampleUser, { ...adminPermissions, permissions: ["ReadPhishing", "ReadInventory"] }),
  ...simulationRoutes(),
});

/** An organisation without the phishing feature: the not-enabled screen. */
export const simulationFeatureOffRoutes = (): FakeRoutes => {
  const tenant: Tenant = { ...sampleTenant, features: ["inventory", "learning"] };
  return { ...sessionRoutes({ ...sampleUser, tenants: [tenant] }), ...simulationRoutes() };
};

/** Someone signed in without an organisation: the wizard's "Organization must be set!". */
export const simulationNoOrganizationRoutes = (): FakeRoutes => ({
  ...sessionRoutes({ ...sampleUser, tenants: [] }),
  ...simulationRoutes(),
});

/** A failure of the API, as it answers one. */
export const simulationFailing = (status: number, message: string) => ({
  status,
  body: { statusCode: status, message, code: status === 409 ? "Conflict" : "Unavailable" },
});

import type {
  NanoCampaign,
  NanoCampaignContentInput,
  NanoCampaignInput,
  NanoCampaignLearner,
  NanoPage,
  Tenant,
} from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../storybook/fakeApi";
import { makePeople, peopleApi } from "../../storybook/fakeInventoryPeople";

// Sample nano campaigns, learners and nano pages for the nano-learning stories and tests, and fake
// routes that keep them as state (a stop, a new content or a created campaign shows on the next
// read), with the API's rules and messages where the screens show them.

const at = "2026-03-02T08:00:00.000Z";
const id = (prefix: string, n: number) => `${prefix.padEnd(8, "0")}-0000-4000-8000-${String(n).padStart(12, "0")}`;

const page = (n: number, fields: Partial<NanoPage>): NanoPage => ({
  id: id("d", n),
  tenantId: null,
  type: "SimpleQuiz",
  name: "",
  tags: [],
  languages: ["En", "Sr"],
  premium: false,
  videoLink: null,
  videoEmbedUrl: null,
  videoType: null,
  thumbnail: null,
  translations: {},
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Nano pages the organisation can see: common quizzes, a video and one of its own in English only. */
export const sampleNanoPages: NanoPage[] = [
  page(1, { name: "Spot the phishing link", tags: ["phishing"] }),
  page(2, { name: "Passphrases beat passwords", tags: ["passwords"] }),
  page(3, { name: "MFA fatigue attacks", type: "VideoQuiz", tags: ["mfa"], videoType: "External" }),
  page(4, { name: "Tailgating at the door", tags: ["physical"] }),
  page(5, { name: "Our reporting button", type: "CustomHTML", tenantId: sampleTenant.id, languages: ["En"] }),
];

const statistics = (sent: number, engaged: number, correct: number, incorrect: number) => ({
  sentCount: sent,
  deliveredCount: Math.max(0, sent - 1),
  openedCount: engaged,
  engagementCount: engaged,
  engagementRate: sent === 0 ? 0 : Math.round((engaged / sent) * 100),
  answeredCorrectlyCount: correct,
  incorrectAnswerCount: incorrect,
  answeredCount: correct + incorrect,
  videoOpenedCount: 2,
  videoCompletedCount: 1,
});

const campaign = (n: number, fields: Partial<NanoCampaign>): NanoCampaign => ({
  id: id("e", n),
  name: "",
  description: "",
  status: "running",
  startsAt: "2026-03-02T08:00:00.000Z",
  endsAt: "2026-03-20T15:00:00.000Z",
  stoppedAt: null,
  timeZone: "Europe/Belgrade",
  workingHoursStart: "09:00",
  workingHoursEnd: "17:00",
  businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  language: "En",
  learnersCount: 0,
  contents: [],
  statistics: statistics(0, 0, 0, 0),
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** Two running campaigns, one upcoming and one stopped. */
export const sampleCampaigns: NanoCampaign[] = [
  campaign(1, {
    name: "Spring phishing refresher",
    description: "Three short quizzes on phishing, passwords and MFA for everyone.",
    learnersCount: 24,
    contents: [
      {
        id: id("f", 1),
        nanoPageId: id("d", 1),
        nanoPageName: "Spot the phishing link",
        nanoPageType: "SimpleQuiz",
        sendAt: "2026-03-02T08:00:00.000Z",
        startsAt: "2026-03-02T08:00:00.000Z",
        endsAt: "2026-03-02T08:00:00.000Z",
        inProgress: true,
        sentCount: 24,
      },
      {
        id: id("f", 2),
        nanoPageId: id("d", 3),
        nanoPageName: "MFA fatigue attacks",
        nanoPageType: "VideoQuiz",
        sendAt: null,
        startsAt: "2026-04-06T07:00:00.000Z",
        endsAt: "2026-04-10T15:00:00.000Z",
        inProgress: false,
        sentCount: 0,
      },
    ],
    statistics: statistics(24, 17, 12, 4),
  }),
  campaign(2, {
    name: "Finance team: invoice fraud",
    language: "Sr",
    learnersCount: 6,
    statistics: statistics(6, 2, 1, 1),
    contents: [
      {
        id: id("f", 3),
        nanoPageId: id("d", 2),
        nanoPageName: "Passphrases beat passwords",
        nanoPageType: "SimpleQuiz",
        sendAt: null,
        startsAt: "2026-03-03T07:00:00.000Z",
        endsAt: "2026-03-13T15:00:00.000Z",
        inProgress: true,
        sentCount: 6,
      },
    ],
  }),
  campaign(3, {
    name: "New hires, April",
    status: "upcoming",
    startsAt: "2026-04-01T07:00:00.000Z",
    endsAt: "2026-04-15T15:00:00.000Z",
    learnersCount: 5,
    contents: [
      {
        id: id("f", 4),
        nanoPageId: id("d", 4),
        nanoPageName: "Tailgating at the door",
        nanoPageType: "SimpleQuiz",
        sendAt: "2026-04-01T07:00:00.000Z",
        startsAt: "2026-04-01T07:00:00.000Z",
        endsAt: "2026-04-01T07:00:00.000Z",
        inProgress: false,
        sentCount: 0,
      },
    ],
  }),
  campaign(4, {
    name: "Winter passwords week",
    status: "stopped",
    startsAt: "2026-01-12T08:00:00.000Z",
    endsAt: "2026-01-16T15:00:00.000Z",
    stoppedAt: "2026-01-14T10:30:00.000Z",
    learnersCount: 40,
    statistics: statistics(40, 31, 22, 6),
  }),
];

/** The learners of the first campaign: one answered right, one wrong, one opened only, one not yet. */
export const sampleLearners: NanoCampaignLearner[] = [
  ["Ana", "Anić", "AnsweredCorrectly"],
  ["Boris", "Babić", "AnsweredIncorrectly"],
  ["Chiara", "Conti", "Opened"],
  ["Dejan", "Dimić", "Delivered"],
].map(([firstName, lastName, last], index) => {
  const steps = ["Sent", "Delivered", "Opened", last as string].filter((s, i, all) => all.indexOf(s) === i);
  const reached = steps.slice(0, steps.indexOf(last as string) + 1);
  return {
    id: id("a1", index + 1),
    personId: id("a2", index + 1),
    email: `${(firstName as string).toLowerCase()}@acme.example`,
    firstName: firstName as string,
    lastName: lastName as string,
    deliveries: [
      {
        contentId: id("f", 1),
        nanoPageName: "Spot the phishing link",
        scheduledAt: "2026-03-02T08:00:00.000Z",
        lastEvent: last as NanoCampaignLearner["deliveries"][number]["lastEvent"],
        events: reached.map((event, i) => ({
          event: event as NanoCampaignLearner["deliveries"][number]["lastEvent"],
          at: new Date(Date.parse("2026-03-02T08:00:00.000Z") + i * 60_000).toISOString(),
        })),
      },
      {
        contentId: id("f", 2),
        nanoPageName: "MFA fatigue attacks",
        scheduledAt: "2026-04-07T09:12:00.000Z",
        lastEvent: "Scheduled",
        events: [],
      },
    ],
  };
});

const notFound = { status: 404, body: { statusCode: 404, message: "Not found", code: "NotFound" } };
const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, message, code: "Conflict" } });
const invalid = (errors: { path: string; message: string }[]) => ({
  status: 422,
  body: { statusCode: 422, message: "Validation failed", code: "ValidationFailed", errors },
});

const stateOf = (c: NanoCampaign) =>
  c.status === "running" ? "active" : c.status === "upcoming" ? "upcoming" : "finished";

/** The content-time rule of the API ("End date must be after start date"), under `path`. */
function contentErrors(content: NanoCampaignContentInput, path: string) {
  if (content.startsAt && content.endsAt && Date.parse(content.endsAt) <= Date.parse(content.startsAt))
    return [{ path: `${path}.endsAt`, message: "End date must be after start date" }];
  return [];
}

const contentOf = (input: NanoCampaignContentInput, n: number, pages: readonly NanoPage[]) => {
  const nano = pages.find((p) => p.id === input.nanoPageId);
  const startsAt = input.sendAt ?? input.startsAt ?? at;
  return {
    id: id("f9", n),
    nanoPageId: input.nanoPageId,
    nanoPageName: nano?.name ?? "",
    nanoPageType: nano?.type ?? ("SimpleQuiz" as const),
    sendAt: input.sendAt ?? null,
    startsAt,
    endsAt: input.sendAt ?? input.endsAt ?? startsAt,
    inProgress: false,
    sentCount: 0,
  };
};

/** Options of {@link nanoRoutes}. */
export interface NanoRoutesOptions {
  campaigns?: NanoCampaign[];
  learners?: NanoCampaignLearner[];
  pages?: NanoPage[];
  /** How many people the organisation has (the wizard's Learners step). */
  people?: number;
}

/**
 * Fake nano-learning routes over copies of the samples: the list by tab and search, a campaign,
 * its learners, stop (409 when already stopped), contents (409 "in progress" for one whose sending
 * began), create (422 with the API's field errors: an end before the start, an unknown time zone,
 * "No people to be saved"), plus the nano pages and the organisation's people, groups and tags.
 */
export function nanoRoutes(options: NanoRoutesOptions = {}): FakeRoutes {
  const campaigns = (options.campaigns ?? sampleCampaigns).map((c) => structuredClone(c));
  const learners = options.learners ?? sampleLearners;
  const pages = options.pages ?? sampleNanoPages;
  let created = 0;
  const find = (url: URL) => campaigns.find((c) => c.id === url.pathname.split("/")[5]);
  return {
    ...peopleApi({ session: {}, people: makePeople(options.people ?? 12) }),
    "GET /api/v1/learning/nano-pages/all": (_r: Request, url: URL) => {
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const items = pages.filter((p) => p.name.toLowerCase().includes(search));
      return { items, total: items.length };
    },
    "GET /api/v1/learning/nano-campaigns": (_r: Request, url: URL) => {
      const state = url.searchParams.get("state");
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const items = campaigns
        .filter((c) => (!state || stateOf(c) === state) && c.name.toLowerCase().includes(search))
        .map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          startsAt: c.startsAt,
          endsAt: c.endsAt,
          stoppedAt: c.stoppedAt,
          learnersCount: c.learnersCount,
          contentsCount: c.contents.length,
          engagementRate: c.statistics.engagementRate,
          createdAt: c.createdAt,
        }));
      return { items: items.slice(skip, skip + limit), total: items.length };
    },
    "GET /api/v1/learning/nano-campaigns/*": (_r: Request, url: URL) => find(url) ?? notFound,
    "GET /api/v1/learning/nano-campaigns/*/learners": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      const items = found.id === sampleCampaigns[0]?.id ? learners : [];
      return { items, total: items.length };
    },
    "POST /api/v1/learning/nano-campaigns/*/stop": (_r: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status === "stopped") return conflict("The campaign is already stopped or finished");
      found.status = "stopped";
      found.stoppedAt = new Date().toISOString();
      return found;
    },
    "POST /api/v1/learning/nano-campaigns/*/contents": async (request: Request, url: URL) => {
      const found = find(url);
      if (!found) return notFound;
      if (found.status === "stopped") return conflict("The campaign is stopped or finished");
      const input = (await request.json()) as NanoCampaignContentInput;
      const errors = contentErrors(input, "body");
      if (errors.length) return invalid(errors);
      found.contents.push(contentOf(input, found.contents.length + 10, pages));
      return found;
    },
    "PUT /api/v1/learning/nano-campaigns/*/contents/*": async (request: Request, url: URL) => {
      const found = find(url);
      const content = found?.contents.find((c) => c.id === url.pathname.split("/")[7]);
      if (!found || !content) return notFound;
      if (content.inProgress) return conflict("Content can't be updated because it is in progress.");
      const input = (await request.json()) as NanoCampaignContentInput;
      const errors = contentErrors(input, "body");
      if (errors.length) return invalid(errors);
      Object.assign(content, { ...contentOf(input, 0, pages), id: content.id });
      return found;
    },
    "DELETE /api/v1/learning/nano-campaigns/*/contents/*": (_r: Request, url: URL) => {
      const found = find(url);
      const index = found?.contents.findIndex((c) => c.id === url.pathname.split("/")[7]) ?? -1;
      const content = found?.contents[index];
      if (!found || !content) return notFound;
      if (content.inProgress) return conflict("Content can't be deleted because it is in progress.");
      if (found.contents.length <= 1)
        return invalid([{ path: "path.contentId", message: "At least one content must be selected" }]);
      found.contents.splice(index, 1);
      return found;
    },
    "POST /api/v1/learning/nano-campaigns": async (request: Request) => {
      const input = (await request.json()) as NanoCampaignInput;
      const errors = input.contents.flatMap((c, i) => contentErrors(c, `body.contents.${i}`));
      if (!Intl.supportedValuesOf("timeZone").includes(input.timeZone) && input.timeZone !== "UTC")
        errors.push({ path: "body.timeZone", message: "Unknown time zone" });
      const count =
        (input.learners.personIds?.length ?? 0) +
        (input.learners.groups?.length ?? 0) * 2 +
        (input.learners.tags?.length ?? 0) * 2;
      if (count === 0) errors.push({ path: "body.learners", message: "No people to be saved" });
      if (errors.length) return invalid(errors);
      created += 1;
      const made = campaign(100 + created, {
        name: input.name,
        description: input.description ?? "",
        status: "upcoming",
        timeZone: input.timeZone,
        workingHoursStart: input.workingHoursStart,
        workingHoursEnd: input.workingHoursEnd,
        businessDays: input.businessDays,
        language: input.language,
        learnersCount: count,
        contents: input.contents.map((c, i) => contentOf(c, 100 * created + i, pages)),
      });
      campaigns.unshift(made);
      return { status: 201, body: made };
    },
  };
}

/** The admin (CrudLearning) over the sample campaigns. */
export const nanoEditorRoutes = (options: NanoRoutesOptions = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(),
  ...nanoRoutes(options),
  ...extra,
});

/** Someone who may read campaigns (ReadLearning) but not change them. */
export const nanoReaderRoutes = (): FakeRoutes => ({
  ...sessionRoutes(sampleUser, { ...adminPermissions, permissions: ["ReadLearning", "ReadInventory"] }),
  ...nanoRoutes(),
});

/** An organisation without the learning feature: the not-enabled screen. */
export const nanoFeatureOffRoutes = (): FakeRoutes => {
  const tenant: Tenant = { ...sampleTenant, features: ["inventory"] };
  return { ...sessionRoutes({ ...sampleUser, tenants: [tenant] }), ...nanoRoutes() };
};

/** A user without an organisation: the wizard's "Organization must be set!". */
export const nanoNoOrganizationRoutes = (): FakeRoutes => ({
  ...sessionRoutes({ ...sampleUser, tenants: [] }),
  ...nanoRoutes(),
});

/** A failure of the API, as it answers one. */
export const nanoFailing = (status: number, message: string) => ({
  status,
  body: { statusCode: status, message, code: status === 409 ? "Conflict" : "Unavailable" },
});

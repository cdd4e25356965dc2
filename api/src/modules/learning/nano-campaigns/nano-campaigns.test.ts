import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weekdays } from "../../../platform/schedule/business-hours.js";
import { addMember, createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import { as, LEARNING, nanoInput, startLearningApi, superAdmin } from "../learning.fixtures.js";
import { NANO_SEND } from "./nano-delivery.js";

// Nano-learning campaigns through HTTP on a real API (SQLite or PostgreSQL), with a real SMTP
// server on loopback receiving the emails: the wizard's rules (each bad input a clear 4xx with
// nothing saved), the tabs, the view, stopping, scheduled contents, the emails, the tracked answer
// links followed end to end, the learner page, bot clicks that never count, and a second
// organisation whose campaigns, people and pages never show.

const BURST_MS = 200;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CAMPAIGNS = `${LEARNING}/nano-campaigns`;
const ALL_DAYS: Schema<"BusinessDay">[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** Every message the SMTP server accepted, parsed, in order. */
const received: { to: string; subject: string; html: string }[] = [];
let api: TestApi;
let smtp: SmtpSink;

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;
let owner: Owner;
let other: Owner;
let alphaPeople: Schema<"Person">[];
let betaPerson: Schema<"Person">;
let commonQuiz: Schema<"NanoPage">;
let alphaVideo: Schema<"NanoPage">;
let alphaCustom: Schema<"NanoPage">;
let betaPage: Schema<"NanoPage">;
/** The super-admin who manages the common library. */
let content: Awaited<ReturnType<typeof superAdmin>>;

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A valid campaign: every day, all day, UTC, a SimpleQuiz in a range that has begun. */
const campaignInput = (extra: Partial<Schema<"NanoCampaignInput">> = {}): Schema<"NanoCampaignInput"> => ({
  name: "October awareness",
  description: "One question a week",
  contents: [{ nanoPageId: commonQuiz.id, startsAt: iso(-hour), endsAt: iso(hour) }],
  timeZone: "UTC",
  workingHoursStart: "00:00",
  workingHoursEnd: "23:59",
  businessDays: ALL_DAYS,
  language: "En",
  learners: { groups: ["Sales"] },
  ...extra,
});

const storedCampaigns = async (tenantId: string) =>
  Number(
    (
      await api.platform.db
        .selectFrom("nano_campaigns")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("tenant_id", "=", tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Moves every queued nano email to now (the clock is not ours to move) and runs the queue. */
async function sendDue() {
  await api.platform.db
    .updateTable("jobs")
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where("type", "=", NANO_SEND)
    .where("status", "=", "pending")
    .execute();
  await api.drainJobs();
}

/** Lets the tracking judge the requests made so far and tell nano learning. */
async function settle() {
  await api.platform.tracking.flush();
  await sleep(BURST_MS + 400);
  await api.drainJobs();
}

/** The tracked links (`c`) or the open pixel (`o`) of an email's HTML. */
const linksOf = (html: string, kind: "c" | "o") =>
  [...html.matchAll(new RegExp(`http://bulwark\\.test/api/v1/t/${kind}/[A-Za-z0-9_-]+`, "g"))].map((m) => m[0]);
const mailsTo = (email: string) => received.filter((m) => m.to === email);
/** A tracked URL of the email requested on the test server, as the learner's browser would. */
const visit = (url: string, userAgent = CHROME) =>
  fetch(url.replace("http://bulwark.test", api.baseUrl), { redirect: "manual", headers: { "user-agent": userAgent } });

async function create(input: Schema<"NanoCampaignInput">, who: Owner = owner) {
  // Any body: a 201 answers the campaign, a 422 its errors.
  return api.request("POST", CAMPAIGNS, { ...as(who), body: input });
}

async function learnersOf(campaignId: string) {
  const res = await api.request<Schema<"NanoCampaignLearnerList">>(
    "GET",
    `${CAMPAIGNS}/${campaignId}/learners`,
    as(owner),
  );
  expect(res.status).toBe(200);
  return res.body.items;
}

beforeAll(async () => {
  smtp = await startSmtpSink({
    // Parsed for the tests, and also written where the harness reads its outbox (sign-up emails).
    onMessage: async ({ to, raw }) => {
      const parsed = await simpleParser(raw);
      received.push({ to, subject: parsed.subject ?? "", html: typeof parsed.html === "string" ? parsed.html : "" });
      const dir = path.join(api.platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${received.length}.eml`), raw);
    },
  });
  api = await startLearningApi({
    SMTP_URL: smtp.url,
    TRACKING_BURST_MS: String(BURST_MS),
    // The test follows links a moment after delivery; the "too soon" rule has its own tests.
    TRACKING_MIN_CLICK_SECONDS: "0",
  });
  content = await superAdmin(api, ["ManageLearningContent"]);
  owner = await createOrganizationOwner(api, "Alpha Nano");
  other = await createOrganizationOwner(api, "Beta Nano");
  const saved = await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(owner),
    body: {
      people: [
        { email: "ana@alpha.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"], tags: ["new"] },
        { email: "bora@alpha.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
        { email: "ceca@alpha.test", firstName: "Ceca", lastName: "Cecić", groups: ["IT"], tags: ["new"] },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(other),
    body: { people: [{ email: "dule@beta.test", firstName: "Dule", lastName: "Dulić", groups: ["Sales"] }] },
  });
  alphaPeople = (await api.request("GET", "/api/v1/inventory/people?limit=100", as(owner))).body.items;
  betaPerson = (await api.request("GET", "/api/v1/inventory/people?limit=100", as(other))).body.items[0];
  const quiz = nanoInput("Invoice macros", {
    languages: ["En", "Sr"],
    translations: {
      ...nanoInput().translations,
      Sr: {
        emailSubject: "Jedno pitanje o fakturama",
        question: "Neočekivana faktura traži da uključite makroe. Šta radite?",
        answers: [
          { text: "Uključim makroe", correct: false },
          { text: "Prijavim je i ne otvaram", correct: true },
        ],
        explanationCorrect: "Tako je: prijavite je.",
        explanationIncorrect: "Makroi u neočekivanim fajlovima su čest put napada.",
      },
    },
  });
  commonQuiz = (await api.request("POST", `${LEARNING}/nano-pages`, { token: content.accessToken, body: quiz })).body;
  alphaVideo = (
    await api.request("POST", `${LEARNING}/nano-pages`, {
      ...as(owner),
      body: nanoInput("Alpha video", {
        type: "VideoQuiz",
        videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        translations: {
          En: { ...nanoInput().translations.En, emailSubject: "A two-minute video" } as Schema<"NanoPageTranslation">,
        },
      }),
    })
  ).body;
  alphaCustom = (
    await api.request("POST", `${LEARNING}/nano-pages`, {
      ...as(owner),
      body: {
        type: "CustomHTML",
        name: "Alpha tip",
        languages: ["En"],
        translations: {
          En: { emailSubject: "Tip of the week", html: '<p>Lock your screen.</p><script>alert("x")</script>' },
        },
      },
    })
  ).body;
  betaPage = (await api.request("POST", `${LEARNING}/nano-pages`, { ...as(other), body: nanoInput("Beta quiz") })).body;
  expect([commonQuiz.id, alphaVideo.id, alphaCustom.id, betaPage.id].every(Boolean)).toBe(true);
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("nano campaigns: bad input is a clear 422 and saves nothing", () => {
  const saturday = () => {
    const d = new Date(Date.now() + 7 * 24 * hour);
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
    d.setUTCHours(10, 0, 0, 0);
    return d;
  };
  const workweek: Schema<"BusinessDay">[] = weekdays.slice(0, 5);
  const cases: [string, () => Partial<Schema<"NanoCampaignInput">>, string, string][] = [
    ["an unknown time zone", () => ({ timeZone: "Mars/Olympus" }), "body.timeZone", "Unknown time zone: Mars/Olympus"],
    ["no business day", () => ({ businessDays: [] }), "body.businessDays", "Minimum 1 selected"],
    [
      "an end before the start",
      () => ({ contents: [{ nanoPageId: commonQuiz.id, startsAt: iso(2 * hour), endsAt: iso(hour) }] }),
      "body.contents.0.endsAt",
      "End date must be after start date",
    ],
    ["no content", () => ({ contents: [] }), "body.contents", "At least one content must be selected"],
    ["no learners", () => ({ learners: {} }), "body.learners", "No people to be saved"],
    ["a group nobody is in", () => ({ learners: { groups: ["Nobody"] } }), "body.learners", "No people to be saved"],
    [
      "another organisation's person",
      () => ({ learners: { personIds: [betaPerson.id] } }),
      "body.learners.personIds.0",
      "Person not found",
    ],
    [
      "another organisation's nano page",
      () => ({ contents: [{ nanoPageId: betaPage.id, startsAt: iso(-hour), endsAt: iso(hour) }] }),
      "body.contents.0.nanoPageId",
      "Nano page not found",
    ],
    [
      "a fixed time outside the business days",
      () => ({ businessDays: workweek, contents: [{ nanoPageId: commonQuiz.id, sendAt: saturday().toISOString() }] }),
      "body.contents.0.sendAt",
      "Send time is outside the working hours and business days",
    ],
    [
      "a range with no business day in it",
      () => {
        const start = saturday();
        return {
          businessDays: workweek,
          contents: [
            {
              nanoPageId: commonQuiz.id,
              startsAt: start.toISOString(),
              endsAt: new Date(+start + 12 * hour).toISOString(),
            },
          ],
        };
      },
      "body.contents.0.endsAt",
      "There are no working hours on business days between the start and end date",
    ],
    [
      "a page without the campaign's language",
      () => ({ language: "Sr", contents: [{ nanoPageId: alphaVideo.id, startsAt: iso(-hour), endsAt: iso(hour) }] }),
      "body.contents.0.nanoPageId",
      "The nano page has no content in Sr",
    ],
    [
      "a past fixed time",
      () => ({ contents: [{ nanoPageId: commonQuiz.id, sendAt: iso(-hour) }] }),
      "body.contents.0.sendAt",
      "Send time must be in the future",
    ],
  ];
  for (const [what, extra, field, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await storedCampaigns(owner.tenantId);
      const jobs = await api.platform.db.selectFrom("jobs").select("id").where("type", "=", NANO_SEND).execute();
      const res = await create(campaignInput(extra()));
      expect(res.status).toBe(422);
      expect(res.body.errors).toContainEqual({ path: field, message });
      expect(await storedCampaigns(owner.tenantId)).toBe(before);
      expect(
        await api.platform.db.selectFrom("jobs").select("id").where("type", "=", NANO_SEND).execute(),
      ).toHaveLength(jobs.length);
    });
  }

  it("needs CrudLearning to create, and a Viewer cannot", async () => {
    const viewer = await addMember(api, owner, ["Viewer"]);
    const res = await api.request("POST", CAMPAIGNS, {
      token: viewer.accessToken,
      tenant: owner.tenantId,
      body: campaignInput(),
    });
    expect(res.status).toBe(403);
  });
});

describe("nano campaigns: the SimpleQuiz email over SMTP, answered from the email end to end", () => {
  let campaign: Schema<"NanoCampaign">;
  const ana = "ana@alpha.test";
  const bora = "bora@alpha.test";

  it("creates the campaign for the Sales group and shows it in the Active tab only", async () => {
    const res = await create(campaignInput());
    expect(res.status).toBe(201);
    campaign = res.body;
    expect(campaign).toMatchObject({ status: "running", learnersCount: 2, language: "En", timeZone: "UTC" });
    expect(campaign.contents).toHaveLength(1);
    expect(campaign.contents[0]).toMatchObject({
      nanoPageName: "Invoice macros",
      nanoPageType: "SimpleQuiz",
      inProgress: true,
    });
    const active = await api.request("GET", `${CAMPAIGNS}?state=active`, as(owner));
    expect(active.body.items.map((c: { id: string }) => c.id)).toContain(campaign.id);
    const upcoming = await api.request("GET", `${CAMPAIGNS}?state=upcoming`, as(owner));
    expect(upcoming.body.items.map((c: { id: string }) => c.id)).not.toContain(campaign.id);
    // Each learner's send is queued inside the range.
    const learners = await learnersOf(campaign.id);
    for (const learner of learners) {
      const at = learner.deliveries[0]?.scheduledAt ?? "";
      expect(at >= new Date(Date.now() - 60_000).toISOString() && at <= (campaign.endsAt ?? "")).toBe(true);
      expect(learner.deliveries[0]?.lastEvent).toBe("Scheduled");
    }
  });

  it("sends each learner one email with one tracked link per answer, once, even when the send job runs again", async () => {
    await sendDue();
    expect(mailsTo(ana)).toHaveLength(1);
    expect(mailsTo(bora)).toHaveLength(1);
    const mail = mailsTo(ana)[0]?.html ?? "";
    expect(mailsTo(ana)[0]?.subject).toBe("One question about invoices");
    expect(mail).toContain("An unexpected invoice asks you to enable macros");
    expect(linksOf(mail, "c")).toHaveLength(2);
    expect(linksOf(mail, "o").length).toBeGreaterThan(0);
    // A restarted worker, or a duplicate job, sends nothing twice.
    const delivery = await api.platform.db
      .selectFrom("nano_deliveries")
      .select("id")
      .where("campaign_id", "=", campaign.id)
      .execute();
    for (const d of delivery) {
      await api.platform.queue.enqueue(NANO_SEND, { tenantId: owner.tenantId, deliveryId: d.id });
    }
    await api.drainJobs();
    expect(mailsTo(ana)).toHaveLength(1);
    const learner = (await learnersOf(campaign.id)).find((l) => l.email === ana);
    expect(learner?.deliveries[0]?.events.map((e) => e.event)).toEqual(["Sent", "Delivered"]);
  });

  it("a mail scanner's click on every link records no answer", async () => {
    const links = linksOf(mailsTo(bora)[0]?.html ?? "", "c");
    for (const link of links) expect((await visit(link, "python-requests/2.31.0")).status).toBe(302);
    await settle();
    const learner = (await learnersOf(campaign.id)).find((l) => l.email === bora);
    expect(learner?.deliveries[0]?.events.map((e) => e.event)).toEqual(["Sent", "Delivered"]);
  });

  it("a person's click on the right answer lands on the result page and counts; a later click does not", async () => {
    const mail = mailsTo(ana)[0]?.html ?? "";
    const [wrong, right] = linksOf(mail, "c");
    const clicked = await visit(right as string);
    expect(clicked.status).toBe(302);
    const landing = clicked.headers.get("location") ?? "";
    expect(landing).toMatch(/^http:\/\/bulwark\.test\/api\/v1\/learning\/nano-learner\/[A-Za-z0-9_-]+\?answer=1$/);
    const page = await api.request("GET", landing.replace("http://bulwark.test", ""));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.headers.get("content-security-policy")).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.headers.get("content-security-policy")).not.toMatch(/script-src|unsafe-inline/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("Correct!");
    expect(page.body).toContain("Yes: report it.");
    await visit(linksOf(mail, "o")[0] as string);
    await settle();
    await visit(wrong as string);
    await settle();
    const learner = (await learnersOf(campaign.id)).find((l) => l.email === ana);
    expect(learner?.deliveries[0]?.events.map((e) => e.event)).toEqual([
      "Sent",
      "Delivered",
      "Opened",
      "AnsweredCorrectly",
    ]);
    const view = await api.request<Schema<"NanoCampaign">>("GET", `${CAMPAIGNS}/${campaign.id}`, as(owner));
    expect(view.body.statistics).toMatchObject({
      sentCount: 2,
      deliveredCount: 2,
      engagementCount: 1,
      engagementRate: 50,
      answeredCorrectlyCount: 1,
      incorrectAnswerCount: 0,
      answeredCount: 1,
    });
    const figures = await api.request("GET", `${CAMPAIGNS}/statistics`, as(owner));
    expect(figures.body).toMatchObject({ nanoLessonsSentCount: 2, nanoEngagementCount: 1, answeredCorrectlyCount: 1 });
  });

  it("publishes the campaign's start and the learner's answer (activity log and webhook events)", async () => {
    await api.drainEvents();
    const events = await api.platform.db
      .selectFrom("domain_events")
      .select(["type"])
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === "NanoCampaignStarted")).toHaveLength(1);
    expect(types.filter((t) => t === "NanoLearnerAnswered")).toHaveLength(1);
    const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=100`, {
      token: owner.accessToken,
    });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain("NanoCampaignStarted");
  });

  it("stopping a running campaign is permanent: 409 the second time, and no content can be added", async () => {
    const stopped = await api.request("POST", `${CAMPAIGNS}/${campaign.id}/stop`, as(owner));
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe("stopped");
    expect((await api.request("POST", `${CAMPAIGNS}/${campaign.id}/stop`, as(owner))).status).toBe(409);
    const added = await api.request("POST", `${CAMPAIGNS}/${campaign.id}/contents`, {
      ...as(owner),
      body: { nanoPageId: commonQuiz.id, startsAt: iso(hour), endsAt: iso(2 * hour) },
    });
    expect(added.status).toBe(409);
    const finished = await api.request("GET", `${CAMPAIGNS}?state=finished`, as(owner));
    expect(finished.body.items.map((c: { id: string }) => c.id)).toContain(campaign.id);
  });
});

describe("nano campaigns: an SMTP refusal", () => {
  it("keeps the email sent but not delivered, and the retry delivers it once", async () => {
    const ceca = alphaPeople.find((p) => p.email === "ceca@alpha.test")?.id as string;
    const res = await create(campaignInput({ learners: { personIds: [ceca] } }));
    expect(res.status).toBe(201);
    const before = mailsTo("ceca@alpha.test").length;
    smtp.refuseNext(1);
    await sendDue();
    const [learner] = await learnersOf(res.body.id);
    expect(learner?.deliveries[0]?.events.map((e) => e.event)).toEqual(["Sent"]);
    // The queue's backoff, passed at once; the retry goes out and nothing else does.
    await sendDue();
    await sendDue();
    expect(mailsTo("ceca@alpha.test")).toHaveLength(before + 1);
    const [after] = await learnersOf(res.body.id);
    expect(after?.deliveries[0]?.events.map((e) => e.event)).toEqual(["Sent", "Delivered"]);
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
  });
});

describe("nano campaigns: Serbian emails and pages", () => {
  it("writes the email and the learner page in the campaign's language", async () => {
    const res = await create(
      campaignInput({
        language: "Sr",
        learners: { personIds: [alphaPeople.find((p) => p.email === "ceca@alpha.test")?.id as string] },
      }),
    );
    expect(res.status).toBe(201);
    await sendDue();
    const sent = mailsTo("ceca@alpha.test").at(-1);
    expect(sent?.subject).toBe("Jedno pitanje o fakturama");
    const mail = sent?.html ?? "";
    expect(mail).toContain('<html lang="sr">');
    expect(mail).toContain("Neočekivana faktura traži da uključite makroe");
    expect(mail).toContain("Jedno pitanje, jedan klik");
    const [wrong] = linksOf(mail, "c");
    const clicked = await visit(wrong as string);
    const page = await api.request("GET", (clicked.headers.get("location") ?? "").replace("http://bulwark.test", ""));
    expect(page.body).toContain('<html lang="sr">');
    expect(page.body).toContain("Nije tačno.");
    expect(page.body).toContain("Makroi u neočekivanim fajlovima");
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
  });
});

describe("nano campaigns: the VideoQuiz page", () => {
  it("records video page opened, video completed and the answer given on the page", async () => {
    const res = await create(
      campaignInput({
        contents: [{ nanoPageId: alphaVideo.id, startsAt: iso(-hour), endsAt: iso(hour) }],
        learners: { tags: ["new"] },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.learnersCount).toBe(2);
    await sendDue();
    const mail = mailsTo("ana@alpha.test").at(-1)?.html ?? "";
    expect(mailsTo("ana@alpha.test").at(-1)?.subject).toBe("A two-minute video");
    const [video] = linksOf(mail, "c");
    const clicked = await visit(video as string);
    const pageUrl = (clicked.headers.get("location") ?? "").replace("http://bulwark.test", "");
    const page = await api.request("GET", pageUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(page.headers.get("content-security-policy")).toContain("frame-src https://www.youtube-nocookie.com");
    // The page's forms, posted as a browser posts them (no script, an empty form body).
    const post = (url: string) =>
      fetch(`${api.baseUrl}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const watched = await post(`${pageUrl}/video-completed`);
    expect(watched.status).toBe(302);
    const answered = await post(`${pageUrl}/answer?answer=0`);
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toMatch(/\?answer=0$/);
    await settle();
    const learner = (await learnersOf(res.body.id)).find((l) => l.email === "ana@alpha.test");
    expect(learner?.deliveries[0]?.events.map((e) => e.event)).toEqual([
      "Sent",
      "Delivered",
      "Opened",
      "AnsweredIncorrectly",
      "VideoPageOpened",
      "VideoCompleted",
    ]);
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
  });

  it("answers the same plain 404 page for an unknown, altered or truncated token", async () => {
    for (const token of ["nope", "A".repeat(80)]) {
      const res = await api.request("GET", `${LEARNING}/nano-learner/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toContain("Link not found");
    }
    expect((await api.request("POST", `${LEARNING}/nano-learner/nope/answer?answer=0`)).status).toBe(404);
  });
});

describe("nano campaigns: CustomHTML", () => {
  it("sends the page's sanitised HTML", async () => {
    const res = await create(
      campaignInput({
        contents: [{ nanoPageId: alphaCustom.id, startsAt: iso(-hour), endsAt: iso(hour) }],
        learners: { personIds: [alphaPeople.find((p) => p.email === "bora@alpha.test")?.id as string] },
      }),
    );
    expect(res.status).toBe(201);
    await sendDue();
    const mail = mailsTo("bora@alpha.test").at(-1)?.html ?? "";
    expect(mail).toContain("Lock your screen.");
    expect(mail).not.toContain("<script");
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
  });
});

describe("nano campaigns: upcoming campaigns, scheduled contents and stopping", () => {
  let upcoming: Schema<"NanoCampaign">;

  it("an upcoming campaign's content can be changed and removed, but not the last one", async () => {
    const res = await create(
      campaignInput({
        contents: [
          { nanoPageId: alphaVideo.id, sendAt: iso(24 * hour) },
          { nanoPageId: commonQuiz.id, startsAt: iso(48 * hour), endsAt: iso(72 * hour) },
        ],
      }),
    );
    expect(res.status).toBe(201);
    upcoming = res.body;
    expect(upcoming.status).toBe("upcoming");
    const [first, second] = upcoming.contents;
    const changed = await api.request("PUT", `${CAMPAIGNS}/${upcoming.id}/contents/${first?.id}`, {
      ...as(owner),
      body: { nanoPageId: alphaVideo.id, sendAt: iso(30 * hour) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.contents.find((c: { id: string }) => c.id === first?.id)?.sendAt).not.toBe(first?.sendAt);
    const badChange = await api.request("PUT", `${CAMPAIGNS}/${upcoming.id}/contents/${first?.id}`, {
      ...as(owner),
      body: { nanoPageId: alphaVideo.id, startsAt: iso(30 * hour), endsAt: iso(29 * hour) },
    });
    expect(badChange.status).toBe(422);
    expect(badChange.body.errors).toContainEqual({ path: "body.endsAt", message: "End date must be after start date" });
    const removed = await api.request("DELETE", `${CAMPAIGNS}/${upcoming.id}/contents/${second?.id}`, as(owner));
    expect(removed.status).toBe(200);
    expect(removed.body.contents).toHaveLength(1);
    const last = await api.request("DELETE", `${CAMPAIGNS}/${upcoming.id}/contents/${first?.id}`, as(owner));
    expect(last.status).toBe(422);
  });

  it("the nano page of an active campaign cannot be deleted and lists the campaign", async () => {
    const ongoing = await api.request("GET", `${LEARNING}/nano-pages/${alphaVideo.id}/ongoing-campaigns`, as(owner));
    expect(ongoing.status).toBe(200);
    expect(ongoing.body.items.map((c: { id: string }) => c.id)).toContain(upcoming.id);
    const deleted = await api.request("DELETE", `${LEARNING}/nano-pages/${alphaVideo.id}`, as(owner));
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe("There are active nano campaigns containing this page!");
  });

  it("stopping cancels every unsent email: nothing is sent afterwards", async () => {
    const stopped = await api.request("POST", `${CAMPAIGNS}/${upcoming.id}/stop`, as(owner));
    expect(stopped.status).toBe(200);
    const before = received.length;
    await sendDue();
    expect(received.length).toBe(before);
    const learners = await learnersOf(upcoming.id);
    expect(learners.flatMap((l) => l.deliveries.map((d) => d.lastEvent))).toEqual(["Cancelled", "Cancelled"]);
    // Once no active campaign sends it, the page can go.
    const ongoing = await api.request("GET", `${LEARNING}/nano-pages/${alphaVideo.id}/ongoing-campaigns`, as(owner));
    expect(ongoing.body.items.map((c: { id: string }) => c.id)).not.toContain(upcoming.id);
  });

  it("a content whose sending has begun can be neither changed nor removed", async () => {
    const res = await create(
      campaignInput({
        contents: [
          { nanoPageId: commonQuiz.id, startsAt: iso(-hour), endsAt: iso(hour) },
          { nanoPageId: commonQuiz.id, sendAt: iso(24 * hour) },
        ],
      }),
    );
    const running: Schema<"NanoCampaignContent"> = res.body.contents.find(
      (c: Schema<"NanoCampaignContent">) => c.inProgress,
    );
    const update = await api.request("PUT", `${CAMPAIGNS}/${res.body.id}/contents/${running.id}`, {
      ...as(owner),
      body: { nanoPageId: commonQuiz.id, sendAt: iso(5 * hour) },
    });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe("Content can't be updated because it is in progress.");
    const remove = await api.request("DELETE", `${CAMPAIGNS}/${res.body.id}/contents/${running.id}`, as(owner));
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe("Content can't be deleted because it is in progress.");
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
  });
});

describe("nano campaigns: a second organisation sees none of it", () => {
  it("Beta's list is empty and Alpha's campaign is 404 in Beta", async () => {
    const alphaList = await api.request("GET", CAMPAIGNS, as(owner));
    expect(alphaList.body.total).toBeGreaterThan(0);
    const betaList = await api.request("GET", CAMPAIGNS, as(other));
    expect(betaList.status).toBe(200);
    expect(betaList.body.total).toBe(0);
    const id = alphaList.body.items[0].id;
    expect((await api.request("GET", `${CAMPAIGNS}/${id}`, as(other))).status).toBe(404);
    expect((await api.request("GET", `${CAMPAIGNS}/${id}/learners`, as(other))).status).toBe(404);
    expect((await api.request("POST", `${CAMPAIGNS}/${id}/stop`, as(other))).status).toBe(404);
    const figures = await api.request("GET", `${CAMPAIGNS}/statistics`, as(other));
    expect(figures.body).toEqual({
      nanoLessonsSentCount: 0,
      nanoEngagementCount: 0,
      answeredCorrectlyCount: 0,
      incorrectAnswerCount: 0,
      allNanoCampaignsCount: 0,
    });
  });

  it("a member of Beta gets 403 with Alpha's id in the header", async () => {
    const alphaList = await api.request("GET", CAMPAIGNS, as(owner));
    const res = await api.request("GET", `${CAMPAIGNS}/${alphaList.body.items[0].id}`, {
      token: other.accessToken,
      tenant: owner.tenantId,
    });
    expect(res.status).toBe(403);
  });

  it("a common page sent by Alpha's campaign: Beta's ongoing list does not show it, and the library cannot delete the page", async () => {
    const res = await create(campaignInput({ contents: [{ nanoPageId: commonQuiz.id, sendAt: iso(24 * hour) }] }));
    expect(res.status).toBe(201);
    const theirs = await api.request("GET", `${LEARNING}/nano-pages/${commonQuiz.id}/ongoing-campaigns`, as(other));
    expect(theirs.body).toEqual({ items: [], total: 0 });
    expect(
      (await api.request("GET", `${LEARNING}/nano-pages/${alphaVideo.id}/ongoing-campaigns`, as(other))).status,
    ).toBe(404);
    const deleted = await api.request("DELETE", `${LEARNING}/nano-pages/${commonQuiz.id}`, {
      token: content.accessToken,
    });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe("There are active nano campaigns containing this page!");
    await api.request("POST", `${CAMPAIGNS}/${res.body.id}/stop`, as(owner));
    const afterStop = await api.request("DELETE", `${LEARNING}/nano-pages/${commonQuiz.id}`, {
      token: content.accessToken,
    });
    expect(afterStop.status).toBe(204);
  });
});

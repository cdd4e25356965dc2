import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Schema } from "@bulwark/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import {
  as,
  createLandingPage,
  createTemplate,
  harvestPage,
  PHISHING,
  startPhishingApi,
  templateInput,
} from "../phishing.fixtures.js";
import { PHISHING_SEND, SimulationSender } from "./simulation-delivery.js";
import { keptAndRecounted, publicRequest, sendDue as sendDueOf, simulationInput } from "./simulations.fixtures.js";
import { SimulationsRepository } from "./simulations.repository.js";

// Phishing simulations through HTTP on a real API (SQLite or PostgreSQL) with a real SMTP server
// on loopback: the launch's rules (each bad input a clear 4xx with nothing saved), the emails,
// the open pixel and the link followed as a person (human confirmation, form submit whose values
// are stored nowhere), a HEAD request and a Safe Links pre-fetch kept on the timeline as bots and
// out of the funnel, the report button, the funnel's figures, mark passed, resend, stop, the
// sender's once-only guarantees, and a second organisation that never sees any of it.

const BURST_MS = 200;
const SIMULATIONS = `${PHISHING}/simulations`;
const PASSWORD = "Tr0ub4dor&3-never-stored";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;
interface Mail {
  to: string;
  subject: string;
  html: string;
  messageId: string;
  report: string;
}

const received: Mail[] = [];
let api: TestApi;
let smtp: SmtpSink;
let owner: Owner;
let other: Owner;
let alphaPeople: Schema<"Person">[];
let betaPerson: Schema<"Person">;
let harvest: Schema<"PhishingTemplate">;
let plain: Schema<"PhishingTemplate">;
let betaTemplate: Schema<"PhishingTemplate">;

const input = (extra: Partial<Schema<"PhishingSimulationInput">> = {}) =>
  simulationInput(
    [harvest.id],
    { groups: ["Sales", "IT"] },
    {
      name: "Q4 credential harvest",
      description: "Three people, one template",
      feedbackType: "PhishedDisplay",
      ...extra,
    },
  );

const count = async (table: "phishing_simulations" | "phishing_targets" | "phishing_sends", tenantId: string) =>
  Number(
    (
      await api.platform.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("tenant_id", "=", tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const sendDue = () => sendDueOf(api);

/** Lets the tracking judge the requests made so far and tell the simulations. */
async function settle() {
  await api.platform.tracking.flush();
  await sleep(BURST_MS + 400);
  await api.drainJobs();
}

const linksOf = (html: string, kind: "c" | "o") =>
  [...html.matchAll(new RegExp(`http://bulwark\\.test/api/v1/t/${kind}/[A-Za-z0-9_-]+`, "g"))].map((m) => m[0]);
const mailTo = (email: string) => received.filter((m) => m.to === email);

const raw = (url: string, options: Parameters<typeof publicRequest>[2] = {}) => publicRequest(api, url, options);

async function launch(body: Schema<"PhishingSimulationInput">, who: Owner = owner) {
  return api.request("POST", SIMULATIONS, { ...as(who), body });
}

async function timeline(simulationId: string, targetId: string, who: Owner = owner) {
  const res = await api.request<Schema<"PhishingTargetDetails">>(
    "GET",
    `${SIMULATIONS}/${simulationId}/targets/${targetId}`,
    as(who),
  );
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  smtp = await startSmtpSink({
    // Parsed for the tests, and also written where the harness reads its outbox (sign-up emails).
    onMessage: async ({ to, raw: source, messageId }) => {
      const dir = path.join(api.platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${Math.random()}.eml`), source);
      if (!/^Message-ID: <phishing-/im.test(source)) return;
      const parsed = await simpleParser(source);
      received.push({
        to,
        subject: parsed.subject ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        messageId,
        report: String(parsed.headers.get("x-bulwark-report") ?? ""),
      });
    },
  });
  api = await startPhishingApi({
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    TRACKING_BURST_MS: String(BURST_MS),
    // The test follows links a moment after delivery; the "too soon" rule has its own tests.
    TRACKING_MIN_CLICK_SECONDS: "0",
  });
  owner = await createOrganizationOwner(api, "Alpha Phish");
  other = await createOrganizationOwner(api, "Beta Phish");
  const saved = await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(owner),
    body: {
      people: [
        { email: "ana@alpha.test", firstName: "Ana", lastName: "Anić", groups: ["Sales"] },
        { email: "bora@alpha.test", firstName: "Bora", lastName: "Borić", groups: ["Sales"] },
        { email: "ceca@alpha.test", firstName: "Ceca", lastName: "Cecić", groups: ["IT"] },
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
  const page = await createLandingPage(api, owner, harvestPage());
  harvest = await createTemplate(
    api,
    owner,
    templateInput("Mailbox full", { type: "CredentialHarvest", landingPageId: page.id }),
  );
  plain = await createTemplate(api, owner, templateInput("Password expiry"));
  betaTemplate = await createTemplate(api, other, templateInput("Beta only"));
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("launching refuses bad input and saves nothing", () => {
  it.each([
    ["zero templates", { templateIds: [] }, "body.templateIds", "At least one template must be selected"],
    ["an unknown time zone", { timeZone: "Mars/Olympus" }, "body.timeZone", undefined],
    ["no business day", { businessDays: [] }, "body.businessDays", undefined],
    [
      "hours ending before they start",
      { businessHoursStart: "17:00", businessHoursEnd: "09:00" },
      "body.businessHoursEnd",
      undefined,
    ],
    [
      "a start in the past",
      { startDate: new Date(Date.now() - 86_400_000).toISOString() },
      "body.startDate",
      undefined,
    ],
    ["nobody to target", { targets: { groups: ["Nobody here"] } }, "body.targets", "Please populate current data"],
  ] as const)("%s", async (_name, extra, path, message) => {
    const res = await launch(input(extra as Partial<Schema<"PhishingSimulationInput">>));
    expect(res.status).toBe(422);
    const error = res.body.errors.find((e: { path: string }) => e.path === path);
    expect(error, JSON.stringify(res.body.errors)).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect(await count("phishing_simulations", owner.tenantId)).toBe(0);
  });

  it("another organisation's template or person", async () => {
    const res = await launch(
      input({
        templateIds: [harvest.id, betaTemplate.id],
        targets: { personIds: [alphaPeople[0]?.id as string, betaPerson.id] },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "body.targets.personIds.1",
      "body.templateIds.1",
    ]);
    for (const table of ["phishing_simulations", "phishing_targets", "phishing_sends"] as const) {
      expect(await count(table, owner.tenantId)).toBe(0);
    }
    const jobs = await api.platform.db.selectFrom("jobs").select("id").where("type", "=", PHISHING_SEND).execute();
    expect(jobs).toHaveLength(0);
  });
});

describe("a simulation sent to three people", () => {
  let simulation: Schema<"PhishingSimulation">;
  const targetOf = async (email: string) => {
    const list = await api.request<Schema<"PhishingTargetList">>(
      "GET",
      `${SIMULATIONS}/${simulation.id}/targets-overview`,
      as(owner),
    );
    return list.body.items.find((t) => t.email === email) as Schema<"PhishingTarget">;
  };

  beforeAll(async () => {
    const res = await launch(input());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    simulation = res.body;
  });

  it("plans one email per target, due inside the simulation's span, nothing sent yet", async () => {
    expect(simulation).toMatchObject({
      status: "InProgress",
      targetsCount: 3,
      emailsCount: 3,
      timeZone: "Europe/Belgrade",
    });
    expect(simulation.templates).toEqual([
      { id: harvest.id, name: "Mailbox full", type: "CredentialHarvest", sentCount: 0 },
    ]);
    const targets = await api.request<Schema<"PhishingTargetList">>(
      "GET",
      `${SIMULATIONS}/${simulation.id}/targets-overview`,
      as(owner),
    );
    expect(targets.body.items.map((t) => t.status)).toEqual(["Created", "Created", "Created"]);
    const details = await timeline(simulation.id, targets.body.items[0]?.id as string);
    // The UI's "No events exist for this target".
    expect(details.events).toEqual([]);
    expect(details.emails).toHaveLength(1);
    const due = details.emails[0]?.dueAt as string;
    expect(due >= simulation.startDate.slice(0, 16) && due < simulation.endDate).toBe(true);
  });

  it("sends each email once, through SMTP, with the send's Message-ID and a report token", async () => {
    await sendDue();
    expect(received.map((m) => m.to).sort()).toEqual(["ana@alpha.test", "bora@alpha.test", "ceca@alpha.test"]);
    const ana = mailTo("ana@alpha.test")[0] as Mail;
    expect(ana.subject).toBe("Ana, your password expires today");
    expect(ana.messageId).toMatch(/^<phishing-[0-9a-f-]+@bulwark>$/);
    expect(ana.report).not.toBe("");
    expect(linksOf(ana.html, "c")).toHaveLength(1);
    expect(linksOf(ana.html, "o")).toHaveLength(1);
    // Running every send again (a restart, a second process holding the same job) sends nothing more.
    const sends = await new SimulationsRepository(api.platform.db, api.platform.dialect, owner.tenantId).sends(
      simulation.id,
    );
    const sender = new SimulationSender(api.platform, { send: () => Promise.reject(new Error("must not send")) });
    for (const send of sends) await sender.send({ tenantId: owner.tenantId, sendId: send.id });
    expect(received).toHaveLength(3);
    expect((await targetOf("ana@alpha.test")).status).toBe("InProgress");
  });

  it("a person opens, clicks, confirms and submits: failed; the password is stored nowhere", async () => {
    const ana = mailTo("ana@alpha.test")[0] as Mail;
    expect((await raw(linksOf(ana.html, "o")[0] as string)).status).toBe(200);
    const click = await raw(linksOf(ana.html, "c")[0] as string);
    expect(click.status).toBe(302);
    const landing = click.headers.location as string;
    expect(landing).toMatch(/^http:\/\/bulwark\.test\/api\/v1\/phishing\/l\//);

    const confirm = await raw(landing);
    expect(confirm.status).toBe(200);
    expect(confirm.headers["set-cookie"]).toBeUndefined();
    const policy = confirm.headers["content-security-policy"] as string;
    expect(policy).toContain("sandbox allow-forms");
    expect(policy).toContain(`form-action ${landing}/continue`);
    expect(policy).not.toContain("script-src");
    expect(confirm.body).toContain(`action="${landing}/continue"`);
    // Fetching the page (what a scanner does) fails nobody.
    expect((await targetOf("ana@alpha.test")).status).toBe("InProgress");

    const page = await raw(`${landing}/continue`, { method: "POST", body: "" });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain(`form-action ${landing}/submit`);
    expect(page.body).toContain(`<form action="${landing}/submit" method="post">`);
    expect((await targetOf("ana@alpha.test")).status).toBe("Failed");

    const submitted = await raw(`${landing}/submit`, {
      method: "POST",
      body: `email=ana%40alpha.test&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(submitted.status).toBe(200);
    // The teachable moment: practice said plainly, by the organisation's name, with this email's own clues.
    expect(submitted.body).toContain(
      '<h1 style="font-size:24px;line-height:1.25;margin:0 0 12px">This was a phishing simulation</h1>',
    );
    expect(submitted.body).toContain("No harm done: Alpha Phish sent you this email");
    expect(submitted.body).toContain(`The sender, ${harvest.emailFromName} &lt;${harvest.sendingEmail}&gt;`);
    // The template's own red flags (escaped), not a generic list.
    for (const flag of harvest.redFlags) expect(submitted.body).toContain(`<li style="margin:0 0 8px">${flag}</li>`);
    expect(submitted.body).toContain("Hover over a link");
    expect(submitted.body).not.toContain(encodeURIComponent(PASSWORD));
    expect(submitted.body).not.toContain(PASSWORD);
    await settle();
    await api.drainEvents();

    const target = await targetOf("ana@alpha.test");
    const details = await timeline(simulation.id, target.id);
    expect(details.events.map((e) => `${e.kind}:${e.classification}`)).toEqual([
      "Sent:human",
      "Opened:human",
      "Clicked:human",
      "HumanConfirmed:human",
      "Submitted:human",
    ]);
    expect(details.events.find((e) => e.kind === "Submitted")?.fieldNames).toEqual(["email", "password"]);
    expect(target.timeToFailMs).toBeGreaterThanOrEqual(0);

    // Every table, every row: the submitted password is nowhere.
    const tables =
      api.platform.dialect === "postgres"
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              api.platform.db,
            )
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(api.platform.db))
            .rows;
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(api.platform.db)).rows;
      expect(JSON.stringify(rows), name).not.toContain(PASSWORD);
      expect(JSON.stringify(rows), name).not.toContain(encodeURIComponent(PASSWORD));
    }

    // The organisation's members with ReadPhishing are told.
    const notes = await api.platform.db
      .selectFrom("notifications")
      .selectAll()
      .where("tenant_id", "=", owner.tenantId)
      .where("type", "=", "TargetFailed")
      .execute();
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]?.meta as string)).toMatchObject({
      email: "ana@alpha.test",
      simulationId: simulation.id,
    });
  });

  it("a HEAD request and a Safe Links pre-fetch are kept with their reason and never counted", async () => {
    const bora = mailTo("bora@alpha.test")[0] as Mail;
    const link = linksOf(bora.html, "c")[0] as string;
    expect((await raw(link, { method: "HEAD" })).status).toBe(302);
    expect((await raw(link, { ip: "40.107.218.12" })).status).toBe(302);
    await settle();
    const target = await targetOf("bora@alpha.test");
    expect(target.status).toBe("InProgress");
    const details = await timeline(simulation.id, target.id);
    const bots = details.events.filter((e) => e.classification === "bot").map((e) => `${e.kind}:${e.reason}`);
    expect(bots.sort()).toEqual(["Clicked:head-request", "Clicked:scanner-ip"]);
  });

  it("the report button: a target who reports the email passes", async () => {
    const ceca = mailTo("ceca@alpha.test")[0] as Mail;
    const reported = await raw(`http://bulwark.test/api/v1/phishing/report/${ceca.report}`, { method: "POST" });
    expect(reported.status).toBe(204);
    // Twice counts once.
    expect((await raw(`http://bulwark.test/api/v1/phishing/report/${ceca.report}`, { method: "POST" })).status).toBe(
      204,
    );
    const target = await targetOf("ceca@alpha.test");
    expect(target.status).toBe("Passed");
    expect(target.timeToFailReactionMs).toBeGreaterThanOrEqual(0);
  });

  it("the funnel counts people only", async () => {
    const res = await api.request<Schema<"PhishingSimulationOverview">>(
      "GET",
      `${SIMULATIONS}/${simulation.id}/overview`,
      as(owner),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      targetsCount: 3,
      scheduled: 0,
      sent: { count: 3, percentage: 100 },
      opened: { count: 1, percentage: 33 },
      clicked: { count: 1, percentage: 33 },
      submitted: { count: 1, percentage: 33 },
      reported: { count: 1, percentage: 33 },
      failed: { count: 1, percentage: 33 },
      botEventsCount: 2,
      botReasons: [
        { reason: "head-request", count: 1 },
        { reason: "scanner-ip", count: 1 },
      ],
    });
    // The timeline: every day's sends and people's events (the bots' two clicks are not there).
    const today = new Date().toISOString().slice(0, 10);
    const totals = res.body.timeline.reduce(
      (sum, day) => ({
        sent: sum.sent + day.sent,
        opened: sum.opened + day.opened,
        clicked: sum.clicked + day.clicked,
        submitted: sum.submitted + day.submitted,
        reported: sum.reported + day.reported,
      }),
      { sent: 0, opened: 0, clicked: 0, submitted: 0, reported: 0 },
    );
    expect(totals).toEqual({ sent: 3, opened: 1, clicked: 1, submitted: 1, reported: 1 });
    // The list carries the same counts, read the same way, for its rows.
    const listed = await api.request("GET", `${SIMULATIONS}?state=ongoing`, as(owner));
    const row = listed.body.items.find((item: { id: string }) => item.id === simulation.id);
    expect(row.funnel).toEqual({ sent: 3, opened: 1, clicked: 1, submitted: 1, reported: 1 });
    expect(res.body.timeline.at(-1)?.date).toBe(today);
    expect(res.body.averageTimeToFailMs).toBeGreaterThanOrEqual(0);
    expect(res.body.averageReactionMs).toBeGreaterThanOrEqual(0);

    // What the webhooks carry: one PhishingTargetEvent per person's step (never a bot's), one TargetFailed.
    const published = await api.platform.db
      .selectFrom("domain_events")
      .select(["type", "data"])
      .where("tenant_id", "=", owner.tenantId)
      .where("type", "in", ["PhishingTargetEvent", "TargetFailed"])
      .execute();
    const kinds = published
      .filter((e) => e.type === "PhishingTargetEvent")
      .map((e) => (JSON.parse(e.data) as { kind: string }).kind)
      .sort();
    expect(kinds).toEqual(["Clicked", "Opened", "Reported", "Sent", "Sent", "Sent", "Submitted"]);
    expect(published.filter((e) => e.type === "TargetFailed").map((e) => JSON.parse(e.data))).toEqual([
      expect.objectContaining({
        targetFullName: "Ana Anić",
        simulationName: "Q4 credential harvest",
        email: "ana@alpha.test",
      }),
    ]);
  });

  it("unknown, altered or another kind of token reveals nothing (the same 404)", async () => {
    const ceca = mailTo("ceca@alpha.test")[0] as Mail;
    const notFound = await raw("http://bulwark.test/api/v1/phishing/l/not-a-token");
    expect(notFound.status).toBe(404);
    // A report token is not a landing token, and the other way round.
    const wrongKind = await raw(`http://bulwark.test/api/v1/phishing/l/${ceca.report}`);
    expect(wrongKind).toMatchObject({ status: 404, body: notFound.body });
    const altered = await raw(`http://bulwark.test/api/v1/phishing/report/${ceca.report.slice(0, -2)}xx`, {
      method: "POST",
    });
    expect(altered).toMatchObject({ status: 404, body: notFound.body });
  });

  it("marks a target passed once; again is 'Update not allowed!'", async () => {
    const bora = await targetOf("bora@alpha.test");
    const path = `${SIMULATIONS}/${simulation.id}/targets/${bora.id}/update-status`;
    const first = await api.request("PUT", path, { ...as(owner), body: { status: "Passed" } });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("Passed");
    expect(first.body.events.at(-1).kind).toBe("MarkedPassed");
    const again = await api.request("PUT", path, { ...as(owner), body: { status: "Passed" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Update not allowed!");
  });

  it("resends to one target, and retries a temporary SMTP refusal", async () => {
    const bora = await targetOf("bora@alpha.test");
    const res = await api.request(
      "POST",
      `${PHISHING}/target-simulation/${simulation.id}/send-target-template/${bora.id}`,
      { ...as(owner), body: {} },
    );
    expect(res.status).toBe(200);
    expect(res.body.emails).toHaveLength(2);
    smtp.refuseNext(1);
    await sendDue();
    expect(mailTo("bora@alpha.test")).toHaveLength(1);
    const retried = await api.platform.db
      .selectFrom("phishing_sends")
      .select(["status", "last_error", "attempts"])
      .where("target_id", "=", bora.id)
      .where("attempt_no", "=", 1)
      .executeTakeFirstOrThrow();
    expect(retried).toMatchObject({ status: "Scheduled", attempts: 1 });
    await sendDue();
    expect(mailTo("bora@alpha.test")).toHaveLength(2);
    expect(new Set(mailTo("bora@alpha.test").map((m) => m.messageId)).size).toBe(2);
  });

  it("exports the targets as CSV and XLSX (statuses in the export's language); another organisation's export of it is empty", async () => {
    const exportOf = async (who: Owner, format: "csv" | "xlsx", language: "en" | "sr" = "en") => {
      const requested = await api.request("POST", "/api/v1/inventory/exports", {
        ...as(who),
        body: { kind: "simulationTargets", format, language, filters: { simulationId: simulation.id } },
      });
      expect(requested.status).toBe(202);
      await api.drainJobs();
      const ready = await api.request("GET", `/api/v1/inventory/exports/${requested.body.id}`, as(who));
      expect(ready.body).toMatchObject({
        status: "ReadyToBeDownloaded",
        fileName: expect.stringMatching(/^simulation-targets-/),
      });
      return fetch(`${api.baseUrl}/api/v1/inventory/exports/${requested.body.id}/download`, {
        headers: { authorization: `Bearer ${who.accessToken}`, "x-tenant-id": who.tenantId },
      });
    };
    const [header, ...rows] = (await (await exportOf(owner, "csv")).text()).trim().split(/\r?\n/);
    expect(header).toBe("First name,Last name,Email,Groups,Status,Emails sent,Time to fail (min),Reaction time (min)");
    expect(rows.map((row) => row.split(",")[2]).sort()).toEqual([
      "ana@alpha.test",
      "bora@alpha.test",
      "ceca@alpha.test",
    ]);
    expect(rows.find((row) => row.includes("ana@alpha.test"))).toContain(",Failed,1,");
    expect(rows.find((row) => row.includes("ceca@alpha.test"))).toContain(",Passed,1,");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await exportOf(owner, "xlsx", "sr")).arrayBuffer());
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(5).value).toBe("Status");
    expect(sheet.getRow(1).getCell(7).value).toBe("Vreme do pada (min)");
    expect(sheet.rowCount).toBe(4);
    const statuses = [2, 3, 4].map((n) => sheet.getRow(n).getCell(5).value);
    expect(statuses).toContain("Pao");
    expect(sheet.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.Number);

    const [, ...foreign] = (await (await exportOf(other, "csv")).text()).trim().split(/\r?\n/);
    expect(foreign).toEqual([]);
  });

  it("an export whose simulation id is not an id is refused (422)", async () => {
    const unknown = await api.request("POST", "/api/v1/inventory/exports", {
      ...as(owner),
      body: { kind: "simulationTargets", format: "csv", language: "en", filters: { simulationId: "nope" } },
    });
    expect(unknown.status).toBe(422);
  });

  it("a second organisation sees none of it", async () => {
    const list = await api.request("GET", SIMULATIONS, as(other));
    expect(list.body).toEqual({ items: [], total: 0 });
    for (const path of [
      `${SIMULATIONS}/${simulation.id}`,
      `${SIMULATIONS}/${simulation.id}/overview`,
      `${SIMULATIONS}/${simulation.id}/targets-overview`,
    ]) {
      expect((await api.request("GET", path, as(other))).status).toBe(404);
    }
    const stop = await api.request("PUT", `${SIMULATIONS}/${simulation.id}/update-status`, {
      ...as(other),
      body: { status: "Stopped" },
    });
    expect(stop.status).toBe(404);
  });

  it("stops for good: unsent emails are cancelled, stopping again is 409, the list shows it finished", async () => {
    const later = await launch(
      input({
        name: "Later",
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        templateIds: [harvest.id, plain.id],
        maxAttacksPerTarget: 2,
      }),
    );
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ status: "Upcoming", emailsCount: 6 });
    const upcoming = await api.request("GET", `${SIMULATIONS}?state=upcoming`, as(owner));
    expect(upcoming.body.items.map((s: Schema<"PhishingSimulation">) => s.name)).toEqual(["Later"]);
    const path = `${SIMULATIONS}/${later.body.id}/update-status`;
    const stopped = await api.request("PUT", path, { ...as(owner), body: { status: "Stopped" } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe("Stopped");
    expect((await api.request("PUT", path, { ...as(owner), body: { status: "Stopped" } })).status).toBe(409);
    // A template a running simulation sends cannot be deleted; once only stopped ones use it, it can.
    const inUse = await api.request("DELETE", `${PHISHING}/templates/${harvest.id}`, as(owner));
    expect(inUse.status).toBe(409);
    expect((await api.request("DELETE", `${PHISHING}/templates/${plain.id}`, as(owner))).status).toBe(204);
    const sent = received.length;
    await sendDue();
    expect(received).toHaveLength(sent);
    const finished = await api.request("GET", `${SIMULATIONS}?state=finished`, as(owner));
    expect(finished.body.items.map((s: Schema<"PhishingSimulation">) => s.name)).toEqual(["Later"]);
    const ongoing = await api.request("GET", `${SIMULATIONS}?state=ongoing`, as(owner));
    expect(ongoing.body.items.map((s: Schema<"PhishingSimulation">) => s.id)).toEqual([simulation.id]);
  });

  it("searches the list by name, case-insensitively with Serbian letters, in the organisation only", async () => {
    // Starting tomorrow: nothing of theirs is sent during the tests that follow.
    const startDate = new Date(Date.now() + 86_400_000).toISOString();
    expect((await launch(input({ name: "Šema računa za Q4", startDate }))).status).toBe(201);
    const theirs = await launch(
      input({
        name: "Šema računa (theirs)",
        startDate,
        templateIds: [betaTemplate.id],
        targets: { personIds: [betaPerson.id] },
      }),
      other,
    );
    expect(theirs.status).toBe(201);
    const found = await api.request("GET", `${SIMULATIONS}?search=${encodeURIComponent("ŠEMA RAČ")}`, as(owner));
    expect(found.status).toBe(200);
    expect(found.body.items.map((s: { name: string }) => s.name)).toEqual(["Šema računa za Q4"]);
    expect(found.body.total).toBe(1);
    const upcoming = await api.request("GET", `${SIMULATIONS}?state=upcoming&search=%C5%A1ema`, as(owner));
    expect(upcoming.body.total).toBe(1);
    const finished = await api.request("GET", `${SIMULATIONS}?state=finished&search=%C5%A1ema`, as(owner));
    expect(finished.body.total).toBe(0);
  });

  it("keeps every simulation's view figures exact through launch, sending, tracking, report, resend, mark passed and stop", async () => {
    // Every simulation of both organisations, after every path above changed their rows.
    const simulations = await api.platform.db.selectFrom("phishing_simulations").select(["id", "tenant_id"]).execute();
    expect(simulations.length).toBeGreaterThan(3);
    for (const { id } of simulations) {
      const { kept, recounted } = await keptAndRecounted(api, id);
      expect(kept, id).toEqual(recounted);
    }
    // Each organisation's figures carry its own tenant, so the repository's filter keeps them apart.
    const strays = await api.platform.db
      .selectFrom("phishing_simulation_counts as c")
      .innerJoin("phishing_simulations as s", "s.id", "c.simulation_id")
      .select("c.simulation_id")
      .whereRef("c.tenant_id", "<>", "s.tenant_id")
      .execute();
    expect(strays).toEqual([]);
  });
});

describe("the rate limit per sending profile", () => {
  it("moves an email over the minute's limit to a later minute, for every process (a row per profile and minute)", async () => {
    const launched = await launch(
      input({ name: "Rate limited", targets: { personIds: [alphaPeople[0]?.id as string] } }),
    );
    expect(launched.status).toBe(201);
    const minute = (offset: number) => new Date(Date.now() + offset * 60_000).toISOString().slice(0, 16);
    // The platform default's budget for this minute and the next is spent (by another process, say).
    for (const offset of [0, 1]) {
      await api.platform.db
        .insertInto("phishing_send_rate")
        .values({ profile_key: "platform", minute: minute(offset), count: 1_000_000 })
        .onConflict((oc) => oc.columns(["profile_key", "minute"]).doUpdateSet({ count: 1_000_000 }))
        .execute();
    }
    const before = received.length;
    await sendDue();
    expect(received).toHaveLength(before);
    const send = await api.platform.db
      .selectFrom("phishing_sends")
      .selectAll()
      .where("simulation_id", "=", launched.body.id)
      .executeTakeFirstOrThrow();
    expect(send).toMatchObject({ status: "Scheduled", deferrals: 1 });
    expect(send.due_at > new Date().toISOString()).toBe(true);
    const job = await api.platform.db
      .selectFrom("jobs")
      .select(["status", "run_at"])
      .where("dedupe_key", "=", `${PHISHING_SEND}:${send.id}:1`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", run_at: send.due_at });
    await api.platform.db.deleteFrom("phishing_send_rate").where("profile_key", "=", "platform").execute();
    await sendDue();
    expect(received).toHaveLength(before + 1);

    // Its end passes (moved, the clock is not ours): the target who never reacted is NoReaction.
    await api.platform.db
      .updateTable("phishing_simulations")
      .set({ end_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", launched.body.id)
      .execute();
    const targets = await api.request("GET", `${SIMULATIONS}/${launched.body.id}/targets-overview`, as(owner));
    expect(targets.body.items.map((t: Schema<"PhishingTarget">) => t.status)).toEqual(["NoReaction"]);
    expect((await api.request("GET", `${SIMULATIONS}/${launched.body.id}`, as(owner))).body.status).toBe("Ended");
    const stop = await api.request("PUT", `${SIMULATIONS}/${launched.body.id}/update-status`, {
      ...as(owner),
      body: { status: "Stopped" },
    });
    expect(stop.status).toBe(409);
  });
});

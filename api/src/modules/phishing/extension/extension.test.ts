import fs from "node:fs/promises";
import path from "node:path";
import type { Schema } from "@bulwark/contract";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import { as, createTemplate, PHISHING, startPhishingApi, superAdmin, templateInput } from "../phishing.fixtures.js";
import { PHISHING_SEND } from "../simulations/simulation-delivery.js";
import { REPORTS_PER_HOUR } from "./extension.service.js";

// The report button through HTTP on a real API (SQLite or PostgreSQL) with a real SMTP server on
// loopback: the organisation's extension key (shown once, rotated, useless for anything else),
// the extension data served with it, a simulation email reported from the add-in (ReportedSome,
// then Passed, the time to report answered), a real suspicious email stored without its body and
// announced (notification, activity log, webhook outbox), the same message reported twice kept
// once, bad input refused with nothing saved, the super-admins' list with its filters and triage,
// and a second organisation whose key, data and reports never cross over.

const REPORTS = `${PHISHING}/extension/reports`;
const CONFIG = `${PHISHING}/extension/config`;
const KEY = `${PHISHING}/extension/key`;
const ADMIN = `${PHISHING}/extension-reports`;

const HEADERS = [
  "Return-Path: <bounce@evil-invoices.example>",
  "Received: from mx.alpha.test (mx.alpha.test [10.0.0.5]) by inbox.alpha.test; Mon, 2 Mar 2026 10:00:01 +0000",
  "Received: from sender.evil-invoices.example (sender.evil-invoices.example [93.184.216.34])",
  "  by mx.alpha.test; Mon, 2 Mar 2026 10:00:00 +0000",
  "Authentication-Results: mx.alpha.test; spf=softfail smtp.mailfrom=evil-invoices.example;",
  "  dkim=none; dmarc=fail header.from=evil-invoices.example",
  'From: "Accounts" <billing@evil-invoices.example>',
  "Reply-To: pay@elsewhere.example",
  "Subject: Overdue invoice 4471",
  "Message-ID: <4471@evil-invoices.example>",
  "",
  "Dear customer, the body is never read: pay now.",
].join("\r\n");

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

let api: TestApi;
let smtp: SmtpSink;
let alpha: Owner;
let beta: Owner;
let alphaKey: string;
let betaKey: string;
/** The report header of each simulation email, by recipient. */
const reportTokens = new Map<string, string[]>();

const withKey = (key: string) => ({ headers: { "x-extension-key": key } });
const suspicious = (extra: Partial<Schema<"PhishingEmailReportInput">> = {}): Schema<"PhishingEmailReportInput"> => ({
  reporterEmail: "Ana@Alpha.test",
  sender: '"Accounts" <billing@evil-invoices.example>',
  subject: "Overdue invoice 4471",
  messageId: "<4471@evil-invoices.example>",
  receivedAt: "2026-03-02T10:00:01.000Z",
  headers: HEADERS,
  comment: "Unknown sender asking for payment",
  ...extra,
});

const reportRows = async (tenantId: string) =>
  api.platform.db.selectFrom("phishing_extension_reports").selectAll().where("tenant_id", "=", tenantId).execute();

beforeAll(async () => {
  smtp = await startSmtpSink({
    onMessage: async ({ to, raw }) => {
      // Also written where the harness reads its outbox (sign-up and invitation emails).
      const dir = path.join(api.platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${Math.random()}.eml`), raw);
      if (!/^Message-ID: <phishing-/im.test(raw)) return;
      const parsed = await simpleParser(raw);
      reportTokens.set(to, [...(reportTokens.get(to) ?? []), String(parsed.headers.get("x-bulwark-report"))]);
    },
  });
  api = await startPhishingApi({ SMTP_URL: smtp.url });
  alpha = await createOrganizationOwner(api, "Alpha Report");
  beta = await createOrganizationOwner(api, "Beta Report");
  for (const [owner, domains] of [
    [alpha, ["alpha.test", "*.intranet.alpha.test"]],
    [beta, ["beta.test"]],
  ] as const) {
    const saved = await api.request("PUT", `/api/v1/users/tenants/${owner.tenantId}/extension-data`, {
      token: owner.accessToken,
      body: {
        whitelistedDomains: domains,
        headerOverlayMessage: `Report suspicious mail to ${owner === alpha ? "Alpha" : "Beta"} security`,
        formOverlayMessage: "Never type your password here",
        formOverlayEnabled: owner === alpha,
      },
    });
    expect(saved.status).toBe(200);
  }
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("the extension key", () => {
  it("answers 404 before any key exists", async () => {
    expect((await api.request("GET", KEY, as(alpha))).status).toBe(404);
  });

  it("is shown once, then only by its prefix; a rotation stops the previous key at once", async () => {
    const first = await api.request<Schema<"CreatedPhishingExtensionKey">>("POST", KEY, as(alpha));
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^bwx_/);
    expect((await api.request("GET", CONFIG, withKey(first.body.key))).status).toBe(200);
    const second = await api.request<Schema<"CreatedPhishingExtensionKey">>("POST", KEY, as(alpha));
    alphaKey = second.body.key;
    const shown = await api.request<Schema<"PhishingExtensionKey">>("GET", KEY, as(alpha));
    expect(shown.body).toMatchObject({ id: second.body.id, prefix: alphaKey.slice(0, 10) });
    expect(JSON.stringify(shown.body)).not.toContain(alphaKey);
    const old = await api.request("GET", CONFIG, withKey(first.body.key));
    expect(old.status).toBe(401);
    expect(old.body.message).toBe("Invalid extension key");
    // The database keeps the hash only.
    const rows = await api.platform.db.selectFrom("phishing_extension_keys").select("key_hash").execute();
    expect(rows.map((r) => r.key_hash)).not.toContain(alphaKey);
    const log = await api.request("GET", `/api/v1/activity-logs/tenants/${alpha.tenantId}`, as(alpha));
    expect(JSON.stringify(log.body)).toContain("ExtensionKeyRotated");
    betaKey = (await api.request<Schema<"CreatedPhishingExtensionKey">>("POST", KEY, as(beta))).body.key;
  });

  it("is refused to a member who does not manage the organisation", async () => {
    const viewer = await addMember(api, alpha, ["Viewer"]);
    expect((await api.request("GET", KEY, as(viewer))).status).toBe(403);
    expect((await api.request("POST", KEY, as(viewer))).status).toBe(403);
  });

  it("opens nothing but the extension's calls", async () => {
    const people = await api.request("GET", "/api/v1/inventory/people", {
      ...withKey(alphaKey),
      tenant: alpha.tenantId,
      unchecked: true,
    });
    expect(people.status).toBe(401);
    const list = await api.request("GET", ADMIN, { ...withKey(alphaKey), unchecked: true });
    expect(list.status).toBe(401);
  });
});

describe("the extension data", () => {
  it("is its own organisation's, by key or as a signed-in member", async () => {
    const byKey = await api.request<Schema<"PhishingExtensionConfig">>("GET", CONFIG, withKey(alphaKey));
    expect(byKey.status).toBe(200);
    expect(byKey.body).toEqual({
      organizationName: "Alpha Report",
      whitelistedDomains: ["alpha.test", "*.intranet.alpha.test"],
      headerOverlayMessage: "Report suspicious mail to Alpha security",
      formOverlayMessage: "Never type your password here",
      formOverlayEnabled: true,
      reportHeader: "X-Bulwark-Report",
    });
    const member = await api.request<Schema<"PhishingExtensionConfig">>("GET", CONFIG, as(alpha));
    expect(member.body).toEqual(byKey.body);
    // A key acts in its own organisation whatever `x-tenant-id` says.
    const crossed = await api.request<Schema<"PhishingExtensionConfig">>("GET", CONFIG, {
      ...withKey(betaKey),
      tenant: alpha.tenantId,
    });
    expect(crossed.body.organizationName).toBe("Beta Report");
    expect(crossed.body.whitelistedDomains).toEqual(["beta.test"]);
  });

  it("needs a key or a sign-in, and an organisation member", async () => {
    expect((await api.request("GET", CONFIG)).status).toBe(401);
    expect((await api.request("GET", CONFIG, withKey("bwx_guessed"))).status).toBe(401);
    expect((await api.request("GET", CONFIG, { token: beta.accessToken, tenant: alpha.tenantId })).status).toBe(403);
    const noTenant = await api.request("GET", CONFIG, { token: alpha.accessToken });
    expect(noTenant.status).toBe(403);
    expect(noTenant.body.message).toBe("Organization must be set!");
  });
});

describe("reporting a suspicious email", () => {
  let reportId: string;

  it("stores the sender, subject and a digest of the headers, never the body", async () => {
    const res = await api.request<Schema<"PhishingEmailReportResult">>("POST", REPORTS, {
      ...withKey(alphaKey),
      body: suspicious(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "Suspicious", timeToReportMs: null });
    reportId = res.body.reportId as string;
    const [row, ...rest] = await reportRows(alpha.tenantId);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      id: reportId,
      reporter_email: "ana@alpha.test",
      source: "Extension",
      sender_domain: "evil-invoices.example",
      subject: "Overdue invoice 4471",
      status: "Received",
    });
    expect(JSON.parse(row?.header_digest as string)).toEqual({
      spf: "softfail",
      dkim: "none",
      dmarc: "fail",
      returnPath: "<bounce@evil-invoices.example>",
      replyTo: "pay@elsewhere.example",
      receivedCount: 2,
      originatingIp: "93.184.216.34",
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(row)).not.toContain("pay now");
  });

  it("the same message reported again by the same person is the same report", async () => {
    const again = await api.request("POST", REPORTS, { ...withKey(alphaKey), body: suspicious() });
    expect(again.body.reportId).toBe(reportId);
    expect(await reportRows(alpha.tenantId)).toHaveLength(1);
  });

  it("is announced: the phishing team's bell, the activity log and the webhooks' outbox", async () => {
    await api.drainJobs();
    const bell = await api.request("GET", "/api/v1/notifications/notifications", as(alpha));
    const note = bell.body.items.find((n: Schema<"Notification">) => n.type === "PhishingEmailReported");
    expect(note?.meta).toMatchObject({ reportId, reporterEmail: "ana@alpha.test", source: "Extension" });
    const log = await api.request("GET", `/api/v1/activity-logs/tenants/${alpha.tenantId}`, as(alpha));
    expect(JSON.stringify(log.body)).toContain("ana@alpha.test reported an email from");
    const events = await api.platform.db
      .selectFrom("domain_events")
      .select(["tenant_id", "type"])
      .where("type", "=", "PhishingEmailReported")
      .execute();
    expect(events).toEqual([{ tenant_id: alpha.tenantId, type: "PhishingEmailReported" }]);
    // Beta's bell stays quiet.
    const betaBell = await api.request("GET", "/api/v1/notifications/notifications", as(beta));
    expect(JSON.stringify(betaBell.body)).not.toContain("PhishingEmailReported");
  });

  it("a signed-in member reports as themselves (the intranet element)", async () => {
    const res = await api.request("POST", REPORTS, {
      ...as(alpha),
      body: { sender: "ceo@lookalike.example", subject: "Urgent wire", reporterEmail: "someone@else.test" },
    });
    expect(res.status).toBe(200);
    const row = (await reportRows(alpha.tenantId)).find((r) => r.id === res.body.reportId);
    expect(row).toMatchObject({ reporter_email: alpha.email.toLowerCase(), source: "Web", message_id: null });
  });

  it.each([
    ["no reporter with the key", { reporterEmail: undefined }, "body.reporterEmail"],
    ["a reporter that is no address", { reporterEmail: "not-an-email" }, "body.reporterEmail"],
    ["an empty sender", { sender: "   " }, "body.sender"],
    ["a subject over 1000 characters", { subject: "x".repeat(1001) }, "body.subject"],
    ["a header block over 128 KB", { headers: "X: y\n".repeat(30_000) }, "body.headers"],
    ["an unknown field", { body: "the email body" }, "body.body"],
  ])("refuses %s with 422 and saves nothing", async (_name, extra, path) => {
    const before = (await reportRows(alpha.tenantId)).length;
    const body = { ...suspicious({ messageId: `<${Math.random()}@x.example>` }), ...extra } as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
    const res = await api.request("POST", REPORTS, { ...withKey(alphaKey), body });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await reportRows(alpha.tenantId)).toHaveLength(before);
  });
});

describe("a reporter flooding the list", () => {
  it(`is stopped after ${REPORTS_PER_HOUR} reports an hour with 429 and Retry-After, storing nothing more`, async () => {
    const flood = (i: number) =>
      api.request("POST", REPORTS, {
        ...withKey(alphaKey),
        body: { reporterEmail: "script@alpha.test", sender: `s${i}@spam.example`, subject: `n${i}` },
      });
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) expect((await flood(i)).status).toBe(200);
    const refused = await flood(REPORTS_PER_HOUR);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    const stored = (await reportRows(alpha.tenantId)).filter((r) => r.reporter_email === "script@alpha.test");
    expect(stored).toHaveLength(REPORTS_PER_HOUR);
    // Someone else in the organisation still reports.
    expect(
      (
        await api.request("POST", REPORTS, {
          ...withKey(alphaKey),
          body: suspicious({ messageId: "<other@x>", subject: "Gift card request" }),
        })
      ).status,
    ).toBe(200);
  });
});

describe("reporting a simulation email", () => {
  let simulationId: string;
  const target = async () => {
    const list = await api.request<Schema<"PhishingTargetList">>(
      "GET",
      `${PHISHING}/simulations/${simulationId}/targets-overview`,
      as(alpha),
    );
    return list.body.items[0] as Schema<"PhishingTarget">;
  };

  beforeAll(async () => {
    await api.request("POST", "/api/v1/inventory/people/batch", {
      ...as(alpha),
      body: { people: [{ email: "eva@alpha.test", firstName: "Eva", lastName: "Ević", groups: ["Finance"] }] },
    });
    const one = await createTemplate(api, alpha, templateInput("Invoice"));
    const two = await createTemplate(api, alpha, templateInput("Parcel"));
    const launched = await api.request("POST", `${PHISHING}/simulations`, {
      ...as(alpha),
      body: {
        name: "Report button",
        description: "Two emails to one person",
        startDate: new Date().toISOString(),
        timeZone: "UTC",
        durationWeeks: 1,
        businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        businessHoursStart: "00:00",
        businessHoursEnd: "23:59",
        maxAttacksPerTarget: 2,
        feedbackType: "PhishedDisplay",
        templateIds: [one.id, two.id],
        targets: { groups: ["Finance"] },
      },
    });
    expect(launched.status, JSON.stringify(launched.body)).toBe(201);
    simulationId = launched.body.id;
    await api.platform.db
      .updateTable("jobs")
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where("type", "=", PHISHING_SEND)
      .execute();
    await api.drainJobs();
    expect(reportTokens.get("eva@alpha.test")).toHaveLength(2);
  });

  it("another organisation's key cannot touch it: the email is stored as that organisation's report", async () => {
    const [token] = reportTokens.get("eva@alpha.test") as string[];
    const res = await api.request("POST", REPORTS, {
      ...withKey(betaKey),
      body: { reporterEmail: "eva@alpha.test", reportToken: token, sender: "x@y.example", subject: "Invoice" },
    });
    expect(res.body.kind).toBe("Suspicious");
    expect((await target()).status).toBe("InProgress");
    expect(await reportRows(beta.tenantId)).toHaveLength(1);
  });

  it("one of two emails reported: ReportedSome, with the time to report", async () => {
    const [token] = reportTokens.get("eva@alpha.test") as string[];
    const res = await api.request<Schema<"PhishingEmailReportResult">>("POST", REPORTS, {
      ...withKey(alphaKey),
      body: { reporterEmail: "eva@alpha.test", reportToken: token, sender: "x@y.example", subject: "Invoice" },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe("Simulation");
    expect(res.body.reportId).toBeNull();
    expect(res.body.timeToReportMs).toBeGreaterThanOrEqual(0);
    const now = await target();
    expect(now.status).toBe("ReportedSome");
    expect(now.timeToFailReactionMs).toBe(res.body.timeToReportMs);
    const before = (await reportRows(alpha.tenantId)).length;
    // Reported again: the first report counts, nothing stored as a suspicious email.
    const again = await api.request("POST", REPORTS, {
      ...withKey(alphaKey),
      body: { reporterEmail: "eva@alpha.test", reportToken: token, sender: "x@y.example", subject: "Invoice" },
    });
    expect(again.body).toEqual(res.body);
    expect(await reportRows(alpha.tenantId)).toHaveLength(before);
  });

  it("both reported: Passed", async () => {
    const [, token] = reportTokens.get("eva@alpha.test") as string[];
    const res = await api.request("POST", REPORTS, {
      ...as(alpha),
      body: { reportToken: token, sender: "x@y.example", subject: "Parcel" },
    });
    expect(res.body.kind).toBe("Simulation");
    expect((await target()).status).toBe("Passed");
    const details = await api.request<Schema<"PhishingTargetDetails">>(
      "GET",
      `${PHISHING}/simulations/${simulationId}/targets/${(await target()).id}`,
      as(alpha),
    );
    expect(details.body.events.filter((e) => e.kind === "Reported")).toHaveLength(2);
  });

  it("an altered token is just another email (it reveals nothing)", async () => {
    const [token] = reportTokens.get("eva@alpha.test") as string[];
    const res = await api.request("POST", REPORTS, {
      ...withKey(alphaKey),
      body: {
        reporterEmail: "eva@alpha.test",
        reportToken: `${token?.slice(0, -3)}abc`,
        sender: "a@b.example",
        subject: "",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe("Suspicious");
  });
});

describe("the super-admins' extension reports", () => {
  let admin: { accessToken: string };

  beforeAll(async () => {
    admin = await superAdmin(api, ["ManagePhishing"]);
  });

  it("lists every organisation's reports, newest first, with filters", async () => {
    const all = await api.request<Schema<"PhishingExtensionReportList">>("GET", `${ADMIN}?limit=100`, as(admin));
    expect(all.status).toBe(200);
    expect(new Set(all.body.items.map((r) => r.organizationName))).toEqual(new Set(["Alpha Report", "Beta Report"]));
    expect(all.body.total).toBe(all.body.items.length);
    const dates = all.body.items.map((r) => r.reportedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const betaOnly = await api.request<Schema<"PhishingExtensionReportList">>(
      "GET",
      `${ADMIN}?tenantId=${beta.tenantId}`,
      as(admin),
    );
    expect(betaOnly.body.items.map((r) => r.tenantId)).toEqual([beta.tenantId]);
    const searched = await api.request<Schema<"PhishingExtensionReportList">>(
      "GET",
      `${ADMIN}?search=OVERDUE`,
      as(admin),
    );
    expect(searched.body.items.map((r) => r.subject)).toEqual(["Overdue invoice 4471"]);
    const wildcard = await api.request("GET", `${ADMIN}?search=%25`, as(admin));
    expect(wildcard.body.total).toBe(0);
    const paged = await api.request("GET", `${ADMIN}?limit=1&skip=1`, as(admin));
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBe(all.body.total);
    const future = await api.request("GET", `${ADMIN}?from=2999-01-01T00:00:00.000Z`, as(admin));
    expect(future.body.total).toBe(0);
  });

  it("triages a report; the status filter finds it", async () => {
    const [first] = (
      await api.request<Schema<"PhishingExtensionReportList">>("GET", `${ADMIN}?search=overdue`, as(admin))
    ).body.items;
    const res = await api.request("PATCH", `${ADMIN}/${first?.id}`, { ...as(admin), body: { status: "Threat" } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("Threat");
    const threats = await api.request<Schema<"PhishingExtensionReportList">>(
      "GET",
      `${ADMIN}?status=Threat`,
      as(admin),
    );
    expect(threats.body.items.map((r) => r.id)).toEqual([first?.id]);
  });

  it("refuses bad input and strangers, changing nothing", async () => {
    const [first] = (await api.request<Schema<"PhishingExtensionReportList">>("GET", ADMIN, as(admin))).body.items;
    const bad = await api.request("PATCH", `${ADMIN}/${first?.id}`, { ...as(admin), body: { status: "Deleted" } });
    expect(bad.status).toBe(422);
    const unknown = await api.request("PATCH", `${ADMIN}/0190a5a0-0000-7000-8000-000000000000`, {
      ...as(admin),
      body: { status: "Clean" },
    });
    expect(unknown.status).toBe(404);
    expect((await api.request("GET", `${ADMIN}?status=Maybe`, as(admin))).status).toBe(422);
    // An organisation owner is no super-admin.
    expect((await api.request("GET", ADMIN, as(alpha))).status).toBe(403);
    expect(
      (await api.request("PATCH", `${ADMIN}/${first?.id}`, { ...as(alpha), body: { status: "Clean" } })).status,
    ).toBe(403);
    const after = (await api.request<Schema<"PhishingExtensionReportList">>("GET", ADMIN, as(admin))).body.items[0];
    expect(after?.status).toBe(first?.status);
  });
});

describe("the organisation's reported emails", () => {
  const OWN = `${PHISHING}/reported-emails`;
  type List = Schema<"PhishingReportedEmailList">;

  it("lists both kinds, newest first: suspicious emails with their triage status, simulation emails with their simulation", async () => {
    const res = await api.request<List>("GET", `${OWN}?limit=100`, as(alpha));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    const dates = res.body.items.map((r) => r.reportedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const simulated = res.body.items.filter((r) => r.kind === "Simulation");
    // Eva reported both of her two simulation emails; each email is listed once, however often reported.
    expect(simulated.map((r) => r.subject).sort()).toEqual(["Invoice", "Parcel"]);
    for (const row of simulated) {
      expect(row).toMatchObject({ reporterEmail: "eva@alpha.test", status: null, source: null });
      expect(row.simulation?.name).toBe("Report button");
      expect(row.receivedAt).not.toBeNull();
    }
    const suspicious = res.body.items.filter((r) => r.kind === "Suspicious");
    expect(suspicious.length).toBeGreaterThan(0);
    for (const row of suspicious) {
      expect(row.simulation).toBeNull();
      expect(["Received", "Clean", "Spam", "Threat"]).toContain(row.status);
      expect(["Extension", "Web"]).toContain(row.source);
    }
  });

  it("never shows another organisation's reports", async () => {
    const alphaIds = new Set(
      (await api.request<List>("GET", `${OWN}?limit=100`, as(alpha))).body.items.map((r) => r.id),
    );
    const betaList = await api.request<List>("GET", `${OWN}?limit=100`, as(beta));
    expect(betaList.status).toBe(200);
    expect(betaList.body.items.length).toBeGreaterThan(0);
    for (const row of betaList.body.items) {
      expect(alphaIds.has(row.id)).toBe(false);
      expect(row.kind).toBe("Suspicious");
    }
    // The email Beta's key reported with Alpha's token is Beta's report, not Alpha's simulation.
    expect(betaList.body.items.some((r) => r.subject === "Invoice")).toBe(true);
  });

  it("filters by kind, status and text (case-insensitive, a % matched as typed), and pages", async () => {
    const simulations = await api.request<List>("GET", `${OWN}?kind=Simulation`, as(alpha));
    expect(simulations.body.items.every((r) => r.kind === "Simulation")).toBe(true);
    expect(simulations.body.total).toBe(2);
    const threats = await api.request<List>("GET", `${OWN}?status=Threat`, as(alpha));
    expect(threats.body.items.every((r) => r.status === "Threat")).toBe(true);
    const searched = await api.request<List>("GET", `${OWN}?search=PARCEL`, as(alpha));
    expect(searched.body.items.map((r) => r.subject)).toEqual(["Parcel"]);
    const byReporter = await api.request<List>("GET", `${OWN}?search=eva@alpha&kind=Simulation`, as(alpha));
    expect(byReporter.body.total).toBe(2);
    expect((await api.request<List>("GET", `${OWN}?search=%25`, as(alpha))).body.total).toBe(0);
    const all = await api.request<List>("GET", OWN, as(alpha));
    const paged = await api.request<List>("GET", `${OWN}?limit=1&skip=1`, as(alpha));
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.items[0]?.id).toBe(all.body.items[1]?.id);
    expect(paged.body.total).toBe(all.body.total);
  });

  it("refuses bad filters (422) and people without phishing read rights (403)", async () => {
    expect((await api.request("GET", `${OWN}?kind=Other`, as(alpha))).status).toBe(422);
    expect((await api.request("GET", `${OWN}?status=Maybe`, as(alpha))).status).toBe(422);
    expect((await api.request("GET", `${OWN}?limit=0`, as(alpha))).status).toBe(422);
    const noTenant = await api.request("GET", OWN, { headers: { authorization: `Bearer ${alpha.accessToken}` } });
    expect([400, 403, 422]).toContain(noTenant.status);
  });
});

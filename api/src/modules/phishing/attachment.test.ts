import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Schema } from "@bulwark/contract";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink.js";
import { attachmentName, renderAttachment } from "./attachment.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "./phishing.fixtures.js";
import { PHISHING_SEND } from "./simulations/simulation-delivery.js";

// The attachment techniques end to end, on a real API (SQLite or PostgreSQL) and a real SMTP
// server on loopback, reading the MIME the sender produced: a MalwareAttachment or
// LinkInAttachment email carries one harmless HTML file (no script, no program, the simulation
// stated), opening it records `AttachmentOpened` through the tracking's bot classification (a
// HEAD request and a Safe Links fetch kept as bots and failing nobody; a person's open fails a
// MalwareAttachment target), the attachment's link goes through the same human confirmation, and
// a LinkForMalware link ends on the same harmless file as a download.

const BURST_MS = 200;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** An address of Microsoft's published Safe Links range (see scanner-ranges.data.ts). */
const SAFE_LINKS_IP = "40.92.0.10";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

let api: TestApi;
let smtp: SmtpSink;
let owner: Owner;
const mails = new Map<string, ParsedMail>();

const local = (url: string) => url.replace("http://bulwark.test", api.baseUrl);

function raw(url: string, options: { method?: string; ip?: string; userAgent?: string; body?: string } = {}) {
  const { method = "GET", ip = "203.0.113.7", userAgent = CHROME, body } = options;
  const target = new URL(local(url));
  const headers: Record<string, string> = { "x-forwarded-for": ip, "user-agent": userAgent };
  if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function settle() {
  await api.platform.tracking.flush();
  await sleep(BURST_MS + 400);
  await api.drainJobs();
}

/** Launches a one-template simulation at `group`, sends it now, answers its id. */
async function launchAndSend(type: Schema<"PhishingTemplateType">, group: string, language: "En" | "Sr" = "En") {
  const template = await createTemplate(
    api,
    owner,
    templateInput(`${type} lure`, {
      type,
      language,
      emailBody:
        type === "LinkForMalware"
          ? '<p>Hi {{.FirstName}}, download the document: <a href="{{.URL}}">Invoice.zip</a></p>{{.Tracker}}'
          : "<p>Hi {{.FirstName}}, the document you asked for is attached.</p>{{.Tracker}}",
    }),
  );
  const res = await api.request("POST", `${PHISHING}/simulations`, {
    ...as(owner),
    body: {
      name: `${type} simulation`,
      description: "",
      startDate: new Date().toISOString(),
      timeZone: "UTC",
      durationWeeks: 1,
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      businessHoursStart: "00:00",
      businessHoursEnd: "23:59",
      maxAttacksPerTarget: 1,
      feedbackType: "PhishedDisplay",
      templateIds: [template.id],
      targets: { groups: [group] },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await api.platform.db
    .updateTable("jobs")
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where("type", "=", PHISHING_SEND)
    .where("status", "=", "pending")
    .execute();
  await api.drainJobs();
  return res.body.id as string;
}

async function targetOf(simulationId: string) {
  const list = await api.request<Schema<"PhishingTargetList">>(
    "GET",
    `${PHISHING}/simulations/${simulationId}/targets-overview`,
    as(owner),
  );
  const target = list.body.items[0] as Schema<"PhishingTarget">;
  const details = await api.request<Schema<"PhishingTargetDetails">>(
    "GET",
    `${PHISHING}/simulations/${simulationId}/targets/${target.id}`,
    as(owner),
  );
  return { status: target.status, events: details.body.events };
}

const fileOf = (email: string) => {
  const mail = mails.get(email) as ParsedMail;
  expect(mail.attachments).toHaveLength(1);
  return mail.attachments[0] as ParsedMail["attachments"][number];
};
const urlsIn = (html: string, kind: "o" | "c") =>
  [...html.matchAll(new RegExp(`http://bulwark\\.test/api/v1/t/${kind}/[A-Za-z0-9_-]+`, "g"))].map((m) => m[0]);

beforeAll(async () => {
  smtp = await startSmtpSink({
    onMessage: async ({ to, raw: source }) => {
      const dir = path.join(api.platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${Math.random()}.eml`), source);
      if (/^Message-ID: <phishing-/im.test(source)) mails.set(to, await simpleParser(source));
    },
  });
  api = await startPhishingApi({
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    TRACKING_BURST_MS: String(BURST_MS),
    TRACKING_MIN_CLICK_SECONDS: "0",
  });
  owner = await createOrganizationOwner(api, "Attachment Org");
  const other = await createOrganizationOwner(api, "Other Attachment Org");
  await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(owner),
    body: {
      people: [
        { email: "mara@att.test", firstName: "Mara", lastName: "Marić", groups: ["Malware"] },
        { email: "luka@att.test", firstName: "Luka", lastName: "Lukić", groups: ["Linked"] },
        { email: "sara@att.test", firstName: "Sara", lastName: "Sarić", groups: ["Download"] },
      ],
    },
  });
  await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as(other),
    body: { people: [{ email: "mara@other.test", firstName: "Mara", lastName: "Other", groups: ["Malware"] }] },
  });
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe("the attachment file", () => {
  it("is static HTML named after the template, the simulation stated, in the template's language", () => {
    const file = renderAttachment(
      { name: "Faktura  #4471 (hitno)", type: "MalwareAttachment", language: "Sr" },
      { firstName: "Ana", lastName: "", email: "ana@x.test" },
      { openUrl: "https://b.test/api/v1/t/o/abc", linkUrl: null },
    );
    expect(file.filename).toBe("Faktura_4471_hitno.html");
    expect(file.content).toContain("simulacije fišinga");
    expect(file.content).toContain('<img src="https://b.test/api/v1/t/o/abc"');
    expect(file.content).not.toMatch(/<script|javascript:|\son\w+=/i);
    expect(attachmentName("???")).toBe("Document.html");
  });
});

describe("a MalwareAttachment simulation", () => {
  let simulationId: string;
  beforeAll(async () => {
    simulationId = await launchAndSend("MalwareAttachment", "Malware");
  });

  it("sends one harmless .html attachment with its own open pixel and no link", () => {
    const file = fileOf("mara@att.test");
    expect(file.filename).toBe("MalwareAttachment_lure.html");
    expect(file.contentType).toBe("text/html");
    const html = file.content.toString("utf8");
    expect(html).toContain("phishing simulation run by your organisation");
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
    expect(urlsIn(html, "o")).toHaveLength(1);
    expect(urlsIn(html, "c")).toHaveLength(0);
    // The email's own pixel is a different one: opening the email is not opening the attachment.
    expect(urlsIn(String(mails.get("mara@att.test")?.html), "o")).not.toContain(urlsIn(html, "o")[0]);
    expect(mails.has("mara@other.test")).toBe(false);
  });

  it("a gateway's HEAD and Safe Links fetch are kept as bots and fail nobody", async () => {
    const [pixel] = urlsIn(fileOf("mara@att.test").content.toString("utf8"), "o");
    expect((await raw(pixel as string, { method: "HEAD" })).status).toBe(200);
    expect((await raw(pixel as string, { ip: SAFE_LINKS_IP })).status).toBe(200);
    await settle();
    const target = await targetOf(simulationId);
    expect(target.status).toBe("InProgress");
    const opened = target.events.filter((e) => e.kind === "AttachmentOpened");
    expect(opened.map((e) => `${e.classification}:${e.reason}`).sort()).toEqual(["bot:head-request", "bot:scanner-ip"]);
  });

  it("a person opening it fails the target and is announced", async () => {
    const [pixel] = urlsIn(fileOf("mara@att.test").content.toString("utf8"), "o");
    expect((await raw(pixel as string)).status).toBe(200);
    await settle();
    const target = await targetOf(simulationId);
    expect(target.status).toBe("Failed");
    expect(target.events.filter((e) => e.kind === "AttachmentOpened" && e.classification === "human")).toHaveLength(1);
    const events = await api.platform.db
      .selectFrom("domain_events")
      .select(["type", "data"])
      .where("tenant_id", "=", owner.tenantId)
      .execute();
    const kinds = events.filter((e) => e.type === "PhishingTargetEvent").map((e) => JSON.parse(e.data).kind);
    expect(kinds).toContain("AttachmentOpened");
    expect(events.filter((e) => e.type === "TargetFailed")).toHaveLength(1);
  });
});

describe("a LinkInAttachment simulation", () => {
  let simulationId: string;
  beforeAll(async () => {
    simulationId = await launchAndSend("LinkInAttachment", "Linked", "Sr");
  });

  it("opening the attachment is recorded but fails nobody; its link goes through the human confirmation", async () => {
    const html = fileOf("luka@att.test").content.toString("utf8");
    expect(html).toContain("Otvori dokument");
    expect(html).toContain("Simulacija fišinga");
    const [pixel] = urlsIn(html, "o");
    const [link] = urlsIn(html, "c");
    await raw(pixel as string);
    await settle();
    expect((await targetOf(simulationId)).status).toBe("InProgress");
    const click = await raw(link as string);
    expect(click.status).toBe(302);
    const landing = click.headers.location as string;
    expect(landing).toMatch(/\/api\/v1\/phishing\/l\//);
    expect((await raw(landing)).status).toBe(200);
    expect((await targetOf(simulationId)).status).toBe("InProgress");
    await raw(`${landing}/continue`, { method: "POST", body: "" });
    await settle();
    const target = await targetOf(simulationId);
    expect(target.status).toBe("Failed");
    expect(target.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["Sent", "AttachmentOpened", "Clicked", "HumanConfirmed"]),
    );
  });
});

describe("a LinkForMalware simulation", () => {
  it("has no attachment; the link's confirmation fails the target and answers the harmless file as a download", async () => {
    const simulationId = await launchAndSend("LinkForMalware", "Download");
    const mail = mails.get("sara@att.test") as ParsedMail;
    expect(mail.attachments).toHaveLength(0);
    const [link] = urlsIn(String(mail.html), "c");
    const landing = (await raw(link as string)).headers.location as string;
    const download = await raw(`${landing}/continue`, { method: "POST", body: "" });
    expect(download.status).toBe(200);
    expect(download.headers["content-disposition"]).toBe('attachment; filename="LinkForMalware_lure.html"');
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    expect(download.body).toContain("phishing simulation run by your organisation");
    expect(download.body).not.toMatch(/<script/i);
    await settle();
    expect((await targetOf(simulationId)).status).toBe("Failed");
  });

  it("an unknown token reveals nothing", async () => {
    const res = await raw("http://bulwark.test/api/v1/phishing/l/not-a-token/continue", { method: "POST", body: "" });
    expect(res.status).toBe(404);
    expect(res.body).toContain("Link not found");
  });
});

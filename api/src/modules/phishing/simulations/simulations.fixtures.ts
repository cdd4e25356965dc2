import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { Schema } from "@bulwark/contract";
import { sql } from "kysely";
import { weekdays } from "../../../platform/schedule/business-hours.js";
import type { TestApi } from "../../../test/harness.js";
import { type SinkMessage, startSmtpSink } from "../../../test/smtp-sink.js";
import { startPhishingApi } from "../phishing.fixtures.js";
import { PHISHING_SEND } from "./simulation-delivery.js";

// Test helpers of phishing simulations (not a test file itself).

/** Every day a business day: a launch at any moment has business hours ahead. */
export const ALL_DAYS = [...weekdays] as Schema<"BusinessDay">[];

/** A launch running now for a week, every day and hour, one email per target: what most tests launch. */
export const simulationInput = (
  templateIds: string[],
  targets: Schema<"PhishingTargetsInput">,
  extra: Partial<Schema<"PhishingSimulationInput">> = {},
): Schema<"PhishingSimulationInput"> => ({
  name: "A simulation",
  startDate: new Date().toISOString(),
  timeZone: "Europe/Belgrade",
  durationWeeks: 1,
  businessDays: ALL_DAYS,
  businessHoursStart: "00:00",
  businessHoursEnd: "23:59",
  maxAttacksPerTarget: 1,
  templateIds,
  targets,
  ...extra,
});

/** A desktop browser's agent: what a person's browser sends. */
export const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Moves every queued simulation email to now (the clock is not ours to move) and runs the queue. */
export async function sendDue(api: TestApi) {
  await api.platform.db
    .updateTable("jobs")
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where("type", "=", PHISHING_SEND)
    .where("status", "=", "pending")
    .execute();
  await api.drainJobs();
}

/**
 * A raw request to a public page (tracking, landing, report) with exactly these headers, the
 * emails' `http://bulwark.test` replaced by the test API's address; `ip` arrives as
 * X-Forwarded-For (the API trusts it in these tests).
 */
export function publicRequest(
  api: TestApi,
  url: string,
  options: { method?: string; ip?: string; userAgent?: string; body?: string } = {},
) {
  const { method = "GET", ip = "203.0.113.7", userAgent = CHROME, body } = options;
  const target = new URL(url.replace("http://bulwark.test", api.baseUrl));
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

/** A simulation's figures as "dimension a b: n" lines, sorted: what the triggers keep, or a recount. */
type Figures = string[];

/**
 * A simulation's figures twice: as the database keeps them (`phishing_simulation_counts`, zeros
 * left out) and counted again from its rows with plain GROUP BYs (what the view read before the
 * counts were kept). Equal whenever the triggers kept them exact.
 */
export async function keptAndRecounted(
  api: TestApi,
  simulationId: string,
): Promise<{ kept: Figures; recounted: Figures }> {
  const db = api.platform.db;
  const kept = await db
    .selectFrom("phishing_simulation_counts")
    .select(["dimension", "a", "b", "n"])
    .where("simulation_id", "=", simulationId)
    .where("n", "<>", 0)
    .execute();
  const recounts = [
    sql`select 'target' as dimension, status as a, '' as b, count(*) as n from phishing_targets
        where simulation_id = ${simulationId} group by status`,
    sql`select 'send' as dimension, status as a, '' as b, count(*) as n from phishing_sends
        where simulation_id = ${simulationId} group by status`,
    sql`select 'sent_day' as dimension, substr(sent_at, 1, 10) as a, '' as b, count(*) as n from phishing_sends
        where simulation_id = ${simulationId} and sent_at is not null group by substr(sent_at, 1, 10)`,
    sql`select 'template_sent' as dimension, template_id as a, '' as b, count(*) as n from phishing_sends
        where simulation_id = ${simulationId} and status = 'Sent' group by template_id`,
    sql`select 'events' as dimension, kind as a, classification as b, count(*) as n from phishing_events
        where simulation_id = ${simulationId} group by kind, classification`,
    sql`select 'emails' as dimension, kind as a, classification as b, count(distinct send_id) as n from phishing_events
        where simulation_id = ${simulationId} and send_id is not null group by kind, classification`,
    sql`select 'template_emails' as dimension, s.template_id as a, e.kind as b, count(distinct e.send_id) as n
        from phishing_events e join phishing_sends s on s.id = e.send_id
        where e.simulation_id = ${simulationId} and e.classification = 'human' group by s.template_id, e.kind`,
    sql`select 'human_day' as dimension, substr(at, 1, 10) as a, kind as b, count(*) as n from phishing_events
        where simulation_id = ${simulationId} and classification = 'human' group by substr(at, 1, 10), kind`,
    sql`select 'bot_reason' as dimension, coalesce(reason, '') as a, '' as b, count(*) as n from phishing_events
        where simulation_id = ${simulationId} and classification = 'bot' group by coalesce(reason, '')`,
  ];
  const recounted = (
    await Promise.all(
      recounts.map(
        async (query) => (await query.execute(db)).rows as { dimension: string; a: string; b: string; n: unknown }[],
      ),
    )
  ).flat();
  const lines = (rows: { dimension: string; a: string; b: string; n: unknown }[]) =>
    rows.map((row) => `${row.dimension} ${row.a} ${row.b}: ${Number(row.n)}`).sort();
  return { kept: lines(kept), recounted: lines(recounted) };
}
/**
 * An SMTP server on loopback for a simulation test: every message is also written where the
 * harness reads its outbox (the factories' sign-up emails), then handed to `onMessage`. `api` is
 * read when a message arrives (the sink starts before the API, whose address it needs).
 */
export function startSimulationSmtp(api: () => TestApi, onMessage: (message: SinkMessage) => Promise<void> | void) {
  return startSmtpSink({
    onMessage: async (message) => {
      const dir = path.join(api().platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${Math.random()}.eml`), message.raw);
      await onMessage(message);
    },
  });
}

/** The first tracked link of a simulation email's HTML; throws when it has none. */
export function trackedLinkOf(html: string): string {
  const link = /http:\/\/bulwark\.test\/api\/v1\/t\/c\/[A-Za-z0-9_-]+/.exec(html)?.[0];
  if (!link) throw new Error("no tracked link in the email");
  return link;
}

/**
 * Fails as the target of the email `html` would, through the public pages: follows its tracked
 * link, passes the landing page's human check (the failure), then submits the form (a second
 * failure event of the same target); then lets the tracking and the jobs settle. Answers the
 * page the submission got (the simulation's feedback page).
 */
export async function failAsTarget(api: TestApi, html: string, ip = "203.0.113.9"): Promise<string> {
  const link = trackedLinkOf(html);
  const click = await publicRequest(api, link, { ip });
  if (click.status !== 302) throw new Error(`the link answered ${click.status}`);
  const landing = click.headers.location as string;
  let page = "";
  for (const [url, method, body] of [
    [landing, "GET", undefined],
    [`${landing}/continue`, "POST", ""],
    [`${landing}/submit`, "POST", "email=target%40example.test&password=x1"],
  ] as const) {
    const res = await publicRequest(api, url, { method, ip, ...(body !== undefined ? { body } : {}) });
    if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}`);
    page = res.body;
  }
  await api.platform.tracking.flush();
  await api.drainJobs();
  await api.drainJobs();
  return page;
}

/** A simulation that may send at any hour from now, for one week, to `targets`. */
export const anytimeSimulation = (
  name: string,
  templateIds: string[],
  targets: Schema<"PhishingTargetsInput">,
  extra: Partial<Schema<"PhishingSimulationInput">> = {},
): Schema<"PhishingSimulationInput"> => ({
  name,
  startDate: new Date().toISOString(),
  timeZone: "Europe/Belgrade",
  durationWeeks: 1,
  businessDays: ALL_DAYS,
  businessHoursStart: "00:00",
  businessHoursEnd: "23:59",
  maxAttacksPerTarget: 1,
  templateIds,
  targets,
  ...extra,
});

/**
 * The API as the tracked-journey tests run it: emails to the SMTP server at `smtpUrl`, scanners
 * told by the address a test names in X-Forwarded-For, requests judged 200 ms after they arrive,
 * and a person allowed to click at once after delivery.
 */
export const startTrackedPhishingApi = (smtpUrl: string) =>
  startPhishingApi({
    SMTP_URL: smtpUrl,
    TRUST_PROXY: "true",
    TRACKING_BURST_MS: "200",
    TRACKING_MIN_CLICK_SECONDS: "0",
  });

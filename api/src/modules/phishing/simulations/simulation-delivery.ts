import type { Transaction } from "kysely";
import { tenantOfRow } from "../../../platform/db/by-ids.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Mailer } from "../../../platform/mail/mailer.js";
import { Mailer as SmtpMailer } from "../../../platform/mail/mailer.js";
import type { Platform } from "../../../platform/platform.js";
import type { TrackingSubscription } from "../../../platform/tracking/tracking.js";
import { publish } from "../../domain-events.js";
import { ATTACHMENT_TYPES, renderAttachment } from "../attachment.js";
import { renderTemplateEmail } from "../render.js";
import { phishingRepositories } from "../repositories.js";
import { profileTransport } from "../sending.service.js";
import { SendingProfilesRepository } from "../sending-profiles.repository.js";
import {
  type SendRow,
  SimulationsRepository,
  statusOf,
  type TargetRow,
  takeRateToken,
} from "./simulations.repository.js";

/** Job: send one planned simulation email; payload {@link SendJob}. */
export const PHISHING_SEND = "phishing.send";
/** The tracking purpose of simulation emails (the open pixel and the link). */
export const PHISHING_TRACKING = "phishing";
/** The tracking purpose of a simulation attachment's open pixel: its open is the "attachment opened" event. */
export const PHISHING_ATTACHMENT_TRACKING = "phishing-attachment";
/** The purposes of the landing-page and report tokens (signed by the tracking tokens, never tracked themselves). */
const PHISHING_LANDING = "phishing-landing";
const PHISHING_REPORT = "phishing-report";
/** How long a sender holds a claimed send before another process may take it over. */
const LEASE_MS = 120_000;
/** Emails per minute per sending profile (or the platform's default) when neither the profile nor the installation sets one. */
export const DEFAULT_RATE_PER_MINUTE = 60;

export interface SendJob {
  tenantId: string;
  sendId: string;
}

type DeliveryPlatform = Pick<
  Platform,
  "config" | "db" | "dialect" | "events" | "tracking" | "queue" | "secrets" | "logger"
>;

/** Queues the send of each planned email at its time, inside the transaction that planned them. */
export async function queueSends(
  platform: Pick<Platform, "queue">,
  trx: Transaction<Database>,
  tenantId: string,
  sends: readonly { id: string; due_at: string }[],
): Promise<void> {
  await platform.queue.enqueueMany(
    sends.map((send) => ({
      type: PHISHING_SEND,
      payload: { tenantId, sendId: send.id } satisfies SendJob,
      // One job per send, however often this runs: a retried transaction queues nothing twice.
      options: { runAt: new Date(send.due_at), dedupeKey: `${PHISHING_SEND}:${send.id}:0` },
    })),
    trx,
  );
}

const tokenOf = (platform: Pick<Platform, "tracking">, purpose: string, tenantId: string, sendId: string) =>
  platform.tracking.tokens.open({ purpose, tenantId, subjectId: sendId });

/** The email a landing or report token names, or undefined for any token this installation did not issue for it. */
export function verifySendToken(platform: Pick<Platform, "tracking">, token: string, kind: "landing" | "report") {
  const claims = platform.tracking.tokens.verify(token);
  const purpose = kind === "landing" ? PHISHING_LANDING : PHISHING_REPORT;
  if (claims?.kind !== "open" || claims.purpose !== purpose) return undefined;
  return { tenantId: claims.tenantId, sendId: claims.subjectId };
}

/** The landing page's address (where the tracked link redirects). */
export const landingUrl = (platform: Pick<Platform, "config" | "tracking">, tenantId: string, sendId: string) =>
  `${platform.config.publicUrl}/api/v1/phishing/l/${tokenOf(platform, PHISHING_LANDING, tenantId, sendId)}`;

/** The report address of an email (its `X-Bulwark-Report` header carries the token). */
export const reportToken = (platform: Pick<Platform, "tracking">, tenantId: string, sendId: string) =>
  tokenOf(platform, PHISHING_REPORT, tenantId, sendId);

/**
 * Sends simulation emails from the job queue, each once:
 *
 * 1. the send is claimed with one conditional UPDATE (Scheduled, or Sending with an expired
 *    lease): of two API processes holding the same job, one gets it; a sent, failed or
 *    cancelled one is never claimed again;
 * 2. a stopped simulation's email is cancelled; an email over its sending profile's rate for this
 *    minute is moved to the next minute (a new job, keyed by the deferral number);
 * 3. the email goes to SMTP with Message-ID `<phishing-{send id}@bulwark>`, so the one repeat
 *    possible (a crash after the server accepted, before step 4) is the same message, which
 *    receivers drop, and the timeline's `Sent` is keyed by the send: recorded once;
 * 4. the send is marked Sent, the target InProgress, `Sent` appended and published.
 *
 * A temporary SMTP failure (4xx, connection) throws: the queue retries with its backoff. A
 * permanent one (5xx) marks the email Failed with a `Bounced` event.
 */
export class SimulationSender {
  constructor(
    private readonly platform: DeliveryPlatform,
    private readonly mailer: Pick<Mailer, "send">,
    private readonly ratePerMinute = DEFAULT_RATE_PER_MINUTE,
  ) {}

  async send(payload: unknown): Promise<void> {
    const { tenantId, sendId } = payload as SendJob;
    const { platform } = this;
    const now = new Date();
    const prepared = await platform.db.transaction().execute(async (trx) => {
      const repository = new SimulationsRepository(trx, platform.dialect, tenantId);
      // The claim first: a write as the transaction's first statement waits for another process's
      // (SQLite's busy timeout) instead of failing on a stale read snapshot.
      if (!(await repository.claim(sendId, now, LEASE_MS))) return undefined;
      const send = (await repository.send(sendId)) as SendRow;
      const simulation = await repository.find(send.simulation_id);
      // Stopped (permanent) or past its end: nothing more is sent.
      if (!simulation || statusOf(simulation, now.toISOString()) !== "InProgress") {
        await repository.markSend(sendId, { status: "Cancelled", lease_until: null });
        return undefined;
      }
      // Each sending profile has its own budget (its own, or the installation's rate); the platform's
      // default server is one budget for every organisation sending through it.
      const profileKey = simulation.sending_profile_id ?? "platform";
      const limit = simulation.sending_profile_id
        ? ((await new SendingProfilesRepository(trx, tenantId).find(simulation.sending_profile_id))?.ratePerMinute ??
          this.ratePerMinute)
        : this.ratePerMinute;
      if (!(await takeRateToken(trx, profileKey, now.toISOString().slice(0, 16), limit))) {
        const next = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000 + Math.floor(Math.random() * 30_000));
        const deferrals = await repository.defer(sendId, next.toISOString());
        await platform.queue.enqueue(
          PHISHING_SEND,
          { tenantId, sendId } satisfies SendJob,
          { runAt: next, dedupeKey: `${PHISHING_SEND}:${sendId}:${deferrals}` },
          trx,
        );
        return undefined;
      }
      const target = (await repository.target(send.simulation_id, send.target_id)) as TargetRow;
      return { send, simulation, target };
    });
    if (!prepared) return;
    const { send, simulation, target } = prepared;
    const repository = new SimulationsRepository(platform.db, platform.dialect, tenantId);
    const template = await phishingRepositories(platform.db, platform.dialect, tenantId).templates.find(
      send.template_id,
      "visible",
    );
    if (!template) {
      await repository.markSend(sendId, { status: "Failed", last_error: "The template no longer exists" });
      return;
    }
    const sentAt = new Date();
    const common = { purpose: PHISHING_TRACKING, tenantId, subjectId: sendId, sentAt };
    const rendered = renderTemplateEmail(
      template,
      { firstName: target.first_name, lastName: target.last_name, email: target.email },
      {
        url: platform.tracking.clickUrl({ ...common, linkId: "url", url: landingUrl(platform, tenantId, sendId) }),
        trackingUrl: platform.tracking.openUrl(common),
      },
    );
    const landing = landingUrl(platform, tenantId, sendId);
    const attachment = ATTACHMENT_TYPES.has(template.type)
      ? renderAttachment(
          template,
          { firstName: target.first_name, lastName: target.last_name, email: target.email },
          {
            openUrl: platform.tracking.openUrl({ ...common, purpose: PHISHING_ATTACHMENT_TRACKING }),
            linkUrl:
              template.type === "LinkInAttachment"
                ? platform.tracking.clickUrl({ ...common, linkId: "attachment", url: landing })
                : null,
          },
        )
      : undefined;
    const profile = simulation.sending_profile_id
      ? await new SendingProfilesRepository(platform.db, tenantId).find(simulation.sending_profile_id)
      : undefined;
    try {
      const mailer = profile
        ? new SmtpMailer(
            {
              smtpUrl: await profileTransport(platform, tenantId, profile),
              from: platform.config.mailFrom,
              dataDir: platform.config.dataDir,
            },
            platform.logger,
          )
        : this.mailer;
      await mailer.send(
        {
          to: target.email,
          from: rendered.from,
          ...(profile ? { envelopeFrom: profile.fromAddress } : {}),
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          headers: { "X-Bulwark-Report": reportToken(platform, tenantId, sendId) },
          ...(attachment ? { attachments: [attachment] } : {}),
        },
        `phishing-${sendId}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const code = Number((error as { responseCode?: number }).responseCode);
      if (code >= 500) {
        await platform.db.transaction().execute(async (trx) => {
          const within = new SimulationsRepository(trx, platform.dialect, tenantId);
          await within.markSend(sendId, { status: "Failed", last_error: message, lease_until: null });
          await within.appendEvent(event(send, "Bounced", new Date().toISOString(), { dedupe: `bounced:${sendId}` }));
        });
        return;
      }
      // Released for the queue's retry (with its backoff); the next attempt claims it again.
      await repository.markSend(sendId, { status: "Scheduled", lease_until: null, last_error: message });
      throw error;
    }
    await platform.db.transaction().execute(async (trx) => {
      const within = new SimulationsRepository(trx, platform.dialect, tenantId);
      const at = sentAt.toISOString();
      await within.markSend(sendId, { status: "Sent", sent_at: at, lease_until: null, last_error: null });
      await within.setTargetStatus(send.target_id, "InProgress", at, ["Created"]);
      if (await within.appendEvent(event(send, "Sent", at, { dedupe: `sent:${sendId}` }))) {
        await publishTargetEvent(platform, trx, tenantId, send, target, "Sent", at);
      }
    });
  }
}

/** A timeline row of a send, a person's unless said otherwise. */
function event(
  send: Pick<SendRow, "id" | "simulation_id" | "target_id">,
  kind: string,
  at: string,
  extra: {
    dedupe?: string;
    classification?: string;
    reason?: string | null;
    fieldNames?: string[];
    ip?: string | null;
    userAgent?: string | null;
  } = {},
) {
  return {
    simulation_id: send.simulation_id,
    target_id: send.target_id,
    send_id: send.id,
    kind,
    classification: extra.classification ?? "human",
    reason: extra.reason ?? null,
    field_names: extra.fieldNames ? JSON.stringify(extra.fieldNames) : null,
    ip: extra.ip ?? null,
    user_agent: extra.userAgent ?? null,
    at,
    dedupe_key: extra.dedupe ?? null,
  };
}

function publishTargetEvent(
  platform: Pick<Platform, "events">,
  trx: Transaction<Database>,
  tenantId: string,
  send: Pick<SendRow, "id" | "simulation_id" | "target_id">,
  target: Pick<TargetRow, "person_id">,
  kind: "Sent" | "Opened" | "Clicked" | "Submitted" | "Reported" | "AttachmentOpened",
  at: string,
) {
  return publish(platform, trx, tenantId, null, {
    type: "PhishingTargetEvent",
    data: {
      simulationId: send.simulation_id,
      targetId: send.target_id,
      personId: target.person_id,
      emailId: send.id,
      kind,
      at,
    },
  });
}

/** Who did something on the public pages, for the timeline. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

/**
 * What happens on a target's side, each in `trx`: the landing page's human confirmation and a
 * form submission fail the target (the first failure publishes TargetFailed); a report
 * passes a target who reported every email sent, or marks some reported.
 */
export class TargetEvents {
  constructor(private readonly platform: Pick<Platform, "events" | "dialect">) {}

  /** The send and its target of a token's email, sent; undefined otherwise. */
  async load(trx: Transaction<Database>, tenantId: string, sendId: string) {
    const repository = new SimulationsRepository(trx, this.platform.dialect, tenantId);
    const send = await repository.send(sendId);
    if (!send?.sent_at) return undefined;
    const target = await repository.target(send.simulation_id, send.target_id);
    const simulation = await repository.find(send.simulation_id);
    if (!target || !simulation) return undefined;
    return { repository, send, target, simulation };
  }

  async confirmed(trx: Transaction<Database>, tenantId: string, sendId: string, visitor: Visitor) {
    const loaded = await this.load(trx, tenantId, sendId);
    if (!loaded) return undefined;
    const at = new Date().toISOString();
    await loaded.repository.appendEvent(
      event(loaded.send, "HumanConfirmed", at, { reason: "confirmed", ...visitorOf(visitor) }),
    );
    await this.fail(trx, tenantId, loaded, at);
    return loaded;
  }

  async submitted(
    trx: Transaction<Database>,
    tenantId: string,
    sendId: string,
    fieldNames: string[],
    visitor: Visitor,
  ) {
    const loaded = await this.load(trx, tenantId, sendId);
    if (!loaded) return undefined;
    const at = new Date().toISOString();
    const first = await loaded.repository.appendEvent(
      event(loaded.send, "Submitted", at, { fieldNames, reason: "form-post", ...visitorOf(visitor) }),
    );
    if (first) await publishTargetEvent(this.platform, trx, tenantId, loaded.send, loaded.target, "Submitted", at);
    await this.fail(trx, tenantId, loaded, at);
    return loaded;
  }

  async reported(trx: Transaction<Database>, tenantId: string, sendId: string, visitor: Visitor) {
    const loaded = await this.load(trx, tenantId, sendId);
    if (!loaded) return undefined;
    const { repository, send, target } = loaded;
    const at = new Date().toISOString();
    if (!(await repository.firstOf(send.id, "reported_at", at))) return loaded;
    await repository.appendEvent(event(send, "Reported", at, { dedupe: `reported:${send.id}`, ...visitorOf(visitor) }));
    await publishTargetEvent(this.platform, trx, tenantId, send, target, "Reported", at);
    const sends = (await repository.sends(send.simulation_id, [target.id])).filter((s) => s.sent_at);
    const all = sends.every((s) => s.reported_at || s.id === send.id);
    // A target who failed stays failed; a report never undoes it.
    await repository.setTargetStatus(target.id, all ? "Passed" : "ReportedSome", at, [
      "Created",
      "InProgress",
      "ReportedSome",
      "NoReaction",
    ]);
    return loaded;
  }

  /** Fails the target of a loaded send (the first failure publishes TargetFailed). */
  async fail(
    trx: Transaction<Database>,
    tenantId: string,
    loaded: NonNullable<Awaited<ReturnType<TargetEvents["load"]>>>,
    at: string,
  ) {
    const { repository, send, target, simulation } = loaded;
    if (!(await repository.firstOf(send.id, "failed_at", at))) return;
    if (
      !(await repository.setTargetStatus(target.id, "Failed", at, [
        "Created",
        "InProgress",
        "Passed",
        "ReportedSome",
        "NoReaction",
      ]))
    )
      return;
    await publish(this.platform, trx, tenantId, null, {
      type: "TargetFailed",
      data: {
        targetFullName: `${target.first_name} ${target.last_name}`.trim() || target.email,
        simulationId: simulation.id,
        simulationName: simulation.name,
        targetId: target.id,
        personId: target.person_id,
        email: target.email,
        templateId: send.template_id,
        timeToFailMs: Math.max(0, new Date(at).getTime() - new Date(send.sent_at as string).getTime()),
      },
    });
  }
}

const visitorOf = (visitor: Visitor) => ({ ip: visitor.ip, userAgent: visitor.userAgent });

/**
 * What simulations do with tracked opens and clicks: every request is appended to the target's
 * timeline, a bot's or scanner's with `classification: bot` and its reason (so the team sees what
 * their gateway did) and never counted; a person's open or click is published. A click alone
 * never fails anyone: the landing page's human confirmation does.
 */
export function simulationTracking(platform: Pick<Platform, "events" | "dialect">): TrackingSubscription {
  return {
    includeBots: true,
    deliveredAt: async (tenantId, subjectIds, db) => {
      const rows = await db
        .selectFrom("phishing_sends")
        .select(["id", "sent_at"])
        .where(tenantOfRow(), "=", tenantId)
        .where("id", "in", subjectIds)
        .where("sent_at", "is not", null)
        .execute();
      return new Map(rows.map((row) => [row.id, new Date(row.sent_at as string)]));
    },
    handle: async (tracked, trx) => {
      const repository = new SimulationsRepository(trx, platform.dialect, tracked.tenantId);
      const send = await repository.send(tracked.subjectId);
      if (!send) return;
      const kind = tracked.kind === "open" ? "Opened" : "Clicked";
      const appended = await repository.appendEvent(
        event(send, kind, tracked.at, {
          dedupe: `tracking:${tracked.id}`,
          classification: tracked.classification,
          reason: tracked.reason,
          ip: tracked.ip,
          userAgent: tracked.userAgent,
        }),
      );
      if (!appended || tracked.classification !== "human") return;
      const target = await repository.target(send.simulation_id, send.target_id);
      if (target) await publishTargetEvent(platform, trx, tracked.tenantId, send, target, kind, tracked.at);
    },
  };
}

/**
 * What simulations do with the opens of their harmless attachments: each is appended to the
 * target's timeline as `AttachmentOpened`, a bot's or sandbox's with its reason and never counted;
 * a person's is published, and for a MalwareAttachment email it fails the target (opening the
 * attachment is the mistake; a LinkInAttachment target fails on the link's human confirmation).
 */
export function attachmentTracking(platform: Pick<Platform, "events" | "dialect">): TrackingSubscription {
  const events = new TargetEvents(platform);
  return {
    includeBots: true,
    deliveredAt: simulationTracking(platform).deliveredAt,
    handle: async (tracked, trx) => {
      if (tracked.kind !== "open") return;
      const loaded = await events.load(trx, tracked.tenantId, tracked.subjectId);
      if (!loaded) return;
      const appended = await loaded.repository.appendEvent(
        event(loaded.send, "AttachmentOpened", tracked.at, {
          dedupe: `tracking:${tracked.id}`,
          classification: tracked.classification,
          reason: tracked.reason,
          ip: tracked.ip,
          userAgent: tracked.userAgent,
        }),
      );
      if (!appended || tracked.classification !== "human") return;
      await publishTargetEvent(
        platform,
        trx,
        tracked.tenantId,
        loaded.send,
        loaded.target,
        "AttachmentOpened",
        tracked.at,
      );
      const template = await trx
        .selectFrom("phishing_simulation_templates")
        .select("template_type")
        .where("tenant_id", "=", tracked.tenantId)
        .where("simulation_id", "=", loaded.send.simulation_id)
        .where("template_id", "=", loaded.send.template_id)
        .executeTakeFirst();
      if (template?.template_type === "MalwareAttachment") await events.fail(trx, tracked.tenantId, loaded, tracked.at);
    },
  };
}

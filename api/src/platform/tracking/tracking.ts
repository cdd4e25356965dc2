import type { Transaction } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { isForeignKeyViolation } from "../db/unique-violation.js";
import { uuidv7 } from "../db/uuidv7.js";
import type { RequestContext } from "../http/context.js";
import { BinaryReply, RedirectReply } from "../http/router.js";
import type { RetentionTask } from "../jobs/housekeeping.js";
import type { JobHandler } from "../jobs/worker.js";
import type { Platform } from "../platform.js";
import { type BotReason, type Classification, Classifier, type Hit, type HumanReason } from "./classification.js";
import { type TrackingEventRow, trackingRepository } from "./tracking.repository.js";
import {
  type ClickTokenInput,
  type OpenTokenInput,
  type TrackingClaims,
  type TrackingKind,
  TrackingTokens,
} from "./tracking-token.js";

/** Job: judge one recorded request and queue its delivery; payload {@link EventJob}. */
export const TRACKING_PROCESS = "tracking.process";
/** Job: hand one judged request to its module's handler; payload {@link EventJob}. */
export const TRACKING_DELIVER = "tracking.deliver";

interface EventJob {
  tenantId: string;
  eventId: string;
}

/** An open or click as the owning module's handler receives it. */
export interface TrackingEvent {
  /** Stable across retries: the key a handler deduplicates outside effects on. */
  id: string;
  tenantId: string;
  purpose: string;
  subjectId: string;
  /** The link clicked; null for opens. */
  linkId: string | null;
  kind: TrackingKind;
  /** When the request arrived (ISO-8601). */
  at: string;
  ip: string;
  userAgent: string | null;
  classification: "human" | "bot";
  reason: HumanReason | BotReason;
}

/** What a module registers for its purpose with {@link Tracking.on}. */
export interface TrackingSubscription {
  /**
   * Records the open or click on the module's side ("opened", "clicked"). Runs from the job queue
   * inside the transaction that marks the event delivered: what it writes with `trx` happens once;
   * anything outside the database it must make idempotent on `event.id` (it runs at least once).
   * A throw rolls back and the delivery is retried.
   */
  handle(event: TrackingEvent, trx: Transaction<Database>): Promise<void>;
  /** Also receive requests judged to be bots (default: only people's). */
  includeBots?: boolean;
  /**
   * When the message reached the recipient, for the "too soon after delivery" rule; answered from
   * the module's own records (the send job's time). Undefined falls back to the token's sent time.
   */
  deliveredAt?(tenantId: string, subjectId: string, db: Db): Promise<Date | undefined>;
}

/** How long past the burst window processing waits, for requests still being written. */
const SETTLE_SLACK_MS = 250;

// The smallest transparent GIF (GIF89a, 1x1, colour 0 transparent): 42 bytes.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const PIXEL_HEADERS = { "Cache-Control": "no-store, no-cache, must-revalidate, max-age=0", Pragma: "no-cache" };
const NOT_FOUND_PAGE = Buffer.from(
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head>' +
    "<body><h1>Link not found</h1><p>This link is not valid. It may have been copied incompletely.</p></body></html>\n",
);

/**
 * Open and click tracking, built once for every area that sends tracked email (nano learning,
 * phishing). A module:
 *
 * 1. builds its email with {@link openUrl} (the pixel) and {@link clickUrl} (each link), one token
 *    per recipient, signed so they cannot be forged or pointed elsewhere;
 * 2. registers a handler for its purpose with {@link on} at start, and is told of each open and
 *    click once judged (people only, unless it asks for bots too).
 *
 * The public endpoints answer after checking the token's signature only; the request is stored
 * right after the answer (one transaction: the row and its processing job), then a job judges it
 * once the burst window has passed (so the message's other requests are in) and queues the
 * module's delivery. The same pattern as the domain-event outbox (row and job together, handler
 * inside the transaction that marks it handled), apart from it: opens and clicks are many, and
 * are not business events for webhooks or the activity log; a module publishes its own event
 * ("the learner answered") when one matters.
 */
export class Tracking {
  private tokensValue: TrackingTokens | undefined;
  private readonly subscriptions = new Map<string, TrackingSubscription>();
  private readonly classifier: Classifier;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly platform: Pick<Platform, "config" | "db" | "queue" | "secrets" | "logger">) {
    this.classifier = new Classifier({
      minClickSeconds: platform.config.tracking.minClickSeconds,
      burstMs: platform.config.tracking.burstMs,
      extraScannerRanges: platform.config.tracking.extraScannerRanges,
    });
  }

  /** The token maker (its key is derived from the installation key on first use). */
  get tokens(): TrackingTokens {
    this.tokensValue ??= new TrackingTokens(this.platform.secrets.deriveKey("tracking-token"));
    return this.tokensValue;
  }

  /** The absolute URL of a recipient's open pixel, for `<img src>` in the email. */
  openUrl(input: OpenTokenInput): string {
    return `${this.platform.config.publicUrl}/api/v1/t/o/${this.tokens.open(input)}`;
  }

  /** The absolute URL a recipient's link points to instead of `input.url`; it redirects there. */
  clickUrl(input: ClickTokenInput): string {
    return `${this.platform.config.publicUrl}/api/v1/t/c/${this.tokens.click(input)}`;
  }

  /** Registers the module that owns `purpose`. One module per purpose: a second registration throws. */
  on(purpose: string, subscription: TrackingSubscription): void {
    if (this.subscriptions.has(purpose)) throw new Error(`Tracking purpose ${purpose} already has a handler`);
    this.subscriptions.set(purpose, subscription);
  }

  /** `GET /api/v1/t/o/{token}`: the pixel for an open token, a plain 404 page for anything else. */
  async open(token: string, ctx: RequestContext, method: string): Promise<BinaryReply> {
    const claims = this.tokens.verify(token);
    if (claims?.kind !== "open") return notFoundPage();
    this.recordAfterAnswer(claims, ctx, method);
    return new BinaryReply("image/gif", PIXEL, PIXEL_HEADERS);
  }

  /** `GET /api/v1/t/c/{token}`: a 302 to the signed destination, a plain 404 page for anything else. */
  async click(token: string, ctx: RequestContext, method: string): Promise<RedirectReply | BinaryReply> {
    const claims = this.tokens.verify(token);
    if (claims?.kind !== "click" || !claims.url) return notFoundPage();
    this.recordAfterAnswer(claims, ctx, method);
    return new RedirectReply(claims.url, { "Cache-Control": "no-store" });
  }

  /** Waits until every request answered so far is stored (tests; a graceful stop). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * The raw requests' retention ({@link RetentionTask}): judged requests older than `before` (IP
   * addresses and user agents are personal data, and a module keeps what it needs in its own
   * tables). A request not yet judged stays, however old.
   */
  retention(): RetentionTask {
    const { db } = this.platform;
    return {
      name: "trackingEvents",
      async prune(before, limit) {
        const ids = db
          .selectFrom("tracking_events")
          .select("id")
          .where("at", "<", before)
          .where("classification", "is not", null)
          .limit(limit);
        const result = await db.deleteFrom("tracking_events").where("id", "in", ids).executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    };
  }

  /** The job handlers to register with the worker. */
  jobHandlers(): [string, JobHandler][] {
    return [
      [TRACKING_PROCESS, (payload) => this.process(payload as EventJob)],
      [TRACKING_DELIVER, (payload) => this.deliver(payload as EventJob)],
    ];
  }

  /**
   * Stores the request once the answer is on its way: the answer waits for nothing but the
   * signature check. A failure to store is logged, never shown to the recipient.
   */
  private recordAfterAnswer(claims: TrackingClaims, ctx: RequestContext, method: string): void {
    const at = new Date();
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.store(claims, ctx, method, at))
      .catch((error: unknown) => {
        // A token of an organisation deleted since the email was sent: nothing to record it for.
        if (isForeignKeyViolation(error)) {
          this.platform.logger.info("tracking: request for an organisation that no longer exists", {
            tenantId: claims.tenantId,
          });
          return;
        }
        this.platform.logger.error("tracking: a request could not be stored", { error: String(error) });
      });
    this.pending.add(work);
    void work.then(() => this.pending.delete(work));
  }

  private store(claims: TrackingClaims, ctx: RequestContext, method: string, at: Date): Promise<void> {
    const { db, queue, config } = this.platform;
    const eventId = uuidv7();
    return db.transaction().execute(async (trx) => {
      await trackingRepository(trx, claims.tenantId).insert({
        id: eventId,
        purpose: claims.purpose,
        subject_id: claims.subjectId,
        link_id: claims.linkId ?? null,
        kind: claims.kind,
        at: at.toISOString(),
        method: method.toUpperCase(),
        ip: ctx.ip,
        user_agent: ctx.userAgent === "" ? null : ctx.userAgent,
        sent_at: claims.sentAt?.toISOString() ?? null,
      });
      // Judged once the burst window has passed, so the message's other requests are stored.
      const runAt = new Date(at.getTime() + config.tracking.burstMs + SETTLE_SLACK_MS);
      await queue.enqueue(TRACKING_PROCESS, { tenantId: claims.tenantId, eventId } satisfies EventJob, { runAt }, trx);
    });
  }

  /** Judges a stored request (once) and queues its delivery to the module that wants it. */
  private async process({ tenantId, eventId }: EventJob): Promise<void> {
    const { db, queue, config } = this.platform;
    const repository = trackingRepository(db, tenantId);
    const row = await repository.find(eventId);
    if (!row || row.classification !== null) return;
    const window = 2 * config.tracking.burstMs;
    const at = new Date(row.at).getTime();
    const others = await repository.ofMessage(
      row.purpose,
      row.subject_id,
      new Date(at - window).toISOString(),
      new Date(at + window).toISOString(),
    );
    const subscription = this.subscriptions.get(row.purpose);
    const deliveredAt =
      (await subscription?.deliveredAt?.(tenantId, row.subject_id, db)) ??
      (row.sent_at ? new Date(row.sent_at) : undefined);
    const verdict: Classification = this.classifier.classify(
      toHit(row),
      deliveredAt,
      others.filter((other) => other.id !== row.id).map(toHit),
    );
    await db.transaction().execute(async (trx) => {
      await trackingRepository(trx, tenantId).classify(eventId, verdict.classification, verdict.reason);
      if (subscription && (verdict.classification === "human" || subscription.includeBots)) {
        await queue.enqueue(
          TRACKING_DELIVER,
          { tenantId, eventId } satisfies EventJob,
          { dedupeKey: `${TRACKING_DELIVER}:${eventId}` },
          trx,
        );
      }
    });
  }

  /** Hands a judged request to its module, once: inside the transaction that marks it delivered. */
  private async deliver({ tenantId, eventId }: EventJob): Promise<void> {
    await this.platform.db.transaction().execute(async (trx) => {
      const repository = trackingRepository(trx, tenantId);
      if (!(await repository.claimDelivery(eventId))) return;
      const row = await repository.find(eventId);
      const subscription = row && this.subscriptions.get(row.purpose);
      // Every process registers the same modules; a missing one is a deployment mismatch, retried.
      if (!row || !subscription) throw new Error(`No tracking handler for event ${eventId}`);
      await subscription.handle(toEvent(row), trx);
    });
  }
}

function notFoundPage(): BinaryReply {
  return new BinaryReply("text/html; charset=utf-8", NOT_FOUND_PAGE, {}, 404);
}

function toHit(row: TrackingEventRow): Hit {
  return {
    kind: row.kind as TrackingKind,
    method: row.method,
    ip: row.ip,
    userAgent: row.user_agent,
    at: new Date(row.at),
    linkId: row.link_id,
  };
}

function toEvent(row: TrackingEventRow): TrackingEvent {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    purpose: row.purpose,
    subjectId: row.subject_id,
    linkId: row.link_id,
    kind: row.kind as TrackingKind,
    at: row.at,
    ip: row.ip,
    userAgent: row.user_agent,
    classification: row.classification as "human" | "bot",
    reason: row.reason as HumanReason | BotReason,
  };
}

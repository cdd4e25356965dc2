import { setImmediate as nextTurn } from "node:timers/promises";
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

/** Job: judge stored requests and queue their delivery; payload {@link EventsJob}. */
export const TRACKING_PROCESS = "tracking.process";
/** Job: hand judged requests to their modules' handlers; payload {@link EventsJob}. */
export const TRACKING_DELIVER = "tracking.deliver";

/** The requests one job processes or delivers, stored together. */
interface EventsJob {
  events: { tenantId: string; eventId: string }[];
}

/** The judgement on one stored request, and whether its module is to be told. */
interface Verdict {
  tenantId: string;
  eventId: string;
  verdict: Classification;
  deliver: boolean;
}

/** A request answered and waiting to be stored. */
interface Answered {
  id: string;
  claims: TrackingClaims;
  at: Date;
  method: string;
  ip: string;
  userAgent: string;
}

/** Most requests stored in one transaction (and judged by one job). */
const STORE_BATCH = 200;

/**
 * How long answered requests wait to be stored together. What a crash in that window loses is
 * the record of a few milliseconds of opens (the answers were sent); a process stopped gracefully
 * stores them first ({@link Tracking.flush}).
 */
const STORE_DELAY_MS = 25;

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
   * When each of these messages reached its recipient, for the "too soon after delivery" rule;
   * answered from the module's own records (the send job's time) in one read for a whole batch.
   * A message left out falls back to its token's sent time.
   */
  deliveredAt?(tenantId: string, subjectIds: readonly string[], db: Db): Promise<Map<string, Date>>;
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
 * a moment after the answer, with those answered meanwhile (one transaction: the rows and one
 * processing job), then the job judges them once the burst window has passed (so the messages'
 * other requests are in) and queues the modules' delivery. The same pattern as the domain-event outbox (row and job together, handler
 * inside the transaction that marks it handled), apart from it: opens and clicks are many, and
 * are not business events for webhooks or the activity log; a module publishes its own event
 * ("the learner answered") when one matters.
 */
export class Tracking {
  private tokensValue: TrackingTokens | undefined;
  private readonly subscriptions = new Map<string, TrackingSubscription>();
  private readonly classifier: Classifier;
  /** Answered requests not stored yet; written together, a few milliseconds after their answers. */
  private answered: Answered[] = [];
  private writing: Promise<void> | undefined;

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
    while (this.writing) await this.writing;
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
      [TRACKING_PROCESS, (payload, job) => this.process(payload as EventsJob, job.id)],
      [TRACKING_DELIVER, (payload) => this.deliver(payload as EventsJob)],
    ];
  }

  /**
   * Stores the request once the answer is on its way: the answer waits for nothing but the
   * signature check. Requests answered meanwhile are stored together (one transaction, one
   * processing job), which is what keeps a burst of opens cheap.
   */
  private recordAfterAnswer(claims: TrackingClaims, ctx: RequestContext, method: string): void {
    this.answered.push({
      id: uuidv7(),
      claims,
      at: new Date(),
      method: method.toUpperCase(),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    this.scheduleWrite();
  }

  private scheduleWrite(): void {
    this.writing ??= this.writeAnswered().finally(() => {
      this.writing = undefined;
      // A request answered between the loop's last look and this line would otherwise wait for the next one.
      if (this.answered.length > 0) this.scheduleWrite();
    });
  }

  private async writeAnswered(): Promise<void> {
    // After the answers are on their way, and those of the next few milliseconds with them: each
    // write is a transaction and a judging job, which then judges and delivers its batch in one
    // transaction each; at 2,000 requests/s a write per event-loop turn made batches of a handful.
    await new Promise<void>((resolve) => setTimeout(resolve, STORE_DELAY_MS));
    while (this.answered.length > 0) {
      const batch = this.answered.splice(0, STORE_BATCH);
      try {
        await this.store(batch);
      } catch (error) {
        if (!isForeignKeyViolation(error)) {
          this.platform.logger.error("tracking: requests could not be stored", {
            count: batch.length,
            error: String(error),
          });
          continue;
        }
        // A token of an organisation deleted since the email was sent spoils its batch: the
        // others are stored one by one, and that one has nothing to be recorded for.
        for (const one of batch) {
          await this.store([one]).catch((single: unknown) => {
            if (isForeignKeyViolation(single)) {
              this.platform.logger.info("tracking: request for an organisation that no longer exists", {
                tenantId: one.claims.tenantId,
              });
            } else {
              this.platform.logger.error("tracking: a request could not be stored", { error: String(single) });
            }
          });
        }
      }
    }
  }

  private store(batch: readonly Answered[]): Promise<void> {
    const { db, queue, config } = this.platform;
    return db.transaction().execute(async (trx) => {
      for (const [tenantId, hits] of groupBy(batch, (hit) => hit.claims.tenantId)) {
        await trackingRepository(trx, tenantId).insert(
          hits.map((hit) => ({
            id: hit.id,
            purpose: hit.claims.purpose,
            subject_id: hit.claims.subjectId,
            link_id: hit.claims.linkId ?? null,
            kind: hit.claims.kind,
            at: hit.at.toISOString(),
            method: hit.method,
            ip: hit.ip,
            user_agent: hit.userAgent === "" ? null : hit.userAgent,
            sent_at: hit.claims.sentAt?.toISOString() ?? null,
          })),
        );
      }
      // Judged once the burst window of the latest has passed, so the messages' other requests are stored.
      const latest = Math.max(...batch.map((hit) => hit.at.getTime()));
      const runAt = new Date(latest + config.tracking.burstMs + SETTLE_SLACK_MS);
      const events = batch.map((hit) => ({ tenantId: hit.claims.tenantId, eventId: hit.id }));
      await queue.enqueue(TRACKING_PROCESS, { events } satisfies EventsJob, { runAt }, trx);
    });
  }

  /** Judges stored requests (each once) and queues the delivery of those a module wants. */
  private async process({ events }: EventsJob, jobId: string): Promise<void> {
    const { db, queue } = this.platform;
    const verdicts: Verdict[] = [];
    for (const [tenantId, ofTenant] of groupBy(events, (event) => event.tenantId)) {
      const repository = trackingRepository(db, tenantId);
      const rows = (await repository.findMany(ofTenant.map((event) => event.eventId))).filter(
        (row) => row.classification === null,
      );
      for (const [purpose, ofPurpose] of groupBy(rows, (row) => row.purpose)) {
        verdicts.push(...(await this.judge(tenantId, purpose, ofPurpose)));
      }
    }
    const deliveries = verdicts
      .filter((entry) => entry.deliver)
      .map(({ tenantId, eventId }) => ({ tenantId, eventId }));
    await db.transaction().execute(async (trx) => {
      for (const [tenantId, ofTenant] of groupBy(verdicts, (entry) => entry.tenantId)) {
        const repository = trackingRepository(trx, tenantId);
        for (const [, same] of groupBy(
          ofTenant,
          (entry) => `${entry.verdict.classification}:${entry.verdict.reason}`,
        )) {
          const first = same[0] as (typeof same)[number];
          await repository.classify(
            same.map((entry) => entry.eventId),
            first.verdict.classification,
            first.verdict.reason,
          );
        }
      }
      if (deliveries.length > 0) {
        const events = deliveries satisfies EventsJob["events"];
        await queue.enqueue(
          TRACKING_DELIVER,
          { events } satisfies EventsJob,
          { dedupeKey: `${TRACKING_DELIVER}:${jobId}` },
          trx,
        );
      }
    });
  }

  /**
   * The verdicts on requests of one organisation and purpose, each judged with the other requests
   * of its message within twice the burst window of its own. The messages' requests and delivery
   * times are read once for the whole batch (a query per message was the pipeline's largest cost
   * under a burst), then each message is judged on the requests of its own window. (Past the
   * per-message cap of a replayed token, the rows kept are the earliest of the batch's window.)
   */
  private async judge(tenantId: string, purpose: string, rows: readonly TrackingEventRow[]): Promise<Verdict[]> {
    const { db, config } = this.platform;
    const window = 2 * config.tracking.burstMs;
    const messages = groupBy(rows, (row) => row.subject_id);
    const spans = new Map(
      [...messages].map(([subjectId, ofMessage]) => {
        const times = ofMessage.map((row) => Date.parse(row.at));
        return [subjectId, { from: Math.min(...times) - window, to: Math.max(...times) + window }];
      }),
    );
    const allSpans = [...spans.values()];
    const nearby = groupBy(
      await trackingRepository(db, tenantId).ofMessages(
        purpose,
        [...messages.keys()],
        new Date(Math.min(...allSpans.map((span) => span.from))).toISOString(),
        new Date(Math.max(...allSpans.map((span) => span.to))).toISOString(),
      ),
      (row) => row.subject_id,
    );
    const subscription = this.subscriptions.get(purpose);
    const known = (await subscription?.deliveredAt?.(tenantId, [...messages.keys()], db)) ?? new Map<string, Date>();
    const verdicts: Verdict[] = [];
    for (const [subjectId, ofMessage] of messages) {
      const span = spans.get(subjectId) as { from: number; to: number };
      const others = (nearby.get(subjectId) ?? []).filter((other) => {
        const at = Date.parse(other.at);
        return at >= span.from && at <= span.to;
      });
      // Each request once as a hit, whatever the number of requests judged against it.
      const hits = new Map(others.map((other) => [other.id, toHit(other)]));
      for (const row of ofMessage) {
        const deliveredAt = known.get(subjectId) ?? (row.sent_at ? new Date(row.sent_at) : undefined);
        const own = hits.get(row.id) ?? toHit(row);
        const verdict = this.classifier.classify(
          own,
          deliveredAt,
          [...hits.values()].filter((hit) => hit !== own),
        );
        const deliver =
          subscription !== undefined && (verdict.classification === "human" || subscription.includeBots === true);
        verdicts.push({ tenantId, eventId: row.id, verdict, deliver });
      }
    }
    return verdicts;
  }

  /**
   * Hands judged requests to their modules, each once. The whole job's requests go in one
   * transaction (one commit, and the events the handlers publish dispatched by one job per
   * organisation: a transaction per request cost a commit and a dispatch job each, most of the
   * pipeline's time under a burst of opens). When a handler throws, that transaction rolls back
   * and the requests are handed over again one per transaction, so one failing request holds up
   * no other: the job then fails and its retry skips those already delivered.
   */
  private async deliver({ events }: EventsJob): Promise<void> {
    const { db } = this.platform;
    try {
      await db.transaction().execute((trx) => this.deliverIn(trx, events));
      return;
    } catch {
      // Handed over one by one below, where the failing one is found and reported.
    }
    let failure: unknown;
    for (const event of events) {
      try {
        await db.transaction().execute((trx) => this.deliverIn(trx, [event]));
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }

  /**
   * Marks `events` delivered and hands each to its module's handler, in their order, inside `trx`.
   * Marking and reading is one statement per organisation (`UPDATE ... RETURNING`): it answers only
   * the rows this call marked, so a request a retry or a second worker already delivered is skipped
   * (on PostgreSQL the update locks the rows until commit, and a second worker waits, then finds
   * them delivered).
   */
  private async deliverIn(trx: Transaction<Database>, events: EventsJob["events"]): Promise<void> {
    const claimed = new Map<string, TrackingEventRow>();
    for (const [tenantId, ofTenant] of groupBy(events, (event) => event.tenantId)) {
      const rows = await trackingRepository(trx, tenantId).claimDeliveries(ofTenant.map((event) => event.eventId));
      for (const row of rows) claimed.set(row.id, row);
    }
    for (const { eventId } of events) {
      const row = claimed.get(eventId);
      if (!row) continue;
      const subscription = this.subscriptions.get(row.purpose);
      // Every process registers the same modules; a missing one is a deployment mismatch, retried.
      if (!subscription) throw new Error(`No tracking handler for event ${eventId}`);
      await subscription.handle(toEvent(row), trx);
      // A turn of the event loop between requests: SQLite answers synchronously, so a batch of 50
      // handled back to back held every waiting answer (pixels, redirects) for ~15 ms. Queries of
      // other requests meanwhile wait for this transaction's connection, as they would anyway.
      await nextTurn();
    }
  }
}

/** `items` grouped by `key`, in first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
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

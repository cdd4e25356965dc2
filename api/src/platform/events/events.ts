import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Db, Dialect } from "../db/database.js";
import { nowIso } from "../db/database.js";
import type { Database } from "../db/schema.js";
import type { RequestContext } from "../http/context.js";
import type { RetentionTask } from "../jobs/housekeeping.js";
import type { JobQueue } from "../jobs/queue.js";
import type { Logger } from "../logger.js";

/** Any domain event: a type name and its data. The catalogue of real ones lives with the modules. */
export interface EventShape {
  type: string;
  data: unknown;
}

/** Who caused an event, for the activity log; null for background work (jobs, monitoring). */
export interface Actor {
  userId: string;
  userName: string;
  ip: string;
}

/** A published event as subscribers see it. */
export type StoredEvent<E extends EventShape = EventShape> = E & {
  id: string;
  tenantId: string;
  /** 1, 2, 3, ... within the organisation: the order subscribers handle events in. */
  position: number;
  actor: Actor | null;
  occurredAt: string;
};

/**
 * Something that reacts to events. `handle` runs inside the transaction that also advances the
 * subscriber's cursor, so whatever it writes to the database happens exactly once per event; work
 * outside the database (HTTP, email) it queues as jobs in that same transaction.
 */
export interface Subscriber<E extends EventShape = EventShape> {
  /** Stable name: the key of the subscriber's cursors. Renaming it replays every stored event. */
  name: string;
  handle(event: StoredEvent<E>, trx: Transaction<Database>): Promise<void>;
}

/** Job type that runs the subscribers over an organisation's new events; payload `{ tenantId }`. */
export const EVENTS_DISPATCH = "events.dispatch";

/** Events one subscriber handles in one transaction. */
const BATCH = 100;

/** The actor of a request: its signed-in user and IP, or null. */
export function actorOf(ctx: RequestContext): Actor | null {
  const principal = ctx.principal;
  if (!principal) return null;
  return { userId: principal.userId, userName: `${principal.firstName} ${principal.lastName}`, ip: ctx.ip };
}

/**
 * The outbox. `publish` writes an event in the caller's transaction, numbered after the
 * organisation's previous one, and queues a dispatch job in that transaction too: the event, and
 * the work of handing it to subscribers, exist exactly when the change does.
 */
export class EventOutbox {
  /** The organisations each open transaction has queued a dispatch for already. */
  private readonly queued = new WeakMap<Transaction<Database>, Set<string>>();

  constructor(private readonly queue: JobQueue) {}

  async publish<E extends EventShape>(
    trx: Transaction<Database>,
    tenantId: string,
    actor: Actor | null,
    event: E,
  ): Promise<string> {
    // The upsert takes the organisation's stream row lock until commit (PostgreSQL), so numbers
    // commit in order; SQLite has one writer at a time anyway.
    const { position } = await trx
      .insertInto("event_streams")
      .values({ tenant_id: tenantId, position: 1 })
      .onConflict((oc) => oc.column("tenant_id").doUpdateSet({ position: sql`event_streams.position + 1` }))
      .returning("position")
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto("domain_events")
      .values({
        id,
        tenant_id: tenantId,
        position: Number(position),
        type: event.type,
        data: JSON.stringify(event.data),
        actor: actor ? JSON.stringify(actor) : null,
        occurred_at: nowIso(),
      })
      .execute();
    // One dispatch per transaction and organisation: its events commit together, and the one job
    // handles them all (a batch of 200 tracked opens published 200 events, and queued 200 jobs).
    const tenants = this.queued.get(trx) ?? new Set<string>();
    if (!tenants.has(tenantId)) {
      tenants.add(tenantId);
      this.queued.set(trx, tenants);
      await this.queue.enqueue(EVENTS_DISPATCH, { tenantId }, {}, trx);
    }
    return id;
  }
}

/**
 * Hands an organisation's events to each subscriber in order. Per subscriber, one transaction
 * locks its cursor row (`FOR UPDATE` on PostgreSQL, so a second API process handling the same
 * organisation waits and then sees the advanced cursor), reads the events after it, lets the
 * subscriber handle them and moves the cursor: each event is handled once per subscriber, in
 * order, whichever process runs the job. A subscriber that throws rolls back its own batch only;
 * the job then fails and is retried by the queue, and the others, already caught up, do nothing.
 */
export class EventDispatcher {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly subscribers: readonly Subscriber[],
    private readonly logger: Logger,
  ) {}

  async dispatch(tenantId: string): Promise<void> {
    // Every publish queues a dispatch, so a burst of events (a simulation's opens) queues as many
    // jobs, and the first one handles them all: the others find every cursor at the stream's end
    // with two reads instead of a transaction per subscriber.
    if (await this.caughtUp(tenantId)) return;
    const failures: unknown[] = [];
    for (const subscriber of this.subscribers) {
      try {
        while ((await this.runBatch(subscriber, tenantId)) === BATCH) {
          // A full batch: there may be more.
        }
      } catch (error) {
        this.logger.error("event subscriber failed", { subscriber: subscriber.name, tenantId, error: String(error) });
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /**
   * Whether every subscriber has handled the organisation's last committed event. An event not
   * committed yet is not counted, and its own dispatch job comes after its commit.
   */
  private async caughtUp(tenantId: string): Promise<boolean> {
    if (this.subscribers.length === 0) return true;
    const stream = await this.db
      .selectFrom("event_streams")
      .select("position")
      .where("tenant_id", "=", tenantId)
      .executeTakeFirst();
    if (!stream) return true;
    const cursors = await this.db
      .selectFrom("event_cursors")
      .select([(eb) => eb.fn.min("position").as("lowest"), (eb) => eb.fn.countAll().as("n")])
      .where("tenant_id", "=", tenantId)
      .where(
        "subscriber",
        "in",
        this.subscribers.map((subscriber) => subscriber.name),
      )
      .executeTakeFirstOrThrow();
    return Number(cursors.n) === this.subscribers.length && Number(cursors.lowest) >= Number(stream.position);
  }

  /**
   * The outbox's retention ({@link RetentionTask}): events older than `before` that every
   * subscriber has handled (each one's cursor for the organisation is at or past them). An event a
   * subscriber has not reached yet stays, however old, so nothing is pruned before it is handled.
   */
  retention(): RetentionTask {
    const names = this.subscribers.map((subscriber) => subscriber.name);
    return {
      name: "domainEvents",
      prune: async (before, limit) => {
        if (names.length === 0) return 0;
        const ids = this.db
          .selectFrom("domain_events as e")
          .select("e.id")
          .where("e.occurred_at", "<", before)
          .where(
            (eb) =>
              eb
                .selectFrom("event_cursors as c")
                .select((cursor) => cursor.fn.countAll().as("handled"))
                .whereRef("c.tenant_id", "=", "e.tenant_id")
                .where("c.subscriber", "in", names)
                .whereRef("c.position", ">=", "e.position"),
            "=",
            names.length,
          )
          .limit(limit);
        const result = await this.db.deleteFrom("domain_events").where("id", "in", ids).executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    };
  }

  /** Handles up to {@link BATCH} events; answers how many. */
  private runBatch(subscriber: Subscriber, tenantId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("event_cursors")
        .values({ subscriber: subscriber.name, tenant_id: tenantId, position: 0, updated_at: nowIso() })
        .onConflict((oc) => oc.columns(["subscriber", "tenant_id"]).doNothing())
        .execute();
      let cursorQuery = trx
        .selectFrom("event_cursors")
        .select("position")
        .where("subscriber", "=", subscriber.name)
        .where("tenant_id", "=", tenantId);
      if (this.dialect === "postgres") cursorQuery = cursorQuery.forUpdate();
      const cursor = await cursorQuery.executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom("domain_events")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("position", ">", Number(cursor.position))
        .orderBy("position")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return 0;
      for (const row of rows) {
        await subscriber.handle(
          {
            id: row.id,
            tenantId: row.tenant_id,
            position: Number(row.position),
            type: row.type,
            data: JSON.parse(row.data) as unknown,
            actor: row.actor ? (JSON.parse(row.actor) as Actor) : null,
            occurredAt: row.occurred_at,
          },
          trx,
        );
      }
      await trx
        .updateTable("event_cursors")
        .set({ position: Number(rows.at(-1)?.position), updated_at: nowIso() })
        .where("subscriber", "=", subscriber.name)
        .where("tenant_id", "=", tenantId)
        .execute();
      return rows.length;
    });
  }
}

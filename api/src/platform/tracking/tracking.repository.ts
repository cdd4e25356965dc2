import type { Selectable, Transaction } from "kysely";
import type { Db } from "../db/database.js";
import { nowIso } from "../db/database.js";
import type { Database, TrackingEventsTable } from "../db/schema.js";

export type TrackingEventRow = Selectable<TrackingEventsTable>;

/** Most requests of one message read to judge one of them. */
export const MESSAGE_WINDOW_LIMIT = 100;

/**
 * SQL of the tracking events of one organisation: every query is bound to `tenantId`, so the
 * classification of one organisation's message never sees another's requests, even with the same
 * subject id.
 */
export function trackingRepository(db: Db | Transaction<Database>, tenantId: string) {
  return {
    /** Stores requests as they arrived (not yet classified), in one statement. */
    async insert(rows: readonly Omit<TrackingEventRow, "tenant_id" | "classification" | "reason" | "delivered_at">[]) {
      if (rows.length === 0) return;
      await db
        .insertInto("tracking_events")
        .values(
          rows.map((row) => ({ ...row, tenant_id: tenantId, classification: null, reason: null, delivered_at: null })),
        )
        .execute();
    },

    /** The requests with these ids (any order; unknown ids are left out). */
    findMany(ids: readonly string[]): Promise<TrackingEventRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("tracking_events")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("id", "in", ids)
        .execute();
    },

    find(id: string): Promise<TrackingEventRow | undefined> {
      return db
        .selectFrom("tracking_events")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /**
     * The requests of one message (purpose and subject) between `from` and `to` (ISO, inclusive),
     * at most {@link MESSAGE_WINDOW_LIMIT}: a message gets a handful; someone replaying one token
     * thousands of times must not make each of them read thousands of rows.
     */
    ofMessage(purpose: string, subjectId: string, from: string, to: string): Promise<TrackingEventRow[]> {
      return db
        .selectFrom("tracking_events")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("purpose", "=", purpose)
        .where("subject_id", "=", subjectId)
        .where("at", ">=", from)
        .where("at", "<=", to)
        .orderBy("at")
        .limit(MESSAGE_WINDOW_LIMIT)
        .execute();
    },

    /** Records the verdict on requests (one statement per verdict). */
    async classify(ids: readonly string[], classification: string, reason: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("tracking_events")
        .set({ classification, reason })
        .where("tenant_id", "=", tenantId)
        .where("id", "in", ids)
        .where("classification", "is", null)
        .execute();
    },

    /**
     * Marks the event handed to its module, answering whether this call did it (false: already
     * done). On PostgreSQL the update locks the row until commit, so a second worker running the
     * same delivery waits and then finds it done.
     */
    async claimDelivery(id: string): Promise<boolean> {
      const result = await db
        .updateTable("tracking_events")
        .set({ delivered_at: nowIso() })
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .where("delivered_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

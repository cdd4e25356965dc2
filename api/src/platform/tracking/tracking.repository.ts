import type { Selectable, Transaction } from "kysely";
import { tenantOfRow } from "../db/by-ids.js";
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
        .where(tenantOfRow(), "=", tenantId)
        .where("id", "in", ids)
        .execute();
    },

    /**
     * The requests of these messages (purpose and subjects) between `from` and `to` (ISO,
     * inclusive), in time order, at most {@link MESSAGE_WINDOW_LIMIT} per message (the earliest): a
     * message gets a handful; someone replaying one token thousands of times must not make each of
     * them read thousands of rows. One statement for a batch's messages.
     */
    ofMessages(purpose: string, subjectIds: readonly string[], from: string, to: string): Promise<TrackingEventRow[]> {
      if (subjectIds.length === 0) return Promise.resolve([]);
      const numbered = db
        .selectFrom("tracking_events")
        .selectAll()
        .select((eb) =>
          eb.fn
            .agg<number>("row_number")
            .over((over) => over.partitionBy("subject_id").orderBy("at"))
            .as("nth"),
        )
        .where("tenant_id", "=", tenantId)
        .where("purpose", "=", purpose)
        .where("subject_id", "in", subjectIds)
        .where("at", ">=", from)
        .where("at", "<=", to);
      return db
        .selectFrom(numbered.as("numbered"))
        .select([
          "id",
          "tenant_id",
          "purpose",
          "subject_id",
          "link_id",
          "kind",
          "at",
          "method",
          "ip",
          "user_agent",
          "sent_at",
          "classification",
          "reason",
          "delivered_at",
        ])
        .where("nth", "<=", MESSAGE_WINDOW_LIMIT)
        .orderBy("at")
        .execute();
    },

    /** Records the verdict on requests (one statement per verdict). */
    async classify(ids: readonly string[], classification: string, reason: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("tracking_events")
        .set({ classification, reason })
        .where(tenantOfRow(), "=", tenantId)
        .where("id", "in", ids)
        .where("classification", "is", null)
        .execute();
    },

    /**
     * Marks these events handed to their module and answers the rows this call marked (those
     * already delivered are left out). On PostgreSQL the update locks the rows until commit, so a
     * second worker delivering the same events waits and then finds them done.
     */
    claimDeliveries(ids: readonly string[]): Promise<TrackingEventRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .updateTable("tracking_events")
        .set({ delivered_at: nowIso() })
        .where(tenantOfRow(), "=", tenantId)
        .where("id", "in", ids)
        .where("delivered_at", "is", null)
        .returningAll()
        .execute();
    },
  };
}

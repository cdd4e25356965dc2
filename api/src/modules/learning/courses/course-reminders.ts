import type { Transaction } from "kysely";
import { tenantOfRow } from "../../../platform/db/by-ids.js";
import type { Db } from "../../../platform/db/database.js";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Platform } from "../../../platform/platform.js";
import { queueCourseEmails } from "./course-mail.js";

/** Job type of the daily run that sends the weekly reminders. */
export const COURSE_REMINDERS = "learning.course-reminders";

const DAY_MS = 86_400_000;
/** Reminders are weekly: a learner reminded (or invited) less than a week ago is not reminded again. */
const WEEK_MS = 7 * DAY_MS;
/** The daily run's hour (UTC): the morning in Europe, before most people open their email. */
const RUN_HOUR_UTC = 7;

/** The next daily run at or after `from`. */
function nextRun(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), RUN_HOUR_UTC));
  return at.getTime() < from.getTime() ? new Date(at.getTime() + DAY_MS) : at;
}

/**
 * Schedules the next daily reminder run (once per day, whoever asks: the queue keeps one job per
 * day). Launching a course asks, and each run schedules the next, so an installation without
 * courses runs nothing.
 */
export async function scheduleCourseReminders(
  platform: Pick<Platform, "queue">,
  trx: Db | Transaction<Database>,
  from = new Date(),
): Promise<void> {
  const at = nextRun(from);
  await platform.queue.enqueue(
    COURSE_REMINDERS,
    {},
    { runAt: at, dedupeKey: `${COURSE_REMINDERS}:${at.toISOString().slice(0, 10)}` },
    trx,
  );
}

/**
 * The daily run: every learner of a running course who has not completed it and was neither
 * reminded nor invited in the last week gets the reminder email (queued at the configured rate).
 * Then the next run is scheduled while any course is still running or upcoming.
 */
export async function runCourseReminders(platform: Platform, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const due = await platform.db
    .selectFrom("learning_learners as l")
    .innerJoin("learning_courses as c", "c.id", "l.course_id")
    .where("c.enrolment_date", "<=", at)
    .where("c.ends_at", ">", at)
    .where("l.status", "!=", "LearningCompleted")
    .where("l.invited_at", "is not", null)
    .where("l.invited_at", "<=", weekAgo)
    .where((eb) => eb.or([eb("l.last_reminded_at", "is", null), eb("l.last_reminded_at", "<=", weekAgo)]))
    .select(["l.id", "l.tenant_id"])
    .execute();
  const byTenant = new Map<string, string[]>();
  for (const row of due) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
  await platform.db.transaction().execute(async (trx) => {
    for (const [tenantId, ids] of byTenant) {
      for (let start = 0; start < ids.length; start += 500) {
        const chunk = ids.slice(start, start + 500);
        await trx
          .updateTable("learning_learners")
          .set({ last_reminded_at: nowIso() })
          .where(tenantOfRow(), "=", tenantId)
          .where("id", "in", chunk)
          .execute();
      }
      await queueCourseEmails(platform, trx, tenantId, ids, "reminder");
    }
    const active = await trx
      .selectFrom("learning_courses")
      .select("id")
      .where("ends_at", ">", at)
      .limit(1)
      .executeTakeFirst();
    if (active) await scheduleCourseReminders(platform, trx, new Date(now.getTime() + 60_000));
  });
  return due.length;
}

import type { Db } from "../db/database.js";
import { nowIso } from "../db/database.js";
import { tooManyRequests } from "../errors.js";

export interface ThrottlePolicy {
  /** Failures allowed inside the window before locking. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Per account: 5 failures in 15 minutes lock sign-in for 15 minutes. */
export const accountPolicy: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per IP address: 30 failures in 15 minutes (offices share addresses). */
export const ipPolicy: ThrottlePolicy = { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/**
 * Failure counters kept in the database so every API node sees the same count.
 */
export class Throttle {
  constructor(private readonly db: Db) {}

  /** Throws 429 with Retry-After when the key is locked. */
  async assertAllowed(key: string): Promise<void> {
    const row = await this.db.selectFrom("throttle").select("locked_until").where("key", "=", key).executeTakeFirst();
    if (row?.locked_until && row.locked_until > nowIso()) {
      throw tooManyRequests((Date.parse(row.locked_until) - Date.now()) / 1000);
    }
  }

  /** Counts a failure; locks the key when the policy's limit is reached. */
  async fail(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("throttle").selectAll().where("key", "=", key).executeTakeFirst();
      const windowOpen = row && Date.parse(row.window_started_at) + policy.windowMs > now;
      const failures = windowOpen ? row.failures + 1 : 1;
      const lockedUntil = failures >= policy.maxFailures ? new Date(now + policy.lockMs).toISOString() : null;
      const values = {
        key,
        failures: lockedUntil ? 0 : failures,
        window_started_at: windowOpen ? row.window_started_at : new Date(now).toISOString(),
        locked_until: lockedUntil,
      };
      await trx
        .insertInto("throttle")
        .values(values)
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("throttle").where("key", "=", key).execute();
  }
}

import { sql } from "kysely";
import type { Db } from "../db/database.js";
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

/** One counter an attempt is reserved under, and what a successful attempt does to it. */
export interface ThrottleLimit {
  key: string;
  policy: ThrottlePolicy;
  /**
   * `reset` clears the key's failures when the attempt succeeds (the account's owner proved who
   * they are); `release` only gives back the attempt's own place (an IP shared by an office).
   */
  onSuccess: "reset" | "release";
}

/** Attempts reserved by {@link Throttle.reserve}; settle exactly once. */
export interface Reservation {
  /** The check passed: each key is reset or released as its limit says. */
  succeed(): Promise<void>;
  /** The check failed: each reserved place becomes a failure, locking a key at its limit. */
  fail(): Promise<void>;
  /** The check could not run (an error): the places are given back without counting. */
  release(): Promise<void>;
}

/**
 * Attempt counters kept in the database, so every API node sees the same count. An attempt is
 * counted *before* its check runs (a reservation, `pending`), in one atomic statement, so
 * attempts sent at once cannot all pass a check-then-count gap: with a limit of 5, at most 5 of
 * 40 parallel guesses reach the password hash, the others get 429 at once.
 */
export class Throttle {
  constructor(private readonly db: Db) {}

  /**
   * Reserves one attempt under every limit, in order. Throws 429 with Retry-After, holding
   * nothing, when a key is locked or its failures and pending attempts already fill its limit.
   */
  async reserve(limits: ThrottleLimit[]): Promise<Reservation> {
    const held: ThrottleLimit[] = [];
    try {
      for (const limit of limits) {
        await this.reserveOne(limit);
        held.push(limit);
      }
    } catch (error) {
      await Promise.all(held.map((limit) => this.settle(limit.key, "release", limit.policy)));
      throw error;
    }
    let settled = false;
    const settle = async (outcome: "success" | "failure" | "release") => {
      if (settled) return;
      settled = true;
      await Promise.all(
        held.map((limit) =>
          this.settle(
            limit.key,
            outcome === "success" ? limit.onSuccess : outcome === "failure" ? "fail" : "release",
            limit.policy,
          ),
        ),
      );
    };
    return { succeed: () => settle("success"), fail: () => settle("failure"), release: () => settle("release") };
  }

  /**
   * Runs `check` under the limits: it runs only if a place was reserved, and counts as a failure
   * unless it answers true. An error from `check` gives the places back and is rethrown.
   */
  async attempt(limits: ThrottleLimit[], check: () => Promise<boolean>): Promise<boolean> {
    const reservation = await this.reserve(limits);
    let passed: boolean;
    try {
      passed = await check();
    } catch (error) {
      await reservation.release();
      throw error;
    }
    await (passed ? reservation.succeed() : reservation.fail());
    return passed;
  }

  /**
   * Counts one use of a rate-limited action (a reset email, a resent link) and throws 429 once
   * the limit is reached. Every call counts, as a failure would.
   */
  async consume(key: string, policy: ThrottlePolicy): Promise<void> {
    const reservation = await this.reserve([{ key, policy, onSuccess: "release" }]);
    await reservation.fail();
  }

  /** Forgets a key's failures and lock (a password reset proves the owner). */
  async reset(key: string): Promise<void> {
    await this.db.updateTable("throttle").set({ failures: 0, locked_until: null }).where("key", "=", key).execute();
  }

  private async reserveOne({ key, policy }: ThrottleLimit): Promise<void> {
    const now = Date.now();
    const nowText = new Date(now).toISOString();
    const windowCutoff = new Date(now - policy.windowMs).toISOString();
    // A key starts over when its lock has run out, or when it has no lock and its window has
    // passed; pending attempts of an old window are dropped with it (a process that died mid-check
    // cannot hold a place for ever). ISO-8601 UTC text compares in time order on both databases.
    const fresh = sql<boolean>`(throttle.locked_until is not null and throttle.locked_until <= ${nowText})
      or (throttle.locked_until is null and throttle.window_started_at <= ${windowCutoff})`;
    const row = await this.db
      .insertInto("throttle")
      .values({ key, failures: 0, pending: 1, window_started_at: nowText, locked_until: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql`case when ${fresh} then 0 else throttle.failures end`,
          pending: sql`case when ${fresh} then 1 else throttle.pending + 1 end`,
          window_started_at: sql`case when ${fresh} then ${nowText} else throttle.window_started_at end`,
          locked_until: sql`case when ${fresh} then null else throttle.locked_until end`,
        }),
      )
      .returning(["failures", "pending", "window_started_at", "locked_until"])
      .executeTakeFirstOrThrow();
    const locked = row.locked_until !== null && row.locked_until > nowText;
    // `pending` includes this attempt: it may run while failures plus the others in flight leave room.
    if (!locked && row.failures + row.pending <= policy.maxFailures) return;
    await this.settle(key, "release", policy);
    const until = locked
      ? Date.parse(row.locked_until as string)
      : // Full of attempts in flight: if they fail the key locks; say when the window ends at the latest.
        Math.max(Date.parse(row.window_started_at) + policy.windowMs, now + 1000);
    throw tooManyRequests((until - now) / 1000);
  }

  private async settle(key: string, outcome: "reset" | "release" | "fail", policy: ThrottlePolicy) {
    const pending = sql<number>`case when throttle.pending > 0 then throttle.pending - 1 else 0 end`;
    const update = this.db.updateTable("throttle").where("key", "=", key);
    if (outcome === "release") {
      await update.set({ pending }).execute();
    } else if (outcome === "reset") {
      await update.set({ pending, failures: 0 }).execute();
    } else {
      const lockUntil = new Date(Date.now() + policy.lockMs).toISOString();
      await update
        .set({
          pending,
          failures: sql`throttle.failures + 1`,
          // The failure that reaches the limit locks the key; a lock already set is kept.
          locked_until: sql`case when throttle.failures + 1 >= ${policy.maxFailures} and throttle.locked_until is null then ${lockUntil} else throttle.locked_until end`,
        })
        .execute();
    }
  }
}

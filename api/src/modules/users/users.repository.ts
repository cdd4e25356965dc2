import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import { nowIso } from "../../platform/db/database.js";
import { reusable } from "../../platform/db/reusable.js";
import type { Database, UsersTable } from "../../platform/db/schema.js";

export type UserRow = UsersTable;
type Executor = Db | Transaction<Database>;

const liveSession = reusable(3, (db: Db, sessionId: string, userId: string, now: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.valid_until",
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.is_verified",
      "users.super_admin_permissions",
      "users.language",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.user_id", "=", userId)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.valid_until", ">", now)
    .where("users.deleted_at", "is", null),
);

/** What a new account is made of. */
export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isVerified?: boolean;
  superAdminPermissions?: string[];
  /** Language of the emails sent to the user; English when not given. */
  language?: "en" | "sr" | undefined;
}

/** SQL for users, sessions, refresh tokens and one-time tokens. Users are global (not tenant data). */
export class UsersRepository {
  constructor(private readonly db: Executor) {}

  withTransaction(trx: Transaction<Database>) {
    return new UsersRepository(trx);
  }

  findByEmail(email: string) {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .where("deleted_at", "is", null)
      .executeTakeFirst();
  }

  findById(id: string) {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
  }

  async create(values: NewUser): Promise<UserRow> {
    const row = this.newRow(values);
    await this.db.insertInto("users").values(row).execute();
    return row;
  }

  /**
   * Creates the user unless the address already has an account; undefined then. Parallel calls
   * with one address create it once and never fail on the unique email (registration answers the
   * same either way, so a race must not turn into an error that tells).
   */
  async createIfAbsent(values: NewUser): Promise<UserRow | undefined> {
    const row = this.newRow(values);
    const result = await this.db
      .insertInto("users")
      .values(row)
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? row : undefined;
  }

  private newRow(values: NewUser): UserRow {
    const now = nowIso();
    const row: UserRow = {
      id: randomUUID(),
      email: values.email.toLowerCase(),
      first_name: values.firstName,
      last_name: values.lastName,
      password_hash: values.passwordHash,
      is_verified: values.isVerified ? 1 : 0,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      recovery_key_hash: null,
      super_admin_permissions: JSON.stringify(values.superAdminPermissions ?? []),
      language: values.language ?? "en",
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    return row;
  }

  async update(id: string, values: Partial<Omit<UserRow, "id" | "created_at">>) {
    await this.db
      .updateTable("users")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
  }

  /**
   * Marks the user's email address as verified: by its emailed link, or by accepting an invitation
   * that was emailed to it (the organisations module calls this rather than writing `users`).
   */
  async markVerified(id: string): Promise<void> {
    await this.update(id, { is_verified: 1 });
  }

  /**
   * Records a TOTP step as used; false when this or a later step was already used, which is how a
   * code is accepted only once even by two nodes at the same moment.
   */
  async consumeTotpStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("users")
      .set({ totp_last_step: step })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces the recovery key only if it is still `expectedHash`: a key works once. */
  async swapRecoveryKey(id: string, expectedHash: string, nextHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable("users")
      .set({ recovery_key_hash: nextHash, updated_at: nowIso() })
      .where("id", "=", id)
      .where("recovery_key_hash", "=", expectedHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---- sessions

  async createSession(values: {
    userId: string;
    ip: string;
    userAgent: string;
    remember: boolean;
    validUntil: string;
  }) {
    const id = randomUUID();
    await this.db
      .insertInto("sessions")
      .values({
        id,
        user_id: values.userId,
        ip: values.ip,
        user_agent: values.userAgent,
        remember: values.remember ? 1 : 0,
        created_at: nowIso(),
        valid_until: values.validUntil,
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    return id;
  }

  /** The live session and its user, in one query: what every authenticated request checks. */
  async findLiveSession(sessionId: string, userId: string) {
    const rows = await liveSession(this.db as Db, sessionId, userId, nowIso());
    return rows[0];
  }

  findSession(sessionId: string) {
    return this.db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
  }

  async listLiveSessions(userId: string, skip: number, limit: number) {
    const base = this.db
      .selectFrom("sessions")
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("valid_until", ">", nowIso());
    const [items, count] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  }

  async revokeSession(sessionId: string, reason: string) {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: nowIso(), revoked_reason: reason })
      .where("id", "=", sessionId)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** Ends every session of a user except `keepSessionId`. */
  async revokeOtherSessions(userId: string, keepSessionId: string | null, reason: string) {
    let query = this.db
      .updateTable("sessions")
      .set({ revoked_at: nowIso(), revoked_reason: reason })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (keepSessionId) query = query.where("id", "!=", keepSessionId);
    await query.execute();
  }

  // ---- refresh tokens (one family per session)

  async addRefreshToken(sessionId: string, tokenHash: string) {
    await this.db
      .insertInto("refresh_tokens")
      .values({ token_hash: tokenHash, session_id: sessionId, created_at: nowIso(), used_at: null })
      .execute();
  }

  findRefreshToken(tokenHash: string) {
    return this.db.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  }

  /**
   * Marks a refresh token used and stores the (sealed) pair it was rotated into, in one
   * statement; false if it already was used (a replay, or a concurrent refresh that won).
   */
  async useRefreshToken(tokenHash: string, successor: string | null = null): Promise<boolean> {
    const result = await this.db
      .updateTable("refresh_tokens")
      .set({ used_at: nowIso(), successor })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteRefreshToken(tokenHash: string) {
    await this.db.deleteFrom("refresh_tokens").where("token_hash", "=", tokenHash).execute();
  }

  // ---- one-time tokens (email verification, password reset)

  async addOneTimeToken(
    userId: string,
    purpose: "verify_email" | "reset_password",
    tokenHash: string,
    expiresAt: string,
  ) {
    // A new link replaces the older ones of the same purpose.
    await this.db
      .updateTable("one_time_tokens")
      .set({ used_at: nowIso() })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await this.db
      .insertInto("one_time_tokens")
      .values({
        token_hash: tokenHash,
        user_id: userId,
        purpose,
        created_at: nowIso(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  }

  /** The user id of a live one-time token, without using it up; undefined when unknown, used or expired. */
  async peekOneTimeToken(purpose: "verify_email" | "reset_password", tokenHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("one_time_tokens")
      .select(["user_id", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return row && row.expires_at > nowIso() ? row.user_id : undefined;
  }

  /** Consumes a live one-time token; answers its user id, or undefined when unknown, used or expired. */
  async consumeOneTimeToken(
    purpose: "verify_email" | "reset_password",
    tokenHash: string,
  ): Promise<string | undefined> {
    const userId = await this.peekOneTimeToken(purpose, tokenHash);
    if (!userId) return undefined;
    const result = await this.db
      .updateTable("one_time_tokens")
      .set({ used_at: nowIso() })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? userId : undefined;
  }
}

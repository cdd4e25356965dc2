import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import { assertPasswordAllowed } from "../../platform/auth/password-policy.js";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/auth/passwords.js";
import { randomToken, recoveryKey, sha256, successorBox } from "../../platform/auth/secrets.js";
import { accountPolicy, ipPolicy, type ThrottleLimit, type ThrottlePolicy } from "../../platform/auth/throttle.js";
import { matchTotp, newTotpSecret, otpauthUrl } from "../../platform/auth/totp.js";
import { isSealed, SecretBoxError } from "../../platform/crypto/secret-box.js";
import { isoIn } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import {
  AppError,
  badRequest,
  conflict,
  invitationNotValid,
  notFound,
  unauthorized,
  wrongCredential,
} from "../../platform/errors.js";
import { type RequestContext, requirePrincipal } from "../../platform/http/context.js";
import { emails } from "../../platform/mail/templates.js";
import { type Platform, SEND_EMAIL } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { acceptInvitationInTransaction, invitedEmail } from "../organizations/invitations.js";
import { type UserRow, UsersRepository } from "./users.repository.js";

type LoginResponse = Schema<"LoginResponse">;
type Token = Schema<"Token">;

const DAY_MS = 86_400_000;
const CHALLENGE_TTL_SECONDS = 300;
const VERIFY_TTL_MS = 7 * DAY_MS;
const RESET_TTL_MS = 60 * 60_000;
/**
 * How long after a rotation the rotated-out refresh token still answers with the same new pair:
 * tabs or devices refreshing at once are one user, not a thief. Short, as identity providers
 * keep it (Okta's and Auth0's reuse intervals are of this order).
 */
export const REFRESH_GRACE_MS = 5_000;

/** A wrong password or code given to confirm an action; 403 so clients do not treat it as an expired session. */
const wrongConfirmation = () => new AppError(403, "WrongCredential", "Wrong credential");

/**
 * Sign-in, tokens, email verification, password reset and two-factor. Authentication calls are
 * open by nature; the ones that act on an account take the principal established by the
 * authenticator and touch only that account.
 */
export class AuthService {
  private readonly users: UsersRepository;

  constructor(private readonly platform: Platform) {
    this.users = new UsersRepository(platform.db);
  }

  /**
   * Creates an account and sends the verification email. The answer is the same whether or not
   * the address already has an account (same status and body, and the same slow hash first, so
   * about the same time): an existing address creates nothing and its owner is told by email
   * instead, so registration cannot be used to find out who has an account. Registration from an
   * invitation is the exception: the token was mailed to that address, so its holder may learn
   * that the address already has an account (409), and is signed in at once otherwise.
   */
  async register(ctx: RequestContext, body: Schema<"RegisterRequest">): Promise<Schema<"RegisterResponse">> {
    const email = body.email.toLowerCase();
    assertPasswordAllowed(body.password, "body.password", [email, body.firstName, body.lastName]);
    if (body.organizationToken) return this.registerFromInvitation(ctx, body, email, body.organizationToken);
    const passwordHash = await hashPassword(body.password);
    const { db, queue } = this.platform;
    const created = await db.transaction().execute(async (trx) => {
      const users = this.users.withTransaction(trx);
      const user = await createAccount(trx, ctx, body, email, passwordHash);
      if (!user) return undefined;
      const token = randomToken();
      await users.addOneTimeToken(user.id, "verify_email", sha256(token), isoIn(VERIFY_TTL_MS));
      await queue.enqueue(
        SEND_EMAIL,
        emails.verifyEmail(email, user.language, user.first_name, this.link("/auth/verify-email", token)),
        {},
        trx,
      );
      return user;
    });
    if (!created) await this.tellOwnerOfRegistrationAttempt(email);
    return { emailVerificationRequired: true };
  }

  /**
   * Registration with an invitation token for this very address: verified, joined and signed in.
   * The token is checked before the address, so a wrong token never tells whether it has an account.
   */
  private async registerFromInvitation(
    ctx: RequestContext,
    body: Schema<"RegisterRequest">,
    email: string,
    organizationToken: string,
  ): Promise<Schema<"RegisterResponse">> {
    if ((await invitedEmail(this.platform.db, organizationToken)) !== email) throw invitationNotValid();
    const alreadyRegistered = () =>
      conflict("An account with this email already exists: sign in to accept the invitation");
    if (await this.users.findByEmail(email)) throw alreadyRegistered();
    const passwordHash = await hashPassword(body.password);
    const user = await this.platform.db.transaction().execute(async (trx) => {
      const created = await createAccount(trx, ctx, body, email, passwordHash);
      if (!created) throw alreadyRegistered();
      // Following the invitation link proves the address, so the account starts verified.
      await acceptInvitationInTransaction(trx, { ...ctx, principal: principalOf(created, "") }, organizationToken);
      return created;
    });
    return {
      emailVerificationRequired: false,
      token: await this.startSession(user.id, ctx, body.rememberMe ?? false),
    };
  }

  /**
   * Emails the owner of an address someone tried to register with. At most three such emails
   * per address an hour, so registration cannot be used to flood someone's inbox; past that the
   * attempt is still answered the same, only not mailed.
   */
  private async tellOwnerOfRegistrationAttempt(email: string): Promise<void> {
    try {
      await this.platform.throttle.consume(`register-attempt:${email}`, EMAILS_PER_HOUR(3));
    } catch {
      return;
    }
    const { publicUrl } = this.platform.config;
    // In the owner's language, not the language of whoever tried.
    const owner = await this.users.findByEmail(email);
    await this.platform.queue.enqueue(
      SEND_EMAIL,
      emails.registrationAttempt(
        email,
        owner?.language ?? "en",
        `${publicUrl}/auth`,
        `${publicUrl}/auth?authType=passwordRecover`,
      ),
      {},
    );
  }

  async login(ctx: RequestContext, body: Schema<"LoginRequest">): Promise<LoginResponse> {
    const email = body.email.toLowerCase();
    const user = await this.users.findByEmail(email);
    // With two-factor on, the password alone does not clear the account's failures: otherwise
    // knowing it would give endless rounds of code guesses.
    const limits = signInLimits(email, ctx.ip, user?.totp_enabled ? "release" : "reset");
    const valid = await this.platform.throttle.attempt(
      limits,
      async () =>
        (await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password)) && user !== undefined,
    );
    if (!user || !valid) throw wrongCredential();
    if (user.totp_enabled) {
      const challengeToken = await this.platform.signer.sign(
        "two-factor-challenge",
        user.id,
        { rem: body.rememberMe ?? false },
        CHALLENGE_TTL_SECONDS,
      );
      return { isTwoFactorAuthEnabled: true, challengeToken };
    }
    return { isTwoFactorAuthEnabled: false, token: await this.startSession(user.id, ctx, body.rememberMe ?? false) };
  }

  async loginTwoFactor(ctx: RequestContext, body: Schema<"TwoFactorLoginRequest">): Promise<LoginResponse> {
    const { user, remember } = await this.openChallenge(body.challengeToken);
    const valid = await this.platform.throttle.attempt(signInLimits(user.email, ctx.ip, "reset"), async () => {
      const secret = this.totpSecret(user, user.totp_secret);
      const step = secret ? matchTotp(secret, body.token) : null;
      return step !== null && (await this.users.consumeTotpStep(user.id, step));
    });
    if (!valid) throw wrongCredential();
    // A secret stored before secrets were sealed is sealed now that it has been used.
    if (user.totp_secret && !isSealed(user.totp_secret)) {
      await this.users.update(user.id, { totp_secret: this.sealTotp(user.id, user.totp_secret) });
    }
    return { isTwoFactorAuthEnabled: true, token: await this.startSession(user.id, ctx, remember) };
  }

  async loginWithRecoveryKey(ctx: RequestContext, body: Schema<"RecoveryKeyLoginRequest">): Promise<LoginResponse> {
    const { user, remember } = await this.openChallenge(body.challengeToken);
    const presented = sha256(body.recoveryKey.toUpperCase());
    const next = recoveryKey();
    const valid = await this.platform.throttle.attempt(signInLimits(user.email, ctx.ip, "reset"), async () => {
      const matches = user.recovery_key_hash !== null && user.recovery_key_hash === presented;
      return matches && (await this.users.swapRecoveryKey(user.id, presented, sha256(next)));
    });
    if (!valid) throw wrongCredential();
    await recordActivity(
      this.platform.db,
      { ...ctx, principal: principalOf(user, "") },
      {
        tenantId: null,
        eventName: "RecoveryKeyUsed",
        eventGroup: "UserManagement",
        description: "Signed in with the recovery key; a new key was issued",
      },
    );
    return { isTwoFactorAuthEnabled: true, token: await this.startSession(user.id, ctx, remember), recoveryKey: next };
  }

  /**
   * Rotates a refresh token. A token presented again within {@link REFRESH_GRACE_MS} of its
   * rotation, while the pair it was rotated into is still unused, gets that same pair (parallel
   * tabs). Any other second use means it was copied: the whole session (every token of its
   * family) is revoked. The state is in the database, so this holds across API processes.
   */
  async refresh(body: Schema<"RefreshTokenRequest">): Promise<Token> {
    const hash = sha256(body.refreshToken);
    let record = await this.users.findRefreshToken(hash);
    if (!record) throw unauthorized("Invalid refresh token");
    const session = await this.users.findSession(record.session_id);
    if (!session || session.revoked_at || session.valid_until <= new Date().toISOString()) {
      throw unauthorized("Session ended");
    }
    if (!record.used_at) {
      const pair = await this.issueTokens(session.user_id, session.id);
      const sealed = successorBox(body.refreshToken).seal(JSON.stringify(pair), hash);
      if (await this.users.useRefreshToken(hash, sealed)) return pair;
      // Another request rotated this token first: ours is discarded and theirs is the answer.
      await this.users.deleteRefreshToken(sha256(pair.refreshToken));
      record = await this.users.findRefreshToken(hash);
    }
    const successor = record && (await this.graceSuccessor(record, body.refreshToken));
    if (successor) return successor;
    await this.users.revokeSession(session.id, "refresh-token-reuse");
    this.platform.logger.info("refresh token reuse: session revoked", { sessionId: session.id });
    throw unauthorized("Invalid refresh token");
  }

  /** The pair a used token was rotated into, if it was rotated moments ago and that pair is still unused. */
  private async graceSuccessor(
    record: { used_at: string | null; successor: string | null; token_hash: string },
    presented: string,
  ): Promise<Token | undefined> {
    if (!record.used_at || !record.successor) return undefined;
    if (Date.parse(record.used_at) + REFRESH_GRACE_MS <= Date.now()) return undefined;
    let pair: Token;
    try {
      pair = JSON.parse(successorBox(presented).open(record.successor, record.token_hash)) as Token;
    } catch {
      return undefined;
    }
    const next = await this.users.findRefreshToken(sha256(pair.refreshToken));
    return next && !next.used_at ? pair : undefined;
  }

  async logout(ctx: RequestContext): Promise<void> {
    const principal = requirePrincipal(ctx);
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).revokeSession(principal.sessionId, "logout");
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "SignedOut",
        eventGroup: "UserManagement",
        description: "Signed out",
        data: { sessionId: principal.sessionId },
      });
    });
  }

  async verifyEmail(ctx: RequestContext, body: Schema<"TokenPayload">): Promise<Schema<"Message">> {
    const userId = await this.users.consumeOneTimeToken("verify_email", sha256(body.token));
    if (!userId) throw badRequest("The verification link is not valid or has expired");
    const user = await this.users.findById(userId);
    if (!user) throw badRequest("The verification link is not valid or has expired");
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).update(userId, { is_verified: 1 });
      await recordActivity(
        trx,
        { ...ctx, principal: principalOf(user, "") },
        {
          tenantId: null,
          eventName: "EmailVerified",
          eventGroup: "UserManagement",
          description: `${user.email} verified`,
          data: { email: user.email },
        },
      );
    });
    return { message: "Email verified" };
  }

  async resendVerification(ctx: RequestContext): Promise<Schema<"Message">> {
    const principal = requirePrincipal(ctx);
    const user = await this.users.findById(principal.userId);
    if (!user) throw unauthorized();
    if (user.is_verified) throw conflict("Email is already verified");
    await this.platform.throttle.consume(`resend-verification:${principal.userId}`, EMAILS_PER_HOUR(5));
    const token = randomToken();
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users
        .withTransaction(trx)
        .addOneTimeToken(user.id, "verify_email", sha256(token), isoIn(VERIFY_TTL_MS));
      await this.platform.queue.enqueue(
        SEND_EMAIL,
        emails.verifyEmail(user.email, user.language, user.first_name, this.link("/auth/verify-email", token)),
        {},
        trx,
      );
    });
    return { message: "Email sent" };
  }

  /** Same answer whether or not the address has an account, so it cannot be used to probe for accounts. */
  async requestPasswordReset(ctx: RequestContext, body: Schema<"EmailPayload">): Promise<Schema<"Message">> {
    await this.platform.throttle.consume(`reset:ip:${ctx.ip}`, EMAILS_PER_HOUR(20));
    const user = await this.users.findByEmail(body.email);
    if (user) {
      const token = randomToken();
      await this.platform.db.transaction().execute(async (trx) => {
        await this.users
          .withTransaction(trx)
          .addOneTimeToken(user.id, "reset_password", sha256(token), isoIn(RESET_TTL_MS));
        await this.platform.queue.enqueue(
          SEND_EMAIL,
          emails.resetPassword(user.email, user.language, this.link("/auth/reset-password", token)),
          {},
          trx,
        );
      });
    }
    return { message: "Email sent" };
  }

  async savePassword(ctx: RequestContext, body: Schema<"ResetPasswordRequest">): Promise<LoginResponse> {
    const invalidLink = () => badRequest("The reset link is not valid or has expired");
    // The password is checked before the link is used up, so a refused password leaves it working.
    const holder = await this.users.findById(
      (await this.users.peekOneTimeToken("reset_password", sha256(body.token))) ?? "",
    );
    if (!holder) throw invalidLink();
    assertPasswordAllowed(body.password, "body.password", contextOf(holder));
    const userId = await this.users.consumeOneTimeToken("reset_password", sha256(body.token));
    const user = userId === holder.id ? holder : undefined;
    if (!user) throw invalidLink();
    const passwordHash = await hashPassword(body.password);
    await this.platform.db.transaction().execute(async (trx) => {
      const users = this.users.withTransaction(trx);
      await users.update(user.id, { password_hash: passwordHash });
      await users.revokeOtherSessions(user.id, null, "password-reset");
      await recordActivity(
        trx,
        { ...ctx, principal: principalOf(user, "") },
        {
          tenantId: null,
          eventName: "PasswordReset",
          eventGroup: "UserManagement",
          description: "Password reset with an email link; every session ended",
        },
      );
    });
    await this.platform.throttle.reset(`login:account:${user.email}`);
    if (user.totp_enabled) return { isTwoFactorAuthEnabled: true };
    return { isTwoFactorAuthEnabled: false, token: await this.startSession(user.id, ctx, false) };
  }

  async changePassword(ctx: RequestContext, body: Schema<"ChangePasswordRequest">): Promise<Token> {
    const principal = requirePrincipal(ctx);
    const user = await this.confirmPassword(principal.userId, body.currentPassword, ctx.ip);
    assertPasswordAllowed(body.newPassword, "body.newPassword", contextOf(user));
    const passwordHash = await hashPassword(body.newPassword);
    await this.platform.db.transaction().execute(async (trx) => {
      const users = this.users.withTransaction(trx);
      await users.update(user.id, { password_hash: passwordHash });
      await users.revokeOtherSessions(user.id, principal.sessionId, "password-changed");
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "PasswordChanged",
        eventGroup: "UserManagement",
        description: "Password changed; other sessions ended",
      });
    });
    return this.issueTokens(user.id, principal.sessionId);
  }

  async setupTwoFactor(ctx: RequestContext, body: Schema<"PasswordPayload">): Promise<Schema<"TwoFactorSetup">> {
    const principal = requirePrincipal(ctx);
    const user = await this.confirmPassword(principal.userId, body.password, ctx.ip);
    if (user.totp_enabled) throw conflict("Two-factor authentication is already on");
    const secret = newTotpSecret();
    await this.users.update(user.id, { totp_pending_secret: this.sealTotp(user.id, secret) });
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  async enableTwoFactor(ctx: RequestContext, body: Schema<"TwoFactorCodePayload">): Promise<Schema<"RecoveryKey">> {
    const principal = requirePrincipal(ctx);
    const user = await this.users.findById(principal.userId);
    if (!user) throw unauthorized();
    if (user.totp_enabled) throw conflict("Two-factor authentication is already on");
    if (!user.totp_pending_secret) throw conflict("Start two-factor setup first");
    const pending = this.totpSecret(user, user.totp_pending_secret);
    const step = pending ? matchTotp(pending, body.token) : null;
    if (step === null) throw wrongConfirmation();
    const key = recoveryKey();
    await this.platform.db.transaction().execute(async (trx) => {
      const users = this.users.withTransaction(trx);
      await users.update(user.id, {
        totp_secret: user.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled: 1,
        totp_last_step: step,
        recovery_key_hash: sha256(key),
      });
      await users.revokeOtherSessions(user.id, principal.sessionId, "two-factor-enabled");
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "TwoFactorEnabled",
        eventGroup: "UserManagement",
        description: "Two-factor authentication turned on; other sessions ended",
      });
    });
    return { recoveryKey: key };
  }

  /**
   * Turns two-factor off, confirmed by the second factor itself (a current code, accepted once,
   * or the recovery key), so a password alone cannot remove it.
   */
  async disableTwoFactor(ctx: RequestContext, body: Schema<"DisableTwoFactorRequest">): Promise<void> {
    const principal = requirePrincipal(ctx);
    const current = await this.users.findById(principal.userId);
    if (!current) throw unauthorized();
    if (!current.totp_enabled) throw conflict("Two-factor authentication is not on");
    const user = await this.confirmSecondFactor(current, body, ctx.ip);
    await this.platform.db.transaction().execute(async (trx) => {
      const users = this.users.withTransaction(trx);
      await users.update(user.id, {
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled: 0,
        totp_last_step: null,
        recovery_key_hash: null,
      });
      await users.revokeOtherSessions(user.id, principal.sessionId, "two-factor-disabled");
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "TwoFactorDisabled",
        eventGroup: "UserManagement",
        description: "Two-factor authentication turned off; other sessions ended",
      });
    });
  }

  async createRecoveryKey(ctx: RequestContext, body: Schema<"PasswordPayload">): Promise<Schema<"RecoveryKey">> {
    const principal = requirePrincipal(ctx);
    const user = await this.confirmPassword(principal.userId, body.password, ctx.ip);
    if (!user.totp_enabled) throw conflict("Two-factor authentication is not on");
    const key = recoveryKey();
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).update(user.id, { recovery_key_hash: sha256(key) });
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "RecoveryKeyRegenerated",
        eventGroup: "UserManagement",
        description: "A new recovery key replaced the old one",
      });
    });
    return { recoveryKey: key };
  }

  async listSessions(ctx: RequestContext, query: { skip?: number; limit?: number }): Promise<Schema<"SessionList">> {
    const principal = requirePrincipal(ctx);
    const { items, total } = await this.users.listLiveSessions(principal.userId, query.skip ?? 0, query.limit ?? 20);
    return {
      total,
      items: items.map((s) => ({
        id: s.id,
        ip: s.ip,
        userAgent: s.user_agent,
        createdAt: s.created_at,
        validUntil: s.valid_until,
        current: s.id === principal.sessionId,
      })),
    };
  }

  async revokeSession(ctx: RequestContext, sessionId: string): Promise<void> {
    const principal = requirePrincipal(ctx);
    const session = await this.users.findSession(sessionId);
    if (!session || session.user_id !== principal.userId || session.revoked_at) throw notFound("Session");
    await this.platform.db.transaction().execute(async (trx) => {
      await this.users.withTransaction(trx).revokeSession(sessionId, "revoked-by-user");
      await recordActivity(trx, ctx, {
        tenantId: null,
        eventName: "SessionRevoked",
        eventGroup: "UserManagement",
        description: `Session from ${session.ip} ended`,
        data: { sessionId, ip: session.ip },
      });
    });
  }

  // ---- helpers

  private async openChallenge(challengeToken: string) {
    const payload = await this.platform.signer.verify(challengeToken, "two-factor-challenge");
    const user = await this.users.findById(payload.sub);
    if (!user?.totp_enabled) throw unauthorized("Invalid token");
    return { user, remember: payload.rem === true };
  }

  /**
   * Two-factor secrets are stored sealed to their user (AES-256-GCM, see secret-box.ts), like
   * connector credentials: a copy of the database alone cannot mint codes. The pending and the
   * active secret share the owner, so enabling moves the sealed value as it is.
   */
  private sealTotp(userId: string, secret: string): string {
    return this.platform.secrets.seal(secret, totpOwner(userId));
  }

  /**
   * The base32 secret of a stored value; a row from before sealing holds it as it is. A value that
   * does not open (another key, or copied from another user's row) matches no code: the sign-in
   * is refused like a wrong code, and the operator learns why from the log.
   */
  private totpSecret(user: UserRow, stored: string | null): string | null {
    if (stored === null) return null;
    if (!isSealed(stored)) return stored;
    try {
      return this.platform.secrets.open(stored, totpOwner(user.id));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      this.platform.logger.error("two-factor secret cannot be opened", { userId: user.id, error: error.message });
      return null;
    }
  }

  /**
   * Checks a current TOTP code (used up on success) or the recovery key of a user with two-factor
   * on; failures count towards the same per-account lock as wrong passwords.
   */
  private async confirmSecondFactor(
    user: UserRow,
    proof: { token?: string | undefined; recoveryKey?: string | undefined },
    ip: string,
  ): Promise<UserRow> {
    const check = async () => {
      if (proof.token !== undefined) {
        const secret = this.totpSecret(user, user.totp_secret);
        const step = secret ? matchTotp(secret, proof.token) : null;
        return step !== null && (await this.users.consumeTotpStep(user.id, step));
      }
      if (proof.recoveryKey !== undefined) {
        const presented = sha256(proof.recoveryKey.toUpperCase());
        // Comparing SHA-256 digests of a random key: timing tells nothing about the key.
        return user.recovery_key_hash !== null && user.recovery_key_hash === presented;
      }
      return false;
    };
    if (!(await this.platform.throttle.attempt(confirmLimits(user.id, ip), check))) throw wrongConfirmation();
    return user;
  }

  /** Re-checks the signed-in user's password before a sensitive change, under the same throttles as sign-in. */
  private async confirmPassword(userId: string, password: string, ip: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if (
      !(await this.platform.throttle.attempt(confirmLimits(userId, ip), () =>
        verifyPassword(user.password_hash, password),
      ))
    ) {
      throw wrongConfirmation();
    }
    return user;
  }

  private async startSession(userId: string, ctx: RequestContext, remember: boolean): Promise<Token> {
    const sessionId = await this.users.createSession({
      userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      remember,
      validUntil: isoIn(remember ? 30 * DAY_MS : DAY_MS),
    });
    const user = await this.users.findById(userId);
    if (user) {
      await recordActivity(
        this.platform.db,
        { ...ctx, principal: principalOf(user, sessionId) },
        {
          tenantId: null,
          eventName: "SignedIn",
          eventGroup: "UserManagement",
          description: `Signed in from ${ctx.ip}`,
          data: { sessionId, remember },
        },
      );
    }
    return this.issueTokens(userId, sessionId);
  }

  private async issueTokens(userId: string, sessionId: string): Promise<Token> {
    const refreshToken = randomToken();
    await this.users.addRefreshToken(sessionId, sha256(refreshToken));
    const ttl = this.platform.config.accessTokenTtlSeconds;
    const accessToken = await this.platform.signer.sign("access", userId, { sid: sessionId }, ttl);
    return { accessToken, refreshToken, expiresIn: ttl };
  }

  private link(pathname: string, token: string): string {
    return `${this.platform.config.publicUrl}${pathname}?token=${encodeURIComponent(token)}`;
  }
}

/**
 * The throttles of a sign-in step: the account (5 failures / 15 min) and the caller's IP
 * (30 / 15 min). A success gives the IP its place back and does `account` to the account.
 */
function signInLimits(email: string, ip: string, account: ThrottleLimit["onSuccess"]): ThrottleLimit[] {
  return [
    { key: `login:ip:${ip}`, policy: ipPolicy, onSuccess: "release" },
    { key: `login:account:${email}`, policy: accountPolicy, onSuccess: account },
  ];
}

/**
 * The throttles of re-checking a signed-in user's password or second factor: the caller's IP and
 * the account, shared by both checks so a guesser cannot alternate between them.
 */
function confirmLimits(userId: string, ip: string): ThrottleLimit[] {
  return [
    { key: `login:ip:${ip}`, policy: ipPolicy, onSuccess: "release" },
    { key: `confirm:account:${userId}`, policy: accountPolicy, onSuccess: "release" },
  ];
}

/** At most `count` emails of one kind an hour. */
const EMAILS_PER_HOUR = (count: number): ThrottlePolicy => ({
  maxFailures: count,
  windowMs: 3_600_000,
  lockMs: 3_600_000,
});

/** The words a guesser would try for this person, for the password policy. */
const contextOf = (user: UserRow) => [user.email, user.first_name, user.last_name];

/**
 * Creates the account with its "registered" activity entry, unless the address already has one
 * (undefined then; parallel registrations of one address create it once).
 */
async function createAccount(
  trx: Transaction<Database>,
  ctx: RequestContext,
  body: Schema<"RegisterRequest">,
  email: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const user = await new UsersRepository(trx).createIfAbsent({
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash,
    language: body.language,
  });
  if (!user) return undefined;
  await recordActivity(
    trx,
    { ...ctx, principal: principalOf(user, "") },
    {
      tenantId: null,
      eventName: "UserRegistered",
      eventGroup: "UserManagement",
      description: `${user.first_name} ${user.last_name} registered`,
      data: { email },
    },
  );
  return user;
}

/** A principal for activity entries written before a session exists (registration, reset). */
export function principalOf(user: UserRow, sessionId: string) {
  return {
    userId: user.id,
    sessionId,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isVerified: user.is_verified === 1,
    superAdminPermissions: new Set(JSON.parse(user.super_admin_permissions) as string[]),
    language: user.language,
  };
}

/** The associated data a user's two-factor secret is sealed with. */
const totpOwner = (userId: string) => `totp:${userId}`;

import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import type { Db } from "../db/database.js";
import { nowIso } from "../db/database.js";
import { tokenExpired, unauthorized } from "../errors.js";

const ALGORITHM = "EdDSA";
const ISSUER = "bulwark";
/** Who the tokens are for: this API. A token minted by another issuer or for another audience is refused. */
const AUDIENCE = "bulwark-api";
/** Claims every token must carry, whatever its kind: without `exp` a token would never expire. */
const REQUIRED_CLAIMS = ["exp", "iat", "iss", "aud", "sub"];
/** The longest lifetime any token kind is issued with (access tokens: at most a day). */
const MAX_LIFETIME_SECONDS = 86_400;
/** Clock difference tolerated between API nodes for `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60;
// A fixed id for the first key: two nodes starting together both try to insert it, one wins,
// and both then read the same row.
const INITIAL_KID = "bulwark-signing-key-1";

type KeyLike = Awaited<ReturnType<typeof importJWK>>;

/** Token kinds; each is verified only for its own purpose. */
export type TokenPurpose = "access" | "two-factor-challenge" | "embed";

/**
 * Signs and verifies JWTs with an Ed25519 key kept in the database, so every API node signs with
 * and trusts the same key. Only EdDSA is accepted: `alg: none`, HS256 with the public key as the
 * secret, and other algorithm swaps are refused.
 */
export class TokenSigner {
  private constructor(
    private readonly kid: string,
    private readonly privateKey: KeyLike,
    private readonly publicKeys: Map<string, KeyLike>,
  ) {}

  static async load(db: Db): Promise<TokenSigner> {
    let rows = await db.selectFrom("signing_keys").selectAll().orderBy("created_at", "desc").execute();
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: "Ed25519", extractable: true });
      await db
        .insertInto("signing_keys")
        .values({
          kid: INITIAL_KID,
          algorithm: ALGORITHM,
          private_jwk: JSON.stringify(await exportJWK(privateKey)),
          public_jwk: JSON.stringify(await exportJWK(publicKey)),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column("kid").doNothing())
        .execute();
      rows = await db.selectFrom("signing_keys").selectAll().orderBy("created_at", "desc").execute();
    }
    const current = rows[0];
    if (!current) throw new Error("No signing key");
    const publicKeys = new Map<string, KeyLike>();
    for (const row of rows) publicKeys.set(row.kid, await importJWK(JSON.parse(row.public_jwk) as JWK, ALGORITHM));
    return new TokenSigner(current.kid, await importJWK(JSON.parse(current.private_jwk) as JWK, ALGORITHM), publicKeys);
  }

  async sign(purpose: TokenPurpose, subject: string, claims: Record<string, unknown>, ttlSeconds: number) {
    return new SignJWT({ ...claims, pur: purpose })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.privateKey);
  }

  /**
   * Verifies signature, algorithm, issuer, audience, expiry and purpose (one of `purposes`: the
   * caller branches on the verified `pur`), and that `exp`, `iat`, `iss`, `aud` and `sub` are all
   * present with a lifetime no longer than any token is issued for; 401 on any failure.
   */
  // Verified tokens by their exact text, until they expire: a signature check costs more than the
  // rest of a typical request. Derived state only (any node can verify any token), so it is not
  // state a second node would need. Bounded; the oldest entry goes first.
  private readonly verified = new Map<string, JWTPayload & { sub: string; pur: TokenPurpose }>();

  async verify(
    token: string,
    purposes: TokenPurpose | readonly TokenPurpose[],
  ): Promise<JWTPayload & { sub: string; pur: TokenPurpose }> {
    const allowed = typeof purposes === "string" ? [purposes] : purposes;
    const known = this.verified.get(token);
    if (known) {
      if ((known.exp ?? 0) * 1000 <= Date.now()) {
        this.verified.delete(token);
        throw tokenExpired();
      }
      if (!allowed.includes(known.pur)) throw unauthorized("Invalid token");
      return known;
    }
    const payload = await this.verifySignature(token, allowed);
    if (this.verified.size >= 10_000) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, payload);
    return payload;
  }

  private async verifySignature(
    token: string,
    purposes: readonly TokenPurpose[],
  ): Promise<JWTPayload & { sub: string; pur: TokenPurpose }> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw unauthorized("Invalid token");
    }
    const key = kid ? this.publicKeys.get(kid) : undefined;
    if (!key) throw unauthorized("Invalid token");
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: REQUIRED_CLAIMS,
      });
      if (!purposes.includes(payload.pur as TokenPurpose) || typeof payload.sub !== "string") {
        throw unauthorized("Invalid token");
      }
      const { iat, exp } = payload as { iat: number; exp: number };
      // Issued in the future, or valid for longer than anything is issued for: not one of ours.
      if (iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS || exp - iat > MAX_LIFETIME_SECONDS) {
        throw unauthorized("Invalid token");
      }
      return payload as JWTPayload & { sub: string; pur: TokenPurpose };
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_JWT_EXPIRED") throw tokenExpired();
      throw unauthorized("Invalid token");
    }
  }
}

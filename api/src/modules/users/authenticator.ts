import type { Request } from "express";
import type { TokenSigner } from "../../platform/auth/jwt.js";
import type { Db } from "../../platform/db/database.js";
import { unauthorized } from "../../platform/errors.js";
import type { Principal } from "../../platform/http/context.js";
import { UsersRepository } from "./users.repository.js";

/**
 * Establishes the principal of a request: a valid EdDSA access token whose session is still
 * live in the database. Checking the session on every request is what makes a revoked session
 * stop working at once on every API node, not when its access token expires.
 */
export function createAuthenticator(db: Db, signer: TokenSigner) {
  const users = new UsersRepository(db);
  return async (req: Request): Promise<Principal> => {
    const header = req.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized("Missing bearer token");
    const payload = await signer.verify(match[1], "access");
    const sessionId = typeof payload.sid === "string" ? payload.sid : "";
    const row = await users.findLiveSession(sessionId, payload.sub);
    if (!row) throw unauthorized("Session ended");
    return {
      userId: row.id,
      sessionId,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      isVerified: row.is_verified === 1,
      superAdminPermissions: new Set(JSON.parse(row.super_admin_permissions) as string[]),
    };
  };
}

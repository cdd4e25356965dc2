import type { Request } from "express";
import type { TokenSigner } from "../../platform/auth/jwt.js";
import { sha256 } from "../../platform/auth/secrets.js";
import type { Db } from "../../platform/db/database.js";
import { unauthorized } from "../../platform/errors.js";
import type { Principal } from "../../platform/http/context.js";
import type { OperationSpec } from "../../platform/http/openapi.js";
import { useApiKey } from "../embedding/api-keys.repository.js";
import { useExtensionKey } from "../phishing/extension/extension.repository.js";
import { UsersRepository } from "./users.repository.js";

/** What a bearer token may be: an access token (a sign-in) or an embed token. */
const BEARER_PURPOSES = ["access", "embed"] as const;

/**
 * Establishes the principal of a request, by the schemes the operation allows:
 * - a bearer access token (EdDSA JWT) whose session is still live in the database: checking the
 *   session on every request is what makes a revoked session stop working at once on every node;
 * - a bearer embed token: read-only, bound to one organisation and some widgets (the binder
 *   enforces that scope), acting for the admin or API key that minted it;
 * - an organisation API key in `x-api-key`, only where the contract lists the `apiKey` scheme;
 * - an organisation's reporting-extension key in `x-extension-key`, only where the contract lists
 *   the `extensionKey` scheme: no person, only its organisation (see `Principal.extension`).
 */
export function createAuthenticator(db: Db, signer: TokenSigner) {
  const users = new UsersRepository(db);

  async function fromUser(userId: string, sessionId: string, extra: Partial<Principal> = {}): Promise<Principal> {
    const row = sessionId ? await users.findLiveSession(sessionId, userId) : await users.findById(userId);
    if (!row) throw unauthorized("Session ended");
    return {
      userId: row.id,
      sessionId,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      isVerified: row.is_verified === 1,
      superAdminPermissions: new Set(JSON.parse(row.super_admin_permissions) as string[]),
      language: row.language,
      ...extra,
    };
  }

  return async (req: Request, op: OperationSpec): Promise<Principal> => {
    const apiKey = req.headers["x-api-key"];
    if (typeof apiKey === "string" && op.securitySchemes.includes("apiKey")) {
      const key = await useApiKey(db, sha256(apiKey));
      if (!key) throw unauthorized("Invalid API key");
      // An API key acts with no super-admin power, whoever created it.
      const principal = await fromUser(key.created_by_user_id, "", { apiKey: { id: key.id, tenantId: key.tenant_id } });
      return { ...principal, superAdminPermissions: new Set() };
    }

    const extensionKey = req.headers["x-extension-key"];
    if (typeof extensionKey === "string" && op.securitySchemes.includes("extensionKey")) {
      const key = await useExtensionKey(db, sha256(extensionKey));
      if (!key) throw unauthorized("Invalid extension key");
      return {
        userId: "",
        sessionId: "",
        email: "",
        firstName: "",
        lastName: "",
        isVerified: false,
        superAdminPermissions: new Set(),
        language: "en",
        extension: { keyId: key.id, tenantId: key.tenant_id },
      };
    }

    const match = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized("Missing bearer token");
    // Either kind of bearer token, told apart by its verified purpose.
    const payload = await signer.verify(match[1], BEARER_PURPOSES);
    if (payload.pur === "embed") {
      const principal = await fromUser(payload.sub, "", {
        embed: { tenantId: String(payload.tid), widgets: (payload.wid as string[]) ?? [] },
      });
      // Embed tokens never carry super-admin power.
      return { ...principal, superAdminPermissions: new Set() };
    }
    if (typeof payload.sid !== "string" || payload.sid === "") throw unauthorized("Invalid token");
    return fromUser(payload.sub, payload.sid);
  };
}

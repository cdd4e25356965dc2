import type { Request } from "express";

/** Who is calling, established by the authenticator from a verified access token and a live session. */
export interface Principal {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  superAdminPermissions: ReadonlySet<string>;
  /** The language of the emails sent to this user, and of emails they cause to be sent to others (invitations). */
  language: "en" | "sr";
  /** Set when the caller holds an embed token: read-only, one organisation, some widgets. */
  embed?: { tenantId: string; widgets: readonly string[] } | undefined;
  /** Set when the caller authenticated with an organisation API key. */
  apiKey?: { id: string; tenantId: string } | undefined;
  /**
   * Set when the caller holds an organisation's reporting-extension key (`x-extension-key`): no
   * person (the user fields are empty), accepted only by the operations that list the
   * `extensionKey` scheme, which check it before anything else.
   */
  extension?: { keyId: string; tenantId: string } | undefined;
}

/** What every service method receives: the caller (if any) and where the request came from. */
export interface RequestContext {
  principal: Principal | undefined;
  ip: string;
  userAgent: string;
  /** The `x-tenant-id` header, validated as a UUID by the contract when the operation declares it. */
  tenantHeader: string | undefined;
}

export function contextOf(req: Request, principal: Principal | undefined): RequestContext {
  const header = req.headers["x-tenant-id"];
  return {
    principal,
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    userAgent: String(req.headers["user-agent"] ?? "").slice(0, 500),
    tenantHeader: typeof header === "string" ? header : undefined,
  };
}

/** The principal of a secured operation; the binder guarantees it is set. */
export function requirePrincipal(ctx: RequestContext): Principal {
  if (!ctx.principal) throw new Error("requirePrincipal on an unsecured operation");
  return ctx.principal;
}

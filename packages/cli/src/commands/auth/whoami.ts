import type { User } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import type { ActiveTenant } from "./login.js";

/** What `bulwark whoami` answers. */
export interface WhoamiResult {
  apiUrl: string;
  /** Where the session comes from: `bulwark login` (file) or BULWARK_TOKEN (env). */
  source: Session["source"];
  user: User;
  activeTenant: ActiveTenant | null;
}

/** The signed-in user, their organizations and the active one. */
export async function whoami(session: Session): Promise<WhoamiResult> {
  const user = unwrap(await session.client.GET("/api/v1/users/users/me"));
  const tenant = session.tenantId ? user.tenants.find((t) => t.id === session.tenantId) : undefined;
  return {
    apiUrl: session.apiUrl,
    source: session.source,
    user,
    activeTenant: session.tenantId ? { id: session.tenantId, name: tenant?.name ?? null } : null,
  };
}

/** Plain output of `bulwark whoami`: `key: value` lines. */
export function whoamiLines(result: WhoamiResult): string[] {
  const { user } = result;
  return [
    `email: ${user.email}`,
    `name: ${user.firstName} ${user.lastName}`,
    `id: ${user.id}`,
    `api: ${result.apiUrl}`,
    `two-factor: ${user.isTwoFactorAuthEnabled ? "on" : "off"}`,
    `super-admin: ${user.superAdminPermissions.join(",") || "no"}`,
    `organization: ${result.activeTenant ? result.activeTenant.id : "none"}`,
  ];
}

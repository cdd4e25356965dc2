import type { Schema } from "@bulwark/client";
import { ApiCallError, UsageError } from "../../errors.js";
import { fetchAll } from "../../paging.js";
import { requireTenant, type Session, unwrap } from "../../runtime.js";

export type Member = Schema<"Member">;
export type Invitation = Schema<"Invitation">;
export type Role = Schema<"Role">;

/** The organization roles, in the order the product lists them. */
export const ROLES: readonly Role[] = ["Admin", "SecurityAnalyst", "AwarenessManager", "GroupAdmin", "Viewer"];

/** Roles as people read them. */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: "Admin",
  SecurityAnalyst: "Security analyst",
  AwarenessManager: "Awareness manager",
  GroupAdmin: "Group admin",
  Viewer: "Viewer",
};

/**
 * A role named on the command line: the code (`SecurityAnalyst`), or the words in any case with
 * spaces, dashes or underscores (`security-analyst`, "Security analyst").
 */
export function parseRole(value: string): Role {
  const key = value.replace(/[\s_-]+/g, "").toLowerCase();
  const role = ROLES.find((r) => r.toLowerCase() === key);
  if (!role) {
    throw new UsageError(
      `Unknown role "${value}": use ${ROLES.map((r) => ROLE_LABELS[r].toLowerCase().replace(/ /g, "-")).join(", ")}`,
    );
  }
  return role;
}

/** What `bulwark members list` answers: the members, and pending invitations when the caller may see them. */
export interface MembersListResult {
  members: { items: Member[]; total: number };
  /** Null when the caller may not read invitations. */
  invitations: { items: Invitation[]; total: number } | null;
}

/** The active organization's members and its pending invitations. */
export async function listMembers(session: Session): Promise<MembersListResult> {
  const tenantId = requireTenant(session);
  const members = await fetchAll(async (skip, limit) =>
    unwrap(
      await session.client.GET("/api/v1/users/tenants/{tenantId}/members", {
        params: { path: { tenantId }, query: { skip, limit } },
      }),
    ),
  );
  let invitations: MembersListResult["invitations"] = null;
  try {
    invitations = await fetchAll(async (skip, limit) =>
      unwrap(
        await session.client.GET("/api/v1/users/tenants/{tenantId}/invitations", {
          params: { path: { tenantId }, query: { skip, limit } },
        }),
      ),
    );
  } catch (error) {
    // Who may see members may not see invitations: then the list shows members only.
    if (!(error instanceof ApiCallError && error.statusCode === 403)) throw error;
  }
  return { members, invitations };
}

/** Invites `emails` to the active organization with `roles`; all or nobody (409 if one is already in). */
export async function inviteMembers(session: Session, emails: string[], roles: Role[]): Promise<Invitation[]> {
  const tenantId = requireTenant(session);
  const unique = [...new Set(emails.map((email) => email.trim()).filter(Boolean))];
  if (unique.length === 0) throw new UsageError("Name at least one email address to invite");
  const result = unwrap(
    await session.client.POST("/api/v1/users/tenants/{tenantId}/invitations", {
      params: { path: { tenantId } },
      body: { emails: unique, roles: [...new Set(roles)] },
    }),
  );
  return result.items;
}

const fullName = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(" ");

/**
 * Plain output of `bulwark members list`: `member<TAB>email<TAB>name<TAB>roles<TAB>joined` per
 * member, then `invited<TAB>email<TAB>roles<TAB>invited by<TAB>sent` per pending invitation.
 */
export const membersListLines = (result: MembersListResult) => [
  ...result.members.items.map((m) => ["member", m.email, fullName(m), m.roles.join(","), m.joinedAt].join("\t")),
  ...(result.invitations?.items ?? []).map((i) =>
    ["invited", i.email, i.roles.join(","), i.invitedBy, i.createdAt].join("\t"),
  ),
];

/** Plain output of `bulwark members invite`: `invited<TAB>email<TAB>roles` per invitation. */
export const inviteLines = (invitations: Invitation[]) =>
  invitations.map((i) => ["invited", i.email, i.roles.join(",")].join("\t"));

export { fullName };

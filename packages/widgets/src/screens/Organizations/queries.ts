import type { Schema } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { useRuntime, useSession } from "../../data/session";
import { unwrap } from "../../data/unwrap";
import type { EventGroup } from "./shared/labels";
import type { OrganizationValues } from "./shared/OrganizationFields";

type Role = Schema<"Role">;
type Member = Schema<"Member">;
type Invitation = Schema<"Invitation">;
type ApiKey = Schema<"ApiKey">;
type ExtensionData = Schema<"ExtensionData">;
type Tenant = Schema<"Tenant">;

/** A page of a list: where it starts and how many rows. */
export interface PageParams {
  skip: number;
  limit: number;
}

/**
 * Cache keys of the organisation screens, in the one shape of every domain:
 * `["organizations", tenantId, resource, params]`. `all(tenantId)` is the prefix of every one.
 */
export const organizationKeys = {
  all: (tenantId: string | null) => domainKey("organizations", tenantId),
  details: (tenantId: string | null) => domainKey("organizations", tenantId, "details"),
  members: (tenantId: string | null, page?: PageParams) =>
    page ? domainKey("organizations", tenantId, "members", page) : domainKey("organizations", tenantId, "members"),
  invitations: (tenantId: string | null, page?: PageParams) =>
    page
      ? domainKey("organizations", tenantId, "invitations", page)
      : domainKey("organizations", tenantId, "invitations"),
  apiKeys: (tenantId: string | null, page?: PageParams) =>
    page ? domainKey("organizations", tenantId, "api-keys", page) : domainKey("organizations", tenantId, "api-keys"),
  activityLogs: (tenantId: string | null, params: PageParams & { group: EventGroup | "" }) =>
    domainKey("organizations", tenantId, "activity-logs", params),
  extensionData: (tenantId: string | null) => domainKey("organizations", tenantId, "extension-data"),
  /** An invitation's preview is public and belongs to no organisation yet. */
  invitationPreview: (token: string | null | undefined) =>
    domainKey("organizations", null, "invitation-preview", { token }),
};

/** Reads of an organisation run once the session is signed in and the organisation is known. */
function useOrganizationReady(tenantId: string | null): boolean {
  const session = useSession();
  return Boolean(tenantId) && session.status === "signedIn";
}

/** The organisation's details. */
export function useOrganization(tenantId: string | null) {
  const enabled = useOrganizationReady(tenantId);
  return useReportedQuery(
    organizationKeys.details(tenantId),
    (rt) =>
      unwrap(rt.client.GET("/api/v1/users/tenants/{tenantId}", { params: { path: { tenantId: tenantId ?? "" } } })),
    { enabled },
  );
}

/** One page of the organisation's members. */
export function useMembers(tenantId: string | null, page: PageParams) {
  const enabled = useOrganizationReady(tenantId);
  return useReportedQuery(
    organizationKeys.members(tenantId, page),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/members", {
          params: { path: { tenantId: tenantId ?? "" }, query: page },
        }),
      ),
    { enabled },
  );
}

/** One page of the organisation's pending invitations. */
export function useInvitations(tenantId: string | null, page: PageParams) {
  const enabled = useOrganizationReady(tenantId);
  return useReportedQuery(
    organizationKeys.invitations(tenantId, page),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/invitations", {
          params: { path: { tenantId: tenantId ?? "" }, query: page },
        }),
      ),
    { enabled },
  );
}

/** One page of the organisation's API keys. */
export function useApiKeys(tenantId: string | null, page: PageParams) {
  const enabled = useOrganizationReady(tenantId);
  return useReportedQuery(
    organizationKeys.apiKeys(tenantId, page),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/api-keys", {
          params: { path: { tenantId: tenantId ?? "" }, query: page },
        }),
      ),
    { enabled },
  );
}

/** One page of the organisation's activity log, optionally of one event group. */
export function useActivityLogs(tenantId: string | null, params: PageParams & { group: EventGroup | "" }) {
  const enabled = useOrganizationReady(tenantId);
  const { group, skip, limit } = params;
  return useReportedQuery(
    organizationKeys.activityLogs(tenantId, params),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/activity-logs/tenants/{tenantId}", {
          params: {
            path: { tenantId: tenantId ?? "" },
            query: { skip, limit, ...(group ? { eventGroup: group } : {}) },
          },
        }),
      ),
    { enabled },
  );
}

/** The browser extension's settings of the organisation. */
export function useExtensionData(tenantId: string | null) {
  const enabled = useOrganizationReady(tenantId);
  return useReportedQuery(
    organizationKeys.extensionData(tenantId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/users/tenants/{tenantId}/extension-data", {
          params: { path: { tenantId: tenantId ?? "" } },
        }),
      ),
    { enabled },
  );
}

/** What an invitation link offers (public: works signed out). */
export function useInvitationPreview(token: string | null | undefined) {
  return useReportedQuery(
    organizationKeys.invitationPreview(token),
    (rt) =>
      unwrap(rt.client.GET("/api/v1/users/tenants/invitations/preview", { params: { query: { token: token ?? "" } } })),
    { enabled: Boolean(token) },
  );
}

/** Accepts an invitation for the signed-in user; answers the organisation joined. */
export function useAcceptInvitation() {
  return useApiMutation((rt, token: string) =>
    unwrap(rt.client.POST("/api/v1/users/tenants/invitations/accept", { body: { token } })),
  );
}

/** Creates an organisation from the setup form. */
export function useCreateOrganization() {
  return useApiMutation((rt, body: OrganizationValues) =>
    unwrap(
      rt.client.POST("/api/v1/users/tenants", {
        body: {
          name: body.name.trim(),
          color: body.color,
          ...(body.webUrl.trim() ? { webUrl: body.webUrl.trim() } : {}),
          ...(body.industry ? { industry: body.industry } : {}),
        },
      }),
    ),
  );
}

/** Puts a changed organisation (details, logo, removal, restore) into the cache of its details. */
function useKeepDetails() {
  const { runtime } = useRuntime();
  return (tenant: Tenant) => {
    runtime.queryClient.setQueryData(organizationKeys.details(tenant.id), tenant);
    return tenant;
  };
}

/** Saves the organisation's details. */
export function useUpdateOrganization(tenantId: string) {
  const keep = useKeepDetails();
  return useApiMutation(async (rt, body: OrganizationValues) =>
    keep(
      await unwrap(
        rt.client.PUT("/api/v1/users/tenants/{tenantId}", {
          params: { path: { tenantId } },
          body: {
            name: body.name.trim(),
            webUrl: body.webUrl.trim() || null,
            color: body.color,
            industry: body.industry || null,
          },
        }),
      ),
    ),
  );
}

/** Turns "require two-factor for members" on or off. */
export function useSetTwoFactorPolicy(tenantId: string) {
  const keep = useKeepDetails();
  return useApiMutation(async (rt, requireTwoFactor: boolean) =>
    keep(
      await unwrap(
        rt.client.PUT("/api/v1/users/tenants/{tenantId}/two-factor-policy", {
          params: { path: { tenantId } },
          body: { requireTwoFactor },
        }),
      ),
    ),
  );
}

/** Uploads the organisation's logo (multipart). */
export function useUploadLogo(tenantId: string) {
  const keep = useKeepDetails();
  return useApiMutation(async (rt, image: File) =>
    keep(
      await unwrap(
        rt.client.POST("/api/v1/users/tenants/{tenantId}/logo", {
          params: { path: { tenantId } },
          // The typed body stands for the multipart form; the serializer sends the real file.
          body: { image: image.name },
          bodySerializer: () => {
            const form = new FormData();
            form.append("image", image, image.name);
            return form;
          },
        }),
      ),
    ),
  );
}

/** Removes the organisation (restorable for a while). */
export function useRemoveOrganization() {
  const keep = useKeepDetails();
  return useApiMutation(async (rt, tenantId: string) =>
    keep(await unwrap(rt.client.DELETE("/api/v1/users/tenants/{tenantId}", { params: { path: { tenantId } } }))),
  );
}

/** Restores a removed organisation. */
export function useRestoreOrganization() {
  const keep = useKeepDetails();
  return useApiMutation(async (rt, tenantId: string) =>
    keep(await unwrap(rt.client.POST("/api/v1/users/tenants/{tenantId}/restore", { params: { path: { tenantId } } }))),
  );
}

/** Changes a member's roles, then refreshes the members. */
export function useSaveMemberRoles(tenantId: string | null) {
  return useApiMutation(async (rt, { member, roles }: { member: Member; roles: Role[] }) => {
    const saved = await unwrap(
      rt.client.PUT("/api/v1/users/tenants/{tenantId}/members/{userId}/roles", {
        params: { path: { tenantId: tenantId ?? "", userId: member.userId } },
        body: { roles },
      }),
    );
    await invalidate(rt, organizationKeys.members(tenantId));
    return saved;
  });
}

/** Removes a member, then refreshes the members. */
export function useRemoveMember(tenantId: string | null) {
  return useApiMutation(async (rt, member: Member) => {
    await unwrap(
      rt.client.DELETE("/api/v1/users/tenants/{tenantId}/members/{userId}", {
        params: { path: { tenantId: tenantId ?? "", userId: member.userId } },
      }),
    );
    await invalidate(rt, organizationKeys.members(tenantId));
    // A 204 has no body: answer something so success and failure differ.
    return true;
  });
}

/** Invites people with roles, then refreshes the invitations. */
export function useInvite(tenantId: string) {
  return useApiMutation(async (rt, body: { emails: string[]; roles: Role[] }) => {
    const sent = await unwrap(
      rt.client.POST("/api/v1/users/tenants/{tenantId}/invitations", { params: { path: { tenantId } }, body }),
    );
    await invalidate(rt, organizationKeys.invitations(tenantId));
    return sent;
  });
}

/** Sends an invitation's email again, then refreshes the invitations. */
export function useResendInvitation(tenantId: string) {
  return useApiMutation(async (rt, invitation: Invitation) => {
    const sent = await unwrap(
      rt.client.POST("/api/v1/users/tenants/{tenantId}/invitations/{invitationId}/resend", {
        params: { path: { tenantId, invitationId: invitation.id } },
      }),
    );
    await invalidate(rt, organizationKeys.invitations(tenantId));
    return sent;
  });
}

/** Revokes an invitation, then refreshes the invitations. */
export function useRevokeInvitation(tenantId: string) {
  return useApiMutation(async (rt, invitation: Invitation) => {
    await unwrap(
      rt.client.DELETE("/api/v1/users/tenants/{tenantId}/invitations/{invitationId}", {
        params: { path: { tenantId, invitationId: invitation.id } },
      }),
    );
    await invalidate(rt, organizationKeys.invitations(tenantId));
    return true;
  });
}

/** Creates an API key (its secret is in the answer, once), then refreshes the keys. */
export function useCreateApiKey(tenantId: string) {
  return useApiMutation(async (rt, name: string) => {
    const created = await unwrap(
      rt.client.POST("/api/v1/users/tenants/{tenantId}/api-keys", { params: { path: { tenantId } }, body: { name } }),
    );
    await invalidate(rt, organizationKeys.apiKeys(tenantId));
    return created;
  });
}

/** Revokes an API key, then refreshes the keys. */
export function useRevokeApiKey(tenantId: string | null) {
  return useApiMutation(async (rt, key: ApiKey) => {
    await unwrap(
      rt.client.DELETE("/api/v1/users/tenants/{tenantId}/api-keys/{apiKeyId}", {
        params: { path: { tenantId: tenantId ?? "", apiKeyId: key.id } },
      }),
    );
    await invalidate(rt, organizationKeys.apiKeys(tenantId));
    return true;
  });
}

/** Saves the browser extension's settings and keeps them in the cache. */
export function useSaveExtensionData(tenantId: string) {
  return useApiMutation(async (rt, body: ExtensionData) => {
    const saved = await unwrap(
      rt.client.PUT("/api/v1/users/tenants/{tenantId}/extension-data", { params: { path: { tenantId } }, body }),
    );
    rt.queryClient.setQueryData(organizationKeys.extensionData(tenantId), saved);
    return saved;
  });
}

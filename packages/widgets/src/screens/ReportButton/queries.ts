import type { Schema } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { useSession } from "../../data/session";
import { unwrap } from "../../data/unwrap";

type ReportStatus = Schema<"PhishingExtensionReportStatus">;

/** The super-admins' list filters, as the API takes them. */
export interface ExtensionReportsParams {
  skip: number;
  limit: number;
  status?: ReportStatus | undefined;
  search?: string | undefined;
  tenantId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The organisation's reported-emails filters, as the API takes them. */
export interface ReportedEmailsParams {
  skip: number;
  limit: number;
  kind?: Schema<"PhishingReportedEmailKind"> | undefined;
  status?: ReportStatus | undefined;
  search?: string | undefined;
}

/**
 * Cache keys of the report button's screens: `["reportButton", tenantId, resource, params]`. The
 * super-admins' list belongs to no organisation (null).
 */
export const reportButtonKeys = {
  key: (tenantId: string | null) => domainKey("reportButton", tenantId, "extension-key"),
  reported: (tenantId: string | null, params: ReportedEmailsParams) =>
    domainKey("reportButton", tenantId, "reported-emails", params),
  reports: (params?: ExtensionReportsParams) =>
    params
      ? domainKey("reportButton", null, "extension-reports", params)
      : domainKey("reportButton", null, "extension-reports"),
};

/** The organisation's live extension key (404 when none: the screen offers to create one). */
export function useExtensionKey(tenantId: string | null, enabled = true) {
  const session = useSession();
  return useReportedQuery(
    reportButtonKeys.key(tenantId),
    async (rt) => {
      const answer = await rt.client.GET("/api/v1/phishing/extension/key", {
        params: { header: { "x-tenant-id": tenantId ?? "" } },
      });
      // No key yet is an answer, not a failure.
      if (answer.response.status === 404) return null;
      return unwrap(answer);
    },
    { enabled: enabled && Boolean(tenantId) && session.status === "signedIn" },
  );
}

/** Creates or replaces the key; answers it with its secret (shown once). */
export function useRotateExtensionKey(tenantId: string) {
  return useApiMutation(async (rt, _: undefined) => {
    const created = await unwrap(
      rt.client.POST("/api/v1/phishing/extension/key", { params: { header: { "x-tenant-id": tenantId } } }),
    );
    const { key: _secret, ...shown } = created;
    rt.queryClient.setQueryData(reportButtonKeys.key(tenantId), shown);
    return created;
  });
}

/** Every organisation's reported emails (super-admins with ManagePhishing). */
export function useExtensionReports(params: ExtensionReportsParams, enabled = true) {
  const session = useSession();
  return useReportedQuery(
    reportButtonKeys.reports(params),
    (rt) => {
      const { skip, limit, status, search, tenantId, from, to } = params;
      return unwrap(
        rt.client.GET("/api/v1/phishing/extension-reports", {
          params: {
            query: {
              skip,
              limit,
              ...(status ? { status } : {}),
              ...(search ? { search } : {}),
              ...(tenantId ? { tenantId } : {}),
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
            },
          },
        }),
      );
    },
    { enabled: enabled && session.status === "signedIn" },
  );
}

/** The emails the organisation's people reported, simulations' and others (`listPhishingReportedEmails`). */
export function useReportedEmails(tenantId: string | null, params: ReportedEmailsParams, enabled = true) {
  const session = useSession();
  return useReportedQuery(
    reportButtonKeys.reported(tenantId, params),
    (rt) => {
      const { skip, limit, kind, status, search } = params;
      return unwrap(
        rt.client.GET("/api/v1/phishing/reported-emails", {
          params: {
            query: {
              skip,
              limit,
              ...(kind ? { kind } : {}),
              ...(status ? { status } : {}),
              ...(search ? { search } : {}),
            },
          },
        }),
      );
    },
    { enabled: enabled && Boolean(tenantId) && session.status === "signedIn" },
  );
}

/** Sets a report's triage status, then refreshes the list. */
export function useTriageExtensionReport() {
  return useApiMutation(async (rt, input: { id: string; status: ReportStatus }) => {
    const saved = await unwrap(
      rt.client.PATCH("/api/v1/phishing/extension-reports/{reportId}", {
        params: { path: { reportId: input.id } },
        body: { status: input.status },
      }),
    );
    await invalidate(rt, reportButtonKeys.reports());
    return saved;
  });
}

/** Reports an email as the signed-in member (the intranet's report form). */
export function useReportEmail(tenantId: string | null) {
  return useApiMutation(async (rt, body: Schema<"PhishingEmailReportInput">) =>
    unwrap(
      rt.client.POST("/api/v1/phishing/extension/reports", {
        params: { header: tenantId ? { "x-tenant-id": tenantId } : {} },
        body,
      }),
    ),
  );
}

import {
  type LandingPage,
  type LandingPageInput,
  NO_TENANT,
  type PhishingTemplate,
  type PhishingTemplateInput,
  type Schema,
  type SendingProfile,
  type SendingProfileInput,
} from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../../data/hooks";
import { domainKey } from "../../../data/query";
import { useApiQuery } from "../../../data/session";
import { unwrap } from "../../../data/unwrap";

/**
 * Whose phishing content a screen works on: the active organisation's library (common templates
 * and pages to read and copy, its own to change), or the common library that super-admins with
 * ManageTemplatesLibrary manage in Administration → Templates. The same two scopes as the
 * awareness library's `ContentScope`.
 */
export type PhishingScope = "organization" | "common";

/** The cache owner of common content (its calls go out without `x-tenant-id`). */
export const COMMON_PHISHING = "common";

/** Who the hooks work for: the active organisation's id, or {@link COMMON_PHISHING}. */
export type PhishingOwner = string | null;

/** The owner of a scope's content. */
export const phishingOwner = (scope: PhishingScope, tenantId: string | null): PhishingOwner =>
  scope === "common" ? COMMON_PHISHING : tenantId;

/** The header of a call for `owner`: none for common content, else the active organisation's. */
const headerOf = (owner: PhishingOwner) => (owner === COMMON_PHISHING ? NO_TENANT : {});

/** The technique of a template. */
export type PhishingTemplateType = PhishingTemplate["type"];
/** The kind of a landing page: a credential form or one of the feedback pages. */
export type LandingPageType = LandingPage["type"];
/** How a sending profile talks to its SMTP server. */
export type SmtpSecurity = SendingProfile["security"];

/** What a template list asks for (`listPhishingTemplates`). */
export interface TemplateListParams {
  scope: "all" | "common" | "organization";
  skip: number;
  limit: number;
  search?: string;
  type?: PhishingTemplateType;
  language?: PhishingTemplate["language"];
  tag?: string;
}

/** What a landing page list asks for (`listLandingPages`). */
export interface LandingPageListParams {
  skip: number;
  limit: number;
  search?: string;
  type?: LandingPageType;
  language?: LandingPage["language"];
}

/**
 * Cache keys of the phishing content, in the one shape of every domain. Every write refreshes
 * `all(owner)`: a copied template brings its landing page along, a saved page changes which
 * templates may name it, so nothing finer is worth the bookkeeping.
 */
export const phishingContentKeys = {
  all: (owner: PhishingOwner) => domainKey("phishingContent", owner),
  templates: (owner: PhishingOwner, params: TemplateListParams) =>
    domainKey("phishingContent", owner, "templates", { list: params }),
  template: (owner: PhishingOwner, templateId: string) =>
    domainKey("phishingContent", owner, "template", { templateId }),
  landingPages: (owner: PhishingOwner, params: LandingPageListParams) =>
    domainKey("phishingContent", owner, "landingPages", { list: params }),
  landingPage: (owner: PhishingOwner, landingPageId: string) =>
    domainKey("phishingContent", owner, "landingPage", { landingPageId }),
  sendingProfiles: (tenantId: string | null) => domainKey("phishingContent", tenantId, "sendingProfiles"),
  preview: (owner: PhishingOwner, request: Schema<"PhishingTemplatePreviewRequest">) =>
    domainKey("phishingContent", owner, "preview", { request }),
};

/** One page of templates: the common library and, for an organisation, its own. */
export function useTemplateList(owner: PhishingOwner, params: TemplateListParams, enabled: boolean) {
  return useReportedQuery(
    phishingContentKeys.templates(owner, params),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/templates", {
          params: {
            header: headerOf(owner),
            query: owner === COMMON_PHISHING ? { ...params, scope: "common" } : params,
          },
        }),
      ),
    { enabled },
  );
}

/** One template. */
export function useTemplate(owner: PhishingOwner, templateId: string, enabled: boolean) {
  return useReportedQuery(
    phishingContentKeys.template(owner, templateId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/templates/{templateId}", {
          params: { header: headerOf(owner), path: { templateId } },
        }),
      ),
    { enabled: enabled && templateId !== "" },
  );
}

/**
 * Creates a template (`id` absent) or saves one: a common template through the administration's
 * `PUT /templates/{id}`, the organisation's own through `PUT .../organization-template`.
 */
export function useSaveTemplate(owner: PhishingOwner) {
  return useApiMutation(
    async (rt, { id, body }: { id?: string; body: PhishingTemplateInput }): Promise<PhishingTemplate> => {
      const saved = !id
        ? await unwrap(rt.client.POST("/api/v1/phishing/templates", { params: { header: headerOf(owner) }, body }))
        : owner === COMMON_PHISHING
          ? // The administration's editor works on common content: no organisation goes with the call.
            await unwrap(
              rt.client.PUT("/api/v1/phishing/templates/{templateId}", {
                params: { path: { templateId: id } },
                headers: NO_TENANT,
                body,
              }),
            )
          : await unwrap(
              rt.client.PUT("/api/v1/phishing/templates/{templateId}/organization-template", {
                params: { path: { templateId: id } },
                body,
              }),
            );
      await invalidate(rt, phishingContentKeys.all(owner));
      return saved;
    },
  );
}

/** Deletes a template; refreshes the library. */
export function useDeleteTemplate(owner: PhishingOwner) {
  return useApiMutation(async (rt, template: Pick<PhishingTemplate, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/phishing/templates/{templateId}", {
        params: { header: headerOf(owner), path: { templateId: template.id } },
      }),
    );
    await invalidate(rt, phishingContentKeys.all(owner));
    return true;
  });
}

/** Copies a visible template (and its common landing page) into the organisation; answers the copy. */
export function useCopyTemplate(tenantId: string | null) {
  return useApiMutation(async (rt, template: Pick<PhishingTemplate, "id">) => {
    const copy = await unwrap(
      rt.client.PUT("/api/v1/phishing/templates/{templateId}/copy", { params: { path: { templateId: template.id } } }),
    );
    await invalidate(rt, phishingContentKeys.all(tenantId));
    return copy;
  });
}

/**
 * The editor's live preview: the API checks the unsaved template as it would on save and answers
 * it rendered for a sample target, saving nothing. A query (not a mutation) keyed by the request,
 * so typing back to an earlier text shows it from the cache. Not reported to the host as an
 * error event: a refusal here is the author's work in progress, shown beside the preview.
 */
export function useTemplatePreview(
  owner: PhishingOwner,
  request: Schema<"PhishingTemplatePreviewRequest">,
  enabled: boolean,
) {
  return useApiQuery(
    phishingContentKeys.preview(owner, request),
    (rt) =>
      unwrap(
        rt.client.POST("/api/v1/phishing/templates/preview", { params: { header: headerOf(owner) }, body: request }),
      ),
    { enabled },
  );
}

/** Sends a test email of a saved template (`templates/send-testing`). */
export function useSendTestEmail() {
  return useApiMutation((rt, body: Schema<"PhishingTestEmailRequest">) =>
    unwrap(rt.client.POST("/api/v1/phishing/templates/send-testing", { body })),
  );
}

/** One page of landing pages: the common ones and, for an organisation, its own. */
export function useLandingPageList(owner: PhishingOwner, params: LandingPageListParams, enabled: boolean) {
  return useReportedQuery(
    phishingContentKeys.landingPages(owner, params),
    (rt) =>
      unwrap(rt.client.GET("/api/v1/phishing/landing-pages", { params: { header: headerOf(owner), query: params } })),
    { enabled },
  );
}

/** One landing page. */
export function useLandingPage(owner: PhishingOwner, landingPageId: string, enabled: boolean) {
  return useReportedQuery(
    phishingContentKeys.landingPage(owner, landingPageId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/landing-pages/{landingPageId}", {
          params: { header: headerOf(owner), path: { landingPageId } },
        }),
      ),
    { enabled: enabled && landingPageId !== "" },
  );
}

/** Creates a landing page (`id` absent) or saves one. */
export function useSaveLandingPage(owner: PhishingOwner) {
  return useApiMutation(async (rt, { id, body }: { id?: string; body: LandingPageInput }): Promise<LandingPage> => {
    const saved = id
      ? await unwrap(
          rt.client.PUT("/api/v1/phishing/landing-pages/{landingPageId}", {
            params: { header: headerOf(owner), path: { landingPageId: id } },
            body,
          }),
        )
      : await unwrap(rt.client.POST("/api/v1/phishing/landing-pages", { params: { header: headerOf(owner) }, body }));
    await invalidate(rt, phishingContentKeys.all(owner));
    return saved;
  });
}

/** Deletes a landing page; refreshes the library. */
export function useDeleteLandingPage(owner: PhishingOwner) {
  return useApiMutation(async (rt, page: Pick<LandingPage, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/phishing/landing-pages/{landingPageId}", {
        params: { header: headerOf(owner), path: { landingPageId: page.id } },
      }),
    );
    await invalidate(rt, phishingContentKeys.all(owner));
    return true;
  });
}

/** The organisation's sending profiles (a page of up to 100: an organisation keeps a handful). */
export function useSendingProfiles(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    phishingContentKeys.sendingProfiles(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/phishing/sending-profiles", { params: { query: { skip: 0, limit: 100 } } })),
    { enabled: enabled && Boolean(tenantId) },
  );
}

/** Creates a sending profile (`id` absent) or saves one; a password left out keeps the stored one. */
export function useSaveSendingProfile(tenantId: string | null) {
  return useApiMutation(
    async (rt, { id, body }: { id?: string; body: SendingProfileInput }): Promise<SendingProfile> => {
      const saved = id
        ? await unwrap(
            rt.client.PUT("/api/v1/phishing/sending-profiles/{sendingProfileId}", {
              params: { path: { sendingProfileId: id } },
              body,
            }),
          )
        : await unwrap(rt.client.POST("/api/v1/phishing/sending-profiles", { body }));
      await invalidate(rt, phishingContentKeys.sendingProfiles(tenantId));
      return saved;
    },
  );
}

/** Deletes a sending profile. */
export function useDeleteSendingProfile(tenantId: string | null) {
  return useApiMutation(async (rt, profile: Pick<SendingProfile, "id">) => {
    await unwrap(
      rt.client.DELETE("/api/v1/phishing/sending-profiles/{sendingProfileId}", {
        params: { path: { sendingProfileId: profile.id } },
      }),
    );
    await invalidate(rt, phishingContentKeys.sendingProfiles(tenantId));
    return true;
  });
}

import type { NanoCampaign, NanoCampaignContentInput, NanoCampaignInput, Schema } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import { unwrap } from "../../data/unwrap";

/** A tab of the campaigns list: running, waiting for their first email, or stopped/finished. */
export type NanoCampaignState = Schema<"NanoCampaignState">;

/** What the campaigns list asks for: one tab, one page, optionally a search. */
export interface NanoCampaignListParams {
  state: NanoCampaignState;
  skip: number;
  limit: number;
  search?: string;
}

/**
 * Cache keys of the nano campaigns, in the one shape of every domain (`[domain, tenantId,
 * resource, params]`). Every write refreshes `all(tenantId)`: stopping or changing a content moves
 * a campaign between tabs and changes its figures, so nothing finer is worth the bookkeeping.
 */
export const nanoKeys = {
  all: (tenantId: string | null) => domainKey("nano", tenantId),
  list: (tenantId: string | null, params: NanoCampaignListParams) =>
    domainKey("nano", tenantId, "campaigns", { list: params }),
  campaign: (tenantId: string | null, campaignId: string) => domainKey("nano", tenantId, "campaign", { campaignId }),
  learners: (tenantId: string | null, campaignId: string, page: { skip: number; limit: number }) =>
    domainKey("nano", tenantId, "campaign", { campaignId }, "learners", page),
  pages: (tenantId: string | null, search: string) => domainKey("nano", tenantId, "pages", { search }),
};

/** One tab's page of campaigns (`listNanoCampaigns`). */
export function useNanoCampaignList(tenantId: string | null, params: NanoCampaignListParams, enabled: boolean) {
  return useReportedQuery(
    nanoKeys.list(tenantId, params),
    (rt) => unwrap(rt.client.GET("/api/v1/learning/nano-campaigns", { params: { query: params } })),
    { enabled },
  );
}

/** One campaign with its contents, settings and figures (`getNanoCampaign`). */
export function useNanoCampaign(tenantId: string | null, campaignId: string, enabled: boolean) {
  return useReportedQuery(
    nanoKeys.campaign(tenantId, campaignId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/nano-campaigns/{nanoCampaignId}", {
          params: { path: { nanoCampaignId: campaignId } },
        }),
      ),
    { enabled: enabled && campaignId !== "" },
  );
}

/** One page of a campaign's learners with each content's event sequence. */
export function useNanoCampaignLearners(
  tenantId: string | null,
  campaignId: string,
  page: { skip: number; limit: number },
  enabled: boolean,
) {
  return useReportedQuery(
    nanoKeys.learners(tenantId, campaignId, page),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/nano-campaigns/{nanoCampaignId}/learners", {
          params: { path: { nanoCampaignId: campaignId }, query: page },
        }),
      ),
    { enabled: enabled && campaignId !== "" },
  );
}

/** How many nano pages the wizard's picker lists at once (the organisation's visible ones). */
export const NANO_PAGES_LIMIT = 100;

/** The nano pages the organisation can send, common and its own (`listAllNanoPages`). */
export function useNanoPages(tenantId: string | null, search: string, enabled: boolean) {
  return useReportedQuery(
    nanoKeys.pages(tenantId, search),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/learning/nano-pages/all", {
          params: { query: { skip: 0, limit: NANO_PAGES_LIMIT, ...(search ? { search } : {}) } },
        }),
      ),
    { enabled },
  );
}

/** Creates a campaign (the wizard's three steps in one call); refreshes the lists. */
export function useCreateNanoCampaign(tenantId: string | null) {
  return useApiMutation(async (rt, body: NanoCampaignInput): Promise<NanoCampaign> => {
    const created = await unwrap(rt.client.POST("/api/v1/learning/nano-campaigns", { body }));
    await invalidate(rt, nanoKeys.all(tenantId));
    return created;
  });
}

/** Stops a campaign for good; refreshes the lists and the campaign. */
export function useStopNanoCampaign(tenantId: string | null) {
  return useApiMutation(async (rt, campaign: Pick<NanoCampaign, "id">): Promise<NanoCampaign> => {
    const stopped = await unwrap(
      rt.client.POST("/api/v1/learning/nano-campaigns/{nanoCampaignId}/stop", {
        params: { path: { nanoCampaignId: campaign.id } },
      }),
    );
    await invalidate(rt, nanoKeys.all(tenantId));
    return stopped;
  });
}

/** Adds a content (`contentId` absent) or changes one that has not begun sending. */
export function useSaveNanoContent(tenantId: string | null, campaignId: string) {
  return useApiMutation(
    async (rt, { contentId, body }: { contentId?: string; body: NanoCampaignContentInput }): Promise<NanoCampaign> => {
      const saved = contentId
        ? await unwrap(
            rt.client.PUT("/api/v1/learning/nano-campaigns/{nanoCampaignId}/contents/{contentId}", {
              params: { path: { nanoCampaignId: campaignId, contentId } },
              body,
            }),
          )
        : await unwrap(
            rt.client.POST("/api/v1/learning/nano-campaigns/{nanoCampaignId}/contents", {
              params: { path: { nanoCampaignId: campaignId } },
              body,
            }),
          );
      await invalidate(rt, nanoKeys.all(tenantId));
      return saved;
    },
  );
}

/** Removes a content that has not begun sending. */
export function useRemoveNanoContent(tenantId: string | null, campaignId: string) {
  return useApiMutation(async (rt, contentId: string): Promise<NanoCampaign> => {
    const saved = await unwrap(
      rt.client.DELETE("/api/v1/learning/nano-campaigns/{nanoCampaignId}/contents/{contentId}", {
        params: { path: { nanoCampaignId: campaignId, contentId } },
      }),
    );
    await invalidate(rt, nanoKeys.all(tenantId));
    return saved;
  });
}

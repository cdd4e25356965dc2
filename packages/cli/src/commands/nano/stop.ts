import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark nano campaigns stop` answers. */
export interface NanoCampaignStopResult {
  id: string;
  name: string;
  status: Schema<"NanoCampaignStatus">;
  stoppedAt: string | null;
  sentCount: number;
}

/** The campaign, for the confirmation question (its name, and that it is not stopped yet). */
export async function getNanoCampaign(session: Session, campaignId: string): Promise<Schema<"NanoCampaign">> {
  return unwrap(
    await session.client.GET("/api/v1/learning/nano-campaigns/{nanoCampaignId}", {
      params: { path: { nanoCampaignId: campaignId } },
    }),
  );
}

/** Stops a campaign for good: its unsent emails are cancelled. */
export async function stopNanoCampaign(session: Session, campaignId: string): Promise<NanoCampaignStopResult> {
  const campaign = unwrap(
    await session.client.POST("/api/v1/learning/nano-campaigns/{nanoCampaignId}/stop", {
      params: { path: { nanoCampaignId: campaignId } },
    }),
  );
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    stoppedAt: campaign.stoppedAt,
    sentCount: campaign.statistics.sentCount,
  };
}

/** Plain output. */
export const nanoCampaignStopLines = (r: NanoCampaignStopResult) => [
  `Stopped ${r.name} (${r.id}); ${r.sentCount} email${r.sentCount === 1 ? "" : "s"} had been sent, the rest are cancelled`,
];

import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type NanoCampaignSummary = Schema<"NanoCampaignSummary">;
export type NanoCampaignState = Schema<"NanoCampaignState">;

/** What `bulwark nano campaigns list` answers. */
export interface NanoCampaignsListResult {
  items: NanoCampaignSummary[];
  total: number;
}

const STATES: readonly NanoCampaignState[] = ["active", "upcoming", "finished"];
const PAGE = 100;

/** `--state` as the API's tab, or a usage error naming the three. */
export function parseState(value: string | undefined): NanoCampaignState | undefined {
  if (value === undefined) return undefined;
  if (!STATES.includes(value as NanoCampaignState)) {
    throw new UsageError(`--state must be one of ${STATES.join(", ")}`);
  }
  return value as NanoCampaignState;
}

/** Every nano campaign of the active organization (one tab with `state`), newest first, page by page. */
export async function listNanoCampaigns(
  session: Session,
  state: NanoCampaignState | undefined,
): Promise<NanoCampaignsListResult> {
  const items: NanoCampaignSummary[] = [];
  let total = 0;
  do {
    const page = unwrap(
      await session.client.GET("/api/v1/learning/nano-campaigns", {
        params: { query: { skip: items.length, limit: PAGE, ...(state ? { state } : {}) } },
      }),
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total };
}

/** "12 Oct 2026 → 19 Oct 2026" in UTC dates, "—" for a campaign without contents. */
export const campaignSpan = (c: Pick<NanoCampaignSummary, "startsAt" | "endsAt">) =>
  c.startsAt && c.endsAt ? `${c.startsAt.slice(0, 10)} → ${c.endsAt.slice(0, 10)}` : "—";

/** Plain output: `id<TAB>status<TAB>name<TAB>learners<TAB>engagement%<TAB>start<TAB>end` per line. */
export const nanoCampaignsListLines = (result: NanoCampaignsListResult) =>
  result.items.map((c) =>
    [c.id, c.status, c.name, c.learnersCount, `${c.engagementRate}%`, c.startsAt ?? "", c.endsAt ?? ""].join("\t"),
  );

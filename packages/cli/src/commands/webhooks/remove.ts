import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { findWebhook } from "./list.js";

/** What `bulwark webhooks remove` answers. */
export interface WebhooksRemoveResult {
  id: string;
  url: string;
}

/** Removes an endpoint (by id or URL) with its delivery log. */
export async function removeWebhook(session: Session, ref: string): Promise<WebhooksRemoveResult> {
  const endpoint = await findWebhook(session, ref);
  unwrap(
    await session.client.DELETE("/api/v1/webhooks/endpoints/{endpointId}", {
      params: { path: { endpointId: endpoint.id } },
    }),
  );
  return { id: endpoint.id, url: endpoint.url };
}

/** Plain output. */
export const webhooksRemoveLines = (r: WebhooksRemoveResult) => [`Removed ${r.url} (${r.id})`];

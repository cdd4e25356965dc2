import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { type WebhooksAddResult, webhooksAddLines } from "./add.js";
import { findWebhook } from "./list.js";

/** What `bulwark webhooks rotate` answers: the endpoint and its new secret, shown this once. */
export type WebhooksRotateResult = WebhooksAddResult;

/**
 * Gives an endpoint (by id or URL) a new signing secret. The old one stays valid for a day (each
 * delivery is signed with both), so a receiver can switch without losing a delivery.
 */
export async function rotateWebhookSecret(session: Session, ref: string): Promise<WebhooksRotateResult> {
  const endpoint = await findWebhook(session, ref);
  return unwrap(
    await session.client.POST("/api/v1/webhooks/endpoints/{endpointId}/rotate-secret", {
      params: { path: { endpointId: endpoint.id } },
    }),
  );
}

/** Plain output: `id<TAB>url<TAB>new secret`, the lines `webhooks add` prints. */
export const webhooksRotateLines = webhooksAddLines;

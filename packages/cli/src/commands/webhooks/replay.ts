import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark webhooks replay` answers: the new, queued delivery. */
export type WebhooksReplayResult = Schema<"WebhookDelivery">;

/** Sends a delivery's message again (same `webhook-id` and body) as a new delivery. */
export async function replayDelivery(session: Session, deliveryId: string): Promise<WebhooksReplayResult> {
  return unwrap(
    await session.client.POST("/api/v1/webhooks/deliveries/{deliveryId}/replay", {
      params: { path: { deliveryId } },
    }),
  );
}

/** Plain output: `new delivery id<TAB>status`. */
export const webhooksReplayLines = (r: WebhooksReplayResult) => [`${r.id}\t${r.status}`];

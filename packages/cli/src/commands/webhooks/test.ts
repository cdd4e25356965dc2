import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { findWebhook } from "./list.js";

/** What `bulwark webhooks test` answers: the queued delivery of the test message. */
export type WebhooksTestResult = Schema<"WebhookDelivery"> & { url: string };

/** Queues a signed `WebhookTest` message to an endpoint (by id or URL). */
export async function testWebhook(session: Session, ref: string): Promise<WebhooksTestResult> {
  const endpoint = await findWebhook(session, ref);
  const delivery = unwrap(
    await session.client.POST("/api/v1/webhooks/endpoints/{endpointId}/test", {
      params: { path: { endpointId: endpoint.id } },
    }),
  );
  return { ...delivery, url: endpoint.url };
}

/** Plain output: `delivery id<TAB>status`. */
export const webhooksTestLines = (r: WebhooksTestResult) => [`${r.id}\t${r.status}`];

import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark webhooks delivery` answers: the delivery, the body as signed, every attempt. */
export type WebhooksDeliveryResult = Schema<"WebhookDeliveryDetail">;

/** One delivery with its body and every attempt, as a receiver's developer debugs it. */
export async function showDelivery(session: Session, deliveryId: string): Promise<WebhooksDeliveryResult> {
  return unwrap(
    await session.client.GET("/api/v1/webhooks/deliveries/{deliveryId}", { params: { path: { deliveryId } } }),
  );
}

/** The body as sent, indented when it is JSON. */
export function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * Plain output: one line per attempt, `attempt<TAB>attempted at<TAB>status<TAB>latency ms<TAB>error`
 * (status empty when nothing answered, error empty on success); `--json` has the body and answers.
 */
export const webhooksDeliveryLines = (r: WebhooksDeliveryResult) =>
  r.attemptLog.map((a) => [a.attempt, a.attemptedAt, a.responseStatus ?? "", a.latencyMs, a.error ?? ""].join("\t"));

import type { Subscriber } from "../../platform/events/events.js";
import type { Platform } from "../../platform/platform.js";
import { enqueueAttempt, WebhooksRepository } from "./webhooks.repository.js";

/** The body of every webhook: `{ type, timestamp, data }`, as Standard Webhooks recommends. */
export const webhookBody = (type: string, timestamp: string, data: unknown) =>
  JSON.stringify({ type, timestamp, data });

/**
 * Turns each event into one delivery per enabled endpoint subscribed to its type, with its first
 * attempt queued, in the dispatch transaction: an event gets its deliveries exactly once, in the
 * organisation's event order. The event id is the message id (`webhook-id`).
 */
export function webhooksSubscriber(platform: Pick<Platform, "queue">): Subscriber {
  return {
    name: "webhooks",
    async handle(event, trx) {
      const repository = new WebhooksRepository(trx, event.tenantId);
      const payload = webhookBody(event.type, event.occurredAt, event.data);
      for (const endpoint of await repository.subscribedTo(event.type)) {
        const delivery = await repository.insertDelivery({
          endpoint_id: endpoint.id,
          message_id: event.id,
          event_type: event.type,
          payload,
          replay_of: null,
          created_at: new Date().toISOString(),
        });
        await enqueueAttempt(platform.queue, trx, { deliveryId: delivery.id, attempt: 1 });
      }
    },
  };
}

import { type BulwarkClient, domainEventTypeValues, type Schema } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../../data/hooks";
import { domainKey } from "../../../data/query";
import { unwrap } from "../../../data/unwrap";

/** A webhook endpoint as the API answers it. */
export type WebhookEndpoint = Schema<"WebhookEndpoint">;
/** A delivery of one message to one endpoint. */
export type WebhookDelivery = Schema<"WebhookDelivery">;
/** A delivery with the exact body sent and every attempt. */
export type WebhookDeliveryDetail = Schema<"WebhookDeliveryDetail">;
/** An endpoint with its signing secret, shown once (creation and rotation). */
export type EndpointWithSecret = Schema<"WebhookEndpointWithSecret">;
/** An event type an endpoint can subscribe to. */
export type DomainEventType = Schema<"DomainEventType">;

/** Every event type, in the contract's order. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = domainEventTypeValues;

/**
 * Cache keys of an organisation's webhooks, in the one shape `[domain, tenantId, resource, params]`
 * and all under `["webhooks", tenantId]`, so one invalidation refreshes the endpoint list and every
 * delivery log.
 */
export const webhookKeys = {
  all: (tenantId: string) => domainKey("webhooks", tenantId),
  endpoints: (tenantId: string, skip: number, limit: number) =>
    domainKey("webhooks", tenantId, "endpoints", { skip, limit }),
  deliveries: (tenantId: string, endpointId: string, skip: number, limit: number) =>
    domainKey("webhooks", tenantId, "deliveries", { endpointId, skip, limit }),
  delivery: (tenantId: string, deliveryId: string) => domainKey("webhooks", tenantId, "delivery", { deliveryId }),
};

/** Sends the organisation explicitly: a query may start before the client hears of a switch. */
const tenantHeader = (tenantId: string) => ({ header: { "x-tenant-id": tenantId } });

/** One page of the organisation's endpoints. */
export function useWebhookEndpoints(tenantId: string | null, skip: number, limit: number, enabled: boolean) {
  return useReportedQuery(
    webhookKeys.endpoints(tenantId ?? "", skip, limit),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/webhooks/endpoints", {
          params: { ...tenantHeader(tenantId ?? ""), query: { skip, limit } },
        }),
      ),
    { enabled: enabled && tenantId !== null },
  );
}

/** One page of an endpoint's delivery log, newest first. */
export function useWebhookDeliveries(tenantId: string, endpointId: string | null, skip: number, limit: number) {
  return useReportedQuery(
    webhookKeys.deliveries(tenantId, endpointId ?? "", skip, limit),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/webhooks/endpoints/{endpointId}/deliveries", {
          params: { ...tenantHeader(tenantId), path: { endpointId: endpointId ?? "" }, query: { skip, limit } },
        }),
      ),
    { enabled: endpointId !== null },
  );
}

/** One delivery with its body and every attempt; fetched while `deliveryId` is set. */
export function useWebhookDelivery(tenantId: string, deliveryId: string | null) {
  return useReportedQuery(
    webhookKeys.delivery(tenantId, deliveryId ?? ""),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/webhooks/deliveries/{deliveryId}", {
          params: { ...tenantHeader(tenantId), path: { deliveryId: deliveryId ?? "" } },
        }),
      ),
    { enabled: deliveryId !== null },
  );
}

/** Runs a webhook write, then refreshes every webhook query of the organisation. */
function useWebhookMutation<V, R>(tenantId: string, run: (client: BulwarkClient, variables: V) => Promise<R>) {
  return useApiMutation(async (rt, variables: V) => {
    const result = await run(rt.client, variables);
    await invalidate(rt, webhookKeys.all(tenantId));
    return result;
  });
}

/** Registers an endpoint; answers it with its secret. */
export const useCreateWebhook = (tenantId: string) =>
  useWebhookMutation(tenantId, (client, body: Schema<"WebhookEndpointInput">) =>
    unwrap(client.POST("/api/v1/webhooks/endpoints", { params: tenantHeader(tenantId), body })),
  );

/** Changes an endpoint (here: enables or disables it). */
export const useUpdateWebhook = (tenantId: string) =>
  useWebhookMutation(tenantId, (client, { id, ...body }: Schema<"WebhookEndpointUpdate"> & { id: string }) =>
    unwrap(
      client.PATCH("/api/v1/webhooks/endpoints/{endpointId}", {
        params: { ...tenantHeader(tenantId), path: { endpointId: id } },
        body,
      }),
    ),
  );

/** Removes an endpoint and its delivery log. */
export const useDeleteWebhook = (tenantId: string) =>
  useWebhookMutation(tenantId, async (client, endpoint: WebhookEndpoint) => {
    await unwrap(
      client.DELETE("/api/v1/webhooks/endpoints/{endpointId}", {
        params: { ...tenantHeader(tenantId), path: { endpointId: endpoint.id } },
      }),
    );
    return true;
  });

/** Gives an endpoint a new secret; answers it, shown once. */
export const useRotateWebhookSecret = (tenantId: string) =>
  useWebhookMutation(tenantId, (client, endpoint: WebhookEndpoint) =>
    unwrap(
      client.POST("/api/v1/webhooks/endpoints/{endpointId}/rotate-secret", {
        params: { ...tenantHeader(tenantId), path: { endpointId: endpoint.id } },
      }),
    ),
  );

/** Queues a signed test message to an endpoint. */
export const useSendWebhookTest = (tenantId: string) =>
  useWebhookMutation(tenantId, (client, endpoint: WebhookEndpoint) =>
    unwrap(
      client.POST("/api/v1/webhooks/endpoints/{endpointId}/test", {
        params: { ...tenantHeader(tenantId), path: { endpointId: endpoint.id } },
      }),
    ),
  );

/** Sends a delivery's message again as a new delivery. */
export const useReplayWebhookDelivery = (tenantId: string) =>
  useWebhookMutation(tenantId, (client, delivery: WebhookDelivery) =>
    unwrap(
      client.POST("/api/v1/webhooks/deliveries/{deliveryId}/replay", {
        params: { ...tenantHeader(tenantId), path: { deliveryId: delivery.id } },
      }),
    ),
  );

import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { WebhooksService } from "./webhooks.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

export function webhooksRoutes(bind: Bind, webhooks: WebhooksService): Router {
  const r = Router();
  bind(r, "listWebhookEndpoints", ({ query }, ctx) => webhooks.list(ctx, query));
  bind(r, "createWebhookEndpoint", ({ body }, ctx) => webhooks.create(ctx, body));
  bind(r, "getWebhookEndpoint", ({ path }, ctx) => webhooks.get(ctx, path.endpointId));
  bind(r, "updateWebhookEndpoint", ({ path, body }, ctx) => webhooks.update(ctx, path.endpointId, body));
  bind(r, "deleteWebhookEndpoint", ({ path }, ctx) => webhooks.remove(ctx, path.endpointId));
  bind(r, "rotateWebhookSecret", ({ path }, ctx) => webhooks.rotateSecret(ctx, path.endpointId));
  bind(r, "sendWebhookTest", ({ path }, ctx) => webhooks.sendTest(ctx, path.endpointId));
  bind(r, "listWebhookDeliveries", ({ path, query }, ctx) => webhooks.deliveries(ctx, path.endpointId, query));
  bind(r, "getWebhookDelivery", ({ path }, ctx) => webhooks.delivery(ctx, path.deliveryId));
  bind(r, "replayWebhookDelivery", ({ path }, ctx) => webhooks.replay(ctx, path.deliveryId));
  return r;
}

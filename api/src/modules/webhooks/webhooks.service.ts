import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { isoIn, nowIso } from "../../platform/db/database.js";
import { notFound, validationFailed } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import { ipVersion, isPublicAddress } from "../../platform/net/addresses.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { requirements } from "./webhooks.access.js";
import { secretOwner } from "./webhooks.delivery.js";
import {
  type DeliveryRow,
  enqueueAttempt,
  toDelivery,
  toEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  WebhooksRepository,
} from "./webhooks.repository.js";
import { newWebhookSecret } from "./webhooks.signing.js";
import { webhookBody } from "./webhooks.subscriber.js";

/** After a rotation, deliveries are signed with the old secret too for this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

type EndpointWithSecret = Schema<"WebhookEndpointWithSecret">;

/**
 * An organisation's webhook endpoints, their secrets, test messages, delivery log and replays.
 * Secrets are sealed (AES-256-GCM, bound to organisation and endpoint) and shown only when made.
 */
export class WebhooksService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new WebhooksRepository(db, tenantId));
  }

  /**
   * A URL whose host is a private or loopback address literal is refused up front (unless private
   * networks are allowed); names are checked at every delivery, when they are resolved.
   */
  private checkUrl(url: string) {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
    const literal = ipVersion(host) !== 0 || host === "localhost";
    if (literal && !this.platform.config.allowPrivateNetwork && (host === "localhost" || !isPublicAddress(host))) {
      throw validationFailed([{ path: "body.url", message: "Private and loopback addresses cannot receive webhooks" }]);
    }
  }

  async list(ctx: RequestContext, query: { skip?: number; limit?: number }): Promise<Schema<"WebhookEndpointList">> {
    const { repositories: repository } = await this.scope(ctx, requirements.manage);
    return repository.listEndpoints(query.skip ?? 0, query.limit ?? 20);
  }

  async get(ctx: RequestContext, endpointId: string): Promise<WebhookEndpoint> {
    const { repositories: repository } = await this.scope(ctx, requirements.manage);
    const row = await repository.findEndpoint(endpointId);
    if (!row) throw notFound("Webhook endpoint");
    return toEndpoint(row);
  }

  async create(ctx: RequestContext, body: Schema<"WebhookEndpointInput">): Promise<EndpointWithSecret> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    this.checkUrl(body.url);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const now = nowIso();
    const enabled = body.enabled ?? true;
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const stored = await new WebhooksRepository(trx, tenantId).insertEndpoint({
        id,
        url: body.url,
        description: body.description ?? "",
        event_types: JSON.stringify(body.eventTypes),
        enabled: enabled ? 1 : 0,
        disabled_reason: enabled ? null : "Manual",
        secret: this.platform.secrets.seal(secret, secretOwner(tenantId, id)),
        previous_secret: null,
        previous_secret_expires_at: null,
        failed_in_a_row: 0,
        created_at: now,
        updated_at: now,
      });
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "WebhookEndpointCreated",
        eventGroup: "TenantManagement",
        description: `Webhook endpoint ${body.url} added`,
        data: { endpointId: id, url: body.url, eventTypes: body.eventTypes },
      });
      return stored;
    });
    return { endpoint: toEndpoint(row), secret };
  }

  async update(
    ctx: RequestContext,
    endpointId: string,
    body: Schema<"WebhookEndpointUpdate">,
  ): Promise<WebhookEndpoint> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    if (body.url !== undefined) this.checkUrl(body.url);
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const repository = new WebhooksRepository(trx, tenantId);
      const current = await repository.findEndpoint(endpointId);
      if (!current) throw notFound("Webhook endpoint");
      const enabling = body.enabled === true && current.enabled !== 1;
      const updated = await repository.updateEndpoint(endpointId, {
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.eventTypes !== undefined ? { event_types: JSON.stringify(body.eventTypes) } : {}),
        ...(body.enabled === false && current.enabled === 1 ? { enabled: 0, disabled_reason: "Manual" } : {}),
        // Enabled again: the failures that disabled it are forgiven.
        ...(enabling ? { enabled: 1, disabled_reason: null, failed_in_a_row: 0 } : {}),
        updated_at: nowIso(),
      });
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "WebhookEndpointUpdated",
        eventGroup: "TenantManagement",
        description: `Webhook endpoint ${updated?.url ?? current.url} updated`,
        data: { endpointId, url: updated?.url ?? current.url, changed: Object.keys(body).sort() },
      });
      return updated ?? current;
    });
    return toEndpoint(row);
  }

  async remove(ctx: RequestContext, endpointId: string): Promise<void> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    await this.platform.db.transaction().execute(async (trx) => {
      const repository = new WebhooksRepository(trx, tenantId);
      const current = await repository.findEndpoint(endpointId);
      if (!current || !(await repository.deleteEndpoint(endpointId))) throw notFound("Webhook endpoint");
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "WebhookEndpointDeleted",
        eventGroup: "TenantManagement",
        description: `Webhook endpoint ${current.url} removed`,
        data: { endpointId, url: current.url },
      });
    });
  }

  /** A new secret; the current one becomes the previous one and keeps signing for a day. */
  async rotateSecret(ctx: RequestContext, endpointId: string): Promise<EndpointWithSecret> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    const secret = newWebhookSecret();
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const repository = new WebhooksRepository(trx, tenantId);
      const current = await repository.findEndpoint(endpointId);
      if (!current) throw notFound("Webhook endpoint");
      const updated = await repository.updateEndpoint(endpointId, {
        secret: this.platform.secrets.seal(secret, secretOwner(tenantId, endpointId)),
        previous_secret: current.secret,
        previous_secret_expires_at: isoIn(ROTATION_OVERLAP_MS),
        updated_at: nowIso(),
      });
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "WebhookSecretRotated",
        eventGroup: "TenantManagement",
        description: `Signing secret of webhook endpoint ${current.url} rotated`,
        data: { endpointId, url: current.url },
      });
      return updated ?? current;
    });
    return { endpoint: toEndpoint(row), secret };
  }

  /** Queues a signed `WebhookTest` message to the endpoint. */
  async sendTest(ctx: RequestContext, endpointId: string): Promise<WebhookDelivery> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    return this.platform.db.transaction().execute(async (trx) => {
      const repository = new WebhooksRepository(trx, tenantId);
      if (!(await repository.findEndpoint(endpointId))) throw notFound("Webhook endpoint");
      const at = nowIso();
      const data: Schema<"WebhookTestData"> = { endpointId, message: "A test message from Bulwark." };
      const delivery = await repository.insertDelivery({
        endpoint_id: endpointId,
        message_id: randomUUID(),
        event_type: "WebhookTest",
        payload: webhookBody("WebhookTest", at, data),
        replay_of: null,
        created_at: at,
      });
      await enqueueAttempt(this.platform.queue, trx, { deliveryId: delivery.id, attempt: 1 });
      return toDelivery(delivery);
    });
  }

  async deliveries(
    ctx: RequestContext,
    endpointId: string,
    query: { skip?: number; limit?: number; status?: DeliveryRow["status"] },
  ): Promise<Schema<"WebhookDeliveryList">> {
    const { repositories: repository } = await this.scope(ctx, requirements.manage);
    if (!(await repository.findEndpoint(endpointId))) throw notFound("Webhook endpoint");
    return repository.listDeliveries(endpointId, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
      ...(query.status ? { status: query.status } : {}),
    });
  }

  async delivery(ctx: RequestContext, deliveryId: string): Promise<Schema<"WebhookDeliveryDetail">> {
    const { repositories: repository } = await this.scope(ctx, requirements.manage);
    const row = await repository.findDelivery(deliveryId);
    if (!row) throw notFound("Webhook delivery");
    return { delivery: toDelivery(row), payload: row.payload, attemptLog: await repository.attempts(deliveryId) };
  }

  /** The same message (same `webhook-id` and body) as a new delivery, whatever the first one's fate. */
  async replay(ctx: RequestContext, deliveryId: string): Promise<WebhookDelivery> {
    const { tenantId } = await this.scope(ctx, requirements.manage);
    return this.platform.db.transaction().execute(async (trx) => {
      const repository = new WebhooksRepository(trx, tenantId);
      const original = await repository.findDelivery(deliveryId);
      if (!original) throw notFound("Webhook delivery");
      const delivery = await repository.insertDelivery({
        endpoint_id: original.endpoint_id,
        message_id: original.message_id,
        event_type: original.event_type,
        payload: original.payload,
        replay_of: original.id,
        created_at: nowIso(),
      });
      await enqueueAttempt(this.platform.queue, trx, { deliveryId: delivery.id, attempt: 1 });
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "WebhookDeliveryReplayed",
        eventGroup: "TenantManagement",
        description: `Webhook delivery of ${original.event_type} replayed`,
        data: {
          endpointId: original.endpoint_id,
          eventType: original.event_type,
          deliveryId: original.id,
          replayId: delivery.id,
        },
      });
      return toDelivery(delivery);
    });
  }
}

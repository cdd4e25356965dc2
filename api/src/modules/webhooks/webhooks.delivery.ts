import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { nowIso } from "../../platform/db/database.js";
import type { Database } from "../../platform/db/schema.js";
import { emails } from "../../platform/mail/templates.js";
import { NetError } from "../../platform/net/net-error.js";
import { createResolver, type Resolver } from "../../platform/net/resolver.js";
import { safeFetch } from "../../platform/net/safe-fetch.js";
import { type Platform, SEND_EMAIL } from "../../platform/platform.js";
import { writeActivity } from "../activity-logs/activity-log.writer.js";
import { tenantMembersWith } from "../notifications/notifications.repository.js";
import { type DeliverJob, type DeliveryRow, type EndpointRow, enqueueAttempt } from "./webhooks.repository.js";
import { retryDelaySeconds, signWebhook } from "./webhooks.signing.js";

/** A receiver has this long to answer (Standard Webhooks suggests a short timeout). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the attempt log keeps. */
const RESPONSE_KEPT = 1024;
const USER_AGENT = "Bulwark-Webhooks/1";

/** The associated data that binds a sealed endpoint secret to its organisation and endpoint. */
export const secretOwner = (tenantId: string, endpointId: string) => `webhook:${tenantId}:${endpointId}`;

/** What one attempt saw. */
interface Outcome {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
  body: string | null;
}

/**
 * Sends webhook deliveries, one attempt per {@link WEBHOOKS_DELIVER} job. An attempt POSTs the
 * stored body, signed with the endpoint's secret (and the previous one during a rotation's day),
 * through the SSRF-safe fetch (no private addresses unless ALLOW_PRIVATE_NETWORK; 10 s; redirects
 * not followed). A 2xx answer succeeds. Anything else is logged as an attempt and, while the
 * schedule (WEBHOOK_RETRY_DELAYS) lasts, the next attempt is queued in the same transaction;
 * after the last the delivery is Failed, and an endpoint whose deliveries failed
 * WEBHOOK_DISABLE_AFTER times in a row is disabled and its organisation's admins are emailed.
 */
export class WebhookSender {
  private resolver: Resolver | undefined;

  constructor(private readonly platform: Platform) {}

  /** The secrets to sign with now: the current one, and the previous one until it expires. */
  private secrets(endpoint: EndpointRow): string[] {
    const owner = secretOwner(endpoint.tenant_id, endpoint.id);
    const secrets = [this.platform.secrets.open(endpoint.secret, owner)];
    if (endpoint.previous_secret && (endpoint.previous_secret_expires_at ?? "") > nowIso()) {
      secrets.push(this.platform.secrets.open(endpoint.previous_secret, owner));
    }
    return secrets;
  }

  async deliver(job: DeliverJob): Promise<void> {
    const { db } = this.platform;
    const delivery = await db
      .selectFrom("webhook_deliveries")
      .selectAll()
      .where("id", "=", job.deliveryId)
      .executeTakeFirst();
    // Gone (endpoint deleted), settled, or this attempt already ran (a duplicate job after a lost lease).
    if (delivery?.status !== "Pending" || delivery.attempts !== job.attempt - 1) return;
    const endpoint = await db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("tenant_id", "=", delivery.tenant_id)
      .where("id", "=", delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint) return;
    // A test or a replay is someone asking now, so it goes out even to a disabled endpoint.
    const asked = delivery.replay_of !== null || delivery.event_type === "WebhookTest";
    if (endpoint.enabled !== 1 && !asked) {
      await db
        .updateTable("webhook_deliveries")
        .set({ status: "Failed", next_attempt_at: null, last_error: "The endpoint is disabled" })
        .where("id", "=", delivery.id)
        .where("status", "=", "Pending")
        .execute();
      return;
    }
    const outcome = await this.send(endpoint, delivery);
    await db.transaction().execute((trx) => this.record(trx, endpoint, delivery, job.attempt, outcome));
  }

  private async send(endpoint: EndpointRow, delivery: DeliveryRow): Promise<Outcome> {
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    try {
      this.resolver ??= createResolver({ servers: this.platform.config.dnsServers, timeoutMs: 5_000 });
      const response = await safeFetch(endpoint.url, {
        method: "POST",
        body: delivery.payload,
        headers: {
          "content-type": "application/json",
          "user-agent": USER_AGENT,
          accept: "*/*",
          "webhook-id": delivery.message_id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(this.secrets(endpoint), delivery.message_id, timestamp, delivery.payload),
        },
        resolver: this.resolver,
        allowPrivateNetwork: this.platform.config.allowPrivateNetwork,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        followRedirects: false,
        maxBytes: RESPONSE_KEPT,
        truncateBody: true,
      });
      const ok = response.status >= 200 && response.status < 300;
      const error = ok
        ? null
        : response.location !== undefined
          ? `Redirect ${response.status} to ${response.location.slice(0, 200)} (redirects are not followed)`
          : `HTTP ${response.status}`;
      return { ok, status: response.status, latencyMs: latency(), error, body: response.body || null };
    } catch (error) {
      const reason = error instanceof NetError ? error.message : "Sending failed unexpectedly";
      if (!(error instanceof NetError)) {
        this.platform.logger.error("webhook send failed", { deliveryId: delivery.id, error: String(error) });
      }
      return { ok: false, status: null, latencyMs: latency(), error: reason, body: null };
    }
  }

  private async record(
    trx: Transaction<Database>,
    endpoint: EndpointRow,
    delivery: DeliveryRow,
    attempt: number,
    outcome: Outcome,
  ): Promise<void> {
    const at = nowIso();
    const inserted = await trx
      .insertInto("webhook_attempts")
      .values({
        id: randomUUID(),
        delivery_id: delivery.id,
        attempt,
        attempted_at: at,
        response_status: outcome.status,
        latency_ms: outcome.latencyMs,
        error: outcome.error,
        response_body: outcome.body,
      })
      .onConflict((oc) => oc.columns(["delivery_id", "attempt"]).doNothing())
      .executeTakeFirst();
    // Another worker recorded this attempt first (a lease ran out mid-request): its record stands.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;

    const delay = outcome.ok ? undefined : retryDelaySeconds(this.platform.config.webhookRetryDelays, attempt);
    const next = delay === undefined ? null : new Date(Date.now() + delay * 1000);
    const status: DeliveryRow["status"] = outcome.ok ? "Succeeded" : next ? "Pending" : "Failed";
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status,
        attempts: attempt,
        last_attempt_at: at,
        next_attempt_at: next?.toISOString() ?? null,
        response_status: outcome.status,
        latency_ms: outcome.latencyMs,
        last_error: outcome.error,
      })
      .where("id", "=", delivery.id)
      .execute();
    if (next) await enqueueAttempt(this.platform.queue, trx, { deliveryId: delivery.id, attempt: attempt + 1 }, next);

    if (status === "Succeeded") {
      await trx
        .updateTable("webhook_endpoints")
        .set({ failed_in_a_row: 0 })
        .where("id", "=", endpoint.id)
        .where("failed_in_a_row", ">", 0)
        .execute();
    } else if (status === "Failed") {
      await this.countFailure(trx, endpoint, at);
    }
  }

  /** One more delivery failed for good; past the threshold, the endpoint is disabled and the admins told. */
  private async countFailure(trx: Transaction<Database>, endpoint: EndpointRow, at: string) {
    const row = await trx
      .updateTable("webhook_endpoints")
      .set((eb) => ({ failed_in_a_row: eb("failed_in_a_row", "+", 1) }))
      .where("id", "=", endpoint.id)
      .returning(["failed_in_a_row", "enabled"])
      .executeTakeFirst();
    const threshold = this.platform.config.webhookDisableAfter;
    if (row?.enabled !== 1 || row.failed_in_a_row < threshold) return;
    await trx
      .updateTable("webhook_endpoints")
      .set({ enabled: 0, disabled_reason: "Failures", updated_at: at })
      .where("id", "=", endpoint.id)
      .execute();
    await writeActivity(
      trx,
      null,
      {
        tenantId: endpoint.tenant_id,
        eventName: "WebhookEndpointDisabled",
        eventGroup: "TenantManagement",
        description: `Webhook endpoint ${endpoint.url} disabled after ${row.failed_in_a_row} failed deliveries in a row`,
        data: { endpointId: endpoint.id, url: endpoint.url, failedDeliveries: row.failed_in_a_row },
      },
      at,
    );
    const tenant = await trx
      .selectFrom("tenants")
      .select("name")
      .where("id", "=", endpoint.tenant_id)
      .executeTakeFirst();
    const admins = await tenantMembersWith(trx, endpoint.tenant_id, "ManageOrganization");
    if (admins.length === 0) return;
    const users = await trx
      .selectFrom("users")
      .select(["email", "language"])
      .where("id", "in", admins)
      .where("deleted_at", "is", null)
      .execute();
    const link = `${this.platform.config.publicUrl}/organizations/active?tab=webhooks`;
    for (const user of users) {
      await this.platform.queue.enqueue(
        SEND_EMAIL,
        emails.webhookDisabled(
          user.email,
          user.language,
          tenant?.name ?? "your organization",
          endpoint.url,
          row.failed_in_a_row,
          link,
        ),
        {},
        trx,
      );
    }
  }
}

import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import type { Transaction } from "kysely";
import type { Db } from "../../platform/db/database.js";
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from "../../platform/db/schema.js";
import { finishedRows } from "../../platform/jobs/housekeeping.js";

type Executor = Db | Transaction<Database>;
export type WebhookEndpoint = Schema<"WebhookEndpoint">;
export type WebhookDelivery = Schema<"WebhookDelivery">;
export type EndpointRow = WebhookEndpointsTable;
export type DeliveryRow = WebhookDeliveriesTable;

/** Job type of one delivery attempt; payload {@link DeliverJob}. */
export const WEBHOOKS_DELIVER = "webhooks.deliver";

/** Payload of {@link WEBHOOKS_DELIVER}: which delivery, and which attempt (1, 2, ...) this job is. */
export interface DeliverJob {
  deliveryId: string;
  attempt: number;
}

/** Queues attempt `attempt` of a delivery; the key makes a second enqueue of the same attempt a no-op. */
export function enqueueAttempt(
  queue: { enqueue: (type: string, payload: unknown, options: object, trx: Executor) => Promise<string> },
  trx: Executor,
  job: DeliverJob,
  runAt?: Date,
) {
  return queue.enqueue(
    WEBHOOKS_DELIVER,
    job,
    // One try per job: the retry schedule is the delivery's own (webhooks.delivery.ts), and an
    // unexpected error (the database away) gets the queue's few retries.
    { dedupeKey: `${WEBHOOKS_DELIVER}:${job.deliveryId}:${job.attempt}`, maxAttempts: 3, ...(runAt ? { runAt } : {}) },
    trx,
  );
}

/** An organisation's webhook endpoints and deliveries; built with the tenant id bound. */
export class WebhooksRepository {
  constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
  ) {}

  async listEndpoints(skip: number, limit: number) {
    const base = this.db.selectFrom("webhook_endpoints").where("tenant_id", "=", this.tenantId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy("created_at").orderBy("id").offset(skip).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toEndpoint), total: Number(count.total) };
  }

  /** Enabled endpoints subscribed to `eventType`. */
  async subscribedTo(eventType: string): Promise<EndpointRow[]> {
    const rows = await this.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("enabled", "=", 1)
      .orderBy("created_at")
      .execute();
    return rows.filter((row) => (JSON.parse(row.event_types) as string[]).includes(eventType));
  }

  findEndpoint(id: string): Promise<EndpointRow | undefined> {
    return this.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async insertEndpoint(row: Omit<EndpointRow, "tenant_id">): Promise<EndpointRow> {
    await this.db
      .insertInto("webhook_endpoints")
      .values({ ...row, tenant_id: this.tenantId })
      .execute();
    return { ...row, tenant_id: this.tenantId };
  }

  async updateEndpoint(
    id: string,
    changes: Partial<Omit<EndpointRow, "id" | "tenant_id" | "created_at">>,
  ): Promise<EndpointRow | undefined> {
    await this.db
      .updateTable("webhook_endpoints")
      .set(changes)
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .execute();
    return this.findEndpoint(id);
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("webhook_endpoints")
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async insertDelivery(
    row: Pick<DeliveryRow, "endpoint_id" | "message_id" | "event_type" | "payload" | "replay_of" | "created_at">,
  ): Promise<DeliveryRow> {
    const full: DeliveryRow = {
      ...row,
      id: randomUUID(),
      tenant_id: this.tenantId,
      status: "Pending",
      attempts: 0,
      next_attempt_at: row.created_at,
      last_attempt_at: null,
      response_status: null,
      latency_ms: null,
      last_error: null,
    };
    await this.db.insertInto("webhook_deliveries").values(full).execute();
    return full;
  }

  async listDeliveries(endpointId: string, query: { skip: number; limit: number; status?: DeliveryRow["status"] }) {
    let base = this.db
      .selectFrom("webhook_deliveries")
      .where("tenant_id", "=", this.tenantId)
      .where("endpoint_id", "=", endpointId);
    if (query.status) base = base.where("status", "=", query.status);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(query.skip)
        .limit(query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toDelivery), total: Number(count.total) };
  }

  findDelivery(id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom("webhook_deliveries")
      .selectAll()
      .where("tenant_id", "=", this.tenantId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async attempts(deliveryId: string): Promise<Schema<"WebhookAttempt">[]> {
    // The delivery was found through this tenant's scope first (see the service); attempts have no tenant column.
    const rows = await this.db
      .selectFrom("webhook_attempts")
      .innerJoin("webhook_deliveries", "webhook_deliveries.id", "webhook_attempts.delivery_id")
      .selectAll("webhook_attempts")
      .where("webhook_deliveries.tenant_id", "=", this.tenantId)
      .where("webhook_attempts.delivery_id", "=", deliveryId)
      .orderBy("webhook_attempts.attempt")
      .execute();
    return rows.map((row) => ({
      attempt: row.attempt,
      attemptedAt: row.attempted_at,
      responseStatus: row.response_status,
      latencyMs: row.latency_ms,
      error: row.error,
      responseBody: row.response_body,
    }));
  }
}

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const overlap = row.previous_secret_expires_at && row.previous_secret_expires_at > new Date().toISOString();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: JSON.parse(row.event_types) as WebhookEndpoint["eventTypes"],
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason as WebhookEndpoint["disabledReason"],
    previousSecretExpiresAt: overlap ? row.previous_secret_expires_at : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "Pending" ? row.next_attempt_at : null,
    lastAttemptAt: row.last_attempt_at,
    responseStatus: row.response_status,
    latencyMs: row.latency_ms,
    lastError: row.last_error,
    replayOf: row.replay_of,
    createdAt: row.created_at,
  };
}

/**
 * The delivery log's retention: deliveries no longer pending, with their attempts (deleted with
 * them), once older than the retention period. Pending ones stay, since they may still be sent.
 */
export const oldDeliveries = (db: Db) => finishedRows(db, "webhook_deliveries", "created_at", ["Succeeded", "Failed"]);

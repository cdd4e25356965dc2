import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import { findWebhook } from "./list.js";

export type WebhookDelivery = Schema<"WebhookDelivery">;
type Status = Schema<"WebhookDeliveryStatus">;

/** What `bulwark webhooks deliveries` answers: the newest deliveries of one endpoint. */
export interface WebhooksDeliveriesResult {
  endpoint: { id: string; url: string };
  items: WebhookDelivery[];
  total: number;
}

const STATUSES: Status[] = ["Pending", "Succeeded", "Failed"];

/** `--status`: one of the delivery states. */
export function parseStatus(value: string | undefined): Status | undefined {
  if (value === undefined) return undefined;
  const found = STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
  if (!found) throw new UsageError(`--status takes one of ${STATUSES.join(", ")}`);
  return found;
}

/** `--limit`: 1 to 100. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return 20;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new UsageError("--limit takes a whole number from 1 to 100");
  return n;
}

/** The delivery log of an endpoint (by id or URL), newest first. */
export async function listDeliveries(
  session: Session,
  ref: string,
  options: { status?: Status | undefined; limit: number },
): Promise<WebhooksDeliveriesResult> {
  const endpoint = await findWebhook(session, ref);
  const page = unwrap(
    await session.client.GET("/api/v1/webhooks/endpoints/{endpointId}/deliveries", {
      params: {
        path: { endpointId: endpoint.id },
        query: { limit: options.limit, ...(options.status ? { status: options.status } : {}) },
      },
    }),
  );
  return { endpoint: { id: endpoint.id, url: endpoint.url }, items: page.items, total: page.total };
}

/** What the receiver answered last: `204`, or the error. */
export const lastOutcome = (d: WebhookDelivery) =>
  d.responseStatus !== null && d.lastError === null ? String(d.responseStatus) : (d.lastError ?? "-");

/** Plain output: `id<TAB>event<TAB>status<TAB>attempts<TAB>response<TAB>latency ms<TAB>created` per line. */
export const webhooksDeliveriesLines = (r: WebhooksDeliveriesResult) =>
  r.items.map((d) =>
    [d.id, d.eventType, d.status, d.attempts, lastOutcome(d), d.latencyMs ?? "", d.createdAt].join("\t"),
  );

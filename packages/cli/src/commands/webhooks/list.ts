import type { Schema } from "@bulwark/client";
import { NotFoundError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

export type WebhookEndpoint = Schema<"WebhookEndpoint">;

/** What `bulwark webhooks list` answers. */
export interface WebhooksListResult {
  items: WebhookEndpoint[];
  total: number;
}

const PAGE = 100;

/** Every webhook endpoint of the active organization, page by page. */
export async function listWebhooks(session: Session): Promise<WebhooksListResult> {
  const items: WebhookEndpoint[] = [];
  let total = 0;
  do {
    const page = unwrap(
      await session.client.GET("/api/v1/webhooks/endpoints", {
        params: { query: { skip: items.length, limit: PAGE } },
      }),
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total };
}

/** The endpoint `ref` names: its id, or its URL exactly. */
export async function findWebhook(session: Session, ref: string): Promise<WebhookEndpoint> {
  const { items } = await listWebhooks(session);
  const found = items.find((e) => e.id === ref) ?? items.find((e) => e.url === ref);
  if (!found) throw new NotFoundError(`No webhook endpoint has the id or URL "${ref}"`);
  return found;
}

/** `enabled`, or `disabled (<reason>)`. */
export const endpointState = (e: WebhookEndpoint) =>
  e.enabled ? "enabled" : `disabled (${e.disabledReason === "Failures" ? "after failures" : "by hand"})`;

/** Plain output: `id<TAB>url<TAB>state<TAB>event types` per line. */
export const webhooksListLines = (result: WebhooksListResult) =>
  result.items.map((e) => [e.id, e.url, endpointState(e), e.eventTypes.join(",")].join("\t"));

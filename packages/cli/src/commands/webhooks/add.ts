import { domainEventTypeValues, type Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** What `bulwark webhooks add` answers: the endpoint and its secret, shown this once. */
export type WebhooksAddResult = Schema<"WebhookEndpointWithSecret">;

/** Every event type an endpoint can receive, in the contract's order. */
export const EVENT_TYPES: readonly Schema<"DomainEventType">[] = domainEventTypeValues;

/** `--events a,b`: known types only; none given means all. */
export function parseEventTypes(value: string | undefined): Schema<"DomainEventType">[] {
  if (value === undefined) return [...EVENT_TYPES];
  const wanted = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = wanted.filter((v) => !(EVENT_TYPES as string[]).includes(v));
  if (wanted.length === 0 || unknown.length > 0) {
    throw new UsageError(`--events takes a comma-separated list of ${EVENT_TYPES.join(", ")}`);
  }
  return [...new Set(wanted)] as Schema<"DomainEventType">[];
}

/** Registers an endpoint in the active organization. */
export async function addWebhook(
  session: Session,
  input: { url: string; description?: string; eventTypes: Schema<"DomainEventType">[]; enabled: boolean },
): Promise<WebhooksAddResult> {
  return unwrap(
    await session.client.POST("/api/v1/webhooks/endpoints", {
      body: {
        url: input.url,
        description: input.description ?? "",
        eventTypes: input.eventTypes,
        enabled: input.enabled,
      },
    }),
  );
}

/** Plain output: `id<TAB>url<TAB>secret`. */
export const webhooksAddLines = (r: WebhooksAddResult) => [[r.endpoint.id, r.endpoint.url, r.secret].join("\t")];

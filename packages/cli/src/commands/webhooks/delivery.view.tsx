import { Box, Text } from "ink";
import { readablePayload, type WebhooksDeliveryResult } from "./delivery.js";

/** Terminal view of `bulwark webhooks delivery`: the facts, each attempt with its answer, then the body. */
export function WebhooksDeliveryView({ result }: { result: WebhooksDeliveryResult }) {
  const { delivery, attemptLog, payload } = result;
  const when = (iso: string) => iso.replace("T", " ").slice(0, 19);
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{delivery.eventType}</Text>
        {delivery.replayOf ? ` (replay of ${delivery.replayOf})` : ""} · {delivery.status} · webhook-id{" "}
        {delivery.messageId}
      </Text>
      <Text dimColor>
        Created {when(delivery.createdAt)}
        {delivery.nextAttemptAt ? ` · next attempt ${when(delivery.nextAttemptAt)}` : ""}
      </Text>
      <Text> </Text>
      {attemptLog.length === 0 && <Text dimColor>Not attempted yet: the first attempt is queued.</Text>}
      {attemptLog.map((a) => (
        <Box key={a.attempt} flexDirection="column">
          <Text>
            Attempt {a.attempt} · {when(a.attemptedAt)} ·{" "}
            <Text color={a.error === null ? "green" : "red"}>{a.error ?? String(a.responseStatus)}</Text> ·{" "}
            {a.latencyMs} ms
          </Text>
          {a.responseBody && (
            <Box paddingLeft={2}>
              <Text dimColor>{a.responseBody}</Text>
            </Box>
          )}
        </Box>
      ))}
      <Text> </Text>
      <Text bold>Body as sent and signed</Text>
      <Text>{readablePayload(payload)}</Text>
    </Box>
  );
}

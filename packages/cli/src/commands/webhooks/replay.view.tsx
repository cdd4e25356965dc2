import { Text } from "ink";
import type { WebhooksReplayResult } from "./replay.js";

/** Terminal view of `bulwark webhooks replay`. */
export function WebhooksReplayView({ result }: { result: WebhooksReplayResult }) {
  return (
    <Text>
      {result.eventType} {result.messageId} queued again as delivery {result.id}.
    </Text>
  );
}

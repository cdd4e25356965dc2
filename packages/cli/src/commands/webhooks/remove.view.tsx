import { Text } from "ink";
import type { WebhooksRemoveResult } from "./remove.js";

/** Terminal view of `bulwark webhooks remove`. */
export function WebhooksRemoveView({ result }: { result: WebhooksRemoveResult }) {
  return (
    <Text>
      Removed <Text bold>{result.url}</Text> ({result.id}) and its delivery log.
    </Text>
  );
}
